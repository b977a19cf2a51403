public import IntegrationsCore
public import IntegrationsImport

extension CheckRule {
    /// A rule explained under the heading `section` of `Docs/Check.md` (its anchor as GitHub makes it,
    /// `background-tasks-in-the-manifest`), each text given in Japanese and English: the form a point's
    /// rules are written in.
    public init(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, checkSection section: String,
        title: (ja: String, en: String), description: (ja: String, en: String), help: (ja: String, en: String),
        example: String = "", apple: [String] = []
    ) {
        self.init(
            code: code, severity: severity, title: LocalizedText(ja: title.ja, en: title.en),
            description: LocalizedText(ja: description.ja, en: description.en), help: LocalizedText(ja: help.ja, en: help.en),
            documentation: CheckRule.guide("Check.md#" + section), example: example, appleDocumentation: apple)
    }
}

/// A finding of a project's files, as every project rule words one: at a place (`path:line`), and lowered
/// to a warning that says why when a value it concludes from is uncertain (the severity discipline,
/// Docs/Check.md).
public enum ProjectFinding {
    /// A finding at `source`.
    public static func at(_ source: String, _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: LocalizedText, fix: LocalizedText? = nil) -> Diagnostic {
        let (file, line) = ImportReport.place(of: source)
        return Diagnostic(code, severity, message, file: file, line: line, suggestion: fix)
    }

    /// A finding concluded from values of which one may be uncertain: an error only when none is;
    /// otherwise at most a warning whose message ends with why.
    public static func at(
        _ source: String, _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: LocalizedText,
        fix: LocalizedText? = nil, uncertainties: [Uncertainty?]
    ) -> Diagnostic {
        guard let uncertainty = uncertainties.lazy.compactMap({ $0 }).first else {
            return at(source, code, severity, message, fix: fix)
        }
        let lowered: Diagnostic.Severity = severity == .error ? .warning : severity
        let reason = uncertainty.reason
        let explained = LocalizedText(ja: "\(message.ja)（不確か: \(reason.ja)）", en: "\(message.en) (uncertain: \(reason.en))")
        return at(source, code, lowered, explained, fix: fix)
    }
}

extension ImportReport {
    /// The app's Info.plist as a project finding's message names it: the file it was read from, else
    /// `Info.plist`.
    public var appInfoPlistName: String {
        app.source.map { ImportReport.place(of: $0).file } ?? "Info.plist"
    }

    /// What shows the app uses scenes, as a project finding's message names it: `UIApplicationSceneManifest`
    /// in its Info.plist; when the Info.plist was not read, a type conforming to `UIWindowSceneDelegate`;
    /// `nil` otherwise (then UIKit hands the app delegate its URLs and quick actions).
    public var sceneAdoption: LocalizedText? {
        if app.usesScenes == true {
            let place = app.usesScenesSource.map { ImportReport.place(of: $0).file } ?? "Info.plist"
            return LocalizedText(ja: "\(place) の UIApplicationSceneManifest", en: "UIApplicationSceneManifest in \(place)")
        }
        // The app's Info.plist was read and has no UIApplicationSceneManifest (nor the setting that generates
        // it): UIKit does not use scenes, whatever scene delegate the code declares ("The presence of this key
        // indicates that the app supports scenes", Apple's UIApplicationSceneManifest page; Decision 509).
        guard app.source == nil else { return nil }
        return quickActionEntryPoints?.windowSceneDelegates.first.map { delegate in
            LocalizedText(ja: "\(delegate) の UIWindowSceneDelegate", en: "a UIWindowSceneDelegate at \(delegate)")
        }
    }
}
