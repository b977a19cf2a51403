import Foundation
public import IntegrationsCore
import IntegrationsApp
import IntegrationsPointKit
import IntegrationsPoints
public import IntegrationsImport
import IntegrationsRouting

/// `check --project`: the checks across an app's own files (``ProjectChecks``), and the manifest's rules run
/// on the app the project imports as (``ImportedAppFolder``), each finding placed at the project file and
/// line its element came from.
///
/// A manifest rule is kept when its element has a place in the project and the rule is about what the
/// project says, not about what the import stood in for (an activity's title, a widget's layout, the
/// empty records): the App Shortcut rules are ``ProjectChecks``' own, at each phrase's line.
public struct ProjectCheck: Sendable {
    /// The imported project.
    public let report: ImportReport

    /// Checks `report`.
    public init(report: ImportReport) {
        self.report = report
    }

    /// Codes of manifest rules that judge what the import stood in for, or that the project's own checks
    /// (``ProjectChecks`` and the registered points') report at a better place.
    static let notTheProjects: Set<String> = [
        "phrase.missingAppName", "phrase.tooManyParameters", "phrase.slotNotEntityOrEnum", "phrase.unknownParameter", "phrase.invalidTemplate",
        "intent.tooManyShortcuts", "widget.duplicateKind", "widget.noEntity", "widget.unknownEntity", "widget.limit", "widget.days",
        "activity.webpageURLNotOpened", "activity.fieldWithoutEntity", "aasa.noTeamIdentifier", "records.unreadable", "records.missingField",
        // The routes are made up from URLs the code builds, not the app's route table: what the router says
        // of the table (two routes for the same URLs, a route another takes, a repeated name, a template it
        // cannot read) is about the import, never the app.
        "route.conflict", "route.unreachable", "route.duplicateName", "route.invalidForm",
        // A manifest's widgets read its records through the App Group; a project's widget may show what it
        // fetches itself, or nothing of the app's: an app without an App Group is not known to be wrong.
        "appGroup.missing",
    ]

    /// Manifest rules that are Apple's recommendations rather than what breaks a shipped app: warnings here.
    static let recommendations: Set<String> = ["activity.typeNotReverseDNS"]

    /// Every diagnostic, ordered by file and line.
    public func run() -> [Diagnostic] {
        var diagnostics = ProjectChecks(report: report).run() + unreadSources
        let folder = ImportedAppFolder(report)
        guard let data = try? folder.manifestJSON() else { return diagnostics.sorted(by: Self.inFileOrder) }
        let locations = JSONLocations(data)
        // The records are not in the repository: an app folder without them, whose reads find nothing.
        let app = App(directory: URL(fileURLWithPath: "/nonexistent-imported-app"), manifest: folder.manifest)
        let router = Router.reused(for: folder.manifest.routes)
        var found = ManifestChecks.validation(folder.manifest)
        found += CrossPointChecks(app: app, router: router, manifestName: "integrations.json", locations: locations).run()
        found += IntegrationPoints.all.flatMap { $0.checkManifest(folder.manifest) }.map { $0.located(in: locations, file: "integrations.json") }
        var placedAlready = Set(diagnostics.map { "\($0.code.rawValue)\u{0}\($0.file ?? "")\u{0}\($0.line ?? 0)" })
        for diagnostic in found where !Self.notTheProjects.contains(diagnostic.code.rawValue) {
            // An App Group whose name holds an unresolved build setting is still the app's App Group.
            if diagnostic.code == "appGroup.missing", !report.app.appGroups.isEmpty { continue }
            guard let path = diagnostic.path, let source = Self.source(of: path, in: folder.sources) else { continue }
            // Apple recommends reverse-DNS activity types (NSUserActivity's activityType); a shipped app that
            // does otherwise still works, so for an app's own files it is a warning.
            let severity: Diagnostic.Severity = Self.recommendations.contains(diagnostic.code.rawValue) ? .warning : diagnostic.severity
            var placed = ProjectFinding.at(source, diagnostic.code, severity, diagnostic.message, fix: diagnostic.suggestion)
            placed.column = nil
            if placedAlready.insert("\(placed.code.rawValue)\u{0}\(placed.file ?? "")\u{0}\(placed.line ?? 0)").inserted {
                diagnostics.append(placed)
            }
        }
        return diagnostics.sorted(by: Self.inFileOrder)
    }

    private static func inFileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.file ?? "", a.line ?? 0, a.code.rawValue) < (b.file ?? "", b.line ?? 0, b.code.rawValue)
    }

    /// The code of the warning at each Swift source the import did not read (``ImportReport/unreadSwiftSources``).
    public static let swiftSourceUnread: Diagnostic.Code = "project.swiftSourceUnread"

    /// A warning at each Swift source the import did not read, naming why: nothing the check would find in
    /// it is reported, so a file cannot drop out of the check unseen (a file past the reader's limits, one
    /// it crashes on, or every file when there is no reader).
    var unreadSources: [Diagnostic] {
        report.unreadSwiftSources.map { unread in
            let fix: LocalizedText = switch unread.code {
            case .importOverLimit:
                LocalizedText(
                    ja: "ファイルを分けるか入れ子を浅くして、読み手の上限に収めてください（Docs/Importing.md）",
                    en: "split the file or nest it less, within the reader's limits (Docs/Importing.md)")
            case .importReaderFailed:
                LocalizedText(
                    ja: "パッケージの既定のトレイトでビルドした integrations（swift build -c release --product integrations）で、INTEGRATIONS_SWIFT_SOURCE_READER を設定せずにチェックし直してください。読み手が異常終了するなら、ファイルを添えて報告してください",
                    en: "check again with an integrations built with the package's default traits (swift build -c release --product integrations) and INTEGRATIONS_SWIFT_SOURCE_READER unset; if the reader crashes on the file, report it with the file")
            default:
                LocalizedText(
                    ja: "プロジェクトの中の通常のファイルにしてください", en: "make it a regular file inside the project")
            }
            return ProjectFinding.at(
                "\(unread.path):\(unread.line)", Self.swiftSourceUnread, .warning,
                LocalizedText(
                    ja: "この Swift ソースは読んでいないため、チェックはここにある問題を報告できません: \(unread.reason.ja)",
                    en: "this Swift source was not read, so the check reports nothing it may hold: \(unread.reason.en)"),
                fix: fix)
        }
    }

    /// Why the check has no working Swift-source reader although the app has Swift sources — the reader is
    /// missing, or failed on every file it was given — or `nil` when it read one, or there was none to read.
    public var readerFailure: LocalizedText? {
        let unread = report.unreadSwiftSources
        guard report.files.swiftSources == 0, let failed = unread.first(where: \.readerFailed) else { return nil }
        return LocalizedText(
            ja: "Swift のソース \(unread.count) 件を読めませんでした（\(failed.reason.ja)）。チェックは一部だけです",
            en: "none of the \(unread.count) Swift source\(unread.count == 1 ? "" : "s") could be read (\(failed.reason.en)); the check is partial")
    }

    /// The refusal of a folder in which the import read no file, or `nil` when it read one: "no problems
    /// found" would say the folder was checked when nothing in it was (a mistyped path, the repository's
    /// parent, a folder of documents). `folder` is the folder as the person named it.
    ///
    /// When the folder holds files the import looks for but none could be read, the import's notes say
    /// why (the first three).
    public func nothingToCheck(folder: String) -> IntegrationsError? {
        let files = report.files
        let read = files.projects + files.propertyLists + files.entitlements + files.xcconfigs + files.intentDefinitions + files.swiftSources
        guard read == 0 else { return nil }
        let shown = TerminalText.safeLine(folder)
        // With no property list read, the import always notes that it found no app Info.plist: that says
        // nothing more here. The other notes say why files were not read (damaged, over a limit, the Swift
        // reader missing, test sources only).
        let notes = report.notes.filter { $0.code != .importNoAppInfoPlist }
        guard !notes.isEmpty else {
            return IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(shown) には確かめるものが見つかりませんでした。読み込むファイル（Xcode プロジェクトの project.pbxproj、XcodeGen の project.yml、Info.plist などのプロパティリスト、.entitlements、.xcconfig、.intentdefinition、Swift ソース）が一つもありません。アプリのリポジトリかプロジェクトのフォルダを指定してください。",
                en: "Found nothing to check in \(shown): it holds none of the files the import reads (an Xcode project's project.pbxproj, XcodeGen's project.yml, property lists such as Info.plist, .entitlements, .xcconfig, .intentdefinition, Swift sources). Give the app's repository or project folder."))
        }
        func said(_ language: Language) -> String {
            let listed = notes.prefix(3).map { "\(TerminalText.safeLine($0.source)): \(TerminalText.safeLine($0.message[language]))" }
            let more = notes.count - listed.count
            return language == .ja
                ? listed.joined(separator: "。") + (more > 0 ? "。ほか\(more)件" : "")
                : listed.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "")
        }
        return IntegrationsError(.invalidAppData, LocalizedText(
            ja: "\(shown) には確かめるものが見つかりませんでした。読み込むファイルがどれも読めませんでした（\(said(.ja))）。ファイルを直すか、アプリのリポジトリかプロジェクトのフォルダを指定してください。",
            en: "Found nothing to check in \(shown): none of the files the import reads could be read (\(said(.en))). Fix them, or give the app's repository or project folder."))
    }

    /// The place of the element at `path` or of the nearest element above it that has one.
    static func source(of path: String, in sources: [String: String]) -> String? {
        var candidate = path
        while !candidate.isEmpty {
            if let source = sources[candidate] { return source }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            candidate = String(candidate[..<cut])
        }
        return nil
    }
}
