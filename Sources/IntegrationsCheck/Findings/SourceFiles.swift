public import Foundation
import IntegrationsCore

/// The text of the files a check's diagnostics point at, read once each: what a fingerprint, a baseline
/// and an inline suppression look at.
///
/// A file is found by the name a diagnostic shows, through ``CheckResult/files`` where the check maps it
/// to another place on disk (the embedded sample's cache, a project's folder), else as a path from the
/// working directory. A file that cannot be read, is not UTF-8 or is larger than ``readLimit`` has no
/// lines: the diagnostics in it still stand, with no line text.
///
/// ```swift
/// var sources = SourceFiles(result.files)
/// let text = sources.line(12, of: "MyApp/Info.plist")   // "    <key>CFBundleURLTypes</key>"
/// ```
public struct SourceFiles: Sendable {
    /// The largest file read: larger ones are not read at all (the importer reads no larger Swift file).
    public static let readLimit = 16 << 20

    private let places: [String: URL]
    private var cache: [String: [Substring]?] = [:]

    /// Files found through `places` (a name as shown → the file on disk), else by their names.
    public init(_ places: [String: URL] = [:]) {
        self.places = places
    }

    /// The file on disk that `file`, as a diagnostic shows it, names.
    public func url(of file: String) -> URL {
        places[file] ?? URL(fileURLWithPath: file)
    }

    /// The lines of `file` (without their line ends), or `nil` when it cannot be read as text.
    public mutating func lines(of file: String) -> [Substring]? {
        if let cached = cache[file] { return cached }
        let lines = Self.read(url(of: file))
        cache[file] = lines
        return lines
    }

    /// The text of line `number` (counted from 1) of `file`, or `nil` when there is no such line.
    public mutating func line(_ number: Int, of file: String) -> Substring? {
        guard number > 0, let lines = lines(of: file), number <= lines.count else { return nil }
        return lines[number - 1]
    }

    private static func read(_ url: URL) -> [Substring]? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: readLimit + 1), data.count <= readLimit,
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        // A line ends at LF, CRLF ("\r\n" is one Character in Swift) or a lone CR.
        return TextLines.split(text)
    }
}
