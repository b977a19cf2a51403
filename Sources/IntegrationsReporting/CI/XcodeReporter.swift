public import IntegrationsCore
public import IntegrationsCheck

/// A check's problems as Xcode and VS Code read them in a build log or a terminal: one line per problem
/// at the file's absolute path, which both make clickable, each note with a place on a `note:` line after
/// it as compilers print them, then the summary on standard error.
///
/// ```text
/// /home/ci/MyApp/MyApp/integrations.json:31:45: error: the host "elsewhere.example" of route "share" is not … [route.hostNotAssociated]
/// /home/ci/MyApp/MyApp/Info.plist:12: warning: "com.x.editing" in NSUserActivityTypes names no activity type … [project.activityTypeUnused]
/// /home/ci/MyApp/MyApp/Handoff.swift:40:9: note: declared here first
/// 1 error, 1 warning in MyApp.        (standard error)
/// ```
///
/// Each line is ``Diagnostic/formatted(_:)`` (`file:line:column: severity: message (fix) [code]`, without
/// a column `file:line:`, without a line `file:`) with the file made absolute: a relative file is taken
/// from ``workingDirectory``, else from ``sourceRoot`` (the repository's root, which the check names
/// files from), and `.` and `..` segments are resolved; an absolute file stays as it is; with neither
/// folder known a relative file stays relative. A problem without a file is `error: message [code]`, as
/// the text output writes it (Xcode lists such a line as an issue without a place). A note with a file
/// is `file:line:column: note: message` after its problem, a note without one `note: message`. Warnings
/// and notes keep their severity: the exit code, not the report, says whether the check fails.
///
/// Every line is one line and terminal-safe as the text output's (`TerminalText.safeLine`), and is a
/// ``ReportText/Line/Kind/text`` line, so the writer escapes a GitHub Actions workflow command in it
/// (a line-start `::`, `##[`) as the text output's. The problems the check suppressed are not listed;
/// the last line on standard error says how many there are, as the text output's.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    /// The language of the messages.
    public var language: Language
    /// The repository's root as an absolute path, which relative files are taken from when
    /// ``workingDirectory`` is `nil`.
    public var sourceRoot: String?
    /// The folder relative files are relative to, as an absolute path, when it is not ``sourceRoot``.
    public var workingDirectory: String?

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - language: The language of the messages.
    ///   - sourceRoot: The repository's root as an absolute path (the folder the check names files from).
    ///   - workingDirectory: The folder relative files are relative to, when it is not `sourceRoot`.
    public init(language: Language, sourceRoot: String? = nil, workingDirectory: String? = nil) {
        self.language = language
        self.sourceRoot = sourceRoot
        self.workingDirectory = workingDirectory
    }

    public func report(_ report: CheckReport) -> ReportText {
        var text = ReportText()
        for diagnostic in report.diagnostics {
            var placed = diagnostic
            placed.file = diagnostic.file.map(absolute)
            text.output(placed.formatted(language))
            for note in diagnostic.notes {
                text.output(line(of: note))
            }
        }
        text.error(report.summary.text[language])
        if let suppressed = SuppressedFinding.summary(report.suppressed) { text.error(suppressed[language]) }
        return text
    }

    /// A note's line: `file:line:column: note: message`, or `note: message` without a file.
    private func line(of note: Diagnostic.Note) -> String {
        Self.line(of: note, file: note.file.map(absolute), language: language)
    }

    /// A note's line as compilers print one, at `file` (the note's, as the format names it):
    /// `file:line:column: note: message`, or `note: message` without a file; one line, terminal-safe.
    static func line(of note: Diagnostic.Note, file: String?, language: Language) -> String {
        var location = ""
        if let file {
            location = TerminalText.safeLine(file)
            if let line = note.line {
                location += ":\(line)"
                if let column = note.column { location += ":\(column)" }
            }
            location += ": "
        }
        return location + "note: " + TerminalText.safeLine(note.message[language])
    }

    /// `file` as an absolute path: as it is when it is one, else from the working directory or the source
    /// root (relative when neither is known), without `.`, empty and resolvable `..` segments.
    func absolute(_ file: String) -> String {
        guard !file.hasPrefix("/"), let base = workingDirectory ?? sourceRoot else { return file }
        return SARIFReporter.normalized(base + "/" + file)
    }
}
