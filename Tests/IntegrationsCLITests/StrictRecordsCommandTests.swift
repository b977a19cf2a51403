import Foundation
import Testing

/// Every command reads an app folder's JSON files as `check` does: strictly, refusing what is not JSON at
/// its line and column instead of loading it loosely.
@Suite struct StrictRecordsCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `Fixtures/Broken/RecordsNotJSON/goals.json` ends its second record with a trailing comma.
    @Test(arguments: [["search", "x"], ["index"], ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"]], ["en", "ja"])
    func aRecordFileWithATrailingCommaIsRefusedWhereCheckReportsIt(command: [String], locale: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = Self.fixtures.appendingPathComponent("Broken/RecordsNotJSON").path
        let result = try runner.run(command + ["--app", app, "--locale", locale])
        #expect(result.status == 1)
        let file = "\(app)/goals.json"
        let message = locale == "en"
            ? "\(file) is not valid JSON: at line 3, column 30, unexpected '}'; expected a key string. Fix the file and run the command again."
            : "\(file) は正しい JSON ではありません: 3行30列目で'}' は使えません。ここにはキーの文字列が必要です。ファイルを直してからもう一度実行してください。"
        #expect(result.error == message + "\n")
        #expect(result.output == "")
        // Check reports the same place.
        let check = try runner.run(["check", "--app", app, "--json"])
        #expect(check.status == 1)
        #expect(try Self.place(check).first == "\(file):3:30 json.syntax error", "\(check.output)")
    }

    @Test func aKeyWrittenTwiceInARecordIsRefusedAtItsLineAndColumn() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try AppFixtureCopy(runner)
        try app.edit("goals.json") { $0.replacingOccurrences(of: "\"title\": \"毎朝ランニング\",", with: "\"title\": \"毎朝ランニング\",\n    \"title\": \"夜ランニング\",") }
        let file = "\(app.path)/goals.json"
        for (locale, message) in [
            ("en", "\(file) is not valid JSON: at line 5, column 5, the key \"title\" appears twice in this object. Fix the file and run the command again."),
            ("ja", "\(file) は正しい JSON ではありません: 5行5列目でキー「title」がこのオブジェクトに2回あります。ファイルを直してからもう一度実行してください。"),
        ] {
            let search = try runner.run(["search", "ランニング", "--app", app.path, "--locale", locale])
            #expect(search.status == 1)
            #expect(search.error == message + "\n")
        }
        let check = try runner.run(["check", "--app", app.path, "--json"])
        #expect(check.status == 1)
        #expect(try Self.place(check).contains("\(file):5:5 json.syntax error"), "\(check.output)")
    }

    /// Each diagnostic of `check --json` as file:line:column code severity.
    static func place(_ result: CommandRunner.Result) throws -> [String] {
        try result.diagnostics().map { "\($0["file"] ?? "-"):\($0["line"] ?? "-"):\($0["column"] ?? "-") \($0["code"] ?? "-") \($0["severity"] ?? "-")" }
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
