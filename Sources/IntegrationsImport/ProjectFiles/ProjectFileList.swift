import Foundation
import IntegrationsCore
#if canImport(Glibc)
import Glibc
#endif

/// The files of an imported folder the importer reads, by relative path, each read at most once.
///
/// Nothing outside the folder is read: every file is opened through ``ConfinedFile``, which refuses a path
/// that leads outside once links are resolved, and anything but a regular file. The limits of
/// ``ProjectImporter`` (files of a kind, bytes in all) are enforced from the listing, before a byte is read.
final class ProjectFileList {
    /// The folder read, links resolved, or `nil` for files given in memory.
    let folder: URL?
    private var paths: [String] {
        didSet { names = Self.names(of: paths) }
    }
    /// Each path's last component and extension, as `NSString` reads them, by the path's place in ``paths``:
    /// read once, since a listing is asked for its `.swift` files, its `Info.plist`s… many times.
    private var names: [(name: String, pathExtension: String)] = []

    private static func names(of paths: [String]) -> [(name: String, pathExtension: String)] {
        paths.map { (($0 as NSString).lastPathComponent, ($0 as NSString).pathExtension) }
    }
    private var known: Set<String>
    private var cache: [String: Data] = [:]
    /// Files that could not be read, as notes.
    private(set) var problems: [Diagnostic] = []
    /// Objective-C implementation files (`.m`, `.mm`) the folder holds.
    private(set) var objectiveCSources = 0
    /// The bytes read so far, against ``ProjectImporter/totalByteLimit``.
    private var bytesRead = 0

    /// The kinds of file the importer reads, for the limit on each.
    enum Kind: String, CaseIterable {
        case swift = "Swift", propertyList = "plist", entitlements, xcconfig, intentDefinition = "intentdefinition"
        case project = "project", stringCatalog = "xcstrings"
        /// `.m`, `.mm`, `.h` and `.pch`: read for their call sites and constants (ObjectiveCSourceReader).
        case objectiveC = "Objective-C"

        init?(name: String) {
            if name == "project.pbxproj" || name == "project.yml" || name == "project.yaml" { self = .project; return }
            if name == "AppShortcuts.xcstrings" { self = .stringCatalog; return }
            switch (name as NSString).pathExtension {
            case "swift": self = .swift
            case "plist": self = .propertyList
            case "entitlements": self = .entitlements
            case "xcconfig": self = .xcconfig
            case "intentdefinition": self = .intentDefinition
            case "m", "mm", "h", "pch": self = .objectiveC
            default: return nil
            }
        }

        /// The largest file of this kind read.
        var sizeLimit: Int { self == .swift || self == .objectiveC ? ProjectImporter.swiftFileSizeLimit : PropertyListFile.sizeLimit }
    }

    /// Lists `folder`'s files, skipping ``ProjectImporter/skippedFolders``, hidden folders and symbolic
    /// links to folders (no cycle is followed); a file reached by several paths (hard or symbolic links) is
    /// listed once.
    ///
    /// - Throws: ``IntegrationsError`` when `folder` is not a folder, holds more than
    ///   ``ProjectImporter/fileLimit`` files of a kind, or more than ``ProjectImporter/totalByteLimit`` bytes
    ///   to read: refused before anything is read.
    init(folder given: URL) throws(IntegrationsError) {
        let shown = TerminalText.safeLine(given.path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isFolder), isFolder.boolValue,
            let root = ConfinedFile.resolved(given.standardizedFileURL.path) else {
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(shown) はフォルダではありません。アプリのリポジトリかプロジェクトのフォルダを指定してください。",
                en: "\(shown) is not a folder. Give the app's repository or project folder."))
        }
        let folder = URL(fileURLWithPath: root, isDirectory: true)
        self.folder = folder
        var found: [String] = []
        var counts: [Kind: Int] = [:]
        var notes: [Diagnostic] = []
        var pending = [""]
        let manager = FileManager.default
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(directory + "/" + name, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if type == S_IFDIR {
                    if ProjectImporter.skippedFolders.contains(name) || name.hasPrefix(".") { continue }
                    pending.append(path)
                    continue
                }
                // A link to a folder is not followed; a link to a file is examined with the other files.
                guard let kind = Kind(name: name) else { continue }
                let ext = (name as NSString).pathExtension
                if ext == "m" || ext == "mm" { objectiveCSources += 1 }
                if type != S_IFREG, type != S_IFLNK {
                    notes.append(Self.skipped(path, ConfinedFile.Refusal.notRegular.code, ConfinedFile.Refusal.notRegular.reason(limit: kind.sizeLimit)))
                    continue
                }
                counts[kind, default: 0] += 1
                if counts[kind, default: 0] > ProjectImporter.fileLimit {
                    throw IntegrationsError(.invalidAppData, LocalizedText(
                        ja: "\(shown) には \(kind.rawValue) のファイルが \(ProjectImporter.fileLimit) 件より多くあり、上限（種類ごとに \(ProjectImporter.fileLimit) 件）を超えるため何も読んでいません。アプリのフォルダを指定してください。",
                        en: "\(shown) holds more than \(ProjectImporter.fileLimit) \(kind.rawValue) files, over the limit of \(ProjectImporter.fileLimit) files of each kind; nothing was read. Give the app's own folder."))
                }
                found.append(path)
            }
        }
        // Each file once, whatever the number of paths to it; the bytes to read, before any is read.
        var identities: [ConfinedFile.Identity: String] = [:]
        var listed: [String] = []
        var total = 0
        for path in found.sorted() {
            guard let kind = Kind(name: (path as NSString).lastPathComponent) else { continue }
            guard let looked = ConfinedFile.examine(root + "/" + path, root: root) else {
                notes.append(Self.skipped(path, .importFileSkipped, ConfinedFile.Refusal.unreadable(FileReason(errno: ENOENT)).reason(limit: kind.sizeLimit)))
                continue
            }
            if let refusal = looked.refusal {
                notes.append(Self.skipped(path, refusal.code, refusal.reason(limit: kind.sizeLimit)))
                continue
            }
            if let first = identities[looked.identity] {
                notes.append(Diagnostic.importNote(.importDuplicateFile, "\(path):1", LocalizedText(
                    ja: "\(first) と同じファイル（リンク）です。一度だけ読みました",
                    en: "the same file as \(first) (a link); read once")))
                continue
            }
            identities[looked.identity] = path
            listed.append(path)
            if looked.size <= kind.sizeLimit { total += looked.size }
        }
        if total > ProjectImporter.totalByteLimit {
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(shown) の読むファイルは合わせて \(total) バイトあり、上限 \(ProjectImporter.totalByteLimit) バイトを超えるため何も読んでいません。アプリのフォルダを指定してください。",
                en: "\(shown) holds \(total) bytes of files to read, over the limit of \(ProjectImporter.totalByteLimit) bytes in all; nothing was read. Give the app's own folder."))
        }
        paths = listed
        names = Self.names(of: paths)
        known = Set(listed)
        problems = notes + GitSubmodules.notCheckedOut(root: root)
    }

    /// A note that the file at `path` was skipped, and why.
    private static func skipped(_ path: String, _ code: Diagnostic.Code, _ reason: LocalizedText) -> Diagnostic {
        .importNote(code, "\(path):1", LocalizedText(
            ja: "\(reason.ja)。このファイルは読み飛ばしました", en: "\(reason.en); the file was skipped"))
    }

    /// Files given in memory, by relative path (an app's tests, the fuzzer).
    init(files: [String: Data]) {
        folder = nil
        let wanted = files.filter { Kind(name: ($0.key as NSString).lastPathComponent) != nil }
        paths = wanted.keys.map(ProjectPath.normalized).sorted()
        names = Self.names(of: paths)
        known = Set(paths)
        // Every file can be read by path (a prefix header, an `#include`d file), as in a folder; only the kinds
        // the importer looks for are listed.
        cache = Dictionary(files.map { (ProjectPath.normalized($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
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
        zip(paths, names).filter { $1.pathExtension == ext && !$1.name.hasPrefix("._") }.map(\.0)
    }

    func paths(named name: String) -> [String] {
        zip(paths, names).filter { $1.name == name }.map(\.0)
    }

    /// The file's bytes, read once, up to its kind's size limit; `nil` when it cannot be read (a note says
    /// why). A path the listing did not give (an `#include`, a `configFiles` entry) is read on the same
    /// terms: inside the folder once links are resolved, a regular file, within the limits.
    func data(at path: String) -> Data? {
        if let data = cache[path] { return data }
        guard let folder else { return nil }
        let path = ProjectPath.normalized(path)
        if let data = cache[path] { return data }
        let limit = Kind(name: (path as NSString).lastPathComponent)?.sizeLimit ?? PropertyListFile.sizeLimit
        let absolute = folder.path + "/" + path
        // A path that names nothing is the caller's to note (a missing `#include` is not a problem of reading).
        guard known.contains(path) || FileManager.default.fileExists(atPath: absolute) else { return nil }
        let remaining = ProjectImporter.totalByteLimit - bytesRead
        switch ConfinedFile.read(absolute, root: folder.path, limit: min(limit, max(0, remaining))) {
        case .success(let data):
            bytesRead += data.count
            cache[path] = data
            return data
        case .failure(let refusal):
            var reason = refusal.reason(limit: limit)
            if case .tooLarge = refusal, remaining < limit {
                reason = LocalizedText(
                    ja: "読んだファイルが合わせて上限 \(ProjectImporter.totalByteLimit) バイトに達しました",
                    en: "the files read reached the limit of \(ProjectImporter.totalByteLimit) bytes in all")
            }
            let note = Self.skipped(path, refusal.code, reason)
            if !problems.contains(note) { problems.append(note) }
            return nil
        }
    }

    /// The path of a file in the folder, listed or not, whose path is `path` but for the case of its letters
    /// (Xcode finds `app/Info.plist` as `App/Info.plist` on the case-insensitive disk of a Mac; an XcodeGen spec
    /// included as `Teacher/Teacher.yml` that is `Teacher/teacher.yml`); `nil` when there is none, or more than
    /// one in a folder. Links to folders are not followed, as in the listing; the file itself is read, if at all,
    /// through ``data(at:)``. For files given in memory, the listed file, if exactly one matches.
    func existingPath(matchingCaseInsensitively path: String) -> String? {
        guard let folder else {
            let wanted = ProjectPath.normalized(path).lowercased()
            let matches = paths.filter { $0.lowercased() == wanted } + origins.keys.filter { $0.lowercased() == wanted }
            return matches.count == 1 ? matches[0] : nil
        }
        var found = ""
        for part in ProjectPath.normalized(path).split(separator: "/").map(String.init) {
            let directory = found.isEmpty ? folder.path : folder.path + "/" + found
            if !found.isEmpty {
                var status = stat()
                guard lstat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            let matches = names.contains(part) ? [part] : names.filter { $0.lowercased() == part.lowercased() }
            guard matches.count == 1 else { return nil }
            found = found.isEmpty ? matches[0] : found + "/" + matches[0]
        }
        return found.isEmpty ? nil : found
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
