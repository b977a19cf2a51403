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

extension AASAEvaluation {
    /// The evaluation of a URL on a host that is none of the app's associated domains: iOS fetches no file
    /// of this app from it, so the URL does not open the app.
    public static func notAssociated(url: String, host: String, domains: [String]) -> AASAEvaluation {
        let listed = domains.isEmpty ? "" : domains.joined(separator: ", ")
        return AASAEvaluation(url: url, match: false, appIDs: [], trace: [LocalizedText(
            ja: "\(host) はアプリの関連ドメイン（\(listed)）ではありません → 開かない",
            en: "\(host) is not one of the app's associated domains (\(listed)) → does not open")])
    }
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
            ///
            /// A query item pattern must match every instance of its name in the URL; an item that is
            /// absent, or has no value, is matched as the empty string (WWDC19, "What's New in Universal
            /// Links"): `"?": {"ref": "*"}` matches a URL without `ref`.
            func matches(_ url: URLValues) -> Bool {
                if let path, !path.matches(url.path) { return false }
                if let queryPattern, !queryPattern.matches(url.query) { return false }
                for (name, pattern) in queryPatterns {
                    var found = false
                    for item in url.items where item.name == name {
                        found = true
                        guard pattern.matches(item.value) else { return false }
                    }
                    if !found, !pattern.matches(url.emptyValue) { return false }
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

        /// Evaluates a URL as it arrives (see ``ArrivingURL``): only `https` URLs are universal links.
        public func evaluate(_ url: URL) -> AASAEvaluation {
            var trace: [LocalizedText] = []
            var absolute = url.absoluteString
            switch ArrivingURL.arrival(of: absolute) {
            case .asWritten:
                break
            case .changed(let arriving, let note):
                trace.append(LocalizedText(ja: "\(note.ja): \(arriving)", en: "\(note.en): \(arriving)"))
                absolute = arriving
            case .refused(let reason):
                trace.append(LocalizedText(ja: "\(reason.ja) → 開かない", en: "\(reason.en) → does not open"))
                return AASAEvaluation(url: absolute, match: false, appIDs: [], trace: trace)
            }
            guard url.scheme?.lowercased() == "https" else {
                trace.append(LocalizedText(
                    ja: "スキームが https ではありません → ユニバーサルリンクとして開かない（https の URL だけがアプリを開きます）",
                    en: "the scheme is not https → does not open (only https URLs are universal links)"))
                return AASAEvaluation(url: absolute, match: false, appIDs: [], trace: trace)
            }
            guard !details.isEmpty else {
                return AASAEvaluation(url: absolute, match: false, appIDs: [], trace: trace + [LocalizedText(ja: "applinks.details がありません → 開かない", en: "no applinks.details → does not open")])
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
        var path: Subject
        var query: Subject
        var items: [(name: String, value: Subject)]
        var fragment: Subject
        /// What an absent query item, or one without a value, is matched as.
        let emptyValue = Subject([])

        init(_ url: RawParts, caseSensitive: Bool, percentEncoded: Bool) {
            func read(_ text: String?) -> Subject {
                let text = text ?? ""
                let decoded = percentEncoded ? text : text.removingPercentEncoding ?? text
                return Subject(Array((caseSensitive ? decoded : decoded.lowercased()).unicodeScalars))
            }
            path = read(url.path.isEmpty ? "/" : url.path)
            query = read(url.query)
            items = (url.query ?? "").split(separator: "&", omittingEmptySubsequences: true).map { item in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(pair[0])
                return (name: percentEncoded ? name : name.removingPercentEncoding ?? name, value: read(pair.count > 1 ? String(pair[1]) : ""))
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
        enum Class: Sendable, Hashable {
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
            matches(Subject(Array((caseSensitive ? value : value.lowercased()).unicodeScalars)))
        }

        /// Matches scalars already cased the way the pattern is.
        ///
        /// The pattern runs as a set of positions, one bit each, stepped element by element: a literal
        /// keeps the positions followed by its scalar, `*` every position from the first on, a class
        /// run adds its runs with one carrying addition. The time is (elements × length / 64) word
        /// operations: no input makes it backtrack, whatever its stars.
        func matches(_ subject: Subject) -> Bool {
            let scalars = subject.scalars
            guard scalars.count >= literalPrefix.count else { return false }
            for index in literalPrefix.indices where scalars[index] != literalPrefix[index] { return false }
            var reach = subject.empty()
            reach[0] = 1
            for element in elements {
                switch element {
                case .literal(let scalar):
                    reach = subject.step(reach, through: subject.mask(for: scalar))
                case .anyOne:
                    reach = subject.step(reach, through: nil)
                case .anyRun:
                    reach = subject.fillFromFirst(reach)
                case .run(let kind, let minimum, let maximum):
                    let mask = subject.mask(for: kind)
                    for _ in 0..<minimum { reach = subject.step(reach, through: mask) }
                    if maximum == .max {
                        reach = subject.runClosure(reach, through: mask)
                    } else {
                        var all = reach
                        for _ in minimum..<maximum {
                            reach = subject.step(reach, through: mask)
                            for word in all.indices { all[word] |= reach[word] }
                        }
                        reach = all
                    }
                case .oneOf(let alternatives):
                    var all = subject.empty()
                    for alternative in alternatives {
                        var partial = reach
                        for scalar in alternative { partial = subject.step(partial, through: subject.mask(for: scalar)) }
                        for word in all.indices { all[word] |= partial[word] }
                    }
                    reach = all
                }
                if !reach.contains(where: { $0 != 0 }) { return false }
            }
            return subject.contains(reach, scalars.count)
        }
    }

    /// A string being matched, as scalars, with the bit masks patterns step through: bit `p` stands for
    /// "matched up to position `p`" (0 through the length).
    final class Subject {
        let scalars: [Unicode.Scalar]
        private let words: Int
        private var literalMasks: [Unicode.Scalar: [UInt64]] = [:]
        private var classMasks: [Pattern.Class: [UInt64]] = [:]

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            words = (scalars.count + 1 + 63) / 64
        }

        func empty() -> [UInt64] { Array(repeating: 0, count: words) }

        func contains(_ bits: [UInt64], _ position: Int) -> Bool {
            bits[position >> 6] & (1 << UInt64(position & 63)) != 0
        }

        /// Positions whose scalar is `scalar`.
        func mask(for scalar: Unicode.Scalar) -> [UInt64] {
            if let mask = literalMasks[scalar] { return mask }
            var mask = empty()
            for (position, candidate) in scalars.enumerated() where candidate == scalar { mask[position >> 6] |= 1 << UInt64(position & 63) }
            literalMasks[scalar] = mask
            return mask
        }

        /// Positions whose scalar is of `kind`.
        func mask(for kind: Pattern.Class) -> [UInt64] {
            if let mask = classMasks[kind] { return mask }
            var mask = empty()
            for (position, candidate) in scalars.enumerated() where kind.contains(candidate) { mask[position >> 6] |= 1 << UInt64(position & 63) }
            classMasks[kind] = mask
            return mask
        }

        /// Consumes one scalar (of `mask`, or any): position `p` becomes `p + 1`.
        func step(_ bits: [UInt64], through mask: [UInt64]?) -> [UInt64] {
            var result = empty()
            var carry: UInt64 = 0
            for word in 0..<words {
                let value = mask.map { bits[word] & $0[word] } ?? bits[word]
                result[word] = value << 1 | carry
                carry = value >> 63
            }
            return trimmed(result)
        }

        /// `*`: every position from the first reached on.
        func fillFromFirst(_ bits: [UInt64]) -> [UInt64] {
            var result = empty()
            guard let first = bits.firstIndex(where: { $0 != 0 }) else { return result }
            let lowest = bits[first] & (~bits[first] &+ 1)
            result[first] = ~(lowest &- 1)
            for word in (first + 1)..<words { result[word] = .max }
            return trimmed(result)
        }

        /// Zero or more scalars of `mask`: from each reached position to the end of the run of `mask`
        /// scalars starting there. Adding the starts to the mask carries through each run and stops
        /// just past it.
        func runClosure(_ bits: [UInt64], through mask: [UInt64]) -> [UInt64] {
            var result = empty()
            var carry: UInt64 = 0
            for word in 0..<words {
                let starts = bits[word] & mask[word]
                let (partial, overflowA) = starts.addingReportingOverflow(mask[word])
                let (sum, overflowB) = partial.addingReportingOverflow(carry)
                carry = (overflowA || overflowB) ? 1 : 0
                result[word] = (sum ^ mask[word]) | starts | bits[word]
            }
            return trimmed(result)
        }

        /// Clears the bits past the last position.
        private func trimmed(_ bits: [UInt64]) -> [UInt64] {
            var bits = bits
            let used = (scalars.count + 1) & 63
            if used != 0 { bits[words - 1] &= (1 << UInt64(used)) - 1 }
            return bits
        }
    }
}
