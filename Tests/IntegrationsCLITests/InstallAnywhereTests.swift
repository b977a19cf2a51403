import Foundation
import Testing

/// The `integrations` binary carries its embedded sample: copied alone into an empty folder, with a home of
/// its own, it answers `search "目標"` with Appcadia's goals.
@Suite struct InstallAnywhereTests {
    @Test func theBinaryAloneAnswersASearch() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let lonely = runner.folder.appendingPathComponent("lonely")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.executable, to: lonely.appendingPathComponent("integrations"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: lonely.path) == ["integrations"])
        runner.overrides["HOME"] = runner.folder.appendingPathComponent("home").path
        runner.overrides["XDG_CACHE_HOME"] = ""
        let result = try runner.shell("cd '\(lonely.path)' && ./integrations search '目標' --limit 2 --json")
        #expect(result.status == 0, "\(result.error)")
        let found = try result.object()
        let urls = (found["hits"] as? [[String: Any]])?.compactMap { $0["url"] as? String } ?? []
        #expect(found["total"] as? Int == 45 && urls.count == 2 && urls.allSatisfy { $0.hasPrefix("appcadia://goal/") }, "\(found)")
        // The sample was written under the home's cache, named by its fingerprint.
        let cache = runner.folder.appendingPathComponent("home/.cache/integrations")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).allSatisfy { $0.hasPrefix("embedded-sample-") })
    }
}
