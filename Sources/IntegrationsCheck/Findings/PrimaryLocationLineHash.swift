public import Foundation
public import IntegrationsCore

/// The `primaryLocationLineHash` GitHub code scanning gives a result: a hash of the text from the start
/// of the result's line, written as GitHub's upload action (github/codeql-action, `src/fingerprints.ts`)
/// writes it, so that a log that carries its own line hashes matches the ones the action would add.
///
/// Code scanning identifies an alert across runs by its rule and its `partialFingerprints`; when a log has
/// no `primaryLocationLineHash`, the upload action reads the file and adds one. A log made here carries
/// its own: the same value the action computes (tested against values the action's own code printed), so
/// that an upload by another route (the REST API, another uploader) tracks alerts the same way.
///
/// How the hash reads a file:
/// - The text is taken as UTF-16 code units (as JavaScript's strings are), spaces and tabs left out, and
///   every line break (LF, CRLF, a lone CR) read as one LF.
/// - A line's hash is the polynomial hash, base 37 and modulo 2⁶⁴, of the ``windowLength`` code units
///   from the line's first one on (into the following lines), the end of the file read as the code unit
///   65535 followed by zeros.
/// - It is written as lower-case hexadecimal without leading zeros, then `:N`, N counting the lines of the
///   file with the same hash so far (`:1` for the first, `:2` for the next…), so that identical lines
///   differ.
/// - A file that ends with a line break has one more, empty line, whose hash is that of the end of file
///   (`c129715d7a2bc9a3:1` when it is the first such line).
///
/// ```swift
/// PrimaryLocationLineHash.lineHashes(of: " a\nb\n  \t\tc\n d")
/// // ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]
/// ```
public enum PrimaryLocationLineHash {
    /// The key of the hash in a SARIF result's `partialFingerprints`.
    public static let key = "primaryLocationLineHash"

    /// How many code units from a line's start its hash covers.
    public static let windowLength = 100

    /// The hash's base.
    static let base: UInt64 = 37

    /// The code unit the end of the file is read as.
    static let endOfFile: UInt64 = 65535

    /// The hash of each line of `text`, the first line's first: a text ending in a line break (and the
    /// empty text) has an empty last line.
    public static func lineHashes(of text: String) -> [String] {
        // The code units the hash reads, and the index of each line's first one among them.
        var units: [UInt64] = []
        var starts: [Int] = []
        var atLineStart = true
        var afterCarriageReturn = false
        for unit in text.utf16 {
            if unit == 0x20 || unit == 0x09 || (afterCarriageReturn && unit == 0x0A) {
                // Spaces and tabs count for nothing; a CRLF is one break.
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = unit == 0x0D
            if atLineStart {
                starts.append(units.count)
                atLineStart = false
            }
            let read: UInt64 = unit == 0x0D ? 0x0A : UInt64(unit)
            atLineStart = read == 0x0A
            units.append(read)
        }
        // The end of the file starts a line of its own after a final line break.
        if atLineStart { starts.append(units.count) }
        units.append(endOfFile)

        var seen: [UInt64: Int] = [:]
        return starts.map { start in
            var hash: UInt64 = 0
            for offset in start..<(start + windowLength) {
                hash = hash &* base &+ (offset < units.count ? units[offset] : 0)
            }
            seen[hash, default: 0] += 1
            return String(hash, radix: 16) + ":\(seen[hash] ?? 1)"
        }
    }

    /// The hash of line `number` (counted from 1) of `text`, or `nil` when it has no such line.
    public static func of(line number: Int, in text: String) -> String? {
        let hashes = lineHashes(of: text)
        return number > 0 && number <= hashes.count ? hashes[number - 1] : nil
    }

    /// The line hash of each of `diagnostics` that has a file and a line, each file found and read once
    /// through `sources` (``SourceFiles/url(of:)``). A diagnostic without a line, in a file that cannot be
    /// read or is larger than ``SourceFiles/readLimit``, or past the file's last line, has none.
    /// The file is decoded as ``lineHashes(of:)-(Data)`` decodes it.
    public static func of(_ diagnostics: [Diagnostic], sources: SourceFiles) -> [Diagnostic: String] {
        var hashes: [Diagnostic: String] = [:]
        var files: [String: [String]?] = [:]
        for diagnostic in diagnostics {
            guard let file = diagnostic.file, let line = diagnostic.line, line > 0 else { continue }
            if files[file] == nil { files[file] = read(sources.url(of: file)).map { lineHashes(of: $0) } }
            guard let lines = files[file] ?? nil, line <= lines.count else { continue }
            hashes[diagnostic] = lines[line - 1]
        }
        return hashes
    }

    /// The hash of each line of the UTF-8 text `data`, each invalid sequence read as U+FFFD, as the upload
    /// action decodes a file (a byte order mark is a character of the first line there too).
    public static func lineHashes(of data: Data) -> [String] {
        lineHashes(of: String(decoding: data, as: UTF8.self))
    }

    /// The bytes of the file at `url`, or `nil` when it cannot be read or is larger than the limit.
    private static func read(_ url: URL) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        do {
            // An empty file reads as no data: it still has its one (empty) line.
            let data = try handle.read(upToCount: SourceFiles.readLimit + 1) ?? Data()
            return data.count <= SourceFiles.readLimit ? data : nil
        } catch {
            return nil
        }
    }
}
