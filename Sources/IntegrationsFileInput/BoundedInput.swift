package import Foundation
package import IntegrationsCore

/// Reads a file, a pipe or standard input, never more than a limit: the read stops at `limit + 1`
/// bytes, so an endless input (`/dev/zero`, `yes |`) or a 2 GB file is refused at the door instead of
/// filling memory.
///
/// A regular file larger than the limit is refused from its size, before any byte is read. A named pipe
/// (FIFO) is opened without waiting for a writer: with none, it reads as empty instead of blocking
/// forever. Process substitution (`<(…)`, `/dev/fd/N`) and pipes read as usual.
///
/// ```swift
/// switch try BoundedInput.read("payload.json", limit: 65_536) { … }
/// ```
package enum BoundedInput {
    /// Why an input was not read.
    package enum Failure: Error, Sendable, Hashable {
        /// The system refused it (no such file, permission denied, a folder…).
        case unreadable(FileReason)
        /// It holds more than the limit. `size` is its size when known (a regular file); a stream is
        /// only known to be larger.
        case tooLarge(size: Int?)
    }

    /// The path that means standard input.
    package static let standardInput = "-"

    /// Reads at most `limit` bytes of `path` (`-` for standard input: `standardInput`, the process's unless a
    /// caller that runs a command in process gives another descriptor).
    ///
    /// - Throws: ``Failure/tooLarge(size:)`` when the input holds more than `limit` bytes, having read at
    ///   most `limit + 1` of them; ``Failure/unreadable(_:)`` when it cannot be opened or read.
    package static func read(_ path: String, limit: Int, standardInput input: Int32 = STDIN_FILENO) throws(Failure) -> Data {
        let limit = max(0, limit)
        let descriptor: Int32
        if path == standardInput {
            descriptor = input
        } else {
            // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw .unreadable(FileReason(errno: errno)) }
        }
        defer { if path != standardInput { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(FileReason(errno: errno)) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { throw .unreadable(FileReason(errno: EISDIR)) }
        if type == S_IFREG, status.st_size > limit { throw .tooLarge(size: Int(status.st_size)) }
        if path != standardInput {
            // Reads wait for data from here on, as for any pipe.
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// Reads at most `limit` bytes from `descriptor`, which the caller opened (and checked) and closes.
    ///
    /// - Throws: ``Failure/tooLarge(size:)`` (size `nil`) when it holds more than `limit` bytes, having read
    ///   at most `limit + 1` of them; ``Failure/unreadable(_:)`` when a read fails.
    package static func read(descriptor: Int32, limit: Int) throws(Failure) -> Data {
        let limit = max(0, limit)
        var data = Data()
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        while data.count <= limit {
            let wanted = min(chunk, limit + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Standard input left non-blocking by whoever started the process: wait for data.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw .unreadable(FileReason(errno: errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
        throw .tooLarge(size: nil)
    }
}

/// `read(2)`, named apart from ``BoundedInput/read(_:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension BoundedInput.Failure {
    /// Why the input was not read, in words: the system's reason, or its size against `limit`.
    package func reason(limit: Int) -> LocalizedText {
        switch self {
        case .unreadable(let reason):
            return reason.text
        case .tooLarge(let size?):
            return LocalizedText(ja: "\(size)バイトあり、上限の\(limit)バイトを超えています", en: "it is \(size) bytes, over the limit of \(limit)")
        case .tooLarge(nil):
            return LocalizedText(ja: "上限の\(limit)バイトを超えています", en: "it is over the limit of \(limit) bytes")
        }
    }
}
