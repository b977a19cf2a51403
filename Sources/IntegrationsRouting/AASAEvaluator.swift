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
    /// What was looked at, in order, and what decided, in Japanese and English.
    public var trace: [LocalizedText]
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
        /// One component, compiled. A class, so that walking a detail's rules copies one reference each
        /// rather than every pattern and string in them.
        private final class Rule: Sendable {
            let path: Pattern?
            let queryPatterns: [(String, Pattern)]
            let queryPattern: Pattern?
            let fragment: Pattern?
            let exclude: Bool
            /// 1 when case-sensitive, plus 2 when percent-encoded: which reading of the URL it matches.
            let reading: Int
            let noMatch: LocalizedText
            let decided: LocalizedText
            let appIDs: [String]

            init(
                path: Pattern?, queryPatterns: [(String, Pattern)], queryPattern: Pattern?, fragment: Pattern?, exclude: Bool,
                caseSensitive: Bool, percentEncoded: Bool, noMatch: LocalizedText, decided: LocalizedText, appIDs: [String]
            ) {
                self.path = path
                self.queryPatterns = queryPatterns
                self.queryPattern = queryPattern
                self.fragment = fragment
                self.exclude = exclude
                reading = (caseSensitive ? 1 : 0) | (percentEncoded ? 2 : 0)
                self.noMatch = noMatch
                self.decided = decided
                self.appIDs = appIDs
            }

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
            case components([Rule], noMatch: [LocalizedText])
            case paths([(pattern: Pattern, excluded: Bool, noMatch: LocalizedText, decided: LocalizedText)], appIDs: [String])
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
                    let rules = components.enumerated().map { componentIndex, component in
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
                            path: component.path.map(pattern), queryPatterns: queryPatterns,
                            queryPattern: queryPattern, fragment: component.fragment.map(pattern),
                            exclude: component.exclude == true, caseSensitive: caseSensitive, percentEncoded: percentEncoded,
                            noMatch: LocalizedText(ja: "\(name): 一致しない", en: "\(name): no match"),
                            decided: component.exclude == true
                                ? LocalizedText(ja: "\(name): 一致、exclude → 開かない", en: "\(name): matches, exclude → does not open")
                                : LocalizedText(ja: "\(name): 一致 → \(apps) を開く", en: "\(name): matches → opens \(apps)"),
                            appIDs: detail.appIDs)
                    }
                    return .components(rules, noMatch: rules.map(\.noMatch))
                }
                if let paths = detail.paths {
                    return .paths(paths.enumerated().map { pathIndex, entry in
                        let excluded = entry.hasPrefix("NOT ")
                        let name = "\(label).paths[\(pathIndex)] \"\(entry)\""
                        return (
                            Pattern(excluded ? String(entry.dropFirst(4)) : entry, variables: variables, caseSensitive: true),
                            excluded, LocalizedText(ja: "\(name): 一致しない", en: "\(name): no match"),
                            excluded
                                ? LocalizedText(ja: "\(name): 一致 → 開かない", en: "\(name): matches → does not open")
                                : LocalizedText(ja: "\(name): 一致 → \(apps) を開く", en: "\(name): matches → opens \(apps)"))
                    }, appIDs: detail.appIDs)
                }
                return nil
            }
        }

        /// Evaluates a URL.
        public func evaluate(_ url: URL) -> AASAEvaluation {
            let absolute = url.absoluteString
            guard !details.isEmpty else {
                return AASAEvaluation(url: absolute, match: false, appIDs: [], trace: [LocalizedText(ja: "applinks.details がありません", en: "no applinks.details")])
            }
            var text = absolute
            let parts = text.withUTF8 { bytes in URLParts(bytes).map { parts in RawParts(parts, bytes) } }
            // The URL's parts, read once per way of reading them (see `Rule.reading`); `value` is the
            // reading in use, swapped only when a rule needs another, so that no rule copies it.
            var values: [URLValues?] = [nil, nil, nil, nil]
            var reading = -1
            var value: URLValues?
            func use(_ wanted: Int) {
                guard wanted != reading, let parts else { return }
                if let value { values[reading] = value }
                value = values[wanted] ?? URLValues(parts, caseSensitive: wanted & 1 != 0, percentEncoded: wanted & 2 != 0)
                reading = wanted
            }
            var trace: [LocalizedText] = []
            for detail in details {
                switch detail {
                case .components(let rules, let noMatch):
                    for index in rules.indices {
                        let rule = rules[index]
                        use(rule.reading)
                        guard let value, rule.matches(value) else { continue }
                        trace += noMatch[..<index]
                        trace.append(rule.decided)
                        return AASAEvaluation(url: absolute, match: !rule.exclude, appIDs: rule.exclude ? [] : rule.appIDs, trace: trace)
                    }
                    trace += noMatch
                case .paths(let entries, let appIDs):
                    use(3)
                    guard let value else { continue }
                    for entry in entries {
                        guard entry.pattern.matches(value.path) else {
                            trace.append(entry.noMatch)
                            continue
                        }
                        trace.append(entry.decided)
                        return AASAEvaluation(url: absolute, match: !entry.excluded, appIDs: entry.excluded ? [] : appIDs, trace: trace)
                    }
                }
            }
            trace.append(LocalizedText(ja: "一致するコンポーネントなし → 開かない", en: "no component matched → does not open"))
            return AASAEvaluation(url: absolute, match: false, appIDs: [], trace: trace)
        }
    }

    /// A URL's path, query and fragment, percent-encoded as they were written.
    struct RawParts {
        var path: String
        var query: String?
        var fragment: String?

        init(_ parts: URLParts, _ bytes: UnsafeBufferPointer<UInt8>) {
            path = bytes.string(parts.path)
            query = parts.query.map { bytes.string($0) }
            fragment = parts.fragment.map { bytes.string($0) }
        }
    }

    /// A URL's path, query and fragment as Unicode scalars, cased and encoded one way.
    struct URLValues {
        var path: [Unicode.Scalar]
        var query: [Unicode.Scalar]
        var items: [(String, [Unicode.Scalar])]
        var fragment: [Unicode.Scalar]

        init(_ url: RawParts, caseSensitive: Bool, percentEncoded: Bool) {
            func read(_ text: String?) -> [Unicode.Scalar] {
                let text = text ?? ""
                let decoded = percentEncoded ? text : text.removingPercentEncoding ?? text
                return Array((caseSensitive ? decoded : decoded.lowercased()).unicodeScalars)
            }
            path = read(url.path.isEmpty ? "/" : url.path)
            query = read(url.query)
            items = (url.query ?? "").split(separator: "&", omittingEmptySubsequences: true).map { item in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(pair[0])
                return (percentEncoded ? name : name.removingPercentEncoding ?? name, read(pair.count > 1 ? String(pair[1]) : ""))
            }
            fragment = read(url.fragment)
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

    /// An AASA pattern, compiled to Unicode scalars: `?` matches one scalar.
    struct Pattern: Sendable {
        /// The characters a predefined substitution variable matches (ASCII only).
        enum Class: Sendable {
            case alpha, upper, lower, alnum, digit, xdigit

            func contains(_ scalar: Unicode.Scalar) -> Bool {
                guard scalar.isASCII else { return false }
                let value = UInt8(scalar.value)
                let upper = value >= UInt8(ascii: "A") && value <= UInt8(ascii: "Z")
                let lower = value >= UInt8(ascii: "a") && value <= UInt8(ascii: "z")
                let digit = value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
                switch self {
                case .alpha: return upper || lower
                case .upper: return upper
                case .lower: return lower
                case .alnum: return upper || lower || digit
                case .digit: return digit
                case .xdigit: return digit || (value | 0x20 >= UInt8(ascii: "a") && value | 0x20 <= UInt8(ascii: "f"))
                }
            }
        }

        private enum Element: Sendable {
            case literal(Unicode.Scalar)
            case anyOne
            case anyRun
            case run(Class, minimum: Int, maximum: Int)
            case oneOf([[Unicode.Scalar]])
        }

        private let elements: [Element]
        private let caseSensitive: Bool
        /// The literal scalars the pattern starts with: most patterns are rejected on them alone.
        private let literalPrefix: [Unicode.Scalar]
        /// Whether failed (element, position) pairs must be remembered: only with two or more runs can the
        /// search revisit one, and without the memo it could take exponential time.
        private let needsMemo: Bool

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
                    elements.append(
                        Self.variable(name, variables: variables, caseSensitive: caseSensitive)
                            ?? .oneOf([Array("$(\(name))".unicodeScalars)]))
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                switch character {
                case "*": elements.append(.anyRun)
                case "?": elements.append(.anyOne)
                default: elements += character.unicodeScalars.map(Element.literal)
                }
                rest = rest.dropFirst()
            }
            self.elements = elements
            var prefix: [Unicode.Scalar] = []
            for element in elements {
                guard case .literal(let scalar) = element else { break }
                prefix.append(scalar)
            }
            literalPrefix = prefix
            needsMemo = elements.count { element in
                switch element {
                case .anyRun, .run, .oneOf: true
                case .literal, .anyOne: false
                }
            } >= 2
        }

        private static func variable(_ name: String, variables: [String: [String]], caseSensitive: Bool) -> Element? {
            switch name {
            case "alpha": return .run(.alpha, minimum: 1, maximum: .max)
            case "upper": return .run(.upper, minimum: 1, maximum: .max)
            case "lower": return .run(.lower, minimum: 1, maximum: .max)
            case "alnum": return .run(.alnum, minimum: 1, maximum: .max)
            case "digit": return .run(.digit, minimum: 1, maximum: .max)
            case "xdigit": return .run(.xdigit, minimum: 1, maximum: .max)
            case "lang": return .run(.lower, minimum: 2, maximum: 3)
            case "region": return .run(.upper, minimum: 2, maximum: 2)
            default:
                guard let values = variables[name] else { return nil }
                return .oneOf(values.map { Array((caseSensitive ? $0 : $0.lowercased()).unicodeScalars) })
            }
        }

        func matches(_ value: String) -> Bool {
            matches(Array((caseSensitive ? value : value.lowercased()).unicodeScalars))
        }

        /// Matches scalars already cased the way the pattern is.
        func matches(_ scalars: [Unicode.Scalar]) -> Bool {
            guard scalars.count >= literalPrefix.count else { return false }
            for index in literalPrefix.indices where scalars[index] != literalPrefix[index] { return false }
            // (element, position) pairs known not to match, one bit each, when the pattern can revisit them.
            var failed: [UInt64] = needsMemo ? Array(repeating: 0, count: ((elements.count + 1) * (scalars.count + 1)) / 64 + 1) : []
            func match(_ element: Int, _ position: Int) -> Bool {
                if element == elements.count { return position == scalars.count }
                let key = element * (scalars.count + 1) + position
                if needsMemo, failed[key >> 6] & (1 << UInt64(key & 63)) != 0 { return false }
                var result = false
                switch elements[element] {
                case .literal(let scalar):
                    result = position < scalars.count && scalars[position] == scalar && match(element + 1, position + 1)
                case .anyOne:
                    result = position < scalars.count && match(element + 1, position + 1)
                case .anyRun:
                    result = (position...scalars.count).contains { match(element + 1, $0) }
                case .run(let kind, let minimum, let maximum):
                    var end = position
                    while end < scalars.count && end - position < maximum && kind.contains(scalars[end]) { end += 1 }
                    result = end - position >= minimum && stride(from: end, through: position + minimum, by: -1).contains { match(element + 1, $0) }
                case .oneOf(let alternatives):
                    result = alternatives.contains { alternative in
                        position + alternative.count <= scalars.count
                            && scalars[position..<(position + alternative.count)].elementsEqual(alternative)
                            && match(element + 1, position + alternative.count)
                    }
                }
                if !result && needsMemo { failed[key >> 6] |= 1 << UInt64(key & 63) }
                return result
            }
            return match(0, 0)
        }
    }
}
