import Foundation
import IntegrationsApp
@testable import IntegrationsCodeGen
import IntegrationsCore
import IntegrationsRouting
import IntegrationsTestSupport
import Testing

/// The generated Swift of the fixture apps against golden files — the same files the `Generated*` targets
/// compile, so a golden file that is out of date fails here and one that does not compile fails the build.
/// Regenerate after a deliberate change with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter SwiftGeneratorTests
@Suite struct SwiftGeneratorTests {
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"
    static let generated = FixtureManifest.fixtures.deletingLastPathComponent().appendingPathComponent("Tests/Generated")

    @Test(arguments: [
        ("Appcadia", "Appcadia"),
        ("Simmer", "Simmer"),
        ("CodeGen/Everything", "Everything"),
        ("CodeGen/Hostile", "Hostile"),
    ])
    func theGeneratedSourceOfEachFixtureIsItsGoldenFile(fixture: String, name: String) throws {
        let app = try App.load(from: FixtureManifest.fixtures.appendingPathComponent(fixture))
        let source = SwiftGenerator(manifest: app.manifest).source
        let golden = Self.generated.appendingPathComponent("\(name)/\(name)Integrations.swift")
        if Self.updating, (try? String(contentsOf: golden, encoding: .utf8)) != source {
            try GeneratedFile.write(source, to: golden)
            Issue.record("rewrote \(golden.lastPathComponent) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(source == (try String(contentsOf: golden, encoding: .utf8)),
                "\(golden.lastPathComponent) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter SwiftGeneratorTests")
    }

    /// The same manifest gives the same bytes, however its dictionaries were ordered when decoded.
    @Test func theSourceIsDeterministic() throws {
        let app = try App.load(from: FixtureManifest.fixtures.appendingPathComponent("CodeGen/Everything"))
        var reordered = app.manifest
        for index in reordered.routes.indices {
            reordered.routes[index].query = Dictionary(uniqueKeysWithValues: reordered.routes[index].query.reversed().map { ($0.key, $0.value) })
        }
        #expect(SwiftGenerator(manifest: app.manifest).source == SwiftGenerator(manifest: reordered).source)
    }

    @Test(arguments: [
        ("GOAL_REMINDER", "goalReminder", "GoalReminder"),
        ("goalEdit", "goalEdit", "GoalEdit"),
        ("com.appcadia.goal.editing", "comAppcadiaGoalEditing", "ComAppcadiaGoalEditing"),
        ("new-message", "newMessage", "NewMessage"),
        ("URLScheme", "urlScheme", "URLScheme"),
        ("default", "`default`", "Default"),
        ("2fa", "_2fa", "_2fa"),
        ("日記", "日記", "日記"),
        ("🎉", "unnamed", "Unnamed"),
        ("Self", "`self`", "`Self`"),
        ("ⸯx", "x", "X"),
        ("a\u{200D}b", "ab", "Ab"),
        ("x\u{202E}y", "xY", "XY"),
    ])
    func identifiersBecomeSwiftNames(identifier: String, member: String, type: String) {
        #expect(SwiftNames.member(identifier) == member)
        #expect(SwiftNames.type(identifier) == type)
    }

    @Test func namesThatCollideGetANumber() {
        #expect(SwiftNames.unique(["reply.action", "REPLY_ACTION", "replyAction"], SwiftNames.member) == ["replyAction", "replyAction2", "replyAction3"])
        #expect(SwiftNames.unique(["url", "name"], SwiftNames.member, reserved: ["url"]) == ["url2", "name"])
    }

    /// No text from a manifest can end a literal or a comment, or put a control character in the source.
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"\\", #""say \"hi\"\\""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("\u{1B}[31m\u{7F}\u{85}", #""\u{1B}[31m\u{7F}\u{85}""#),
        ("\u{202E}evil\u{2028}", #""\u{202E}evil\u{2028}""#),
        ("\\(interpolation)", #""\\(interpolation)""#),
        ("日本語 🎉", #""日本語 🎉""#),
    ])
    func literalsEscapeWhatCouldBreakTheSource(text: String, literal: String) {
        #expect(SwiftNames.literal(text) == literal)
    }

    @Test func commentsKeepToOneLine() {
        #expect(SwiftNames.commentText("two\nlines\u{2028}and\u{1B}[0m more ") == "two lines and[0m more")
        // A bidirectional override or a direction mark would reorder what a reader sees of the comment.
        #expect(SwiftNames.commentText("a\u{202E}b\u{200F}c\u{2066}d") == "abcd")
    }

    /// The generated file is written when its text changes and left untouched (date and all) when it does
    /// not: an unchanged manifest compiles nothing again.
    @Test func theFileIsRewrittenOnlyWhenItsTextChanges() throws {
        let folder = try TemporaryFolder(prefix: "integrations-codegen")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("nested/Generated.swift")
        #expect(try GeneratedFile.write("let a = 1\n", to: file) == .written)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        #expect(try GeneratedFile.write("let a = 1\n", to: file) == .unchanged)
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) == past)
        #expect(try GeneratedFile.write("let a = 2\n", to: file) == .written)
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 2\n")
    }

    /// The Swift driver compares modification times in whole seconds: a rewrite within the second of the
    /// last one would look unchanged to it, so the new text gets a later whole second.
    @Test func aRewriteLandsInALaterWholeSecond() throws {
        let folder = try TemporaryFolder(prefix: "integrations-codegen")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("Generated.swift")
        try GeneratedFile.write("let a = 1\n", to: file)
        // The first text written at a whole second and a half that is still to come: the rewrite, now, falls
        // at or before it.
        let planted = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) + 0.5)
        try FileManager.default.setAttributes([.modificationDate: planted], ofItemAtPath: file.path)
        try GeneratedFile.write("let a = 2\n", to: file)
        let rewritten = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        #expect(rewritten.timeIntervalSince1970.rounded(.down) > planted.timeIntervalSince1970.rounded(.down))
    }

    @Test func anUnwritableFileIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder(prefix: "integrations-codegen")
        defer { folder.remove() }
        // A file where the output's folder should be.
        try Data("x".utf8).write(to: folder.url.appendingPathComponent("blocker"))
        let file = folder.url.appendingPathComponent("blocker/Generated.swift")
        let error = try #require(throws: IntegrationsError.self) { try GeneratedFile.write("x", to: file) }
        #expect(error.message.en.hasPrefix("Cannot write the generated source to \(file.path) ("))
        #expect(error.message.ja.hasPrefix("生成したソースを \(file.path) に書けません（"))
    }

    /// A route renamed in a copy of a manifest changes the generated enum's case, its name and its table,
    /// and nothing else.
    @Test func aChangedRouteChangesTheGeneratedCode() throws {
        let app = try App.load(from: FixtureManifest.fixtures.appendingPathComponent("Appcadia"))
        var changed = app.manifest
        let index = try #require(changed.routes.firstIndex { $0.name == "trainer" })
        changed.routes[index].name = "coach"
        changed.routes[index].forms = [RouteForm(.scheme, "appcadia://coach/{id}")]
        let before = SwiftGenerator(manifest: app.manifest).source
        let after = SwiftGenerator(manifest: changed).source
        #expect(before.contains("case trainer(id: Int)") && !before.contains("case coach(id: Int)"))
        #expect(after.contains("case coach(id: Int)") && !after.contains("case trainer(id: Int)"))
        #expect(after.contains(#".init(route: "coach", form: .scheme, scheme: "appcadia", host: nil, segments: [.constant("coach"), .parameter("id", .int)], query: []),"#))
        let removed = Set(before.split(separator: "\n")).subtracting(after.split(separator: "\n"))
        #expect(removed.allSatisfy { $0.contains("trainer") }, "\(removed)")
    }

    /// A manifest with nothing but its app: the enums are empty and still compile-shaped.
    @Test func aManifestWithoutRoutesGivesEmptyEnums() throws {
        let manifest = try JSONDecoder().decode(AppManifest.self, from: Data(#"{"app": {"name": "Bare", "bundleIdentifier": "com.example.bare", "urlSchemes": []}}"#.utf8))
        let source = SwiftGenerator(manifest: manifest).source
        #expect(source.contains("public enum AppRoute: Hashable, Sendable {"))
        #expect(source.contains("    static let all: [AppRoutePattern] = [\n    ]\n"))
        #expect(!source.contains("public enum SearchDomains"))
    }
}

/// The example packages carry copies of the fixture apps' files (a package's target holds its manifest);
/// the copies stay the fixtures' byte for byte.
@Suite struct ExampleCopiesTests {
    @Test(arguments: [
        ("Appcadia", "AppcadiaApp/Sources/AppcadiaApp", ["integrations.json", "goals.json", "trainers.json"]),
        ("Simmer", "PluginsOnly/Sources/PluginsOnly", ["integrations.json", "recipes.json", "chefs.json"]),
    ])
    func theExamplesFilesAreTheFixtures(fixture: String, example: String, files: [String]) throws {
        let examples = FixtureManifest.fixtures.deletingLastPathComponent().appendingPathComponent("Examples")
        for name in files {
            let original = try Data(contentsOf: FixtureManifest.fixtures.appendingPathComponent(fixture).appendingPathComponent(name))
            let copy = try Data(contentsOf: examples.appendingPathComponent(example).appendingPathComponent(name))
            #expect(copy == original, "Examples/\(example)/\(name) differs from Fixtures/\(fixture)/\(name): copy it again")
        }
    }
}
