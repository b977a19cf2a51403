import Foundation
import IntegrationsApp
import IntegrationsCheck
@testable import IntegrationsCodeGen
import IntegrationsCore
import IntegrationsTestSupport
import PropertyBased
import Testing

/// Names a team could give that Swift does not take as they are — keywords, `Type`, `Protocol`, `self`,
/// the generated code's own locals and members, a leading digit, punctuation, Unicode, names that differ
/// only by case or punctuation — put where the generated Swift names them: a manifest that `check`
/// accepts gives Swift that compiles (with `swiftc`, warnings as errors), and a name with no letter or
/// digit is refused by `check` at its place (Docs/Manifest.md, "Names in the generated Swift").
@Suite struct HostileNamesTests {
    /// Names Swift or the generated code already uses, and names that read alike once in Swift's case.
    static let names: [String] = [
        "Type", "Protocol", "self", "Self", "init", "deinit", "default", "in", "inout", "var", "let", "case", "subscript", "_x", "x_",
        "Any", "any", "some", "none", "async", "actor", "get", "set", "copy", "each", "consume", "throws", "true", "nil",
        "match", "values", "value1", "value2", "url", "name", "parameters", "forms", "form", "Form", "hash", "hashValue", "all",
        "identifier", "kind", "Parameters", "Actions", "UserInfoKeys", "unnamed", "Unnamed", "Type2",
        "String", "Int", "URL", "UUID", "AppRoute", "AppRoutePattern", "AppIdentifiers", "Foundation", "Swift", "StringLiteralType", "Sendable",
        "2fa", "42", "1st-place", "0x1F",
        "日記", "かな", "e\u{301}toile", "étoile", "Ⅻ", "ⸯx", "İstanbul", "ß", "ǅ", "ΐ", "\u{345}x", "مرحبا", "a\u{200D}b", "x\u{202E}y", "𝒳", "ﬀ", "²x", "ｶﾞ",
        "goal-edit", "goalEdit", "GOAL_EDIT", "goal.edit", "goal edit", "Goal-Edit", "goalEdit2", "a!b", "?x?", "🎉party", "com.example",
    ]

    /// Names without a letter or digit Swift takes: `check` refuses each where the generated Swift names it.
    static let nameless: [String] = ["!!!", "???", "🎉", "-", "...", "_", "__", "ⸯ", "\u{200D}"]

    /// One generated manifest: its JSON, and whether it holds a name without letters.
    struct Case: Sendable {
        var json: String
        var hasNameless: Bool
    }

    /// A manifest with a name from the lists wherever the generated Swift names something, chosen by
    /// `choices`: names are unique where the manifest's rules want them unique, and one in 48 is
    /// one of ``nameless``.
    static func manifest(_ choices: [Int]) -> Case {
        var next = choices.makeIterator()
        var hasNameless = false
        /// A name from the lists: for a template's `{name}` without `/?#{}%`, for an activity type's last
        /// component (reverse-DNS) of ASCII letters, digits and `-` only.
        func pick(avoiding used: Set<String> = [], pathSafe: Bool = false, dnsSafe: Bool = false) -> String {
            for _ in 0..<8 {
                let choice = next.next() ?? 0
                let name = choice % 48 == 0 && !pathSafe
                    ? nameless[(choice / 48) % nameless.count] : names[choice % names.count]
                if used.contains(name) { continue }
                if pathSafe && name.contains(where: { "/?#{}%".contains($0) }) { continue }
                if dnsSafe && !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) { continue }
                if nameless.contains(name) { hasNameless = true }
                return name
            }
            var fallback = "fallback"
            while used.contains(fallback) { fallback += "x" }
            return fallback
        }
        func text(_ value: String) -> [String: String] { ["ja": value, "en": value] }
        var routes: [[String: Any]] = []
        var routeNames: Set<String> = []
        for index in 0..<3 {
            let name = pick(avoiding: routeNames)
            routeNames.insert(name)
            var used: Set<String> = []
            let first = pick(avoiding: used, pathSafe: true)
            used.insert(first)
            let second = pick(avoiding: used, pathSafe: true)
            used.insert(second)
            let query = pick(avoiding: used)
            used.insert(query)
            let other = pick(avoiding: used)
            let types: [Any] = ["int", "uuid", "string", ["enum": ["a", "b c"]]]
            let kind = next.next() ?? 0
            routes.append([
                "name": name,
                "forms": [["kind": "scheme", "template": "h://r\(index)/{\(first)}/{\(second)}"]],
                "parameters": [first: types[kind % 4], second: types[(kind / 4) % 4]],
                "query": [
                    query: ["type": types[(kind / 16) % 4], "required": kind % 3 == 0],
                    other: ["type": "int", "default": "-7"],
                ],
            ])
        }
        var intents: [[String: Any]] = []
        var intentNames: Set<String> = []
        for _ in 0..<2 {
            let identifier = pick(avoiding: intentNames)
            intentNames.insert(identifier)
            let first = pick()
            let second = pick(avoiding: [first])
            intents.append([
                "identifier": identifier, "title": text("t"), "description": text("d"),
                "parameters": [["name": first, "title": text("p"), "type": "string", "required": false],
                               ["name": second, "title": text("q"), "type": "integer", "required": false]],
            ])
        }
        var categories: [[String: Any]] = []
        var categoryNames: Set<String> = []
        for _ in 0..<2 {
            let identifier = pick(avoiding: categoryNames)
            categoryNames.insert(identifier)
            let first = pick()
            let second = pick(avoiding: [first])
            categories.append(["identifier": identifier, "actions": [["identifier": first, "title": text("a")], ["identifier": second, "title": text("b")]]])
        }
        let activityName = pick(dnsSafe: true)
        let keys = [pick()]
        let widgetKind = pick()
        let widgetParameter = pick()
        let domain = pick()
        let manifest: [String: Any] = [
            "app": ["name": "Hostile", "bundleIdentifier": "com.example.hostile", "urlSchemes": ["h"], "appGroup": "group.com.example.hostile"],
            "routes": routes,
            "intents": intents,
            "notifications": ["categories": categories, "templates": []],
            "activities": [["type": "com.example.hostile.\(activityName)", "title": text("t"), "userInfo": keys.map { ["key": $0, "type": "string"] }]],
            "widgets": [["kind": widgetKind, "displayName": text("w"), "description": text("w"), "families": ["systemSmall"], "content": "progress",
                         "entity": "thing", "configuration": [["name": widgetParameter, "title": text("c"), "type": "integer", "default": 1]]]],
            "searchDomains": [["identifier": domain, "entity": "thing", "records": "things.json", "title": "${title}"]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return Case(json: String(decoding: data, as: UTF8.self), hasNameless: hasNameless)
    }

    /// The check's errors for a manifest, in an app folder with one record.
    static func errors(_ json: String) throws -> [Diagnostic] {
        let folder = try TemporaryFolder(prefix: "integrations-hostile")
        defer { folder.remove() }
        try Data(json.utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        try Data(#"[{"id": "1", "title": "a"}]"#.utf8).write(to: folder.url.appendingPathComponent("things.json"))
        return AppCheck(directory: folder.url).run().filter { $0.severity == .error }
    }

    /// What the check decided on the generated manifests, collected across the property's runs.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var accepted: [String] = []
        func add(_ json: String) { lock.withLock { accepted.append(json) } }
        var all: [String] { lock.withLock { accepted } }
    }

    @Test func everyManifestTheCheckAcceptsGivesSwiftThatCompiles() async throws {
        let collected = Collected()
        await propertyCheck(count: 40, input: Gen.int(in: 0...100_000).array(of: 40...40)) { choices in
            let generated = Self.manifest(choices)
            let errors = try Self.errors(generated.json)
            if generated.hasNameless {
                #expect(errors.contains { $0.code == "codegen.noSwiftName" }, "a name without letters passed the check:\n\(generated.json)")
            } else if errors.isEmpty {
                collected.add(generated.json)
            }
        }
        let accepted = collected.all
        #expect(accepted.count >= 12, "the check accepted only \(accepted.count) of 40 generated manifests: the property tests too little")
        try Self.compile(accepted)
    }

    /// Typechecks the Swift generated from each manifest in one `swiftc` run: each file's top-level types
    /// get the file's number, so that the files share one module.
    static func compile(_ manifests: [String]) throws {
        guard !manifests.isEmpty else { return }
        guard let swiftc = Self.swiftc else {
            Issue.record("swiftc is not on PATH: the generated Swift cannot be compiled")
            return
        }
        let folder = try TemporaryFolder(prefix: "integrations-hostile-swift")
        defer { folder.remove() }
        var files: [String] = []
        for (index, json) in manifests.enumerated() {
            let manifest = try AppManifest.decode(Data(json.utf8), file: "integrations.json")
            var source = SwiftGenerator(manifest: manifest).source
            for name in ["AppRoute", "AppIdentifiers"] {
                // Simple word boundaries: Unicode's keep `AppRoute.Form` one word.
                source = source.replacing(try Regex("\\b\(name)\\b").wordBoundaryKind(.simple), with: "\(name)\(index)")
            }
            let file = folder.path("Generated\(index).swift")
            try Data(source.utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-module-name", "HostileNames"] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return }
        // The manifests of the files the compiler names, with its first lines.
        let failing = manifests.indices.filter { text.contains("Generated\($0).swift:") }
        let shown = failing.prefix(3).map { "Generated\($0).swift from:\n\(manifests[$0])" }.joined(separator: "\n")
        Issue.record("swiftc refused the generated Swift:\n\(text.split(separator: "\n").prefix(40).joined(separator: "\n"))\n\(shown)")
    }

    /// `swiftc` on PATH.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The predicate the generator's names are held to (and the fuzz target `codegen`), against Swift's lexer.
    @Test(arguments: [
        ("goal", true), ("`default`", true), ("default", false), ("Type", true), ("_", false), ("`_`", false), ("", false), ("``", false),
        ("_2fa", true), ("2fa", false), ("日記", true), ("ⸯ", false), ("a\u{200D}b", false), ("\u{345}x", false), ("_\u{345}x", true),
        ("a b", false), ("a-b", false), ("é", true), ("e\u{301}", true), ("$x", false), ("x$", false),
    ])
    func theIdentifierPredicateFollowsSwiftsLexer(name: String, valid: Bool) {
        #expect(SwiftGenerator.isValidIdentifier(name) == valid)
    }

    /// A name without letters, at each place the generated Swift names something: `check` reports it at
    /// the name's line, naming it and the rule.
    @Test(arguments: [
        (#""name": "x""#, #""name": "!!!""#, "$.routes[0].name", #"route name "!!!""#),
        (#""identifier": "I""#, #""identifier": "???""#, "$.intents[0].identifier", #"intent "???""#),
        (#""template": "h://x/{id}""#, #""template": "h://x/{🎉}""#, "$.routes[0].forms[0].template", #"parameter "🎉" of route "x""#),
        (#""query": {}"#, #""query": {"-": {"type": "int"}}"#, "$.routes[0].query.-", #"query parameter "-" of route "x""#),
        (#""kind": "W""#, #""kind": "...""#, "$.widgets[0].kind", #"widget kind "...""#),
        (#""key": "id""#, #""key": "***""#, "$.activities[0].userInfo[0].key", #"userInfo key "***" of activity "com.example.n.edit""#),
        (#""type": "com.example.n.edit""#, #""type": "com.example.n.!!!""#, "$.activities[0].type", #"activity type "com.example.n.!!!""#),
    ])
    func aNameWithoutLettersIsRefusedAtItsPlace(original: String, replacement: String, path: String, named: String) throws {
        let template = """
            {
              "app": {"name": "N", "bundleIdentifier": "com.example.n", "urlSchemes": ["h"], "appGroup": "group.com.example.n"},
              "routes": [{"name": "x", "forms": [{"kind": "scheme", "template": "h://x/{id}"}], "query": {}}],
              "intents": [{"identifier": "I", "title": {"ja": "i", "en": "i"}, "description": {"ja": "i", "en": "i"}}],
              "activities": [{"type": "com.example.n.edit", "title": {"ja": "t", "en": "t"}, "userInfo": [{"key": "id", "type": "string"}]}],
              "widgets": [{"kind": "W", "displayName": {"ja": "w", "en": "w"}, "description": {"ja": "w", "en": "w"}, "families": ["systemSmall"], "content": "progress", "entity": "thing"}],
              "searchDomains": [{"identifier": "things", "entity": "thing", "records": "things.json", "title": "${title}"}]
            }
            """
        let range = try #require(template.range(of: original))
        var json = template
        json.replaceSubrange(range, with: replacement)
        #expect(try Self.errors(template).isEmpty)
        let errors = try Self.errors(json)
        let found = try #require(errors.first { $0.code == "codegen.noSwiftName" }, "\(errors.map(\.code))")
        #expect(found.path == path)
        let line = json.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(replacement) }.map { $0 + 1 }
        #expect(found.line == line)
        #expect(found.message.en.hasPrefix("the \(named) has no letter or digit Swift accepts in a name"), "\(found.message.en)")
        #expect(found.message.ja.contains("Swift の名前に使える文字も数字もなく"))
    }
}
