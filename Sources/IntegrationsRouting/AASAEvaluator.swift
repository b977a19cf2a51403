public import Foundation
public import IntegrationsCore

/// Whether an apple-app-site-association file makes a URL open an app, and why.
public struct AASAEvaluation: Sendable, Hashable, Codable {
    /// The URL evaluated.
    public var url: String
    /// Whether the URL opens an app.
    public var match: Bool
    /// The apps it opens (empty when it does not).
    public var appIDs: [String]
    /// What was looked at, in order, and what decided.
    public var trace: [String]
}

/// Evaluates apple-app-site-association files the way iOS does.
///
/// - Details are looked at in order; within a detail, components in order. The first component whose
///   every key matches decides: it opens the detail's apps, or, with `exclude`, keeps the URL out.
/// - Patterns: `*` matches zero or more characters, `?` exactly one, so `?*` one or more.
///   `$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)`, `$(xdigit)` match one or more characters
///   of their class; `$(lang)` two or three lower-case letters and `$(region)` two upper-case ones (the
///   shape of ISO 639 and ISO 3166 codes); `$(name)` of `substitutionVariables` any of its strings.
/// - `caseSensitive` and `percentEncoded` default to `true`; `applinks.defaults`, then the detail's
///   `defaults`, then the component override them, the more specific winning. With `percentEncoded`
///   `false` the URL is percent-decoded before matching.
/// - `"?"` is a pattern for the whole query, or a dictionary whose every item pattern must match a query
///   item of that name. A component without `"/"`, `"?"` or `"#"` matches any value of it.
/// - A detail without `components` uses its legacy `paths` (`NOT ` excludes), in order, first match.
public enum AASAEvaluator {
    /// Evaluates a URL against a document.
    public static func evaluate(_ document: AppleAppSiteAssociation, url: URL) -> AASAEvaluation {
        var trace: [String] = []
        guard let applinks = document.applinks, !applinks.details.isEmpty else {
            return AASAEvaluation(url: url.absoluteString, match: false, appIDs: [], trace: ["no applinks.details"])
        }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let variables = applinks.substitutionVariables ?? [:]
        for (detailIndex, detail) in applinks.details.enumerated() {
            let label = "details[\(detailIndex)]"
            if let patterns = detail.components {
                for (componentIndex, component) in patterns.enumerated() {
                    let caseSensitive = component.caseSensitive ?? detail.defaults?.caseSensitive ?? applinks.defaults?.caseSensitive ?? true
                    let percentEncoded = component.percentEncoded ?? detail.defaults?.percentEncoded ?? applinks.defaults?.percentEncoded ?? true
                    let name = "\(label).components[\(componentIndex)] \(describe(component))"
                    guard let components, Self.matches(component, components, caseSensitive: caseSensitive, percentEncoded: percentEncoded, variables: variables)
                    else {
                        trace.append("\(name): no match")
                        continue
                    }
                    if component.exclude == true {
                        trace.append("\(name): matches, exclude → does not open")
                        return AASAEvaluation(url: url.absoluteString, match: false, appIDs: [], trace: trace)
                    }
                    trace.append("\(name): matches → opens \(detail.appIDs.joined(separator: ", "))")
                    return AASAEvaluation(url: url.absoluteString, match: true, appIDs: detail.appIDs, trace: trace)
                }
            } else if let paths = detail.paths {
                let path = components?.percentEncodedPath ?? url.path
                for (pathIndex, entry) in paths.enumerated() {
                    let excluded = entry.hasPrefix("NOT ")
                    let pattern = excluded ? String(entry.dropFirst(4)) : entry
                    let name = "\(label).paths[\(pathIndex)] \"\(entry)\""
                    guard Pattern(pattern, variables: variables, caseSensitive: true).matches(path.isEmpty ? "/" : path) else {
                        trace.append("\(name): no match")
                        continue
                    }
                    trace.append("\(name): matches → \(excluded ? "does not open" : "opens \(detail.appIDs.joined(separator: ", "))")")
                    return AASAEvaluation(url: url.absoluteString, match: !excluded, appIDs: excluded ? [] : detail.appIDs, trace: trace)
                }
            }
        }
        trace.append("no component matched → does not open")
        return AASAEvaluation(url: url.absoluteString, match: false, appIDs: [], trace: trace)
    }

    private static func describe(_ component: AppleAppSiteAssociation.Component) -> String {
        var parts: [String] = []
        if let path = component.path { parts.append("\"/\": \"\(path)\"") }
        switch component.query {
        case .pattern(let pattern): parts.append("\"?\": \"\(pattern)\"")
        case .items(let items): parts.append("\"?\": {" + items.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ") + "}")
        case nil: break
        }
        if let fragment = component.fragment { parts.append("\"#\": \"\(fragment)\"") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private static func matches(
        _ component: AppleAppSiteAssociation.Component, _ url: URLComponents,
        caseSensitive: Bool, percentEncoded: Bool, variables: [String: [String]]
    ) -> Bool {
        func pattern(_ text: String) -> Pattern { Pattern(text, variables: variables, caseSensitive: caseSensitive) }
        if let path = component.path {
            let value = percentEncoded ? url.percentEncodedPath : url.path
            guard pattern(path).matches(value.isEmpty ? "/" : value) else { return false }
        }
        switch component.query {
        case .pattern(let text):
            let value = (percentEncoded ? url.percentEncodedQuery : url.query) ?? ""
            guard pattern(text).matches(value) else { return false }
        case .items(let items):
            let queryItems = (percentEncoded ? url.percentEncodedQueryItems : url.queryItems) ?? []
            for (name, text) in items {
                let compiled = pattern(text)
                guard queryItems.contains(where: { $0.name == name && compiled.matches($0.value ?? "") }) else { return false }
            }
        case nil:
            break
        }
        if let fragment = component.fragment {
            let value = (percentEncoded ? url.percentEncodedFragment : url.fragment) ?? ""
            guard pattern(fragment).matches(value) else { return false }
        }
        return true
    }

    /// An AASA pattern, compiled.
    struct Pattern {
        private enum Element {
            case literal(Character)
            case anyOne
            case anyRun
            case run((Character) -> Bool, minimum: Int, maximum: Int)
            case oneOf([[Character]])
        }

        private let elements: [Element]
        private let caseSensitive: Bool

        init(_ text: String, variables: [String: [String]], caseSensitive: Bool) {
            self.caseSensitive = caseSensitive
            var elements: [Element] = []
            var rest = Substring(caseSensitive ? text : text.lowercased())
            let original = Substring(text)
            while let character = rest.first {
                if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                    // Variable names keep their case even when the pattern does not.
                    let offset = rest.distance(from: rest.startIndex, to: close)
                    let start = original.index(original.endIndex, offsetBy: -rest.count)
                    let name = String(original[original.index(start, offsetBy: 2)..<original.index(start, offsetBy: offset)])
                    elements.append(Self.variable(name, variables: variables, caseSensitive: caseSensitive) ?? .oneOf([Array("$(\(name))")]))
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                switch character {
                case "*": elements.append(.anyRun)
                case "?": elements.append(.anyOne)
                default: elements.append(.literal(character))
                }
                rest = rest.dropFirst()
            }
            self.elements = elements
        }

        private static func variable(_ name: String, variables: [String: [String]], caseSensitive: Bool) -> Element? {
            func isASCII(_ test: @escaping (Character) -> Bool) -> (Character) -> Bool { { $0.isASCII && test($0) } }
            switch name {
            case "alpha": return .run(isASCII(\.isLetter), minimum: 1, maximum: .max)
            case "upper": return .run(isASCII(\.isUppercase), minimum: 1, maximum: .max)
            case "lower": return .run(isASCII(\.isLowercase), minimum: 1, maximum: .max)
            case "alnum": return .run(isASCII { $0.isLetter || $0.isNumber }, minimum: 1, maximum: .max)
            case "digit": return .run(isASCII(\.isNumber), minimum: 1, maximum: .max)
            case "xdigit": return .run(isASCII(\.isHexDigit), minimum: 1, maximum: .max)
            case "lang": return .run(isASCII(\.isLowercase), minimum: 2, maximum: 3)
            case "region": return .run(isASCII(\.isUppercase), minimum: 2, maximum: 2)
            default:
                guard let values = variables[name] else { return nil }
                return .oneOf(values.map { Array(caseSensitive ? $0 : $0.lowercased()) })
            }
        }

        func matches(_ value: String) -> Bool {
            let characters = Array(caseSensitive ? value : value.lowercased())
            var failed = Set<Int>()  // (element, position) pairs known not to match, element * (count + 1) + position
            func match(_ element: Int, _ position: Int) -> Bool {
                if element == elements.count { return position == characters.count }
                let key = element * (characters.count + 1) + position
                if failed.contains(key) { return false }
                var result = false
                switch elements[element] {
                case .literal(let character):
                    result = position < characters.count && characters[position] == character && match(element + 1, position + 1)
                case .anyOne:
                    result = position < characters.count && match(element + 1, position + 1)
                case .anyRun:
                    result = (position...characters.count).contains { match(element + 1, $0) }
                case .run(let test, let minimum, let maximum):
                    var end = position
                    while end < characters.count && end - position < maximum && test(characters[end]) { end += 1 }
                    result = end - position >= minimum && stride(from: end, through: position + minimum, by: -1).contains { match(element + 1, $0) }
                case .oneOf(let alternatives):
                    result = alternatives.contains { alternative in
                        position + alternative.count <= characters.count
                            && Array(characters[position..<(position + alternative.count)]) == alternative
                            && match(element + 1, position + alternative.count)
                    }
                }
                if !result { failed.insert(key) }
                return result
            }
            return match(0, 0)
        }
    }
}
