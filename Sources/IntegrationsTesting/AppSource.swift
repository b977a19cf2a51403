import EmbeddedSample
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsFileInput
import IntegrationsImport
import IntegrationsPoints

/// Where the app under test comes from (Docs/Testing-Intents.md, "Where the app comes from").
enum AppSource: Sendable {
    /// The app whose manifest declares this bundle identifier: an app folder under `root` (the package
    /// under test: `swift test` runs in its folder), else the embedded sample.
    case bundleIdentifier(String, root: URL)
    /// An app folder (its `integrations.json` and record files).
    case folder(URL)
    /// An app already loaded.
    case loaded(App)
    /// An app's Xcode or XcodeGen project, read by an importer as `integrations import` reads it.
    case project(URL, importer: ProjectImporter)

    /// The most folders the search under the root looks into: a package is far smaller; a root that is
    /// not one (`/`) is refused rather than walked.
    static let folderLimit = 20_000

    /// Loads the app; an imported project's app folder is written into `folder`.
    func load(into folder: URL) throws(IntegrationsError) -> LoadedApp {
        switch self {
        case .loaded(let app):
            return LoadedApp(app: app)
        case .folder(let folder):
            return LoadedApp(app: try App.load(from: folder))
        case .project(let project, let importer):
            return try Self.imported(try importer.importProject(at: project), into: folder)
        case .bundleIdentifier(let identifier, let root):
            return LoadedApp(app: try Self.app(identifier, under: root))
        }
    }

    /// The app folder an import becomes (`ImportedAppFolder`), written into `folder` and loaded, with where
    /// its intents are declared and its enumerations by type name.
    static func imported(_ report: ImportReport, into folder: URL) throws(IntegrationsError) -> LoadedApp {
        let imported = ImportedAppFolder(report)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try imported.manifestJSON().write(to: folder.appendingPathComponent(App.manifestFileName))
            for file in imported.recordFiles { try Data("[]".utf8).write(to: folder.appendingPathComponent(file)) }
        } catch {
            throw IntegrationsError(.storeUnavailable, LocalizedText(
                ja: "取り込んだアプリのフォルダ \(TerminalText.shortLine(folder.path)) を書けません: \(error.localizedDescription)",
                en: "The imported app's folder \(TerminalText.shortLine(folder.path)) cannot be written: \(error.localizedDescription)"))
        }
        var sources: [String: String] = [:]
        for (index, intent) in imported.manifest.intents.enumerated() { sources[intent.identifier] = imported.sources["$.intents[\(index)]"] }
        return LoadedApp(app: try App.load(from: folder), intentSources: sources, enumerations: report.enumCases, isImported: true)
    }

    /// The app whose manifest declares `identifier`, under `root` or the embedded sample.
    static func app(_ identifier: String, under root: URL) throws(IntegrationsError) -> App {
        let (found, complete) = Self.manifests(under: root)
        let matching = found.filter { $0.bundleIdentifier == identifier }
        // The nearest to the root: an app's own folder before a copy deeper in its tests or examples.
        if let nearest = matching.map(\.depth).min() {
            let candidates = matching.filter { $0.depth == nearest }
            if candidates.count > 1 {
                let folders = candidates.map { TerminalText.shortLine($0.folder.path) }.joined(separator: ", ")
                throw IntegrationsError(.invalidManifest, LocalizedText(
                    ja: "バンドル ID \(identifier) のアプリのフォルダが同じ深さに複数あります（\(folders)）。IntentDefinitions(appFolder:) でどれかを指定してください。",
                    en: "Several app folders at the same depth declare the bundle identifier \(identifier) (\(folders)). Name one with IntentDefinitions(appFolder:)."))
            }
            return try App.load(from: candidates[0].folder)
        }
        let sample = try App.embedded()
        if sample.manifest.app.bundleIdentifier == identifier { return sample }
        let known = Set(found.map(\.bundleIdentifier) + [sample.manifest.app.bundleIdentifier])
        let nearest = LocalizedText.didYouMean(identifier, among: known)
        let listed = known.sorted().joined(separator: ", ")
        let stopped = complete ? LocalizedText(ja: "", en: "") : LocalizedText(
            ja: "（探したのは最初の \(folderLimit) フォルダまでです）", en: " (the search stopped after \(folderLimit) folders)")
        throw IntegrationsError(.invalidManifest, LocalizedText(
            ja: "バンドル ID \(TerminalText.shortLine(identifier)) のアプリがありません。\(TerminalText.shortLine(root.path)) の下\(stopped.ja)の integrations.json と組み込みのサンプルにあるのは \(listed) です\(nearest.map { "（\($0.ja)）" } ?? "")。アプリのフォルダをパッケージに置くか、IntentDefinitions(appFolder:) で指定してください。",
            en: "No app has the bundle identifier \(TerminalText.shortLine(identifier)): the integrations.json files under \(TerminalText.shortLine(root.path))\(stopped.en) and the embedded sample declare \(listed)\(nearest.map { "; \($0.en)" } ?? ".") Put the app folder in the package, or name it with IntentDefinitions(appFolder:)."),
            undeclared: NoMatch(key: "bundleIdentifier", name: identifier, nearest: ManifestKeys.nearest(to: identifier, in: known), message: LocalizedText(ja: "", en: "")))
    }

    /// A manifest found under the root: its folder, how deep, and the bundle identifier it declares.
    struct Found {
        var folder: URL
        var depth: Int
        var bundleIdentifier: String
    }

    /// Every `integrations.json` under `root` that declares a bundle identifier, skipping hidden folders
    /// (`.build`, `.git` among them), at most ``folderLimit`` folders, and whether the search saw every one.
    static func manifests(under root: URL) -> (found: [Found], complete: Bool) {
        var found: [Found] = []
        var queue: [(URL, Int)] = [(root, 0)]
        var visited = 0
        let manager = FileManager.default
        while !queue.isEmpty, visited < folderLimit {
            let (folder, depth) = queue.removeFirst()
            visited += 1
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                // A link is not followed: the search stays inside the package.
                guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true,
                      manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    queue.append((url, depth + 1))
                } else if name == App.manifestFileName, let identifier = bundleIdentifier(of: url) {
                    found.append(Found(folder: folder, depth: depth, bundleIdentifier: identifier))
                }
            }
        }
        return (found, queue.isEmpty)
    }

    /// The `app.bundleIdentifier` a manifest declares, read without loading the app (a broken manifest
    /// of another app does not stop the search; the one chosen is loaded, and refused, in full).
    static func bundleIdentifier(of manifest: URL) -> String? {
        // Bounded as the app's own load reads it: a file past the limit is refused from its size, and a
        // named pipe with no writer reads as empty instead of holding the search.
        guard let data = try? BoundedInput.read(manifest.path, limit: App.maximumFileSize),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let app = object["app"] as? [String: Any] else { return nil }
        return app["bundleIdentifier"] as? String
    }
}
