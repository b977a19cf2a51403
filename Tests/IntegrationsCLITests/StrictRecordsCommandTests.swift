import Foundation
import IntegrationsCore
import Testing

/// Every command reads an app folder's JSON files as `check` does: strictly, refusing what is not JSON at
/// its line and column instead of loading it loosely.
@Suite struct StrictRecordsCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `Fixtures/Broken/RecordsNotJSON/goals.json` ends its second record with a trailing comma.
    @Test(arguments: [["search", "x"], ["index"], ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"]])
    func aRecordFileWithATrailingCommaIsRefusedWhereCheckReportsIt(command: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = Self.fixtures.appendingPathComponent("Broken/RecordsNotJSON").path
        let result = try runner.run(command + ["--app", app, "--json"])
        let file = "\(app)/goals.json"
        // The file, line 3 and column 30 (the sentences: StrictRecordsTextTests.aTrailingComma).
        try result.expectFailure("invalidAppData", naming: [file, "3", "30"])
        // Check reports the same place.
        let check = try runner.run(["check", "--app", app, "--json"])
        #expect(check.status == 2)
        #expect(try Self.place(check).first == "Fixtures/Broken/RecordsNotJSON/goals.json:3:30|json.syntax|error", "\(check.output)")
    }

    @Test func aKeyWrittenTwiceInARecordIsRefusedAtItsLineAndColumn() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("goals.json") { $0.replacingOccurrences(of: "\"title\": \"毎朝ランニング\",", with: "\"title\": \"毎朝ランニング\",\n    \"title\": \"夜ランニング\",") }
        let file = "\(app.path)/goals.json"
        // The file, line 5 and column 5, the key (the sentences: StrictRecordsTextTests.aKeyWrittenTwice).
        let search = try runner.run(["search", "ランニング", "--app", app.path, "--json"])
        try search.expectFailure("invalidAppData", naming: [file, "5", "title"])
        let check = try runner.run(["check", "--app", app.path, "--json"])
        #expect(check.status == 2)
        // Check names the file from the app's folder, the root of a folder outside a repository.
        #expect(try Self.place(check).contains("goals.json:5:5|json.syntax|error"), "\(check.output)")
    }

    /// Each diagnostic of `check --json` as file:line:column|code|severity.
    static func place(_ result: CommandRunner.Result) throws -> [String] {
        try result.diagnostics().map { "\($0["file"] ?? "-"):\($0["line"] ?? "-"):\($0["column"] ?? "-")|\($0["code"] ?? "-")|\($0["severity"] ?? "-")" }
    }

    @Test func aManifestWithATrailingCommaIsRefusedAtItsLineAndColumn() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        // The manifest's first line is "{": a trailing comma after its last member, just before the final "}".
        try app.edit("integrations.json") { text in
            guard let close = text.lastIndex(of: "}") else { return text }
            let body = text[..<close]
            let end = body.lastIndex { !$0.isWhitespace } ?? body.startIndex
            return String(text[...end]) + "," + String(text[text.index(after: end)...])
        }
        let text = try String(contentsOfFile: "\(app.path)/integrations.json", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.count - (text.hasSuffix("\n") ? 1 : 0)
        // (The sentence, for another line: MessageTests.invalidJSONIsNamedByLineAndColumn.)
        let search = try runner.run(["search", "読書", "--app", app.path, "--json"])
        try search.expectFailure("invalidManifest", naming: ["\(app.path)/integrations.json", "\(line)"])
    }
}

/// The strict-JSON sentences of an app's record file, in both languages, as the core words them.
@Suite struct StrictRecordsTextTests {
    static func message(_ json: String) throws -> LocalizedText {
        let error = try #require(throws: IntegrationsError.self) {
            try JSONProblem.decode([[String: String]].self, from: Data(json.utf8), kind: .invalidAppData, file: "/app/goals.json")
        }
        #expect(error.kind == .invalidAppData)
        return error.message
    }

    @Test func aTrailingComma() throws {
        let json = try String(contentsOf: StrictRecordsCommandTests.fixtures.appendingPathComponent("Broken/RecordsNotJSON/goals.json"), encoding: .utf8)
        let message = try Self.message(json)
        #expect(message.ja == "/app/goals.json は正しい JSON ではありません: 3行30列目で'}' は使えません。ここにはキーの文字列が必要です。ファイルを直してからもう一度実行してください。")
        #expect(message.en == "/app/goals.json is not valid JSON: at line 3, column 30, unexpected '}'; expected a key string. Fix the file and run the command again.")
    }

    @Test func aKeyWrittenTwice() throws {
        let message = try Self.message("[\n  {\n    \"id\": \"1\",\n    \"title\": \"a\",\n    \"title\": \"b\"\n  }\n]\n")
        #expect(message.ja == "/app/goals.json は正しい JSON ではありません: 5行5列目でキー「title」がこのオブジェクトに2回あります。ファイルを直してからもう一度実行してください。")
        #expect(message.en == "/app/goals.json is not valid JSON: at line 5, column 5, the key \"title\" appears twice in this object. Fix the file and run the command again.")
    }
}
