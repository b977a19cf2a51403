public import Foundation
public import IntegrationsCore
public import IntegrationsImport

/// What a check run is asked, whichever front end asks it: what is checked (an app folder with its
/// platform files, an app's project with its build configuration and app target, or the front end's own
/// sample app), how it is reported and what fails it.
///
/// The `integrations check` command, the plugins' tool and, through the tool, the command plugin each
/// fill one from their arguments and differ only in how they parse: what may be combined is decided here,
/// by ``validate(formats:)``, and worded without naming a command-line flag (a front end may word a
/// ``Problem`` in its own terms).
///
/// ```swift
/// var options = CheckOptions(project: "MyApp")
/// options.format = "sarif"
/// options.baseline = "integrations-baseline.json"
/// try options.validate(formats: CheckReportFormat.names)
/// let run = CheckInvocation(try options.request(importer: .installed(configuration: nil, target: nil)), options: options)
///     .run(CheckReportFormat.self)
/// ```
public struct CheckOptions: Sendable, Hashable {
    /// The folder holding the app's `integrations.json`; with ``project`` also `nil`, the front end's sample app.
    public var app: String?
    /// The app's repository or project folder, whose own files are imported and checked against each other.
    public var project: String?
    /// With ``project``, the build configuration whose settings resolve `$(VAR)`s; `nil` for the importer's choice.
    public var buildConfiguration: String?
    /// With ``project``, the application target read as the app; `nil` for the one the project's data picks.
    public var appTarget: String?
    /// The app's Info.plist, checked against an app folder's manifest.
    public var infoPlist: String?
    /// The app's entitlements, checked against an app folder's manifest.
    public var entitlements: String?
    /// The apple-app-site-association the site serves, checked against an app folder's routes.
    public var aasa: String?
    /// The report's format, by a name the front end offers; `nil` for the configuration's, else the default.
    public var format: String?
    /// The baseline file to compare with, from anywhere; `nil` for the configuration's, if any (confined to
    /// the project when the configuration was found there).
    public var baseline: String?
    /// The file to record today's problems in (after the configuration and the suppressions).
    public var writeBaseline: String?
    /// The configuration file, from anywhere; `nil` for the nearest `.integrations.yml` to the checked
    /// folder, read only as a regular file inside the repository's root (``CheckConfiguration/confinement(for:)``).
    public var configurationFile: String?
    /// Whether warnings fail the check; `false` leaves it to the configuration.
    public var strict: Bool
    /// Whether a check of a project whose Swift sources no reader could read is a partial check the team
    /// asked for: reported by its findings, each unread file a warning. When `false`, such a check fails as
    /// the tool's own failure (``CheckStatus/toolFailure``) and says why.
    public var allowUnreadSources: Bool

    /// Options with every choice left to its default: the front end's sample app, checked as text.
    public init(
        app: String? = nil, project: String? = nil, buildConfiguration: String? = nil, appTarget: String? = nil,
        infoPlist: String? = nil, entitlements: String? = nil, aasa: String? = nil, format: String? = nil,
        baseline: String? = nil, writeBaseline: String? = nil, configurationFile: String? = nil, strict: Bool = false,
        allowUnreadSources: Bool = false
    ) {
        self.app = app
        self.project = project
        self.buildConfiguration = buildConfiguration
        self.appTarget = appTarget
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.aasa = aasa
        self.format = format
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.configurationFile = configurationFile
        self.strict = strict
        self.allowUnreadSources = allowUnreadSources
    }

    /// One of the options, as ``Problem`` names it.
    public enum Input: String, Sendable, Hashable, CaseIterable {
        case app, project, buildConfiguration, appTarget, infoPlist, entitlements, aasa, format, allowUnreadSources

        /// The input in words, with no command-line flag.
        public var words: LocalizedText {
            switch self {
            case .app: LocalizedText(ja: "アプリのフォルダ", en: "the app folder")
            case .project: LocalizedText(ja: "プロジェクト", en: "the project")
            case .buildConfiguration: LocalizedText(ja: "ビルド構成", en: "the build configuration")
            case .appTarget: LocalizedText(ja: "アプリのターゲット", en: "the app's target")
            case .infoPlist: LocalizedText(ja: "Info.plist", en: "the Info.plist")
            case .entitlements: LocalizedText(ja: "エンタイトルメント", en: "the entitlements")
            case .aasa: LocalizedText(ja: "apple-app-site-association", en: "the apple-app-site-association")
            case .format: LocalizedText(ja: "レポートの形式", en: "the report's format")
            case .allowUnreadSources: LocalizedText(ja: "Swift ソースを読まない一部だけのチェック", en: "a partial check without the Swift sources")
            }
        }
    }

    /// Why options cannot be run together, for a front end to refuse them (a usage error) before any check.
    public enum Problem: Error, Sendable, Hashable {
        /// The format's name is not one of `known`.
        case unknownFormat(String, known: [String])
        /// A project was given with inputs of an app folder's check (`inputs`, in ``Input`` order), which
        /// mean nothing to a project's check.
        case projectWithAppFolderInputs([Input])
        /// `input` belongs to a project's check, and no project was given.
        case needsProject(Input)

        /// The problem in words that name the inputs, not a front end's flags.
        public var message: LocalizedText {
            switch self {
            case .unknownFormat(let name, let known):
                let names = known.joined(separator: ", ")
                return LocalizedText(
                    ja: "レポートの形式「\(TerminalText.shortLine(name))」はありません。\(names) のどれかを指定してください。",
                    en: "There is no report format '\(TerminalText.shortLine(name))': give one of \(names).")
            case .projectWithAppFolderInputs(let inputs):
                return LocalizedText(
                    ja: "プロジェクトのチェックに \(inputs.map(\.words.ja).joined(separator: "、")) は使えません。プロジェクトのチェックはそのファイル同士を、アプリのフォルダのチェックは integrations.json と Info.plist・エンタイトルメント・apple-app-site-association を確かめます。別々に実行してください。",
                    en: "A project's check cannot take \(Self.list(inputs.map(\.words.en))): a project's check checks its own files against each other, and an app folder's check its integrations.json against the Info.plist, entitlements and apple-app-site-association. Run them separately.")
            case .needsProject(let input):
                return LocalizedText(
                    ja: "\(input.words.ja)はプロジェクトのチェックにだけ使えます。プロジェクトを指定するか、\(input.words.ja)を外してください。",
                    en: "\(Self.capitalized(input.words.en)) applies to a project's check only: give the project, or leave \(input.words.en) out.")
            }
        }

        private static func list(_ items: [String]) -> String {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
        }

        private static func capitalized(_ text: String) -> String {
            text.prefix(1).uppercased() + text.dropFirst()
        }
    }

    /// The app folder's inputs given (in ``Input`` order).
    public var appFolderInputs: [Input] {
        [(Input.app, app), (.infoPlist, infoPlist), (.entitlements, entitlements), (.aasa, aasa)].filter { $0.1 != nil }.map(\.0)
    }

    /// Refuses options that cannot run together, in this order: a format not among `formats`; a project
    /// with an app folder's inputs; the build configuration, the app's target or a partial check without a
    /// project.
    ///
    /// - Parameter formats: The names of the report formats the front end offers.
    /// - Throws: The first ``Problem`` found.
    public func validate(formats: [String]) throws(Problem) {
        if let format, !formats.contains(format) { throw .unknownFormat(format, known: formats) }
        if project != nil {
            let given = appFolderInputs
            if !given.isEmpty { throw .projectWithAppFolderInputs(given) }
            return
        }
        if buildConfiguration != nil { throw .needsProject(.buildConfiguration) }
        if appTarget != nil { throw .needsProject(.appTarget) }
        if allowUnreadSources { throw .needsProject(.allowUnreadSources) }
    }

    /// The check the options ask for: the project, imported with `importer`; else the app folder; else the
    /// front end's sample app, `sample`'s request for the platform files given.
    ///
    /// - Parameters:
    ///   - importer: The importer of a project, which the front end builds for ``buildConfiguration`` and
    ///     ``appTarget`` with the Swift-source reader it has.
    ///   - sample: The sample app's check, given the platform files' URLs; `nil` when the front end has none
    ///     (then the working directory is the app folder).
    public func request(
        importer: @autoclosure () -> ProjectImporter,
        sample: ((_ infoPlist: URL?, _ entitlements: URL?, _ servedAASA: URL?) throws(IntegrationsError) -> CheckRequest)? = nil
    ) throws(IntegrationsError) -> CheckRequest {
        if let project { return .project(project, importer: importer()) }
        let file = { (path: String?) in path.map(URL.init(fileURLWithPath:)) }
        if app == nil, let sample { return try sample(file(infoPlist), file(entitlements), file(aasa)) }
        return .app(URL(fileURLWithPath: app ?? "."), infoPlist: file(infoPlist), entitlements: file(entitlements), servedAASA: file(aasa))
    }
}
