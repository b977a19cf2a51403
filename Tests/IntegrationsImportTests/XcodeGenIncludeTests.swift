import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import Testing

#if XcodeGen
/// XcodeGen's `include:` as its ProjectSpec documents it, on projects given in memory: merged in order with
/// the including spec on top, paths relative to each spec's folder, bounded and confined.
@Suite struct XcodeGenIncludeTests {
    static let app = """
        targets:
          App:
            type: application
            platform: iOS
            settings:
              PRODUCT_BUNDLE_IDENTIFIER: com.example.app
            info:
              path: Info.plist
              properties:
                CFBundleURLTypes:
                  - CFBundleURLSchemes: [included]

        """

    static func files(_ specs: [String: String]) -> [String: Data] {
        specs.mapValues { Data($0.utf8) }
    }

    @Test func aTargetFromAnIncludedSpecIsTheApp() throws {
        let report = try ProjectImporter().importProject(files: Self.files([
            "project.yml": "name: App\ninclude: [Specs/app.yml]\n", "Specs/app.yml": Self.app,
        ]))
        #expect(report.target?.name == "App")
        #expect(report.app.bundleIdentifier == "com.example.app")
        #expect(report.app.urlSchemes == ["included"])
        // The included spec's `info.path` is relative to its folder.
        #expect(report.notes.map(\.message.en).contains("Specs/Info.plist is not in the repository; read from what XcodeGen writes (its properties)"))
    }

    @Test func includesThatIncludeEachOtherStop() throws {
        let report = try ProjectImporter().importProject(files: Self.files([
            "project.yml": "name: App\ninclude: [a.yml]\n", "a.yml": "include: [b.yml]\n" + Self.app, "b.yml": "include: [a.yml, project.yml]\n",
        ]))
        #expect(report.target?.name == "App")
    }

    @Test(arguments: [
        ("include: [/etc/app.yml]\n", "the included /etc/app.yml is an absolute path, outside the project; it was not read"),
        ("include: [missing.yml]\n", "the included missing.yml is not in the folder; read without it"),
    ])
    func anIncludeThatCannotBeReadIsANote(include: String, note: String) throws {
        let report = try ProjectImporter().importProject(files: Self.files(["project.yml": "name: App\n" + include + Self.app]))
        #expect(report.notes.contains { $0.source == "project.yml:1" && $0.message.en == note })
        #expect(report.app.bundleIdentifier == "com.example.app")
    }

    @Test func aChainOfIncludesStopsAtTheLimit() throws {
        var specs = ["project.yml": "name: App\ninclude: [s1.yml]\n" + Self.app]
        for index in 1...(XcodeGenProject.includeLimit + 5) { specs["s\(index).yml"] = "include: [s\(index + 1).yml]\n" }
        let report = try ProjectImporter().importProject(files: Self.files(specs))
        #expect(report.notes.map(\.message.en).contains("more than 64 specs are included, over the limit; s65.yml and what follows were not read"))
        #expect(report.target?.name == "App")
    }

    /// Mappings merge, lists append, anything else is replaced, `:REPLACE` replaces whole.
    @Test func specsMergeAsXcodeGenMergesThem() {
        let base: [String: Any] = ["a": ["x": 1, "y": 2], "list": [1, 2], "name": "base", "keep": ["k": 1]]
        let over: [String: Any] = ["a": ["y": 3], "list": [3], "name": "over", "keep:REPLACE": ["z": 9]]
        let merged = XcodeGenProject.merged(base, over)
        #expect(merged["a"] as? [String: Int] == ["x": 1, "y": 3])
        #expect(merged["list"] as? [Int] == [1, 2, 3])
        #expect(merged["name"] as? String == "over")
        #expect(merged["keep"] as? [String: Int] == ["z": 9])
    }

    @Test(arguments: [
        ("Specs", "", "../Sources", "Sources"),
        ("Specs", "", "Local", "Specs/Local"),
        ("App/Specs", "App", "../Sources", "Sources"),
        ("Other", "App", "Sources", "../Other/Sources"),
    ])
    func anIncludedSpecsPathsStartAtItsFolder(folder: String, root: String, written: String, rebased: String) {
        let spec: [String: Any] = ["targets": ["T": ["sources": [written], "info": ["path": written + "/Info.plist"]]]]
        let target = (XcodeGenProject.rebased(spec, from: folder, to: root)["targets"] as? [String: Any])?["T"] as? [String: Any]
        #expect(target?["sources"] as? [String] == [rebased])
        #expect((target?["info"] as? [String: Any])?["path"] as? String == rebased + "/Info.plist")
    }
}
#endif
