import Foundation
package import IntegrationsCore

/// A reporter words one kind of result for people: one type per result, each returning the lines to
/// print, never printing them itself.
///
/// The command hands a result to its reporter and writes the ``ReportText`` it gets back (standard output
/// or standard error, line by line); a test compares the text. See ``SearchReporter``, ``IndexReporter``,
/// ``ImportReporter``, ``IntentListReporter``, ``IntentOutcomeReporter``, ``RouteReporter``, the widget
/// reporters (``WidgetListReporter``, ``WidgetTimelineReporter``, ``WidgetReloadsReporter``),
/// ``ActivityListReporter``, ``AASACheckReporter`` and the notification reporters (``PendingNotificationsReporter``,
/// ``NotificationDeliveryReporter``, ``TriggerDatesReporter``, …), a check's (``DiagnosticTextReporter``,
/// ``DiagnosticJSONReporter``, and for CI ``GitHubActionsReporter``, ``JUnitReporter``, ``CodeClimateReporter``,
/// ``CheckstyleReporter``, ``XcodeReporter``, ``MarkdownReporter``), ``MadeAppFolderReporter`` and ``AASANotesReporter``.
///
/// ```swift
/// let text = SearchReporter(language: .en, colors: false).report(SearchReport(results: results, total: 45))
/// print(text.standardOutput)
/// ```
public protocol Reporter {
    /// What the reporter words.
    associatedtype Subject

    /// The reporter's name, unique among reporters, for tests and the documentation.
    static var identifier: String { get }

    /// The text for `subject`.
    func report(_ subject: Subject) -> ReportText
}

/// The lines a ``Reporter`` wrote, each for standard output or standard error, in order.
public struct ReportText: Sendable, Hashable {
    /// Where a line goes.
    public enum Stream: Sendable, Hashable {
        /// The result itself.
        case standardOutput
        /// What is not the result: that nothing matched, a hint, a failure's reason.
        case standardError
    }

    /// One line, without its line feed.
    public struct Line: Sendable, Hashable {
        /// How a line's text is encoded, which decides how the writer prints it: made terminal-safe or not,
        /// and how the two forms of a GitHub Actions workflow command (a line starting with `::`, and
        /// `##[`) are escaped in it — so no reporter has to remember either (see ``ReportText/Line/printed``).
        public enum Kind: Sendable, Hashable, CaseIterable {
            /// Text for a person or a log: the writer makes it terminal-safe (control characters shown as
            /// visible escapes) and escapes the command forms as `\u{3A}` and `#\u{23}[`.
            case text
            /// Text that holds the reporter's own terminal styling (colors) and was made terminal-safe piece
            /// by piece: the writer escapes only the command forms, as in ``text``.
            case styled
            /// A JSON document (or a line of one): written as it is but for `##[`, written `#\u0023[`, which
            /// decodes to the same string.
            case json
            /// An XML document (or a line of one): terminal-safe as ``text``; `##[` and a line-start `::` are
            /// written as character references (`#&#35;[`, `&#58;:`).
            case xml
            /// A GitHub Actions workflow command the reporter writes on purpose (`::error file=…::…`): it stays
            /// a command; in its properties and message, escaped as the Actions toolkit escapes them, the
            /// command forms are escaped as in ``text``.
            case workflowCommand
        }

        /// The line's text.
        public var text: String
        /// Where it goes.
        public var stream: Stream
        /// How the text is encoded (``Kind``): the writer prints it accordingly.
        public var kind: Kind

        /// Whether the writer leaves the text's terminal safety to the reporter: any kind but ``Kind/text``
        /// (the reporter styled it, or wrote a document that escapes what it quotes).
        public var isStyled: Bool { kind != .text }

        /// Creates a line.
        public init(_ text: String, stream: Stream = .standardOutput, kind: Kind = .text) {
            self.text = text
            self.stream = stream
            self.kind = kind
        }
    }

    /// The lines, in the order they are written.
    public var lines: [Line]

    /// Creates a text from its lines.
    public init(_ lines: [Line] = []) {
        self.lines = lines
    }

    /// Adds a line for standard output.
    public mutating func output(_ text: String, kind: Line.Kind = .text) {
        lines.append(Line(text, stream: .standardOutput, kind: kind))
    }

    /// Adds a line for standard error.
    public mutating func error(_ text: String, kind: Line.Kind = .text) {
        lines.append(Line(text, stream: .standardError, kind: kind))
    }

    /// The text with every line of `stream` of the given kind (a reporter that writes a whole document,
    /// such as XML, says so once).
    public func marking(_ stream: Stream = .standardOutput, as kind: Line.Kind) -> ReportText {
        ReportText(lines.map { line in
            var line = line
            if line.stream == stream { line.kind = kind }
            return line
        })
    }

    /// The standard-output lines, each ended by a line feed.
    public var standardOutput: String { text(of: .standardOutput) }

    /// The standard-error lines, each ended by a line feed.
    public var standardError: String { text(of: .standardError) }

    /// The lines of `stream` as the command prints them (``Line/printed``), each ended by a line feed: for
    /// a front end that prints the report itself.
    package func printed(_ stream: Stream) -> String {
        var encoder = WorkflowCommandText.Stream()
        return lines.filter { $0.stream == stream }.map { line in
            encoder.encode(line.kind.terminalSafe(line.text), as: line.kind.format) + "\n"
        }.joined()
    }

    private func text(of stream: Stream) -> String {
        lines.filter { $0.stream == stream }.map { $0.text + "\n" }.joined()
    }
}

extension ReportText {
    /// `document` as a report's one line of JSON, as every JSON report writes it: pretty printed, keys
    /// sorted, slashes as they are, a standard-output line of ``Line/Kind/json`` (JSON escapes what it
    /// quotes itself). `fallback` is written if `document` cannot be encoded, which a document of
    /// strings, numbers and arrays of them never is.
    package static func json<Document: Encodable>(_ document: Document, fallback: String) -> ReportText {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data(fallback.utf8)
        return ReportText([Line(String(decoding: data, as: UTF8.self), kind: .json)])
    }
}


extension ReportText.Line {
    /// The line as the command prints it, without its line feed: terminal-safe unless the reporter made it
    /// so (``Kind``), and holding no GitHub Actions workflow command but a ``Kind/workflowCommand`` line's
    /// own (`WorkflowCommandText`).
    package var printed: String {
        WorkflowCommandText.encode(kind.terminalSafe(text), as: kind.format)
    }
}

extension ReportText.Line.Kind {
    /// How a line of this kind is encoded, for `WorkflowCommandText`.
    package var format: WorkflowCommandText.Format {
        switch self {
        case .text, .styled: .text
        case .json: .json
        case .xml: .xml
        case .workflowCommand: .command
        }
    }

    /// `text` made terminal-safe as this kind needs: plain text, XML and commands through `TerminalText`
    /// (a no-op on text already safe), styled text and JSON as they are.
    package func terminalSafe(_ text: String) -> String {
        switch self {
        case .text, .xml, .workflowCommand: TerminalText.safe(text)
        case .styled, .json: text
        }
    }
}
