import IntegrationsCheck
import IntegrationsCore
import IntegrationsReporting
import IntegrationsTestSupport
import Testing

/// The Xcode reporter: each problem at its absolute path as compilers print it, its notes after it, the
/// summary on standard error, and nothing a project holds printed as a control character or a workflow
/// command.
@Suite struct XcodeReporterTests {
    static func report(_ diagnostics: [Diagnostic], suppressed: [SuppressedFinding] = []) -> CheckReport {
        let checked = LocalizedText(ja: "App", en: "App")
        return CheckReport(diagnostics: diagnostics, checked: checked, summary: CheckSummary(diagnostics, checked: checked), suppressed: suppressed)
    }

    static func error(file: String?, line: Int? = 3, column: Int? = 5) -> Diagnostic {
        Diagnostic("route.unreachable", .error, LocalizedText(ja: "到達しません", en: "never reached"), file: file, line: line, column: column)
    }

    /// A relative file is taken from the working directory, else the source root; `.` and `..` resolved;
    /// an absolute file as it is; with no folder known, as the report names it.
    @Test(arguments: [
        ("App/integrations.json", Optional("/repo"), String?.none, "/repo/App/integrations.json"),
        ("./App/../App/integrations.json", "/repo", nil, "/repo/App/integrations.json"),
        ("App/integrations.json", "/repo", "/repo/sub", "/repo/sub/App/integrations.json"),
        ("../App/integrations.json", "/repo", "/repo/sub", "/repo/App/integrations.json"),
        ("/elsewhere/integrations.json", "/repo", "/repo/sub", "/elsewhere/integrations.json"),
        ("App/integrations.json", nil, nil, "App/integrations.json"),
        ("App/日本語 ファイル.json", "/repo/", nil, "/repo/App/日本語 ファイル.json"),
    ])
    func theFileIsMadeAbsolute(file: String, sourceRoot: String?, workingDirectory: String?, absolute: String) {
        let text = XcodeReporter(language: .en, sourceRoot: sourceRoot, workingDirectory: workingDirectory).report(Self.report([Self.error(file: file)]))
        #expect(text.standardOutput == "\(absolute):3:5: error: never reached [route.unreachable]\n")
    }

    /// The place as compilers write it: no column, no line, no file.
    @Test(arguments: [
        (Optional("App/a.json"), Optional(3), Optional(5), "/repo/App/a.json:3:5: error: "),
        ("App/a.json", 3, nil, "/repo/App/a.json:3: error: "),
        ("App/a.json", nil, nil, "/repo/App/a.json: error: "),
        (nil, nil, nil, "error: "),
    ])
    func thePlaceIsAsCompilersWriteIt(file: String?, line: Int?, column: Int?, prefix: String) {
        let text = XcodeReporter(language: .en, sourceRoot: "/repo").report(Self.report([Self.error(file: file, line: line, column: column)]))
        #expect(text.standardOutput == prefix + "never reached [route.unreachable]\n")
    }

    /// Each note follows its problem: at its absolute place when it has a file, bare when it has none;
    /// warnings and notes keep their severity; Japanese messages with the same English words.
    @Test(arguments: [
        (Language.en, "declared here first", "both have the same name"),
        (.ja, "最初の宣言", "どちらも同じ名前です"),
    ])
    func notesFollowTheirProblem(language: Language, first: String, unplaced: String) {
        var duplicate = Diagnostic(
            "activity.duplicateType", .warning, LocalizedText(ja: "2回宣言されています", en: "declared twice"), file: "App/Info.plist", line: 14, column: 9)
        duplicate.notes = [
            Diagnostic.Note(LocalizedText(ja: "最初の宣言", en: "declared here first"), file: "App/Info.plist", line: 12, column: 9),
            Diagnostic.Note(LocalizedText(ja: "ここ", en: "here"), file: "/abs/Handoff.swift", line: 40),
            Diagnostic.Note(LocalizedText(ja: "ファイル", en: "the file"), file: "App/x.swift"),
            Diagnostic.Note(LocalizedText(ja: "どちらも同じ名前です", en: "both have the same name")),
        ]
        let note = Diagnostic("project.swiftSourceUnread", .note, LocalizedText(ja: "読まれていません", en: "not read"), file: "App/W.swift")
        let text = XcodeReporter(language: language, sourceRoot: "/repo").report(Self.report([duplicate, note]))
        let here = language == .ja ? "ここ" : "here"
        let theFile = language == .ja ? "ファイル" : "the file"
        let expected: [String] = [
            "/repo/App/Info.plist:14:9: warning: \(duplicate.text(language))",
            "/repo/App/Info.plist:12:9: note: \(first)",
            "/abs/Handoff.swift:40: note: \(here)",
            "/repo/App/x.swift: note: \(theFile)",
            "note: \(unplaced)",
            "/repo/App/W.swift: note: \(note.text(language))",
        ]
        #expect(text.standardOutput.split(separator: "\n").map(String.init) == expected)
    }

    /// Standard error: the summary, then how many problems were suppressed, as the text output's.
    @Test(arguments: Language.allCases)
    func theSummaryGoesToStandardError(language: Language) {
        let suppressed = [SuppressedFinding(Self.error(file: "App/a.json"), origin: .comment)]
        let report = Self.report([Self.error(file: "App/a.json")], suppressed: suppressed)
        let text = XcodeReporter(language: language, sourceRoot: "/repo").report(report)
        #expect(text.standardError == DiagnosticTextReporter(language: language).report(report).standardError)
        #expect(text.standardError.split(separator: "\n").count == 2)
        #expect(text.standardOutput.split(separator: "\n").count == 1)
    }

    /// A file, a message or a note holding control characters, line breaks or workflow commands: each
    /// problem is still one line, terminal-safe, and printed holds no command.
    @Test func hostileTextIsOneSafeLineAndNoCommand() {
        var hostile = Diagnostic(
            "x.y", .error, LocalizedText(ja: "a\n::error::forged \u{1B}[2J ##[set-output name=x]", en: "a\n::error::forged \u{1B}[2J ##[set-output name=x]"),
            file: "::stop-commands::tok/a\nb.json", line: 1)
        hostile.notes = [Diagnostic.Note(LocalizedText(ja: "\n::warning::x", en: "\n::warning::x"), file: "##[error]x", line: 2)]
        let bare = Diagnostic("x.y", .error, LocalizedText(ja: "::error::x", en: "::error::x"))
        for report in [Self.report([hostile, bare])] {
            for text in [XcodeReporter(language: .en).report(report), XcodeReporter(language: .en, sourceRoot: "/repo").report(report)] {
                #expect(text.lines.allSatisfy { $0.kind == .text && !$0.text.contains("\n") && !$0.text.contains("\u{1B}") })
                #expect(text.standardOutput.split(separator: "\n").count == 3)
                #expect(ActionsRunnerModel.commands(in: text.printed(.standardOutput)).isEmpty)
                #expect(ActionsRunnerModel.commands(in: text.printed(.standardError)).isEmpty)
            }
        }
        // Without a folder, a relative file starting with `::` starts the line: the writer escapes it.
        let printed = XcodeReporter(language: .en).report(Self.report([hostile])).printed(.standardOutput)
        #expect(printed.hasPrefix(#"\u{3A}:stop-commands::tok/a\nb.json:1: error: a\n::error::forged \u{1B}[2J #\u{23}[set-output name=x] [x.y]"#))
    }

    /// The format is registered under its name and passes the source root and working directory on.
    @Test func theFormatIsRegistered() {
        let format = CheckReportFormat(rawValue: "xcode")
        #expect(format == .xcode)
        let report = Self.report([Self.error(file: "App/a.json")])
        #expect(format?.report(report, language: .en, sourceRoot: "/repo", workingDirectory: "/repo/sub").standardOutput
            == "/repo/sub/App/a.json:3:5: error: never reached [route.unreachable]\n")
    }
}
