import Foundation

/// One problem found in an app's files, with where it is: the file, the JSON path, and the line and
/// column a person or an editor jumps to.
///
/// Problems are collected, not thrown one at a time: a check reports every problem it can find in one
/// run. Printed for people, a diagnostic is the line compilers write and editors read:
///
/// ```
/// Fixtures/Broken/integrations.json:42:7: error: the route "item" has no web form on example.com
/// ```
///
/// The words `error`, `warning` and `note` stay in English in both languages, since editors look for
/// them; the message is Japanese or English.
///
/// It is the one shape of a problem the toolkit reports: the check's findings, the import's notes
/// (`import.*` codes, Docs/Importing.md), the route table's problems (`route.*`) and the generator's
/// (`codegen.*`); an ``IntegrationsError`` converts to one (``IntegrationsError/diagnostic``).
///
/// ## Topics
///
/// ### Where
/// - ``file``
/// - ``path``
/// - ``line``
/// - ``column``
/// - ``endLine``
/// - ``endColumn``
/// - ``source``
///
/// ### What
/// - ``code``
/// - ``severity``
/// - ``message``
/// - ``suggestion``
/// - ``notes``
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        /// Something the platform will refuse or get wrong: `integrations check` exits 1.
        case error
        /// Something likely wrong: reported, and an error only with `--strict`.
        case warning
        /// Something to know.
        case note
    }

    /// Which rule found the problem: stable across releases and languages, so tools and code branch on
    /// it, never on the message (`route.unreachable`, `phrase.missingAppName`). Every code is listed in
    /// `Docs/Check.md`.
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public var description: String { rawValue }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The rule's code.
    public var code: Code
    /// How serious it is.
    public var severity: Severity
    /// The file at fault, when there is one.
    public var file: String?
    /// The JSON path of the value at fault, such as `$.routes[2].forms[0].template`.
    public var path: String?
    /// The line in the file, from 1.
    public var line: Int?
    /// The column in the file, from 1, counted in Unicode scalars.
    public var column: Int?
    /// What is wrong, in Japanese and English.
    public var message: LocalizedText
    /// How to fix it, when the rule knows: the diagnostic's fix-it, in words (a person or an editor applies
    /// it; nothing is rewritten for them).
    public var suggestion: LocalizedText?
    /// The line where the text at fault ends, from 1, when the rule knows a range and not only a start.
    public var endLine: Int?
    /// The column where the text at fault ends (after its last character), from 1, in Unicode scalars.
    public var endColumn: Int?
    /// More about the problem, each with its own place when it has one: the other declaration of a
    /// duplicate, the value a limit counted. Printed after the diagnostic, as compilers print `note:` lines.
    public var notes: [Note]

    /// A text attached to a diagnostic, with its own place when it has one.
    public struct Note: Sendable, Hashable, Codable {
        /// What it says, in Japanese and English.
        public var message: LocalizedText
        /// The file it points at, when it points at one.
        public var file: String?
        /// The line in ``file``, from 1.
        public var line: Int?
        /// The column in ``file``, from 1.
        public var column: Int?

        /// Creates a note.
        public init(_ message: LocalizedText, file: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.message = message
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// Creates a diagnostic.
    public init(
        _ code: Code, _ severity: Severity, _ message: LocalizedText, file: String? = nil, path: String? = nil,
        line: Int? = nil, column: Int? = nil, suggestion: LocalizedText? = nil,
        endLine: Int? = nil, endColumn: Int? = nil, notes: [Note] = []
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.suggestion = suggestion
        self.endLine = endLine
        self.endColumn = endColumn
        self.notes = notes
    }

    /// Creates a diagnostic at a place written `file:line` (or a bare `file`, such as `.` for a whole
    /// folder), as an import report writes its places: `"App/Info.plist:12"` is the file `App/Info.plist`,
    /// line 12. ``source`` gives the text back.
    public init(_ code: Code, _ severity: Severity, _ message: LocalizedText, source: String, suggestion: LocalizedText? = nil) {
        var file = source
        var line: Int?
        // Only a line written as Int writes it back (`12`, not `+12` or `012`): the text round-trips.
        if let colon = source.lastIndex(of: ":"), let number = Int(source[source.index(after: colon)...]), number > 0,
            String(number) == source[source.index(after: colon)...]
        {
            file = String(source[..<colon])
            line = number
        }
        self.init(code, severity, message, file: file, line: line, suggestion: suggestion)
    }

    /// The place as a person quotes it: `file:line`, `file` without a line, empty without a file (the
    /// import report's `source`).
    public var source: String {
        guard let file else { return "" }
        guard let line else { return file }
        return "\(file):\(line)"
    }

    /// An error at `path` saying what was expected there: 「…が必要です」 / "expected …".
    public static func expected(_ code: Code, _ path: String, _ expected: LocalizedText) -> Diagnostic {
        Diagnostic(code, .error, LocalizedText(ja: "\(expected.ja)が必要です", en: "expected \(expected.en)"), path: path)
    }

    /// The diagnostic as compilers print it: `file:line:column: error: message (fix) [code]`, on one line
    /// and terminal-safe.
    ///
    /// The file and the texts are shown with ``TerminalText/safeLine(_:)``: a line break (or any character
    /// that ends a line or turns text around) in a file name or in a name the message quotes is shown
    /// escaped, so that no project file or manifest value can print a diagnostic line of its own. The
    /// values themselves are unchanged (``DiagnosticDocument`` has them exact).
    public func formatted(_ language: Language) -> String {
        var location = ""
        if let file {
            location = TerminalText.safeLine(file)
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            location += ": "
        }
        return "\(location)\(severity.rawValue): \(text(language))"
    }

    /// What follows the severity in ``formatted(_:)``: the message, the fix and the rule's code — what a
    /// front end that places the diagnostic itself (a plugin's diagnostics) shows. One line, terminal-safe,
    /// as ``formatted(_:)``.
    public func text(_ language: Language) -> String {
        var text = message[language]
        if let suggestion { text += language == .ja ? "（\(suggestion.ja)）" : " (\(suggestion.en))" }
        // The rule's code last, in brackets, as compilers name their warnings (`[-Wunused]`).
        return TerminalText.safeLine(text + " [\(code)]")
    }

    /// Places the diagnostic at its path's value in a file's JSON text (the line and column of the value,
    /// or of the nearest enclosing value the text has), unless it already has a line.
    public func located(in locations: JSONLocations, file: String) -> Diagnostic {
        var copy = self
        copy.file = file
        if line == nil, let path, let location = locations.location(of: path) {
            copy.line = location.line
            copy.column = location.column
        }
        return copy
    }
}

/// One diagnostic as `integrations check --json` prints it, its texts in one language: the same JSON from
/// the command and from a Swift caller.
///
/// ```json
/// {"code": "phrase.missingAppName", "severity": "error", "file": "integrations.json", "path": "$.intents[0].phrases.en[1]",
///  "line": 207, "column": 11, "message": "The phrase …", "suggestion": null, "related": []}
/// ```
///
/// `related` holds the diagnostic's ``Diagnostic/notes`` in their order: the other places a finding
/// depends on (the first declaration of a duplicate; a baseline's problems that are gone), each
/// `{"message", "file", "line", "column"}`, `null` where the note has no place.
public struct DiagnosticDocument: Sendable, Hashable, Encodable {
    public var code: String
    public var severity: String
    public var file: String?
    public var path: String?
    public var line: Int?
    public var column: Int?
    public var message: String
    public var suggestion: String?
    /// The notes, each with its place when it has one.
    public var related: [Related]

    /// A note of a diagnostic document: what it says and where.
    public struct Related: Sendable, Hashable, Encodable {
        public var message: String
        public var file: String?
        public var line: Int?
        public var column: Int?

        /// A note's document: `message` at `file`, `line` and `column`, where it has them.
        public init(message: String, file: String?, line: Int?, column: Int?) {
            self.message = message
            self.file = file
            self.line = line
            self.column = column
        }

        public func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case message, file, line, column }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(message, forKey: .message)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
        }
    }

    /// The document of `diagnostic` in `language`.
    public init(_ diagnostic: Diagnostic, language: Language) {
        code = diagnostic.code.rawValue
        severity = diagnostic.severity.rawValue
        file = diagnostic.file
        path = diagnostic.path
        line = diagnostic.line
        column = diagnostic.column
        message = diagnostic.message[language]
        suggestion = diagnostic.suggestion?[language]
        related = diagnostic.notes.map { Related(message: $0.message[language], file: $0.file, line: $0.line, column: $0.column) }
    }

    public func encode(to encoder: any Encoder) throws {
        // Every key is always there, `null` when the diagnostic has no value for it.
        enum Keys: String, CodingKey { case code, severity, file, path, line, column, message, suggestion, related }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(file, forKey: .file)
        try container.encode(path, forKey: .path)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(message, forKey: .message)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encode(related, forKey: .related)
    }
}
