import Foundation
import Testing

/// `integrations check`'s exit codes mean one thing each, in every format (Docs/CommandLine.md, "Exit codes";
/// Decision 380): 0 clean, 2 errors, 5 warnings that fail a `--strict` check, 1 the tool's own failure — and
/// the report is in the format asked for even then, so a CI step never uploads an empty file.
@Suite struct CheckExitCodeTests {
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case clean, warnings, warningsStrict, errors, missingBaseline, brokenConfiguration, noReader
        var testDescription: String { rawValue }

        var status: Int32 {
            switch self {
            case .clean, .warnings: 0
            case .errors: 2
            case .warningsStrict: 5
            case .missingBaseline, .brokenConfiguration, .noReader: 1
            }
        }
    }

    static let reporters = ["text", "json", "sarif", "github-actions", "junit", "codeclimate", "checkstyle", "xcode", "markdown"]

    /// The sample app with one misspelt key: a warning and nothing else.
    static func appWithAWarning(_ runner: CommandRunner) throws -> URL {
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"foldsKana\": true", with: "\"foldsKana\": true, \"foldKana\": true")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return app
    }

    func arguments(_ kind: Case, _ runner: inout CommandRunner) throws -> [String] {
        switch kind {
        case .clean:
            return ["--app", try runner.copyOfTheSampleApp().path]
        case .warnings:
            return ["--app", try Self.appWithAWarning(runner).path]
        case .warningsStrict:
            return ["--app", try Self.appWithAWarning(runner).path, "--strict"]
        case .errors:
            return ["--app", "Fixtures/Broken/Several"]
        case .missingBaseline:
            return ["--app", "Fixtures/Broken/Several", "--baseline", runner.folder.appendingPathComponent("missing.json").path]
        case .brokenConfiguration:
            let config = runner.folder.appendingPathComponent("broken.yml")
            try Data("disabled_rule: [route.unreachable]\n".utf8).write(to: config)
            return ["--app", "Fixtures/Broken/Several", "--config", config.path]
        case .noReader:
            runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = runner.folder.appendingPathComponent("no-reader").path
            return ["--project", "Fixtures/Projects/Kettle"]
        }
    }

    @Test(arguments: Case.allCases, reporters)
    func theExitCodeIsTheCasesInEveryFormat(kind: Case, reporter: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        // The arguments first: a case may set the runner's environment.
        let options = try arguments(kind, &runner)
        let result = try runner.run(["check", "--reporter", reporter, "--locale", "en"] + options)
        #expect(result.status == kind.status, "\(kind) as \(reporter): \(result.error)")
        switch reporter {
        case "text":
            break
        case "json", "sarif", "codeclimate":
            // A whole JSON document, in failure too.
            #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil, "\(kind) as \(reporter): \(result.output)")
        case "junit", "checkstyle":
            #expect(result.output.hasPrefix("<?xml"), "\(kind) as \(reporter): \(result.output)")
        default:
            // The line formats print a line per problem: none when clean.
            #expect(result.output.isEmpty == (kind == .clean) || reporter == "markdown", "\(kind) as \(reporter): \(result.output)")
        }
    }
}
