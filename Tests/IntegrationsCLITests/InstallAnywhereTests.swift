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

    /// A damaged copy of the sample in the cache is written again before it is read: a file cut short (a
    /// full disk), one missing, or a folder where a file should be.
    enum Damage: String, CaseIterable { case cutShort, missing, folderInstead }

    @Test(arguments: Damage.allCases)
    func aDamagedCopyIsWrittenAgain(damage: Damage) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let cache = runner.folder.appendingPathComponent("cache")
        runner.overrides["XDG_CACHE_HOME"] = cache.path
        #expect(try runner.runProcess(["search", "目標", "--limit", "1"]).status == 0)
        let sample = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("integrations").path).first)
        let folder = cache.appendingPathComponent("integrations").appendingPathComponent(sample)
        let manifest = folder.appendingPathComponent("integrations.json")
        let original = try Data(contentsOf: manifest)
        switch damage {
        case .cutShort: try original.prefix(original.count / 2).write(to: manifest)
        case .missing: try FileManager.default.removeItem(at: manifest)
        case .folderInstead:
            try FileManager.default.removeItem(at: manifest)
            try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: false)
        }
        let result = try runner.runProcess(["search", "目標", "--limit", "1", "--json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try result.object()["total"] as? Int == 45)
        #expect(try Data(contentsOf: manifest) == original)
    }
}
