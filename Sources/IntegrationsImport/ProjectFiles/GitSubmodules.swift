#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import IntegrationsCore

/// The git submodules a repository declares in its `.gitmodules`, and which of them are not checked out:
/// a clone without `--recurse-submodules`, or a snapshot, has an empty folder where a submodule's files
/// would be, and the importer must say that it read nothing there rather than pass over it in silence.
///
/// `.gitmodules` is git's config format (`git help gitmodules`): `[submodule "name"]` sections whose `path`
/// key is the submodule's folder, relative to the repository's root. Only `path` is read; a path that is
/// absolute or climbs out (`..`) names nothing inside the project and is passed over, as is any folder
/// reached through a link.
enum GitSubmodules {
    /// The largest `.gitmodules` read: far above any real one (a line or two per submodule).
    static let sizeLimit = 256 * 1024

    /// One `path = …` of the file: the folder, and the line it is on.
    struct Declared: Equatable {
        var path: String
        var line: Int
    }

    /// The `path` of every section of `text`, in order, with its line.
    static func declared(in text: String) -> [Declared] {
        var found: [Declared] = []
        var inSubmodule = false
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inSubmodule = line.hasPrefix("[submodule")
                continue
            }
            guard inSubmodule, !line.hasPrefix("#"), !line.hasPrefix(";"), let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "path" else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            let parts = value.split(separator: "/", omittingEmptySubsequences: true)
            guard !value.isEmpty, !value.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else { continue }
            found.append(Declared(path: parts.joined(separator: "/"), line: index + 1))
        }
        return found
    }

    /// A note for each submodule of `root`'s `.gitmodules` whose folder is missing or holds nothing (a `.git`
    /// file alone counts as nothing); none when the file is missing, unreadable or over ``sizeLimit``.
    static func notCheckedOut(root: String) -> [Diagnostic] {
        let file = root + "/.gitmodules"
        guard case .success(let data) = ConfinedFile.read(file, root: root, limit: sizeLimit) else { return [] }
        var notes: [Diagnostic] = []
        for submodule in declared(in: String(decoding: data, as: UTF8.self)) {
            let folder = root + "/" + submodule.path
            var status = stat()
            let exists = lstat(folder, &status) == 0
            // A link is not followed (the importer never leaves the folder), and a file is not a submodule.
            if exists, status.st_mode & S_IFMT != S_IFDIR { continue }
            let names = exists ? ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) : []
            guard names.allSatisfy({ $0 == ".git" }) else { continue }
            let shown = TerminalText.safeLine(submodule.path)
            notes.append(.importNote(.importFileMissing, ".gitmodules:\(submodule.line)", LocalizedText(
                ja: "サブモジュール \(shown) はチェックアウトされていない（フォルダが空です）ため、その中は何も読んでいません。git submodule update --init で取得できます",
                en: "the submodule \(shown) is not checked out (its folder is empty), so nothing in it was read; git submodule update --init fetches it")))
        }
        return notes
    }
}
