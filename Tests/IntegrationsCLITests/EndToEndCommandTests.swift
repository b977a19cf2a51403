import Foundation
import Testing

/// One line per command family, run both ways: as the built executable (exit code, streams and all, as a
/// person runs it) and in process (as most command tests run). The two must agree byte for byte, so the
/// in-process harness cannot drift from the real command. Other end-to-end tests stay where a process is
/// the point (Docs/Testing.md, "The command's own tests").
@Suite struct EndToEndCommandTests {
    static let lines: [[String]] = [
        ["search", "読書", "--limit", "2"],
        ["search", "zzqq", "--json"],
        ["index", "--json"],
        ["check"],
        ["export", "entitlements"],
        ["schema"],
        ["route", "appcadia://goal/12"],
        ["routes", "--json"],
        ["url", "goal", "--param", "id=1"],
        ["aasa", "generate"],
        ["clip", "https://appcadia.com/clip"],
        ["intent", "list"],
        ["intent", "run", "CompleteGoal"],
        ["progress", "--json"],
        ["notification", "pending"],
        ["activity", "list"],
        ["widget", "list", "--json"],
        ["clip-transfer", "export", "--entity", "goal-1"],
        ["search", "-5"],
        ["route", "a", "b"],
        ["--version"],
    ]

    @Test(arguments: lines, ["ja", "en"])
    func theProcessAndTheHarnessAgree(arguments: [String], locale: String) throws {
        // Each way with a new store of its own (the store's path is in no output).
        func runner() throws -> CommandRunner {
            var runner = try CommandRunner()
            runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T07:00:00+09:00"
            runner.overrides["TZ"] = "Asia/Tokyo"
            runner.overrides["INTEGRATIONS_LOCALE"] = locale
            return runner
        }
        let spawning = try runner(), harness = try runner()
        defer { spawning.remove(); harness.remove() }
        let process = try spawning.runProcess(arguments)
        let inProcess = try harness.runInProcess(arguments)
        #expect(process.status == inProcess.status, "\(arguments)")
        #expect(process.output == inProcess.output, "\(arguments)")
        #expect(process.error == inProcess.error, "\(arguments)")
    }
}
