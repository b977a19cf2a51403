import Foundation

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
/// ``CheckstyleReporter``), ``MadeAppFolderReporter`` and ``AASANotesReporter``.
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
        /// The line's text.
        public var text: String
        /// Where it goes.
        public var stream: Stream
        /// Whether the text holds the reporter's own terminal styling (colors) and is already made
        /// terminal-safe piece by piece, so that the writer must not escape it again.
        public var isStyled: Bool

        /// Creates a line.
        public init(_ text: String, stream: Stream = .standardOutput, isStyled: Bool = false) {
            self.text = text
            self.stream = stream
            self.isStyled = isStyled
        }
    }

    /// The lines, in the order they are written.
    public var lines: [Line]

    /// Creates a text from its lines.
    public init(_ lines: [Line] = []) {
        self.lines = lines
    }

    /// Adds a line for standard output.
    public mutating func output(_ text: String, styled: Bool = false) {
        lines.append(Line(text, stream: .standardOutput, isStyled: styled))
    }

    /// Adds a line for standard error.
    public mutating func error(_ text: String) {
        lines.append(Line(text, stream: .standardError))
    }

    /// The standard-output lines, each ended by a line feed.
    public var standardOutput: String { text(of: .standardOutput) }

    /// The standard-error lines, each ended by a line feed.
    public var standardError: String { text(of: .standardError) }

    private func text(of stream: Stream) -> String {
        lines.filter { $0.stream == stream }.map { $0.text + "\n" }.joined()
    }
}

extension ReportText {
    /// `document` as a report's one line of JSON, as every JSON report writes it: pretty printed, keys
    /// sorted, slashes as they are, and a styled standard-output line written as it is (JSON escapes what
    /// it quotes itself). `fallback` is written if `document` cannot be encoded, which a document of
    /// strings, numbers and arrays of them never is.
    package static func json<Document: Encodable>(_ document: Document, fallback: String) -> ReportText {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data(fallback.utf8)
        return ReportText([Line(String(decoding: data, as: UTF8.self), isStyled: true)])
    }
}

