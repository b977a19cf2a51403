import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import IntegrationsTestSupport
import Testing

/// The workflow commands: escaped as the Actions toolkit escapes, placed as the runner keeps a place, and
/// at most ten annotations of each kind with a last notice for the rest.
@Suite struct GitHubActionsReporterTests {
    static func report(_ diagnostics: [Diagnostic]) -> CheckReport {
        CheckReport(CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: "App", en: "App")))
    }

    static func diagnostic(
        _ severity: Diagnostic.Severity = .error, code: Diagnostic.Code = "route.unreachable", message: String = "a problem", file: String? = "App/integrations.json",
        line: Int? = 3, column: Int? = 5, endLine: Int? = nil, endColumn: Int? = nil
    ) -> Diagnostic {
        Diagnostic(
            code, severity, LocalizedText(ja: "問題: " + message, en: message), file: file, line: line, column: column, endLine: endLine,
            endColumn: endColumn)
    }

    /// `@actions/core`'s `escapeData` and `escapeProperty`: `%` first, so an escape-looking text stays
    /// itself.
    @Test(arguments: [
        ("%", "%25", "%25"),
        ("\r", "%0D", "%0D"),
        ("\n", "%0A", "%0A"),
        (":", ":", "%3A"),
        (",", ",", "%2C"),
        ("100%\r\nok", "100%25%0D%0Aok", "100%25%0D%0Aok"),
        ("%0A", "%250A", "%250A"),
        ("a::b=c", "a::b=c", "a%3A%3Ab=c"),
        ("App/My,App/日本語.json", "App/My,App/日本語.json", "App/My%2CApp/日本語.json"),
        ("plain", "plain", "plain"),
    ])
    func valuesAreEscapedAsTheToolkitEscapes(text: String, data: String, property: String) {
        #expect(GitHubActionsReporter.escapedData(text) == data)
        #expect(GitHubActionsReporter.escapedProperty(text) == property)
    }

    /// The file and the title are properties, the message data: a comma in a path cannot start a property
    /// of its own, a line feed in a message cannot start a command of its own.
    @Test func aCommandEscapesItsFileTitleAndMessage() {
        let hostile = Self.diagnostic(code: "x:y,z", message: "50% done\r\n::error::forged", file: "App/a,b:c.json")
        let text = GitHubActionsReporter(language: .en).report(Self.report([hostile]))
        #expect(text.standardOutput == "::error file=App/a%2Cb%3Ac.json,line=3,col=5,title=x%3Ay%2Cz::50%25 done%0D%0A::error::forged\n")
        #expect(text.lines.filter { $0.stream == .standardOutput }.allSatisfy { $0.kind == .workflowCommand })
    }

    /// Printed, each command stays one command of the reporter's own, and nothing it quotes forms another:
    /// a `::` inside is data, and `##[` is written as the text output writes it (a file holding it loses
    /// its place rather than put the legacy form on a line). A clean command is printed as it is.
    @Test func aPrintedCommandHoldsNoOtherCommand() {
        let hostile = Self.diagnostic(code: "x", message: "a ##[set-output name=x]y ::stop-commands::tok", file: "App/##[error]x.json")
        let clean = Self.diagnostic(code: "x", message: "fine", file: "App/a.json")
        let text = GitHubActionsReporter(language: .en).report(Self.report([hostile, clean]))
        let printed = text.printed(.standardOutput)
        #expect(printed == #"::error file=App/#\u{23}[error]x.json,line=3,col=5,title=x::a #\u{23}[set-output name=x]y ::stop-commands::tok"# + "\n"
            + "::error file=App/a.json,line=3,col=5,title=x::fine\n")
        let commands = ActionsRunnerModel.commands(in: printed)
        #expect(commands.count == 2 && commands.allSatisfy { $0.isColonForm && $0.line.hasPrefix("::error file=") })
        #expect(ActionsRunnerModel.commands(in: text.printed(.standardError)).isEmpty)
    }

    /// The place as the runner keeps it: columns only on one line, an end column only after a column,
    /// nothing but the title without a file.
    @Test(arguments: [
        (Optional("App/f.json"), Optional(3), Optional(5), Int?.none, Int?.none, "file=App/f.json,line=3,col=5,title=c.d"),
        ("App/f.json", 3, 5, 3, 9, "file=App/f.json,line=3,col=5,endLine=3,endColumn=9,title=c.d"),
        ("App/f.json", 3, 5, 4, 9, "file=App/f.json,line=3,endLine=4,title=c.d"),
        ("App/f.json", 3, nil, nil, 9, "file=App/f.json,line=3,title=c.d"),
        ("App/f.json", nil, 5, nil, nil, "file=App/f.json,title=c.d"),
        (nil, 3, 5, nil, nil, "title=c.d"),
    ])
    func thePlaceIsWhatTheRunnerKeeps(file: String?, line: Int?, column: Int?, endLine: Int?, endColumn: Int?, properties: String) {
        let diagnostic = Self.diagnostic(.warning, code: "c.d", message: "m", file: file, line: line, column: column, endLine: endLine, endColumn: endColumn)
        #expect(GitHubActionsReporter(language: .en).report(Self.report([diagnostic])).standardOutput == "::warning \(properties)::m\n")
    }

    /// Errors first, then warnings, then notes as notices, each with its message and fix in the
    /// reporter's language; the summary on standard error.
    @Test(arguments: Language.allCases)
    func errorsComeFirstThenWarningsThenNotices(language: Language) {
        var noted = Self.diagnostic(.note, code: "n.n", message: "n", line: 1)
        noted.suggestion = LocalizedText(ja: "直す", en: "fix it")
        let report = Self.report([Self.diagnostic(.warning, code: "w.w", message: "w", line: 1), noted, Self.diagnostic(code: "e.e", message: "e", line: 2)])
        let text = GitHubActionsReporter(language: language).report(report)
        let expected: [Language: String] = [
            .en: """
                ::error file=App/integrations.json,line=2,col=5,title=e.e::e
                ::warning file=App/integrations.json,line=1,col=5,title=w.w::w
                ::notice file=App/integrations.json,line=1,col=5,title=n.n::n (fix it)

                """,
            .ja: """
                ::error file=App/integrations.json,line=2,col=5,title=e.e::問題: e
                ::warning file=App/integrations.json,line=1,col=5,title=w.w::問題: w
                ::notice file=App/integrations.json,line=1,col=5,title=n.n::問題: n（直す）

                """,
        ]
        #expect(text.standardOutput == expected[language])
        #expect(text.standardError == report.summary.text[language] + "\n")
    }

    static func many(_ errors: Int, _ warnings: Int, _ notes: Int) -> [Diagnostic] {
        (0..<errors).map { Self.diagnostic(.error, line: $0 + 1) } + (0..<warnings).map { Self.diagnostic(.warning, line: $0 + 1) }
            + (0..<notes).map { Self.diagnostic(.note, line: $0 + 1) }
    }

    /// At most ten of each kind; when some are left out, a last notice counts them (and the notes keep it a
    /// place among the ten notices GitHub shows).
    @Test(arguments: [
        (10, 10, 10, 10, 10, 10, nil),
        (11, 0, 0, 10, 0, 0, "1 error is not annotated"),
        (12, 25, 3, 10, 10, 3, "2 errors and 15 warnings are not annotated"),
        (0, 0, 11, 0, 0, 9, "2 notes are not annotated"),
        (30, 11, 10, 10, 10, 9, "20 errors, 1 warning and 1 note are not annotated"),
    ] as [(Int, Int, Int, Int, Int, Int, String?)])
    func atMostTenOfEachKindAndANoticeForTheRest(
        errors: Int, warnings: Int, notes: Int, shownErrors: Int, shownWarnings: Int, shownNotes: Int, notice: String?
    ) {
        let text = GitHubActionsReporter(language: .en).report(Self.report(Self.many(errors, warnings, notes)))
        let lines = text.lines.filter { $0.stream == .standardOutput }.map(\.text)
        let annotations = notice == nil ? lines : Array(lines.dropLast())
        #expect(annotations.count { $0.hasPrefix("::error ") } == shownErrors)
        #expect(annotations.count { $0.hasPrefix("::warning ") } == shownWarnings)
        #expect(annotations.count { $0.hasPrefix("::notice ") } == shownNotes)
        // Errors, then warnings, then notices, in the report's order.
        let kinds = annotations.map { $0.prefix { $0 != " " } }
        #expect(kinds == Array(repeating: "::error", count: shownErrors) + Array(repeating: "::warning", count: shownWarnings) + Array(repeating: "::notice", count: shownNotes))
        if let notice {
            #expect(lines.last == "::notice::\(notice) (GitHub shows at most 10 annotations of each kind per step). Run the check with its text output to see them all.")
        }
        #expect(lines.count { $0.hasPrefix("::notice") } <= GitHubActionsReporter.annotationsPerKind)
    }

    /// The notice in both languages, with the caller's command or without one.
    @Test(arguments: [
        (Language.en, String?.none, "::notice::2 errors and 1 warning are not annotated (GitHub shows at most 10 annotations of each kind per step). Run the check with its text output to see them all."),
        (.en, "integrations check --reporter text", "::notice::2 errors and 1 warning are not annotated (GitHub shows at most 10 annotations of each kind per step). Run `integrations check --reporter text` to see them all."),
        (.ja, nil, "::notice::エラー2件、警告1件は注釈になっていません（GitHub が1つのステップで示す注釈は種類ごとに10件までです）。すべて見るには、チェックをテキストの出力で実行してください。"),
        (.ja, "integrations check --reporter text", "::notice::エラー2件、警告1件は注釈になっていません（GitHub が1つのステップで示す注釈は種類ごとに10件までです）。すべて見るには `integrations check --reporter text` を実行してください。"),
    ])
    func theNoticeSaysHowToSeeThemAll(language: Language, command: String?, notice: String) {
        let text = GitHubActionsReporter(language: language, fullReportCommand: command).report(Self.report(Self.many(12, 11, 0)))
        #expect(text.lines.last { $0.stream == .standardOutput }?.text == notice)
    }

    @Test func noProblemIsNoCommandAndTheSummary() {
        let text = GitHubActionsReporter(language: .en).report(Self.report([]))
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == "No problems found in App.\n")
    }
}
