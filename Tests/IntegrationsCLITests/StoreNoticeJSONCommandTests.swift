import Foundation
import Testing

/// Under `--json`, what opening the store tells the person — here the App Group move — is one line on
/// standard error, as without `--json`; standard output holds the document alone (Docs/JSON.md, Decision 262).
@Suite struct StoreNoticeJSONCommandTests {
    @Test(arguments: [
        ("ja", "ストアを App Group のコンテナに移しました: {old} → {group}（元のファイルは残してあり、もう書き込みません）。\n"),
        ("en", "Moved the store into the App Group container: {old} → {group} (the old file is kept and no longer written).\n"),
    ])
    func theMoveNoticeIsALineOnStandardErrorBesideTheDocument(locale: String, notice: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let data = runner.folder.appendingPathComponent("data").path
        let old = "\(data)/integrations/com.appcadia.app/store.sqlite"
        let group = "\(data)/integrations/group-containers/group.com.appcadia.shared/store.sqlite"
        runner.overrides["XDG_DATA_HOME"] = data
        // The store as the version before App Groups left it, in the app's own container.
        runner.overrides["INTEGRATIONS_STORE"] = old
        #expect(try runner.run(["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--yes"]).status == 0)

        runner.overrides["INTEGRATIONS_STORE"] = ""
        let moved = try runner.run(["progress", "--json", "--locale", locale])
        #expect(moved.status == 0)
        #expect(moved.error == notice.replacingOccurrences(of: "{old}", with: old).replacingOccurrences(of: "{group}", with: group))
        // The document alone, with the completion the old store held.
        let document = try moved.object()
        #expect(document["completed"] as? Int == 1, "\(document)")

        // Said once: the next command finds the store moved.
        let next = try runner.run(["progress", "--json", "--locale", locale])
        #expect(next.status == 0 && next.error.isEmpty, "\(next.error)")
        #expect(try next.object()["completed"] as? Int == 1)
    }
}
