public import IntegrationsCore
public import IntegrationsAppClips

/// A URL's resolution for people: the route and its parameters on standard output, or on standard error
/// why nothing matched (how far the URL matched, what could come next, the nearest routes).
///
/// ```text
/// Route item (path)
///   id = 12
/// ```
public struct RouteReporter: Reporter {
    public static let identifier = "route"

    /// The language of the text.
    public var language: Language
    /// The URL as the person gave it, shown as typed (not re-encoded) when nothing matches.
    public var url: String

    /// Creates the reporter.
    public init(language: Language, url: String) {
        self.language = language
        self.url = url
    }

    public func report(_ resolution: RouteResolution) -> ReportText {
        var text = ReportText()
        let shown = TerminalText.shortLine(url)
        switch resolution {
        case .match(let match):
            text.output(LocalizedText(ja: "ルート \(match.route)（\(match.form.rawValue)）", en: "Route \(match.route) (\(match.form.rawValue))")[language])
            for (name, value) in match.parameters.sorted(by: { $0.key < $1.key }) {
                text.output("  \(name) = \(value)")
            }
        case .miss(let miss):
            text.error(LocalizedText(ja: "「\(shown)」に一致するルートはありません。", en: "No route matches \"\(shown)\".")[language])
            if miss.isUndecodable {
                text.error(LocalizedText(ja: "  パスの % エスケープが壊れているか、UTF-8 になりません。", en: "  A % escape in the path is malformed or does not decode to UTF-8.")[language])
            } else if !miss.matchedPrefix.isEmpty, miss.expected.isEmpty {
                text.error(LocalizedText(ja: "  \(miss.matchedPrefix) までは一致。そのあとに続けられるものはありません。", en: "  Matched up to \(miss.matchedPrefix); nothing can follow it.")[language])
            } else if !miss.matchedPrefix.isEmpty {
                text.error(LocalizedText(ja: "  \(miss.matchedPrefix) までは一致。次に来られるのは: \(miss.expected.joined(separator: ", "))", en: "  Matched up to \(miss.matchedPrefix); next could be: \(miss.expected.joined(separator: ", "))")[language])
            } else if !miss.expected.isEmpty {
                text.error(LocalizedText(ja: "  このアプリが扱うのは: \(miss.expected.joined(separator: ", "))", en: "  This app handles: \(miss.expected.joined(separator: ", "))")[language])
            }
            if !miss.nearestRoutes.isEmpty {
                text.error(LocalizedText(ja: "  近いルート: \(miss.nearestRoutes.joined(separator: ", "))", en: "  Nearest routes: \(miss.nearestRoutes.joined(separator: ", "))")[language])
            }
        }
        return text
    }
}

/// An App Clip invocation for people: the experience it opens on standard output, or on standard error
/// that none does.
///
/// ```text
/// App Clip experience order (https://example.com/order)
/// ```
public struct AppClipInvocationReporter: Reporter {
    public static let identifier = "clip"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ invocation: AppClipInvocation) -> ReportText {
        var text = ReportText()
        if let experience = invocation.experience {
            text.output(LocalizedText(ja: "App Clip 体験 \(experience.name)（\(experience.url)）", en: "App Clip experience \(experience.name) (\(experience.url))")[language])
        } else {
            let shown = TerminalText.shortLine(invocation.url)
            text.error(LocalizedText(ja: "「\(shown)」で開く App Clip 体験はありません。", en: "No App Clip experience opens \"\(shown)\".")[language])
        }
        return text
    }
}
