public import Foundation
public import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsApp
public import IntegrationsImport

/// What one check looks at: an app folder (with, optionally, the Info.plist, entitlements and served
/// apple-app-site-association checked against its manifest), an app folder written out from elsewhere and
/// shown under the folder it comes from, or an app's project folder.
///
/// ```swift
/// let result = try CheckEngine.run(.app(URL(fileURLWithPath: "MyApp/Integrations")))
/// let project = try CheckEngine.run(.project("MyApp", configuration: "Release"))
/// ```
public struct CheckRequest: Sendable {
    /// What is checked.
    public enum Subject: Sendable {
        /// An app folder: its `integrations.json` and record files, each diagnostic's file written as the
        /// folder is (``AppCheck``).
        case app(directory: URL)
        /// An app folder carried inside a tool (the command's embedded sample) and written out to
        /// `directory`: its diagnostics name the files under `shownAs`, the folder a person has them in.
        case embedded(directory: URL, shownAs: String)
        /// An app's repository or project folder, as the person named it, imported with `importer` and
        /// checked across its own files (``ProjectCheck``): each diagnostic's file is placed under `shownAs`.
        case project(folder: String, importer: ProjectImporter, shownAs: String)
    }

    /// What is checked.
    public let subject: Subject
    /// The app's Info.plist (XML or binary), checked against an app folder's manifest both ways.
    public let infoPlist: URL?
    /// The app's entitlements (XML or binary), checked against an app folder's manifest both ways.
    public let entitlements: URL?
    /// The apple-app-site-association the team's site serves: every universal-link route must open.
    public let servedAASA: URL?

    private init(_ subject: Subject, infoPlist: URL?, entitlements: URL?, servedAASA: URL?) {
        self.subject = subject
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.servedAASA = servedAASA
    }

    /// A check of the app folder `directory`, and of the platform files given against its manifest.
    public static func app(_ directory: URL, infoPlist: URL? = nil, entitlements: URL? = nil, servedAASA: URL? = nil) -> CheckRequest {
        CheckRequest(.app(directory: directory), infoPlist: infoPlist, entitlements: entitlements, servedAASA: servedAASA)
    }

    /// A check of an app folder written out to `directory` from files a person has in `shownAs` (byte for
    /// byte the same): its diagnostics name the files there, which the person can open.
    public static func embedded(_ directory: URL, shownAs: String, infoPlist: URL? = nil, entitlements: URL? = nil, servedAASA: URL? = nil) -> CheckRequest {
        CheckRequest(.embedded(directory: directory, shownAs: shownAs), infoPlist: infoPlist, entitlements: entitlements, servedAASA: servedAASA)
    }

    /// A check of the project in `folder` (as the person named it), imported for `configuration` and
    /// `target` by `ProjectImporter.installed(configuration:target:environment:)`, which reads the Swift
    /// sources with the installed reader (looked up in `environment`); each diagnostic is placed under `folder`.
    ///
    /// An app folder's platform files mean nothing here: a project's files are its own.
    public static func project(
        _ folder: String, configuration: String? = nil, target: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> CheckRequest {
        project(folder, importer: .installed(configuration: configuration, target: target, environment: environment))
    }

    /// A check of the project in `folder` (as the person named it), imported with `importer`; each
    /// diagnostic is placed under `shownAs`, such as the folder's full path — by default, under the
    /// folder's path from its repository's root (``CheckRequest/repositoryRoot(of:)``), so that every
    /// spelling of the folder (`.`, `""`, `sub/App` from the parent, `..` from a subfolder) names the same
    /// files, as code review and CI annotations expect.
    public static func project(_ folder: String, importer: ProjectImporter, shownAs: String? = nil) -> CheckRequest {
        CheckRequest(
            .project(folder: folder, importer: importer, shownAs: shownAs ?? placeInRepository(URL(fileURLWithPath: folder)).path),
            infoPlist: nil, entitlements: nil, servedAASA: nil)
    }

    /// The folder a checked folder's files are named from: the root of the git work tree holding `folder`
    /// (the first folder from `folder` up that holds `.git`), or `folder` itself outside a repository.
    /// Every report names a file by its path from here, whatever the working directory and however the
    /// folder was spelled (Docs/CI.md, "Paths").
    public static func repositoryRoot(of folder: URL) -> URL {
        CheckConfiguration.confinement(for: folder)
    }

    /// `folder`'s repository root and its path from there (`""` for the root itself).
    static func placeInRepository(_ folder: URL) -> (root: URL, path: String) {
        let absolute = folder.standardizedFileURL.path
        let root = repositoryRoot(of: folder)
        return (root, RepositoryPath.relative(absolute, to: root.path) ?? absolute)
    }
}

/// Paths from a repository's root.
enum RepositoryPath {
    /// `path` (absolute, standardized) from `root`: `""` for the root itself, `nil` when it is not inside it.
    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The diagnostics of a check whose files are named as given (relative to the working directory, or
    /// absolute), each file named from `root` instead when it lies inside it, and the files on disk by
    /// those names.
    static func placed(_ diagnostics: [Diagnostic], root: URL) -> (diagnostics: [Diagnostic], files: [String: URL]) {
        var files: [String: URL] = [:]
        var names: [String: String] = [:]
        func name(_ file: String) -> String {
            if let known = names[file] { return known }
            let onDisk = URL(fileURLWithPath: file).standardizedFileURL
            let shown = relative(onDisk.path, to: root.path) ?? file
            if shown != file { files[shown] = onDisk }
            names[file] = shown
            return shown
        }
        let placed = diagnostics.map { diagnostic in
            var placed = diagnostic
            placed.file = diagnostic.file.map(name)
            placed.notes = diagnostic.notes.map { note in
                var moved = note
                moved.file = note.file.map(name)
                return moved
            }
            return placed
        }
        return (placed, files)
    }
}

/// What one check found: its diagnostics, placed and in file and line order, what was checked, and the
/// line that sums them up.
public struct CheckResult: Sendable, Hashable {
    /// Every problem, each at the file (as the request names it), line and column a person opens.
    public var diagnostics: [Diagnostic]
    /// What was checked, as a person knows it: the manifest's path, the project folder, or the embedded
    /// sample's name and folder. Safe to print on one line.
    public var checked: LocalizedText
    /// The line a check ends with (``CheckSummary``).
    public var summary: CheckSummary
    /// The file on disk each diagnostic's `file` names, where the two differ or the name is relative to
    /// something other than the working directory (the embedded sample's cache, a project's folder):
    /// what ``SourceFiles`` reads a line's text from, for fingerprints, baselines and suppressions.
    public var files: [String: URL]
    /// Whether the summary names the files the problems are in, or only what was checked.
    public let namesFiles: Bool
    /// The comments of each Swift file the Swift reader read that may be inline suppressions, by the file's
    /// name as shown (``CheckResult/files``' keys): swift-syntax's trivia, which ``InlineSuppressions``
    /// reads in place of a scan of the file's text. Empty for a check that read no Swift.
    public var swiftComments: [String: [SwiftSourceComment]]
    /// Why the check ran without a working Swift-source reader although the project has Swift sources (the
    /// reader is missing, or failed on every file), or `nil`: the check is then partial, and a front end
    /// fails it unless partial checks are allowed (`--allow-unread-sources`).
    public var readerFailure: LocalizedText?
    /// The folder the diagnostics' relative files are named from (``CheckRequest/repositoryRoot(of:)``), or
    /// `nil` when they are named as the request gave them (an explicit `shownAs`, the embedded sample).
    public var repositoryRoot: URL?

    /// A result of `diagnostics`. `namesFiles` says whether the summary names the files the problems are
    /// in (an app's may be in files beside its folder) or only what was checked (a project's are all inside
    /// its folder). `files` maps a diagnostic's file, as shown, to the file on disk when they differ.
    public init(
        diagnostics: [Diagnostic], checked: LocalizedText, namesFiles: Bool = true, files: [String: URL] = [:],
        swiftComments: [String: [SwiftSourceComment]] = [:], readerFailure: LocalizedText? = nil
    ) {
        self.diagnostics = diagnostics
        self.checked = checked
        self.files = files
        self.namesFiles = namesFiles
        self.swiftComments = swiftComments
        self.readerFailure = readerFailure
        summary = CheckSummary(diagnostics, checked: checked, namesFiles: namesFiles)
    }

    /// This result reporting `diagnostics` instead of its own (what a configuration, suppressions or a
    /// baseline leave), the summary counted again the same way.
    public func reporting(_ diagnostics: [Diagnostic]) -> CheckResult {
        var result = CheckResult(
            diagnostics: diagnostics, checked: checked, namesFiles: namesFiles, files: files, swiftComments: swiftComments,
            readerFailure: readerFailure)
        result.repositoryRoot = repositoryRoot
        return result
    }

    /// Whether the check fails: an error, or a warning when warnings count as errors (`strict`).
    public func fails(strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

/// The line a check ends with: no problems in what was checked, or how many errors and warnings and the
/// files they are in (an error in the entitlements is not "in integrations.json").
///
/// ```
/// 2 errors, 1 warning in MyApp/integrations.json and MyApp/Info.plist.
/// ```
public struct CheckSummary: Sendable, Hashable {
    /// The line, in both languages.
    public var text: LocalizedText

    /// The summary of `diagnostics` found in `checked` (notes are not counted). With `namesFiles` false,
    /// the line names `checked` instead of the problems' files.
    public init(_ diagnostics: [Diagnostic], checked: LocalizedText, namesFiles: Bool = true) {
        let counted = diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        let errors = counted.count { $0.severity == .error }
        let warnings = counted.count { $0.severity == .warning }
        var files: [String] = []
        for file in counted.compactMap(\.file) where !files.contains(file) { files.append(file) }
        let safe = files.map(TerminalText.safeLine)
        func named(_ language: Language) -> String {
            safe.isEmpty || !namesFiles ? checked[language]
                : language == .ja ? safe.joined(separator: "、")
                : safe.count == 1 ? safe[0] : safe.dropLast().joined(separator: ", ") + " and " + safe[safe.count - 1]
        }
        text = errors + warnings == 0
            ? LocalizedText(ja: "問題は見つかりませんでした（\(checked.ja)）。", en: "No problems found in \(checked.en).")
            : LocalizedText(
                ja: "エラー\(errors)件、警告\(warnings)件（\(named(.ja))）。",
                en: "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(named(.en)).")
    }
}

/// The one check behind every tool that checks: the `integrations check` command, the plugins' tool and
/// an app's own tests all hand it a ``CheckRequest`` and print its ``CheckResult``.
public enum CheckEngine {
    /// Runs the check `request` asks for.
    ///
    /// - Throws: ``IntegrationsError`` when a project cannot be imported (`ProjectImporter`'s
    ///   refusals), or when its folder holds nothing to check (``ProjectCheck/nothingToCheck(folder:)``): a
    ///   folder where nothing was read is never "no problems found". An app folder's problems, even an
    ///   unreadable manifest, are diagnostics.
    public static func run(_ request: CheckRequest) throws(IntegrationsError) -> CheckResult {
        switch request.subject {
        case .app(let directory):
            let check = appCheck(directory, request)
            let checked = TerminalText.safeLine(check.manifestName)
            // Named from the repository's root, as a project's files are.
            let root = CheckRequest.repositoryRoot(of: directory)
            let (diagnostics, files) = RepositoryPath.placed(check.run(), root: root)
            var result = CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: checked, en: checked), files: files)
            result.repositoryRoot = root
            return result
        case .embedded(let directory, let shownAs):
            var files: [String: URL] = [:]
            let diagnostics = appCheck(directory, request).run().map { diagnostic in
                var placed = diagnostic
                if let file = diagnostic.file, file.hasPrefix(directory.path + "/") {
                    let shown = shownAs + "/" + file.dropFirst(directory.path.count + 1)
                    placed.file = shown
                    files[shown] = URL(fileURLWithPath: file)
                }
                return placed
            }
            let name = (try? App.load(from: directory))?.manifest.app.name ?? ""
            let checked = LocalizedText(ja: "埋め込みのサンプル \(name)（\(shownAs)）", en: "the embedded sample \(name) (\(shownAs))")
            return CheckResult(
                diagnostics: diagnostics, checked: LocalizedText(ja: TerminalText.safeLine(checked.ja), en: TerminalText.safeLine(checked.en)), files: files)
        case .project(let folder, let importer, let shownAs):
            // Every registered point reads its own keys from the project's Info.plists.
            var importer = importer
            importer.factReaders += IntegrationPoints.all.filter { point in !importer.factReaders.contains { $0.name == point.name } }
            let check = ProjectCheck(report: try importer.importProject(at: URL(fileURLWithPath: folder)))
            if let refusal = check.nothingToCheck(folder: folder) { throw refusal }
            // Places under the folder as the person gave it, so that an editor opens `FOLDER/file:line`.
            var files: [String: URL] = [:]
            var comments: [String: [SwiftSourceComment]] = [:]
            for (file, found) in check.report.swiftComments {
                comments[(shownAs as NSString).appendingPathComponent(file)] = found
            }
            // A file the reader did not read has no comment the check trusts (a scan of its text could be
            // fooled where the reader was not): its own warning cannot be suppressed in it.
            for unread in check.report.unreadSwiftSources {
                comments[(shownAs as NSString).appendingPathComponent(unread.path), default: []] += []
            }
            let place = { (file: String) -> String in
                let shown = (shownAs as NSString).appendingPathComponent(file)
                files[shown] = URL(fileURLWithPath: folder).appendingPathComponent(file)
                return shown
            }
            let diagnostics = check.run().map { diagnostic in
                var placed = diagnostic
                placed.file = diagnostic.file.map(place)
                // The other places a diagnostic names (the other declaration of a duplicate) are in the project too.
                placed.notes = diagnostic.notes.map { note in
                    var moved = note
                    moved.file = note.file.map(place)
                    return moved
                }
                return placed
            }
            let checked = TerminalText.safeLine(folder)
            // A project's problems are all inside its folder, which names them.
            var result = CheckResult(
                diagnostics: diagnostics, checked: LocalizedText(ja: checked, en: checked), namesFiles: false, files: files, swiftComments: comments,
                readerFailure: check.readerFailure)
            // The files are named from the repository's root only when shown under the folder's place in it.
            let repository = CheckRequest.placeInRepository(URL(fileURLWithPath: folder))
            if repository.path == shownAs { result.repositoryRoot = repository.root }
            return result
        }
    }

    private static func appCheck(_ directory: URL, _ request: CheckRequest) -> AppCheck {
        AppCheck(directory: directory, infoPlist: request.infoPlist, entitlements: request.entitlements, servedAASA: request.servedAASA)
    }
}
