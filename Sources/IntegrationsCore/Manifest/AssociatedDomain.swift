/// One entry of an app's associated domains entitlement, such as `applinks:appcadia.com` or
/// `webcredentials:*.example.com?mode=developer` (Apple, "Supporting associated domains").
public struct AssociatedDomain: Sendable, Hashable {
    /// The service the domain is associated for.
    public enum Service: String, Sendable, Hashable, CaseIterable {
        /// Universal links.
        case applinks
        /// App Clips.
        case appclips
        /// Handoff.
        case activitycontinuation
        /// Shared web credentials (passwords).
        case webcredentials
    }

    /// The alternate mode, for development or managed devices.
    public enum Mode: String, Sendable, Hashable {
        case developer, managed
    }

    /// The service.
    public var service: Service
    /// The host, lower-cased, without a leading `*.`.
    public var host: String
    /// Whether the entry covers the host's subdomains (`*.example.com`).
    public var isWildcard: Bool
    /// `?mode=developer` or `?mode=managed`.
    public var mode: Mode?

    /// The entries of `entries` that parse, in their order; one that does not is skipped (the check reports
    /// it once, as `domain.malformed`).
    public static func parsed(_ entries: [String]) -> [AssociatedDomain] {
        entries.compactMap { try? parse($0).get() }
    }

    /// Reads an entry; the error says what is wrong with it.
    public static func parse(_ text: String) -> Result<AssociatedDomain, AssociatedDomainProblem> {
        guard let colon = text.firstIndex(of: ":") else { return .failure(.init(LocalizedText(
            ja: "「サービス:ホスト」の形（例: applinks:example.com）", en: "the form service:host (such as applinks:example.com)"))) }
        guard let service = Service(rawValue: String(text[..<colon])) else { return .failure(.init(LocalizedText(
            ja: "applinks、appclips、activitycontinuation、webcredentials のどれかのサービス（「\(text[..<colon])」は違います）",
            en: "one of the services applinks, appclips, activitycontinuation, webcredentials (not \"\(text[..<colon])\")"))) }
        var rest = Substring(text[text.index(after: colon)...])
        var mode: Mode?
        if let question = rest.firstIndex(of: "?") {
            let query = rest[rest.index(after: question)...]
            guard query.hasPrefix("mode="), let parsed = Mode(rawValue: String(query.dropFirst(5))) else {
                return .failure(.init(LocalizedText(ja: "?mode=developer か ?mode=managed", en: "?mode=developer or ?mode=managed")))
            }
            mode = parsed
            rest = rest[..<question]
        }
        let isWildcard = rest.hasPrefix("*.")
        if isWildcard { rest = rest.dropFirst(2) }
        let labels = rest.split(separator: ".", omittingEmptySubsequences: false)
        let valid = labels.count >= 2 && labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
        guard valid else {
            return .failure(.init(LocalizedText(
                ja: "「example.com」や「*.example.com」のようなホスト名（ポート、パス、スキームなし）",
                en: "a host name such as example.com or *.example.com (no port, path or scheme)")))
        }
        return .success(AssociatedDomain(service: service, host: rest.lowercased(), isWildcard: isWildcard, mode: mode))
    }

    /// Whether the entry covers `host` (compared without case; a wildcard entry covers subdomains only).
    public func covers(_ host: String) -> Bool {
        let host = host.lowercased()
        return isWildcard ? host.hasSuffix("." + self.host) : host == self.host
    }
}

/// What is wrong with an associated-domain entry: what was expected.
public struct AssociatedDomainProblem: Error, Sendable, Hashable {
    /// What was expected.
    public var expected: LocalizedText

    init(_ expected: LocalizedText) {
        self.expected = expected
    }
}
