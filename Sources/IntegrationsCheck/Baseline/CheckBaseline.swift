public import Foundation
public import IntegrationsCore

/// The problems a team accepts today, so that a check reports only new ones: each problem by its code, its
/// file, the text of its line and its English message, with how many of them there are.
///
/// A problem is recorded as ``DiagnosticFingerprint`` identifies it — not by its line number — so it stays
/// known when lines are inserted or removed above it (SwiftLint's baseline matches the same way). The four
/// parts are kept readable in the file, so that a review of a baseline shows which problems were accepted.
/// Problems that are the same in all four are one entry with a ``Entry/count``: with two recorded and three
/// found, one is new.
///
/// Written as JSON (``json``), pretty printed with sorted keys and one entry per problem, in file, code,
/// line and message order; read back (``BaselineFile/read(_:shownAs:)``) as strictly as the manifest's inputs
/// are read: an unknown key is refused with its line, its column and the nearest known key.
///
/// ```json
/// {
///   "problems" : [
///     {
///       "code" : "route.invalidForm",
///       "count" : 1,
///       "file" : "MyApp/integrations.json",
///       "lineText" : "\"forms\": [{\"kind\": \"web\", \"template\": \"https://example.com/items/{id/edit\"}]",
///       "message" : "The web form of route \"edit\" is left out: …"
///     }
///   ],
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// let baseline = CheckBaseline(try CheckEngine.run(request))
/// try baseline.write(to: URL(fileURLWithPath: "integrations-baseline.json"), shownAs: "integrations-baseline.json")
/// ```
///
/// ## Topics
///
/// ### Making one
/// - ``init(_:)``
/// - ``init(_:sources:)``
/// - ``init(entries:)``
/// - ``Entry``
///
/// ### Writing and reading
/// - ``json``
/// - ``write(to:shownAs:)``
/// - ``BaselineFile``
///
/// ### Comparing
/// - ``apply(to:)``
/// - ``apply(to:sources:)``
/// - ``BaselineComparison``
public struct CheckBaseline: Sendable, Hashable {
    /// The version of the file format this release writes and reads.
    public static let version = 1

    /// The largest baseline file read: 16 MiB (tens of thousands of problems), refused above without
    /// reading further.
    public static let maximumFileSize = 16 << 20

    /// The codes a baseline never records: the baseline's own findings (``BaselineComparison/staleCode``),
    /// which describe the baseline rather than the app.
    static let ownCodes: Set<Diagnostic.Code> = [BaselineComparison.staleCode]

    /// One kind of problem and how many of it were found: the parts of its ``DiagnosticFingerprint``.
    public struct Entry: Sendable, Hashable {
        /// The rule's code.
        public var code: Diagnostic.Code
        /// The file the problem is in, as the check showed it; `nil` for a problem in no file.
        public var file: String?
        /// The text of the problem's line, its spaces folded (leading and trailing removed, each run made
        /// one); `nil` when it has no line or the line could not be read.
        public var lineText: String?
        /// The problem's message in English (which, like the code, does not depend on the language).
        public var message: String
        /// How many problems are the same in all four parts, 1 or more.
        public var count: Int

        /// Creates an entry.
        public init(code: Diagnostic.Code, file: String?, lineText: String?, message: String, count: Int = 1) {
            self.code = code
            self.file = file
            self.lineText = lineText
            self.message = message
            self.count = count
        }

        /// The four parts a problem is matched by.
        var key: Key { Key(code: code, file: file, lineText: lineText, message: message) }
    }

    /// What a problem is matched by: its code, file, folded line text and English message.
    struct Key: Hashable {
        var code: Diagnostic.Code
        var file: String?
        var lineText: String?
        var message: String

        /// The key of `diagnostic`, whose line reads `line`.
        init(_ diagnostic: Diagnostic, line: Substring?) {
            self.init(code: diagnostic.code, file: diagnostic.file, lineText: line.map(DiagnosticFingerprint.folded), message: diagnostic.message.en)
        }

        init(code: Diagnostic.Code, file: String?, lineText: String?, message: String) {
            self.code = code
            self.file = file
            self.lineText = lineText
            self.message = message
        }

        /// The line of `diagnostic` in `sources`, when it has one that can be read.
        static func line(of diagnostic: Diagnostic, in sources: inout SourceFiles) -> Substring? {
            guard let file = diagnostic.file, let line = diagnostic.line else { return nil }
            return sources.line(line, of: file)
        }
    }

    /// The entries, one per kind of problem, in file, code, line text and message order.
    public private(set) var entries: [Entry]

    /// A baseline of `entries`: entries with the same four parts become one whose count is their sum (at
    /// most `Int.max`: a file whose counts add past it is refused when it is read), and the entries are put
    /// in order.
    public init(entries: [Entry]) {
        var counts: [Key: Int] = [:]
        var first: [Key: Entry] = [:]
        for entry in entries {
            counts[entry.key] = (counts[entry.key] ?? 0).saturatingAdding(entry.count)
            if first[entry.key] == nil { first[entry.key] = entry }
        }
        self.entries = first.map { key, entry in
            var merged = entry
            merged.count = counts[key] ?? entry.count
            return merged
        }.sorted(by: Self.ordered)
    }

    /// The baseline of every problem in `result`, each line read from the file the result maps its name to
    /// (``CheckResult/files``).
    public init(_ result: CheckResult) {
        var sources = SourceFiles(result.files)
        self.init(result, sources: &sources)
    }

    /// The baseline of every problem in `result` (whatever its severity, except the baseline's own
    /// ``BaselineComparison/staleCode``), each line read through `sources`.
    public init(_ result: CheckResult, sources: inout SourceFiles) {
        var entries: [Entry] = []
        for diagnostic in result.diagnostics where !Self.ownCodes.contains(diagnostic.code) {
            let key = Key(diagnostic, line: Key.line(of: diagnostic, in: &sources))
            entries.append(Entry(code: key.code, file: key.file, lineText: key.lineText, message: key.message))
        }
        self.init(entries: entries)
    }

    /// How many problems the baseline holds, counting each entry's ``Entry/count``.
    public var problemCount: Int {
        entries.reduce(0) { $0.saturatingAdding($1.count) }
    }

    /// The file's text: a JSON object with the format's `version` and the `problems`, pretty printed with
    /// sorted keys and ending with a line break. Every key of an entry is written, `null` when it has no value.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: the document always encodes.
        let data = (try? encoder.encode(Document(version: Self.version, problems: entries))) ?? Data()
        return data + Data("\n".utf8)
    }

    /// Writes the baseline's ``json`` to `url`, replacing the file at once (never half written).
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidBaseline`` naming the file as
    ///   `name` when it cannot be written.
    public func write(to url: URL, shownAs name: String) throws(IntegrationsError) {
        do {
            try json.write(to: url, options: .atomic)
        } catch {
            let reason = FileReason(error, path: url.path).text
            throw IntegrationsError(.invalidBaseline, LocalizedText(
                ja: "ベースライン \(name) を書けません（\(reason.ja)）。書き込めるパスを確かめてください。",
                en: "Cannot write the baseline \(name) (\(reason.en)). Check that the path can be written."))
        }
    }

    private static func ordered(_ one: Entry, _ other: Entry) -> Bool {
        func parts(_ entry: Entry) -> (Int, String, String, Int, String, String) {
            (entry.file == nil ? 0 : 1, entry.file ?? "", entry.code.rawValue, entry.lineText == nil ? 0 : 1, entry.lineText ?? "", entry.message)
        }
        return parts(one) < parts(other)
    }
}

extension CheckBaseline.Entry: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case code, file, lineText, message, count
    }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Diagnostic.Code.self, forKey: .code)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        lineText = try container.decodeIfPresent(String.self, forKey: .lineText)
        message = try container.decode(String.self, forKey: .message)
        count = try Self.count(in: container)
    }

    /// The entry's `count`: a whole number of problems. A number that is not one (`1.5`, `1e300`, one past
    /// `Int.max`), which the decoder reports at no place, is ``CheckBaseline/InvalidCount`` at the key.
    private static func count(in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        do {
            return try container.decode(Int.self, forKey: .count)
        } catch {
            guard (try? container.decode(Double.self, forKey: .count)) != nil else { throw error }
            throw CheckBaseline.InvalidCount(codingPath: container.codingPath + [CodingKeys.count])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        // `null` written, not the key left out: every entry reads the same.
        try container.encode(file, forKey: .file)
        try container.encode(lineText, forKey: .lineText)
        try container.encode(message, forKey: .message)
        try container.encode(count, forKey: .count)
    }
}

extension CheckBaseline {
    /// The file's top-level object.
    struct Document: Codable {
        var version: Int
        var problems: [Entry]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case version, problems
        }

        init(version: Int, problems: [Entry]) {
            self.version = version
            self.problems = problems
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // The version first: another version's file is refused as that, not for a key it has.
            version = try container.decode(Int.self, forKey: .version)
            guard version == CheckBaseline.version else { throw UnknownVersion(version: version) }
            try decoder.refuseUnknownKeys(CodingKeys.self)
            problems = try container.decode([Entry].self, forKey: .problems)
        }
    }

    /// A file whose `version` this release does not read.
    struct UnknownVersion: Error {
        var version: Int
    }

    /// A `count` that is a number but not a whole number of problems an `Int` holds.
    struct InvalidCount: Error {
        var codingPath: [any CodingKey]

        /// The count's JSON path: `$.problems[2].count`.
        var path: String {
            "$" + codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        }
    }
}

extension Int {
    /// `self + other`, or `Int.max` (`Int.min`) where the sum would overflow: counts from a file never trap.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflows) = addingReportingOverflow(other)
        return overflows ? (other > 0 ? .max : .min) : sum
    }
}
