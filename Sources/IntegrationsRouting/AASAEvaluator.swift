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
    /// Evaluates a URL against a document. To evaluate many URLs, compile the document once with
    /// ``Compiled``.
    public static func evaluate(_ document: AppleAppSiteAssociation, url: URL) -> AASAEvaluation {
        Compiled(document).evaluate(url)
    }

    /// A document with its patterns compiled and its trace lines written, ready for many URLs.
    public struct Compiled: Sendable {
        private struct Rule: Sendable {
            var path: Pattern?
            var query: AppleAppSiteAssociation.QueryPattern?
            var queryPatterns: [(String, Pattern)]
            var queryPattern: Pattern?
            var fragment: Pattern?
            var exclude: Bool
            var caseSensitive: Bool
            var percentEncoded: Bool
            var noMatch: String
            var decided: String
            var appIDs: [String]

            /// Whether every key the component has matches.
            func matches(_ url: URLValues) -> Bool {
                if let path, !path.matches(url.path) { return false }
                if let queryPattern, !queryPattern.matches(url.query) { return false }
                for (name, pattern) in queryPatterns where !url.items.contains(where: { $0.0 == name && pattern.matches($0.1) }) {
                    return false
                }
                if let fragment, !fragment.matches(url.fragment) { return false }
                return true
            }
        }

        private enum Detail: Sendable {
            case components([Rule])
            case paths([(pattern: Pattern, excluded: Bool, noMatch: String, decided: String)], appIDs: [String])
        }

        private let details: [Detail]

        /// Compiles a document.
        public init(_ document: AppleAppSiteAssociation) {
            guard let applinks = document.applinks else {
                details = []
                return
            }
            let variables = applinks.substitutionVariables ?? [:]
            details = applinks.details.enumerated().compactMap { detailIndex, detail -> Detail? in
                let label = "details[\(detailIndex)]"
                let apps = detail.appIDs.joined(separator: ", ")
                if let components = detail.components {
                    return .components(components.enumerated().map { componentIndex, component in
                        let caseSensitive = component.caseSensitive ?? detail.defaults?.caseSensitive ?? applinks.defaults?.caseSensitive ?? true
                        let percentEncoded = component.percentEncoded ?? detail.defaults?.percentEncoded ?? applinks.defaults?.percentEncoded ?? true
                        func pattern(_ text: String) -> Pattern { Pattern(text, variables: variables, caseSensitive: caseSensitive) }
                        let name = "\(label).components[\(componentIndex)] \(AASAEvaluator.describe(component))"
                        var queryPatterns: [(String, Pattern)] = []
                        var queryPattern: Pattern?
                        switch component.query {
                        case .pattern(let text): queryPattern = pattern(text)
                        case .items(let items): queryPatterns = items.sorted { $0.key < $1.key }.map { ($0.key, pattern($0.value)) }
                        case nil: break
                        }
                        return Rule(
                            path: component.path.map(pattern), query: component.query, queryPatterns: queryPatterns,
                            queryPattern: queryPattern, fragment: component.fragment.map(pattern),
                            exclude: component.exclude == true, caseSensitive: caseSensitive, percentEncoded: percentEncoded,
                            noMatch: "\(name): no match",
                            decided: component.exclude == true ? "\(name): matches, exclude → does not open" : "\(name): matches → opens \(apps)",
                            appIDs: detail.appIDs)
                    })
                }
                if let paths = detail.paths {
                    return .paths(paths.enumerated().map { pathIndex, entry in
                        let excluded = entry.hasPrefix("NOT ")
                        let name = "\(label).paths[\(pathIndex)] \"\(entry)\""
                        return (
                            Pattern(excluded ? String(entry.dropFirst(4)) : entry, variables: variables, caseSensitive: true),
                            excluded, "\(name): no match", "\(name): matches → \(excluded ? "does not open" : "opens \(apps)")")
                    }, appIDs: detail.appIDs)
                }
                return nil
            }
        }

        /// Evaluates a URL.
        public func evaluate(_ url: URL) -> AASAEvaluation {
            guard !details.isEmpty else {
                return AASAEvaluation(url: url.absoluteString, match: false, appIDs: [], trace: ["no applinks.details"])
            }
            var trace: [String] = []
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            // The URL's parts, read once per way of reading them.
            var values: [Int: URLValues] = [:]
            func read(_ caseSensitive: Bool, _ percentEncoded: Bool) -> URLValues? {
                guard let components else { return nil }
                let key = (caseSensitive ? 1 : 0) | (percentEncoded ? 2 : 0)
                if let known = values[key] { return known }
                let made = URLValues(components, caseSensitive: caseSensitive, percentEncoded: percentEncoded)
                values[key] = made
                return made
            }
            for detail in details {
                switch detail {
                case .components(let rules):
                    for rule in rules {
                        guard let value = read(rule.caseSensitive, rule.percentEncoded), rule.matches(value) else {
                            trace.append(rule.noMatch)
                            continue
                        }
                        trace.append(rule.decided)
                        return AASAEvaluation(url: url.absoluteString, match: !rule.exclude, appIDs: rule.exclude ? [] : rule.appIDs, trace: trace)
                    }
                case .paths(let entries, let appIDs):
                    guard let value = read(true, true) else { continue }
                    for entry in entries {
                        guard entry.pattern.matches(value.path) else {
                            trace.append(entry.noMatch)
                            continue
                        }
                        trace.append(entry.decided)
                        return AASAEvaluation(url: url.absoluteString, match: !entry.excluded, appIDs: entry.excluded ? [] : appIDs, trace: trace)
                    }
                }
            }
            trace.append("no component matched → does not open")
            return AASAEvaluation(url: url.absoluteString, match: false, appIDs: [], trace: trace)
        }
    }

    /// A URL's path, query and fragment as characters, cased and encoded one way.
    struct URLValues {
        var path: [Character]
        var query: [Character]
        var items: [(String, [Character])]
        var fragment: [Character]

        init(_ url: URLComponents, caseSensitive: Bool, percentEncoded: Bool) {
            func chars(_ text: String?) -> [Character] { Array(caseSensitive ? (text ?? "") : (text ?? "").lowercased()) }
            let rawPath = percentEncoded ? url.percentEncodedPath : url.path
            path = chars(rawPath.isEmpty ? "/" : rawPath)
            query = chars(percentEncoded ? url.percentEncodedQuery : url.query)
            items = ((percentEncoded ? url.percentEncodedQueryItems : url.queryItems) ?? []).map { ($0.name, chars($0.value)) }
            fragment = chars(percentEncoded ? url.percentEncodedFragment : url.fragment)
        }
    }

    static func describe(_ component: AppleAppSiteAssociation.Component) -> String {
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

    /// An AASA pattern, compiled.
    struct Pattern: @unchecked Sendable {
        private enum Element {
            case literal(Character)
            case anyOne
            case anyRun
            case run((Character) -> Bool, minimum: Int, maximum: Int)
            case oneOf([[Character]])
        }

        private let elements: [Element]
        private let caseSensitive: Bool
        /// The literal characters the pattern starts with: most patterns are rejected on them alone.
        private let literalPrefix: [Character]

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
            var prefix: [Character] = []
            for element in elements {
                guard case .literal(let character) = element else { break }
                prefix.append(character)
            }
            literalPrefix = prefix
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
            matches(Array(caseSensitive ? value : value.lowercased()))
        }

        /// Matches characters already cased the way the pattern is.
        func matches(_ characters: [Character]) -> Bool {
            guard characters.count >= literalPrefix.count else { return false }
            for index in literalPrefix.indices where characters[index] != literalPrefix[index] { return false }
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
