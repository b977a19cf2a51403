public import Foundation
public import IntegrationsCore

/// Writes an app folder's files, never over an existing one, and all of them or none.
///
/// - A file in `keeping` that is already there is kept as it is (a team's own records); any other that is
///   already there — a symbolic link too, even one that points nowhere — refuses the whole write before
///   anything is written.
/// - Every file is written inside the destination, resolved (symbolic links followed) once and then used
///   through an open descriptor: a name must be one plain path component (not empty, `.` or `..`, without
///   `/` or NUL), or nothing is written.
/// - The files are written into a temporary folder inside the destination (the same file system, and the
///   only folder that must be writable), then linked into place one by one with `link(2)`, which never
///   replaces a file: a file that appears meanwhile stops the write and the files already placed are
///   taken back. The temporary folder, and any folder made for the destination, are removed on failure, so
///   a failed write leaves the destination as it was.
public enum AppFolderWriter {
    /// The words of one command's refusals: what to do about a file that exists, and about a folder that
    /// cannot be written.
    public struct Remedies: Sendable {
        /// What to do about a file that is already there (or a destination that is a file).
        public var existing: LocalizedText
        /// What to do about a folder that cannot be written.
        public var unwritable: LocalizedText

        /// Remedies from their words.
        public init(existing: LocalizedText, unwritable: LocalizedText) {
            self.existing = existing
            self.unwritable = unwritable
        }
    }

    /// Why `path` cannot be the destination of an app folder, naming it as `name` (the flag or argument
    /// that gave it): an empty path, which would write into the current folder unasked (`.` says that);
    /// `nil` when it can.
    ///
    /// ```swift
    /// AppFolderWriter.destinationProblem("", named: "DIR")?.en
    /// // "DIR is empty: give the path of the folder to write the app folder in (. for the current folder)."
    /// ```
    public static func destinationProblem(_ path: String, named name: String) -> LocalizedText? {
        guard path.isEmpty else { return nil }
        return LocalizedText(
            ja: "\(name) が空です。アプリのフォルダを書くフォルダのパスを指定してください（今のフォルダなら . と書きます）。",
            en: "\(name) is empty: give the path of the folder to write the app folder in (. for the current folder).")
    }

    /// Whether `name` is one plain path component: not empty, `.` or `..`, without `/` or NUL.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.unicodeScalars.contains("\0")
    }

    /// Writes `files` into `directory`, making the folder (and the folders above it) when missing.
    ///
    /// - Parameters:
    ///   - files: The files, by name: each a plain name (``isPlainName(_:)``); a name given twice must
    ///     come with the same bytes (it is written once).
    ///   - directory: The destination folder.
    ///   - keeping: Names of files kept as they are when already there.
    ///   - remedies: The command's words for what to do after a refusal.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` naming the path and
    ///   the fix; the destination is then as it was.
    public static func write(
        _ files: [(name: String, data: Data)], to directory: URL, keeping: Set<String> = [], remedies: Remedies
    ) throws(IntegrationsError) {
        let folder = directory.path
        let shownFolder = TerminalText.safeLine(folder)
        var unique: [(name: String, data: Data)] = []
        var byName: [String: Data] = [:]
        for file in files {
            if isPlainName(file.name), byName[file.name] == nil {
                byName[file.name] = file.data
                unique.append(file)
                continue
            }
            if isPlainName(file.name), byName[file.name] == file.data { continue }
            let shown = TerminalText.shortLine(file.name)
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "「\(shown)」は \(shownFolder) に書けるファイル名ではありません（1つのフォルダの中の1つの名前で、空・.・.. でなく、/ や NUL を含まず、ほかのファイルと重ならないこと）。フォルダの外に書くおそれがあるので、何も書いていません。items.json のような名前にしてください。",
                en: "\"\(shown)\" is not a file name that can be written in \(shownFolder): a file of an app folder is named by one plain path component (not empty, . or .., without / or NUL, and unlike the others). It could land outside the folder, so nothing was written. Name it plainly, such as items.json."))
        }
        func unwritable(_ code: Int32) -> IntegrationsError {
            let reason = FileReason(errno: code).text
            return IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(shownFolder) に書けません（\(reason.ja)）。何も書いていません。\(remedies.unwritable.ja)",
                en: "Cannot write to \(shownFolder) (\(reason.en)); nothing was written. \(remedies.unwritable.en)"))
        }
        func existing(_ name: String, link: Bool) -> IntegrationsError {
            let path = TerminalText.safeLine((folder as NSString).appendingPathComponent(name))
            return IntegrationsError(.invalidAppData, LocalizedText(
                ja: "\(path) はすでにあります\(link ? "（シンボリックリンク）" : "")。上書きはしません。\(remedies.existing.ja)",
                en: "\(path) already exists\(link ? " (a symbolic link)" : ""), and is never overwritten. \(remedies.existing.en)"))
        }

        // The destination: made when missing (each folder made is removed again on failure), then opened.
        var made: [String] = []
        func removeMade() {
            for path in made.reversed() { rmdir(path) }
        }
        var missing: [String] = []
        var ancestor = folder
        while !ancestor.isEmpty, ancestor != "/", !Self.exists(ancestor) {
            missing.append(ancestor)
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                made.append(path)
            } else if errno != EEXIST {
                let code = errno
                removeMade()
                throw unwritable(code)
            }
        }
        let destination = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard destination >= 0 else {
            let code = errno
            removeMade()
            if code == ENOTDIR, Self.exists(folder) {
                throw IntegrationsError(.invalidAppData, LocalizedText(
                    ja: "\(shownFolder) はフォルダではなくファイルです。何も書いていません。\(remedies.existing.ja)",
                    en: "\(shownFolder) is a file, not a folder; nothing was written. \(remedies.existing.en)"))
            }
            throw unwritable(code)
        }
        defer { close(destination) }

        // Refused before anything lands: a file already there that is not one to keep.
        var kept: Set<String> = []
        for file in unique {
            var status = stat()
            guard fstatat(destination, file.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            guard keeping.contains(file.name) else {
                removeMade()
                throw existing(file.name, link: status.st_mode & S_IFMT == S_IFLNK)
            }
            kept.insert(file.name)
        }

        // Written aside, then linked into place.
        let temporary = ".integrations-writing-\(UUID().uuidString)"
        guard mkdirat(destination, temporary, 0o700) == 0 else {
            let code = errno
            removeMade()
            throw unwritable(code)
        }
        var written: [String] = []
        var placed: [String] = []
        let aside = openat(destination, temporary, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        defer {
            if aside >= 0 {
                for name in written { unlinkat(aside, name, 0) }
                close(aside)
            }
            unlinkat(destination, temporary, AT_REMOVEDIR)
        }
        func fail(_ error: IntegrationsError) -> IntegrationsError {
            for name in placed { unlinkat(destination, name, 0) }
            if aside >= 0 {
                for name in written { unlinkat(aside, name, 0) }
            }
            written = []
            unlinkat(destination, temporary, AT_REMOVEDIR)
            removeMade()
            return error
        }
        guard aside >= 0 else { throw fail(unwritable(errno)) }
        for file in unique where !kept.contains(file.name) {
            if let code = Self.create(file.data, named: file.name, in: aside) { throw fail(unwritable(code)) }
            written.append(file.name)
        }
        for name in written {
            guard linkat(aside, name, destination, name, 0) != 0 else {
                placed.append(name)
                continue
            }
            let code = errno
            if code == EEXIST {
                if keeping.contains(name) { continue }
                var status = stat()
                let link = fstatat(destination, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFLNK
                throw fail(existing(name, link: link))
            }
            // A file system without hard links: moved instead, when nothing is there a moment before.
            var status = stat()
            guard code == EPERM || code == EOPNOTSUPP, fstatat(destination, name, &status, AT_SYMLINK_NOFOLLOW) != 0, errno == ENOENT,
                renameat(aside, name, destination, name) == 0
            else { throw fail(unwritable(code)) }
            placed.append(name)
        }
    }

    /// Whether something — a file, a folder, a symbolic link even to nothing — is at `path`.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Writes a new file `name` in the folder `folder` (a descriptor); the system error number on failure.
    private static func create(_ data: Data, named name: String, in folder: Int32) -> Int32? {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var failure: Int32?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = writeBytes(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        return failure
    }
}

/// `write(2)`, out of reach of the writer's own `write`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
