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
    package static func notAssociated(url: String, host: String, domains: [String]) -> AASAEvaluation {
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

        /// Which rules of a detail may match a path. A rule whose path pattern starts with literal characters
        /// matches only paths that start with them, so the path's starts are looked up by their hash, one
        /// look-up per distinct length: a detail of 100 components costs a few look-ups, not 100 matches.
        /// Hashes that collide only add candidates; every candidate is matched in full.
        private struct RuleIndex: Sendable {
            /// Details with fewer rules are walked rule by rule.
            static let smallest = 16

            /// Rules any path may match: no path key, or a path pattern that starts with a wildcard.
            private let open: [Int]
            /// By reading (see `Rule.reading`): the distinct lengths of the rules' literal starts, ascending,
            /// and the rules by the hash of their start.
            private let lengths: [[Int]]
            private let rulesByStart: [[UInt64: [Int]]]

            init(_ rules: [Rule]) {
                var open: [Int] = []
                var lengths = [Set<Int>](repeating: [], count: 4)
                var rulesByStart = [[UInt64: [Int]]](repeating: [:], count: 4)
                for (index, rule) in rules.enumerated() {
                    guard let start = rule.path?.literalPrefix, !start.isEmpty else {
                        open.append(index)
                        continue
                    }
                    lengths[rule.reading].insert(start.count)
                    var hash = Self.seed
                    for scalar in start { hash = Self.mix(hash, scalar) }
                    rulesByStart[rule.reading][hash, default: []].append(index)
                }
                self.open = open
                self.lengths = lengths.map { $0.sorted() }
                self.rulesByStart = rulesByStart
            }

            /// The indices of the rules that may match, ascending; `path(reading)` gives the URL's path in a
            /// reading, or `nil` when the URL has none to read.
            func candidates(_ path: (Int) -> [Unicode.Scalar]?) -> [Int] {
                var found = open
                for reading in 0..<4 where !lengths[reading].isEmpty {
                    guard let scalars = path(reading) else { continue }
                    var hash = Self.seed
                    var position = 0
                    for length in lengths[reading] {
                        guard length <= scalars.count else { break }
                        while position < length {
                            hash = Self.mix(hash, scalars[position])
                            position += 1
                        }
                        if let rules = rulesByStart[reading][hash] { found += rules }
                    }
                }
                found.sort()
                return found
            }

            /// FNV-1a over scalar values.
            private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
            @inline(__always) private static func mix(_ hash: UInt64, _ scalar: Unicode.Scalar) -> UInt64 {
                (hash ^ UInt64(scalar.value)) &* 0x0000_0100_0000_01b3
            }
        }

        private enum Detail: Sendable {
            /// `traces[i]`: the trace when rule `i` decides (every rule before it, then it), written once
            /// so that an evaluation shares it instead of copying it line by line; `nil` for a detail of
            /// more than ``tracedRules`` rules, whose traces are built per URL.
            case components([Rule], noMatch: [LocalizedText], traces: [[LocalizedText]]?, index: RuleIndex?)
            case paths([(pattern: Pattern, excluded: Bool, noMatch: LocalizedText, decided: LocalizedText)], appIDs: [String])
        }

        /// The largest detail whose traces are written ahead (their lines grow as the square of its rules).
        private static let tracedRules = 256

        private let details: [Detail]
        /// The whole trace of a URL no component matched, when the document has one detail of components.
        private let noneMatched: [LocalizedText]?

        private static let noComponentMatched = LocalizedText(ja: "一致するコンポーネントなし → 開かない", en: "no component matched → does not open")

        /// Compiles a document.
        public init(_ document: AppleAppSiteAssociation) {
            guard let applinks = document.applinks else {
                details = []
                noneMatched = nil
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
                    let noMatch = rules.map(\.noMatch)
                    let traces = rules.count > Self.tracedRules ? nil : rules.indices.map { Array(noMatch[..<$0]) + [rules[$0].decided] }
                    return .components(rules, noMatch: noMatch, traces: traces, index: rules.count < RuleIndex.smallest ? nil : RuleIndex(rules))
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
            if details.count == 1, case .components(_, let noMatch, _, _) = details[0] {
                noneMatched = noMatch + [Self.noComponentMatched]
            } else {
                noneMatched = nil
            }
        }

        /// Evaluates a URL as it arrives (see ``ArrivingURL``): only `https` URLs are universal links.
        public func evaluate(_ url: URL) -> AASAEvaluation {
            var trace: [LocalizedText] = []
            let decision = decide(url, trace: &trace, tracing: true)
            return AASAEvaluation(url: decision.url, match: decision.appIDs != nil, appIDs: decision.appIDs ?? [], trace: trace)
        }

        /// The apps a URL opens, or `nil` when it opens none: ``evaluate(_:)`` without writing the trace, for
        /// callers that only need the answer (a server routing universal links, a check over many URLs).
        public func appIDs(opening url: URL) -> [String]? {
            var trace: [LocalizedText] = []
            return decide(url, trace: &trace, tracing: false).appIDs
        }

        /// The decision on a URL: the URL as it arrives, and the apps it opens (`nil`: it opens none; an
        /// excluding component opens none, as iOS does). With `tracing`, `trace` gets every line.
        private func decide(_ url: URL, trace: inout [LocalizedText], tracing: Bool) -> (url: String, appIDs: [String]?) {
            var absolute = url.absoluteString
            switch ArrivingURL.arrival(of: absolute) {
            case .asWritten:
                break
            case .changed(let arriving, let note):
                if tracing { trace.append(LocalizedText(ja: "\(note.ja): \(arriving)", en: "\(note.en): \(arriving)")) }
                absolute = arriving
            case .refused(let reason):
                if tracing { trace.append(LocalizedText(ja: "\(reason.ja) → 開かない", en: "\(reason.en) → does not open")) }
                return (absolute, nil)
            }
            guard url.scheme?.lowercased() == "https" else {
                if tracing {
                    trace.append(LocalizedText(
                        ja: "スキームが https ではありません → ユニバーサルリンクとして開かない（https の URL だけがアプリを開きます）",
                        en: "the scheme is not https → does not open (only https URLs are universal links)"))
                }
                return (absolute, nil)
            }
            guard !details.isEmpty else {
                if tracing { trace.append(LocalizedText(ja: "applinks.details がありません → 開かない", en: "no applinks.details → does not open")) }
                return (absolute, nil)
            }
            var text = absolute
            let parts = text.withUTF8 { bytes in URLParts(bytes).map { parts in RawParts(parts, bytes) } }
            // The URL's parts, read once per way of reading them (see `Rule.reading`), when a rule first
            // needs that reading.
            var readings: [URLValues?] = [nil, nil, nil, nil]
            var currentReading = -1
            var current: URLValues?
            @inline(__always) func values(_ wanted: Int) -> URLValues? {
                if wanted != currentReading, let parts {
                    if readings[wanted] == nil {
                        readings[wanted] = URLValues(parts, caseSensitive: wanted & 1 != 0, percentEncoded: wanted & 2 != 0)
                    }
                    current = readings[wanted]
                    currentReading = wanted
                }
                return current
            }
            for detail in details {
                switch detail {
                case .components(let rules, let noMatch, let traces, let ruleIndex):
                    // With an index, only the rules whose path's literal start the URL's path has: the others
                    // cannot match, so the first candidate that matches is the first rule that does.
                    let candidates = ruleIndex.map { $0.candidates { values($0)?.path.scalars } } ?? Array(rules.indices)
                    for index in candidates {
                        let rule = rules[index]
                        guard let value = values(rule.reading), rule.matches(value) else { continue }
                        if tracing {
                            if let traces {
                                if trace.isEmpty { trace = traces[index] } else { trace += traces[index] }
                            } else {
                                trace += noMatch[..<index]
                                trace.append(rule.decided)
                            }
                        }
                        return (absolute, rule.exclude ? nil : rule.appIDs)
                    }
                    if tracing {
                        if let noneMatched, trace.isEmpty {
                            trace = noneMatched
                            return (absolute, nil)
                        }
                        trace += noMatch
                    }
                case .paths(let entries, let appIDs):
                    guard let value = values(3) else { continue }
                    for entry in entries {
                        guard entry.pattern.matches(value.path) else {
                            if tracing { trace.append(entry.noMatch) }
                            continue
                        }
                        if tracing { trace.append(entry.decided) }
                        return (absolute, entry.excluded ? nil : appIDs)
                    }
                }
            }
            if tracing { trace.append(Self.noComponentMatched) }
            return (absolute, nil)
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

    /// A URL's path, query and fragment as Unicode scalars, cased and encoded one way. A class, so that
    /// handing it to each rule passes one reference.
    final class URLValues {
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
}
