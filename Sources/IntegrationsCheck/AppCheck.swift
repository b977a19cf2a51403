public import Foundation
public import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsImport
import IntegrationsApp
import IntegrationsRouting
import IntegrationsFileInput
import IntegrationsIntents

/// One check of an app's whole integration surface: every problem in its manifest and record files, and
/// between its points, as ``Diagnostic``s placed at their file, line and column.
///
/// ```swift
/// let diagnostics = AppCheck(directory: URL(fileURLWithPath: "MyApp/Integrations")).run()
/// for diagnostic in diagnostics { print(diagnostic.formatted(.en)) }
/// ```
///
/// The check loads the app with the core only (no store). It runs the manifest checks (JSON syntax,
/// unknown keys with the nearest known one, decoding, validation, the App Shortcut rules, the route
/// table), then, when the manifest decodes, the cross-point checks (``CrossPointChecks``).
public struct AppCheck: Sendable {
    /// The app folder.
    public var directory: URL
    /// How the manifest's path is written in diagnostics (default: as the folder was given).
    public var manifestName: String
    /// The app's Info.plist (XML or binary), checked against the manifest both ways.
    public var infoPlist: URL?
    /// The app's entitlements (XML or binary), checked against the manifest both ways.
    public var entitlements: URL?
    /// The apple-app-site-association the team's site serves: every universal-link route must open.
    public var servedAASA: URL?

    /// Creates a check of the app in `directory`.
    public init(directory: URL, manifestName: String? = nil, infoPlist: URL? = nil, entitlements: URL? = nil, servedAASA: URL? = nil) {
        self.directory = directory
        self.manifestName = manifestName ?? directory.appendingPathComponent(App.manifestFileName).relativePath
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.servedAASA = servedAASA
    }

    /// Runs every check and returns the problems, in file and line order.
    public func run() -> [Diagnostic] {
        let file = directory.appendingPathComponent(App.manifestFileName)
        let data: Data
        do {
            data = try BoundedInput.read(file.path, limit: App.maximumFileSize)
        } catch {
            let reason = error.reason(limit: App.maximumFileSize)
            return [Diagnostic("manifest.unreadable", .error, LocalizedText(
                ja: "マニフェストを読めません（\(reason.ja)）", en: "cannot read the manifest (\(reason.en))"),
                file: manifestName, suggestion: LocalizedText(
                    ja: "integrations.json のあるフォルダを指定してください", en: "give the folder that holds integrations.json"))]
        }
        if let syntax = JSONSyntax.firstError(in: data) {
            return [Diagnostic("json.syntax", .error, LocalizedText(ja: "正しい JSON ではありません: \(syntax.problem.ja)", en: "not valid JSON: \(syntax.problem.en)"),
                               file: manifestName, path: "$", line: syntax.line, column: syntax.column)]
        }
        let locations = JSONLocations(data)
        var diagnostics = ManifestChecks.unknownKeys(locations)
        let manifest: AppManifest
        do {
            manifest = try JSONDecoder().decode(AppManifest.self, from: data)
        } catch {
            let problem = JSONProblem(error, data: data)
            diagnostics.append(Diagnostic("manifest.invalidValue", .error, LocalizedText(
                ja: "\(problem.path) に\(problem.expected.ja)が必要です", en: "expected \(problem.expected.en) at \(problem.path)"), path: problem.path))
            return ordered(diagnostics.map { $0.located(in: locations, file: manifestName) })
        }
        // The routes are what other points' rules name (an action opens one, a record's URL matches one, an
        // App Clip experience is taken by one): when they do not decode, the check stops here, as for the
        // core's own keys, rather than call every route that is there missing (Decision 531).
        if let stop = DeepLinksPoint().invalidSection(in: manifest) {
            diagnostics.append(stop)
            return ordered(diagnostics.map { $0.located(in: locations, file: manifestName) })
        }
        diagnostics += ManifestChecks.validation(manifest)
        diagnostics += manifest.intentDiagnostics()
        // The points registered as plug-ins, each on its own section.
        diagnostics += IntegrationPoints.all.flatMap { $0.checkManifest(manifest) }
        let app = App(directory: directory, manifest: manifest)
        let router = Router.reused(for: manifest.routes)
        var placed = diagnostics.map { $0.located(in: locations, file: $0.file ?? manifestName) }
        placed += CrossPointChecks(app: app, router: router, manifestName: manifestName, locations: locations).run()
        let files = PlatformFileChecks(app: app, router: router, manifestName: manifestName, locations: locations)
        if let infoPlist { placed += files.infoPlist(infoPlist) }
        if let entitlements { placed += files.entitlements(entitlements) }
        if let servedAASA { placed += files.servedAASA(servedAASA) }
        return ordered(placed)
    }

    /// Where a file's diagnostics go: the manifest, the app's other files, then the platform files in the
    /// order of the command's options. Whatever folders the files sit in, the order is the same.
    private func rank(_ file: String?) -> Int {
        switch file {
        case nil, manifestName: 0
        case infoPlist?.relativePath: 2
        case entitlements?.relativePath: 3
        case servedAASA?.relativePath: 4
        default: 1
        }
    }

    /// By file (see ``rank(_:)``, then path), line and column; a stable order for goldens.
    func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if rank(x.file) != rank(y.file) { return rank(x.file) < rank(y.file) }
            if (x.file ?? "") != (y.file ?? "") { return (x.file ?? "") < (y.file ?? "") }
            if (x.line ?? 0) != (y.line ?? 0) { return (x.line ?? 0) < (y.line ?? 0) }
            if (x.column ?? 0) != (y.column ?? 0) { return (x.column ?? 0) < (y.column ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
    }
}
