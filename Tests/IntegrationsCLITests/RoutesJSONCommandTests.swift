import Foundation
import Testing

/// `routes --json`: each problem of the table is the diagnostic `check --json` prints — its code, severity,
/// file, JSON path, line and column, message and suggestion (Docs/JSON.md, Decision 260).
@Suite struct RoutesJSONCommandTests {
    /// A copy of the sample whose `trainer` route is renamed `goal`, declared twice.
    static func repeatedName(_ runner: CommandRunner) throws -> URL {
        let app = try runner.copyOfTheSampleApp()
        let manifest = app.appendingPathComponent("integrations.json")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "\"name\": \"trainer\"", with: "\"name\": \"goal\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return app
    }

    @Test func aProblemIsTheChecksDiagnostic() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try Self.repeatedName(runner)
        let result = try runner.run(["routes", "--app", app.path, "--json"])
        #expect(result.status == 1)
        let problems = try #require(try result.object()["problems"] as? [[String: Any]], "\(result.output)")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem["code"] as? String == "route.duplicateName")
        #expect(problem["severity"] as? String == "error")
        #expect(problem["file"] as? String == app.appendingPathComponent("integrations.json").path)
        #expect(problem["path"] as? String == "$.routes[4]")
        #expect(problem["line"] as? Int == 112 && problem["column"] as? Int == 5, "\(problem)")
        #expect(problem.keys.sorted() == ["code", "column", "file", "line", "message", "path", "related", "severity", "suggestion"])

        // The same object `check --json` prints for the table's problem, but for the file, which the check
        // names from the app folder's repository root (here the folder itself).
        let check = try runner.run(["check", "--app", app.path, "--json"])
        var checked = try #require(try check.diagnostics().first { $0["code"] as? String == "route.duplicateName" })
        #expect(checked["file"] as? String == "integrations.json")
        checked["file"] = problem["file"]
        #expect(NSDictionary(dictionary: checked) == NSDictionary(dictionary: problem))
    }

    /// The message is in the chosen language; the text output keeps its `problem:` line on standard error.
    @Test(arguments: [
        ("ja", "ルート名「goal」が重複しています。後の宣言は使いません。"),
        ("en", "The route name \"goal\" is declared twice; the later declaration is left out."),
    ])
    func theMessageIsInTheChosenLanguage(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let app = try Self.repeatedName(runner)
        let result = try runner.run(["routes", "--app", app.path, "--json", "--locale", locale])
        let problems = try result.object()["problems"] as? [[String: Any]] ?? []
        #expect(problems.map { $0["message"] as? String } == [message])
        // Under --json the problems are in the document, and standard error stays empty.
        #expect(result.error.isEmpty, "\(result.error)")
    }
}
