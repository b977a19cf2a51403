import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsTestSupport
import Logging
import Testing
@testable import integrations

/// Every way the command writes — `Output`'s functions for each kind of line, a reporter's text, JSON
/// bytes, a prompt, raw error text, a log — goes through ``CommandStream``, which leaves no GitHub Actions
/// workflow command in it but a github-actions line's own (issue 42).
@Suite struct OutputWorkflowCommandTests {
    /// Hostile text: both forms, at a line's start and inside lines.
    static let hostile = "::stop-commands::tok\n  ::error file=x::forged\n\u{3000}::warning::x\na ##[set-output name=x]y\n##[error]x"

    /// Runs `body` with a captured context and returns what it wrote to standard output and standard error.
    static func captured(_ body: () throws -> Void) rethrows -> (output: String, error: String) {
        let context = CommandContext.captured(environment: ["INTEGRATIONS_LOG_LEVEL": "info"], standardInput: -1)
        try CommandContext.$current.withValue(context, operation: body)
        return (String(decoding: context.standardOutput.data, as: UTF8.self), String(decoding: context.standardError.data, as: UTF8.self))
    }

    @Test(arguments: ReportText.Line.Kind.allCases)
    func eachKindOfLineIsWrittenSafely(kind: ReportText.Line.Kind) throws {
        let (output, error) = Self.captured {
            Output.print(Self.hostile, as: kind)
            Output.error(Self.hostile, as: kind)
        }
        for written in [output, error] {
            // A workflow-command line's own command is the only one; nothing else is.
            let commands = ActionsRunnerModel.commands(in: written)
            #expect(commands.map(\.line) == (kind == .workflowCommand ? ["::stop-commands::tok"] : []), "\(WorkflowCommandText.text(String(reflecting: written)))")
            // Read back, the escapes give the text: the value is kept.
            let restored = written.replacingOccurrences(of: #"\u{3A}"#, with: ":").replacingOccurrences(of: #"\u{23}"#, with: "#")
                .replacingOccurrences(of: #"\u0023"#, with: "#").replacingOccurrences(of: #"\u003A"#, with: ":").replacingOccurrences(of: "&#35;", with: "#").replacingOccurrences(of: "&#58;", with: ":")
            #expect(restored == Self.hostile + "\n")
        }
    }

    /// A reporter's lines: its own command stays a command; its JSON line decodes to the same strings.
    @Test func aReportsLinesAreWrittenByTheirKind() throws {
        var text = ReportText()
        text.output("::warning file=a.json,line=1,title=x::" + GitHubActionsReporter.escapedData(Self.hostile), kind: .workflowCommand)
        text.output(String(decoding: try JSONEncoder().encode([Self.hostile]), as: UTF8.self), kind: .json)
        text.output(Self.hostile)
        text.error(Self.hostile)
        let (output, error) = Self.captured { Output.write(text) }
        let commands = ActionsRunnerModel.commands(in: output)
        let firstLine = String(output.split(separator: "\n").first ?? "")
        #expect(commands.map(\.line) == [firstLine])
        #expect(commands.first?.line.hasPrefix("::warning file=a.json,line=1,title=x::%3A") == false)
        #expect(commands.first?.line.hasPrefix("::warning file=a.json,line=1,title=x::::stop-commands::tok%0A") == true)
        #expect(ActionsRunnerModel.commands(in: error).isEmpty)
        let json = try #require(output.split(separator: "\n").map(String.init).first { $0.hasPrefix("[") })
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == [Self.hostile])
        let lines: [String] = [WorkflowCommandText.command(text.lines[0].text), WorkflowCommandText.json(json), WorkflowCommandText.text(Self.hostile)]
        #expect(output == lines.map { $0 + "\n" }.joined())
        #expect(text.printed(.standardOutput) == output && text.printed(.standardError) == error)
    }

    /// JSON bytes, an encoded document, a prompt, raw error text and a log line.
    @Test func everyOtherWriteIsSafe() throws {
        let (output, error) = try Self.captured {
            Output.write(try JSONEncoder().encode(["a": Self.hostile]))
            try Output.json([Self.hostile])
            Output.prompt(Self.hostile)
            Output.errorRaw(Self.hostile + "\n")
            Logger(label: "test", factory: { ContextLogHandler(label: $0) }).error("\(Self.hostile)", metadata: ["key": "##[error]x"])
        }
        #expect(ActionsRunnerModel.commands(in: output).isEmpty, "\(WorkflowCommandText.text(String(reflecting: output)))")
        #expect(ActionsRunnerModel.commands(in: error).isEmpty, "\(WorkflowCommandText.text(String(reflecting: error)))")
        #expect(output.hasPrefix(#"{"a":"::stop-commands::tok\n  ::error file=x::forged\n　::warning::x\na #\u0023[set-output name=x]y\n#\u0023[error]x"}"#))
        // A log is one line: the text is inside it, `##[` escaped.
        #expect(error.contains(#"error test: ::stop-commands::tok\n  ::error file=x::forged\n"#) && error.contains(#"key=#\u{23}[error]x"#))
    }

    /// Two writes to one stream cannot form a command together, nor a prompt and the line after it.
    @Test func writesToOneStreamDoNotCombine() {
        let stream = CommandStream(.memory)
        stream.write("a#", as: .text)
        stream.write("#[x]\n", as: .text)
        stream.write("\n:", as: .text)
        stream.write(":error::x\n", as: .text)
        let written = String(decoding: stream.data, as: UTF8.self)
        #expect(written == "a#\\u{23}[x]\n\n:\\u{3A}error::x\n")
        #expect(ActionsRunnerModel.commands(in: written).isEmpty)
    }
}
