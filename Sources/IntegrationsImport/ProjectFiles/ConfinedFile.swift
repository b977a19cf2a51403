package import Foundation
package import IntegrationsCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IntegrationsFileInput

/// Opens a project's file for reading only when it is a regular file inside the project folder once every
/// symbolic link is resolved: a link to `/proc/self/environ`, to `~/.aws/credentials` or through a hidden
/// folder link (`Config/.r -> /`) is refused, and so is a FIFO, a device or a link to standard input, which
/// would block the import or read something that is not the project's.
///
/// The decisive checks are made on the opened descriptor (where it really is, and what it is), so a link
/// swapped in between a check and the open cannot lead outside. A cheap check before opening keeps devices
/// and files outside the project from being opened at all. A path that names nothing is first followed as
/// the system would follow it, link by link: when it leads outside, it is refused as outside whether or not
/// its target exists, so that a dangling link tells nothing of the place it points to.
package enum ConfinedFile {
    /// Why a file was not read.
    package enum Refusal: Error, Equatable {
        /// It resolves to a place outside the project folder.
        case outside
        /// It is not a regular file (a FIFO, a socket, a device, a folder).
        case notRegular
        /// The system refused it.
        case unreadable(FileReason)
        /// It is larger than the limit.
        case tooLarge(size: Int)
    }

    /// A file's identity on its file system: two paths with the same identity are the same file (hard or
    /// symbolic links), read once.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// What the system says of a path, links followed: its identity, size and whether it is a regular file
    /// inside `root`; `nil` when it cannot be looked at.
    static func examine(_ absolute: String, root: String) -> (identity: Identity, size: Int, refusal: Refusal?)? {
        var status = stat()
        guard stat(absolute, &status) == 0 else { return nil }
        let identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        // A link to a pipe or a socket (`/proc/self/fd/0`) exists but resolves to no path.
        guard let real = resolved(absolute) else { return (identity, 0, isRegular ? .outside : .notRegular) }
        if !isInside(real, root: root) { return (identity, Int(status.st_size), .outside) }
        if !isRegular { return (identity, Int(status.st_size), .notRegular) }
        return (identity, Int(status.st_size), nil)
    }

    /// The bytes of `absolute`, at most `limit` of them, when it is a regular file inside `root` (a folder's
    /// path with its links resolved, ``resolved(_:)``).
    package static func read(_ absolute: String, root: String, limit: Int) -> Result<Data, Refusal> {
        // A path that leads outside is refused before anything is looked at, whether its target exists or not.
        if leadsOutside(absolute, root: root) { return .failure(.outside) }
        // Before opening: neither a device nor a file elsewhere is opened at all.
        if let looked = examine(absolute, root: root), let refusal = looked.refusal { return .failure(refusal) }
        // O_NONBLOCK: a FIFO swapped in after the look opens at once instead of waiting for a writer.
        let descriptor = open(absolute, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.unreadable(FileReason(errno: errno))) }
        defer { close(descriptor) }
        // After opening: what the descriptor is, and where.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(FileReason(errno: errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard let real = resolved(descriptor: descriptor) ?? resolved(absolute), isInside(real, root: root) else { return .failure(.outside) }
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size)) }
        do {
            return .success(try BoundedInput.read(descriptor: descriptor, limit: limit))
        } catch {
            switch error {
            case .unreadable(let reason): return .failure(.unreadable(reason))
            // A file that grew while it was read is refused as one over the limit would be.
            case .tooLarge: return .failure(.tooLarge(size: limit + 1))
            }
        }
    }

    /// `path` with every link resolved, or `nil` when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether the absolute path `absolute`, followed as the system follows it (each component in turn, a
    /// link replaced by its target, `..` taking the folder reached so far up one), passes through or ends
    /// at a place that is neither inside `root` nor a folder above it. Components that do not exist are
    /// followed by their names alone, so the answer is the same whether the place a link points to exists
    /// or not; a path through more than 40 links (a loop) leads outside.
    package static func leadsOutside(_ absolute: String, root: String) -> Bool {
        var pending = Array(absolute.split(separator: "/", omittingEmptySubsequences: true).reversed())
        var reached: [Substring] = []
        var links = 0
        func allowed(_ parts: [Substring]) -> Bool {
            let path = "/" + parts.joined(separator: "/")
            return isInside(path, root: root) || path == "/" || root.hasPrefix(path + "/")
        }
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                _ = reached.popLast()
                if !allowed(reached) { return true }
                continue
            }
            let candidate = "/" + (reached + [part]).joined(separator: "/")
            var status = stat()
            if lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                links += 1
                guard links <= 40, let target = linkTarget(candidate) else { return true }
                if target.hasPrefix("/") { reached = [] }
                pending.append(contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).reversed())
                continue
            }
            reached.append(part)
            if !allowed(reached) { return true }
        }
        return !isInside("/" + reached.joined(separator: "/"), root: root)
    }

    /// What the link at `path` holds, unresolved.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where an open descriptor really is (Linux's `/proc/self/fd`); `nil` elsewhere.
    private static func resolved(descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the resolved path `real` is `root` or below it.
    package static func isInside(_ real: String, root: String) -> Bool {
        root == "/" || real == root || real.hasPrefix(root + "/")
    }
}

extension ConfinedFile.Refusal {
    /// The code of the note that says the file was not read.
    package var code: Diagnostic.Code {
        switch self {
        case .outside: .importOutsideProject
        case .notRegular, .unreadable: .importFileSkipped
        case .tooLarge: .importOverLimit
        }
    }

    /// Why the file was not read, in words, for a note.
    package func reason(limit: Int) -> LocalizedText {
        switch self {
        case .outside:
            LocalizedText(
                ja: "リンクをたどるとプロジェクトのフォルダの外を指しているため読みません（プロジェクトの外のファイルは読みません）",
                en: "it leads outside the project folder once links are resolved, and nothing outside the project is read")
        case .notRegular:
            LocalizedText(
                ja: "通常のファイルではない（FIFO、デバイス、標準入力など）ため読みません",
                en: "it is not a regular file (a FIFO, a device, standard input…), and only regular files are read")
        case .unreadable(let why):
            LocalizedText(ja: "読めません（\(why.text.ja)）", en: "it cannot be read (\(why.text.en))")
        case .tooLarge(let size):
            LocalizedText(ja: "\(size) バイトあり、上限 \(limit) バイトを超えます", en: "\(size) bytes, over the limit of \(limit) bytes")
        }
    }
}
