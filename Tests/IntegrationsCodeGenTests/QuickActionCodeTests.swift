import Foundation
import IntegrationsApp
import IntegrationsCodeGen
import IntegrationsCore
import IntegrationsQuickActions
import IntegrationsTestSupport
import Testing

/// The generated `AppIdentifiers.QuickActions` group on the sample with quick actions of the test's own,
/// against its golden file (`Tests/Generated/Goldens/QuickActions.swift.txt`), and no group without any (issue 35).
@Suite struct QuickActionCodeTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Generated/Goldens/QuickActions.swift.txt")

    /// The lines of `source` from `public enum QuickActions {` to its closing brace.
    static func group(in source: String) -> String? {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "public enum QuickActions {" }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }
        guard let end = lines[start...].firstIndex(where: { $0 == indent + "}" }) else { return nil }
        // The doc comment above it belongs to the group.
        var first = start
        while first > 0, lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { first -= 1 }
        return lines[first...end].joined(separator: "\n") + "\n"
    }

    @Test func theQuickActionsGroupIsItsGoldenFile() throws {
        var manifest = try #require(FixtureManifest.manifest(of: "Appcadia"))
        manifest.quickActions = [
            QuickActionDeclaration(type: "com.appcadia.today", title: LocalizedText(ja: "今日", en: "Today"), icon: "calendar", does: .openRoute("progress")),
            QuickActionDeclaration(type: "com.appcadia.addGoal", title: LocalizedText(ja: "目標を追加", en: "Add goal"), does: .openRoute("home"), dynamic: true),
            QuickActionDeclaration(type: "com.appcadia.app.check-progress", title: LocalizedText(ja: "進捗", en: "Progress"), does: .runIntent("CheckProgress")),
        ]
        let generated = try #require(Self.group(in: SwiftGenerator(manifest: manifest).source))
        if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", (try? String(contentsOf: Self.golden, encoding: .utf8)) != generated {
            try generated.write(to: Self.golden, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(Self.golden.lastPathComponent) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(generated == (try String(contentsOf: Self.golden, encoding: .utf8)),
                "QuickActions.swift.txt differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter QuickActionCodeTests")
    }

    @Test func anAppWithoutQuickActionsHasNoGroup() throws {
        let manifest = try #require(FixtureManifest.manifest(of: "Simmer"))
        #expect(manifest.quickActions.isEmpty)
        #expect(Self.group(in: SwiftGenerator(manifest: manifest).source) == nil)
    }
}
