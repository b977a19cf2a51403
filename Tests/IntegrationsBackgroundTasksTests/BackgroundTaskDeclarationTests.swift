import Foundation
import IntegrationsBackgroundTasks
import IntegrationsCore
import IntegrationsPointKit
import Testing

/// The manifest's `backgroundTasks` (issue 35): each step's JSON shape read and written back, the defaults,
/// a step with none or two of its keys refused at its path, and unknown keys refused when the decoder is asked
/// to (the manifest's own unknown keys are `check`'s warnings, `manifest.unknownKey`).
@Suite struct BackgroundTaskDeclarationTests {
    /// The tasks of a manifest whose `backgroundTasks` is `tasks`, as the point reads its section.
    static func declarations(_ tasks: String) throws(IntegrationsError) -> [BackgroundTaskDeclaration] {
        let manifest = try AppManifest.decode(Data(#"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "backgroundTasks": \#(tasks)}"#.utf8), file: "integrations.json")
        return try BackgroundTasksPoint().declarations(in: manifest, file: "integrations.json")
    }

    @Test func everyStepIsReadInOrder() throws {
        let tasks = try Self.declarations("""
            [{"identifier": "com.x.refresh", "kind": "refresh", "earliestBeginAfter": 900, "resubmits": true,
              "does": [{"reloadWidgets": {}}, {"reloadWidgets": {"kinds": ["A", "B"]}}, {"reindex": {}},
                       {"runIntent": "Sync", "parameters": {"folder": "inbox"}}, {"runIntent": "Tidy"}]},
             {"identifier": "com.x.clean", "kind": "processing"}]
            """)
        #expect(tasks == [
            BackgroundTaskDeclaration(
                identifier: "com.x.refresh", kind: .refresh, earliestBeginAfter: 900,
                does: [.reloadWidgets(kinds: []), .reloadWidgets(kinds: ["A", "B"]), .reindex,
                       .runIntent("Sync", parameters: ["folder": "inbox"]), .runIntent("Tidy", parameters: [:])],
                resubmits: true),
            BackgroundTaskDeclaration(identifier: "com.x.clean", kind: .processing),
        ])
        #expect(tasks.map(\.kind.backgroundMode) == ["fetch", "processing"])
        #expect(tasks[0].does.map(\.name) == ["reloadWidgets", "reloadWidgets", "reindex", "runIntent", "runIntent"])
        #expect(try Self.declarations("[]").isEmpty)
    }

    /// A kind that is neither is refused with the two kinds, at its line and column (it was once said as a
    /// route form's kinds, "one of scheme, web, clip": Decision 511).
    @Test func anUnknownKindNamesTheTwoKinds() {
        #expect {
            try Self.declarations(#"[{"identifier": "com.x.a", "kind": "daily"}]"#)
        } throws: { error in
            (error as? IntegrationsError)?.message.en
                == #"Cannot read integrations.json: expected one of refresh, processing (not "daily") at $.backgroundTasks[0].kind (line 1, column 107). Fix the file and run the command again."#
        }
    }

    /// Written back, a declaration reads as itself, each step in its own shape (no empty `kinds` or
    /// `parameters`).
    @Test func aDeclarationRoundTrips() throws {
        let declaration = BackgroundTaskDeclaration(
            identifier: "com.x.refresh", kind: .processing, earliestBeginAfter: 60.5,
            does: [.reloadWidgets(kinds: []), .reloadWidgets(kinds: ["A"]), .reindex, .runIntent("Sync", parameters: ["k": "v"]), .runIntent("T", parameters: [:])],
            resubmits: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(declaration)
        #expect(try JSONDecoder().decode(BackgroundTaskDeclaration.self, from: data) == declaration)
        let steps = try encoder.encode(declaration.does)
        #expect(String(decoding: steps, as: UTF8.self)
            == #"[{"reloadWidgets":{}},{"reloadWidgets":{"kinds":["A"]}},{"reindex":{}},{"parameters":{"k":"v"},"runIntent":"Sync"},{"runIntent":"T"}]"#)
        #expect(String(decoding: try encoder.encode(BackgroundTaskDeclaration(identifier: "i", kind: .refresh)), as: UTF8.self)
            == #"{"does":[],"identifier":"i","kind":"refresh","resubmits":false}"#)
    }

    @Test(arguments: [
        (#"[{"identifier": "a.b", "kind": "later"}]"#, "$.backgroundTasks[0].kind"),
        (#"[{"kind": "refresh"}]"#, "$.backgroundTasks[0]"),
        (#"[{"identifier": "a.b", "kind": "refresh", "does": [{}]}]"#, "$.backgroundTasks[0].does[0]"),
        (#"[{"identifier": "a.b", "kind": "refresh", "does": [{"reindex": {}, "runIntent": "X"}]}]"#, "$.backgroundTasks[0].does[0]"),
        (#"[{"identifier": "a.b", "kind": "refresh", "does": [{"reindex": {}, "parameters": {}}]}]"#, "$.backgroundTasks[0].does[0].parameters"),
        (#"[{"identifier": "a.b", "kind": "refresh", "does": [{"reindex": true}]}]"#, "$.backgroundTasks[0].does[0].reindex"),
        (#"[{"identifier": "a.b", "kind": "refresh", "does": [{"runIntent": "X", "parameters": {"n": 3}}]}]"#, "$.backgroundTasks[0].does[0].parameters.n"),
        (#"[{"identifier": "a.b", "kind": "refresh", "earliestBeginAfter": "1h"}]"#, "$.backgroundTasks[0].earliestBeginAfter"),
    ])
    func aMalformedTaskIsRefusedAtItsPath(tasks: String, path: String) {
        do {
            _ = try Self.declarations(tasks)
            Issue.record("accepted \(tasks)")
        } catch {
            #expect(error.kind == .invalidManifest)
            #expect(error.message.en.contains(" at \(path)") || error.message.en.contains(" \(path) "), "\(error.message.en)")
        }
    }

    @Test func unknownKeysAreRefusedWhenAsked() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.refusesUnknownKeys] = true
        #expect(throws: UnknownKeyError(path: "$.resubmit", key: "resubmit", known: ["does", "earliestBeginAfter", "identifier", "kind", "resubmits"])) {
            try decoder.decode(BackgroundTaskDeclaration.self, from: Data(#"{"identifier": "a.b", "kind": "refresh", "resubmit": true}"#.utf8))
        }
        #expect(throws: UnknownKeyError(path: "$.does[0].reloadWidgets.kind", key: "kind", known: ["kinds"])) {
            try decoder.decode(BackgroundTaskDeclaration.self, from: Data(#"{"identifier": "a.b", "kind": "refresh", "does": [{"reloadWidgets": {"kind": ["A"]}}]}"#.utf8))
        }
        #expect(throws: UnknownKeyError(path: "$.does[0].reindex.all", key: "all", known: [])) {
            try decoder.decode(BackgroundTaskDeclaration.self, from: Data(#"{"identifier": "a.b", "kind": "refresh", "does": [{"reindex": {"all": true}}]}"#.utf8))
        }
        #expect(throws: UnknownKeyError(path: "$.does[0].paramters", key: "paramters", known: ["parameters", "reindex", "reloadWidgets", "runIntent"])) {
            try decoder.decode(BackgroundTaskDeclaration.self, from: Data(#"{"identifier": "a.b", "kind": "refresh", "does": [{"runIntent": "X", "paramters": {}}]}"#.utf8))
        }
        // Without being asked, the decoder reads past them; `check` warns of each.
        let lenient = try JSONDecoder().decode(BackgroundTaskDeclaration.self, from: Data(#"{"identifier": "a.b", "kind": "refresh", "resubmit": true}"#.utf8))
        #expect(lenient.resubmits == false)
    }

    /// The key table `check` reports unknown keys against and the schema is written from.
    @Test func theKeyTableKnowsEachPlace() {
        let keys = BackgroundTasksPoint().manifestKeys
        #expect(keys["$[]"] == ["identifier", "kind", "earliestBeginAfter", "does", "resubmits"])
        #expect(keys["$[].does[]"] == ["reloadWidgets", "reindex", "runIntent", "parameters"])
        #expect(keys["$[].does[].reloadWidgets"] == ["kinds"])
        #expect(keys["$[].does[].reindex"] == [])
    }
}
