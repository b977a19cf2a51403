import Foundation
import IntegrationsCore

/// The files of an imported folder the importer reads, by relative path, each read at most once.
final class ProjectFileList {
    /// The folder read, or `nil` for files given in memory.
    let folder: URL?
    private var paths: [String]
    private var known: Set<String>
    private var cache: [String: Data] = [:]
    /// Files that could not be read, as notes.
    private(set) var problems: [ImportReport.Note] = []

    /// Lists `folder`'s files, skipping ``ProjectImporter/skippedFolders``, hidden folders and symbolic
    /// links to folders (no cycle is followed).
    init(folder given: URL) throws(IntegrationsError) {
        let folder = given.standardizedFileURL
        self.folder = folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(TerminalText.safeLine(folder.path)) はフォルダではありません。アプリのリポジトリかプロジェクトのフォルダを指定してください。",
                en: "\(TerminalText.safeLine(folder.path)) is not a folder. Give the app's repository or project folder."))
        }
        var found: [String] = []
        var pending = [""]
        let manager = FileManager.default
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            guard let names = try? manager.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                let child = url.appendingPathComponent(name)
                guard let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { continue }
                if values.isDirectory == true {
                    if values.isSymbolicLink == true || ProjectImporter.skippedFolders.contains(name) || (name.hasPrefix(".") && name != ".") { continue }
                    pending.append(path)
                } else if Self.interesting(name) {
                    found.append(path)
                    if found.count > ProjectImporter.fileLimit * 6 {
                        throw IntegrationsError(.invalidAppData, LocalizedText(
                            ja: "\(TerminalText.safeLine(folder.path)) には読むファイルが多すぎます（上限 \(ProjectImporter.fileLimit) 件）。アプリのフォルダを指定してください。",
                            en: "\(TerminalText.safeLine(folder.path)) holds too many files to read (the limit is \(ProjectImporter.fileLimit) of each kind). Give the app's own folder."))
                    }
                }
            }
        }
        paths = found.sorted()
        known = Set(found)
    }

    /// Files given in memory, by relative path (an app's tests, the fuzzer).
    init(files: [String: Data]) {
        folder = nil
        let wanted = files.filter { Self.interesting(($0.key as NSString).lastPathComponent) }
        paths = wanted.keys.map(ProjectPath.normalized).sorted()
        known = Set(paths)
        cache = Dictionary(wanted.map { (ProjectPath.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func interesting(_ name: String) -> Bool {
        name == "project.pbxproj" || name == "project.yml" || name == "project.yaml" || name == "AppShortcuts.xcstrings" || ["swift", "plist", "entitlements", "xcconfig", "intentdefinition"].contains((name as NSString).pathExtension)
    }

    /// Generated files' origins: the file each was written from, and its text.
    private(set) var origins: [String: (path: String, text: String)] = [:]

    /// Adds a file the project generates (XcodeGen's Info.plist from `info.properties`), as if it were
    /// there; its places are given in `origin`, the file it is written from.
    func provide(_ path: String, data: Data, origin: (path: String, text: String)) {
        let path = ProjectPath.normalized(path)
        guard !known.contains(path) else { return }
        origins[path] = origin
        paths.append(path)
        paths.sort()
        known.insert(path)
        cache[path] = data
    }

    /// Whether the folder has the file.
    func contains(_ path: String) -> Bool { known.contains(ProjectPath.normalized(path)) }

    func paths(withExtension ext: String) -> [String] {
        paths.filter { ($0 as NSString).pathExtension == ext && !($0 as NSString).lastPathComponent.hasPrefix("._") }
    }

    func paths(named name: String) -> [String] {
        paths.filter { ($0 as NSString).lastPathComponent == name }
    }

    /// The file's bytes, read once, up to the property-list size limit; `nil` when it cannot be read.
    func data(at path: String) -> Data? {
        if let data = cache[path] { return data }
        guard let folder, known.contains(path) || FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) else { return nil }
        do {
            let data = try BoundedInput.read(folder.appendingPathComponent(path).path, limit: PropertyListFile.sizeLimit)
            cache[path] = data
            return data
        } catch {
            let reason: LocalizedText
            switch error {
            case .unreadable(let why): reason = LocalizedText(ja: "読めません（\(why.text.ja)）", en: "cannot be read (\(why.text.en))")
            case .tooLarge(let size):
                reason = LocalizedText(
                    ja: "\(size.map { "\($0) バイトあり、" } ?? "")上限 \(PropertyListFile.sizeLimit) バイトを超えます",
                    en: "\(size.map { "\($0) bytes, " } ?? "")over the limit of \(PropertyListFile.sizeLimit) bytes")
            }
            problems.append(ImportReport.Note(source: "\(path):1", message: LocalizedText(
                ja: "\(reason.ja)。このファイルは読み飛ばしました", en: "\(reason.en); the file was skipped")))
            return nil
        }
    }

    /// The file a project's reference names (`Config/Base.xcconfig`, paths being relative to groups the
    /// importer does not follow): the one under `near` whose path ends with the reference, else any.
    func locate(_ reference: String, near folder: String, withExtension ext: String) -> String? {
        let candidates = paths(withExtension: ext).filter { $0 == reference || $0.hasSuffix("/" + reference) || ($0 as NSString).lastPathComponent == (reference as NSString).lastPathComponent }
        let exact = candidates.filter { $0 == reference || $0.hasSuffix("/" + reference) }
        let pool = exact.isEmpty ? candidates : exact
        return pool.first { folder.isEmpty || $0.hasPrefix(folder + "/") } ?? pool.first
    }
}
