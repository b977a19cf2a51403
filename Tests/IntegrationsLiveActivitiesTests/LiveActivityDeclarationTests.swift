import Foundation
import IntegrationsCore
import IntegrationsPointKit
import IntegrationsLiveActivities
import Testing

/// `liveActivities` in the manifest: how a declaration reads and writes, its defaults, the field types, and
/// what it refuses (issue 35).
@Suite struct LiveActivityDeclarationTests {
    /// The declarations of a manifest whose `liveActivities` is `liveActivities`, as the point reads its section.
    static func declarations(_ liveActivities: String) throws(IntegrationsError) -> [LiveActivityDeclaration] {
        let manifest = try AppManifest.decode(
            Data(#"{"app": {"name": "Kettle", "bundleIdentifier": "com.example.kettle"}, "liveActivities": \#(liveActivities)}"#.utf8), file: "integrations.json")
        return try LiveActivitiesPoint().declarations(in: manifest, file: "integrations.json")
    }

    @Test func aDeclarationReadsEveryKey() throws {
        let declared = try Self.declarations("""
            [{"attributesType": "BrewAttributes", "entity": "tea", "url": "tea",
              "attributes": [{"name": "teaName", "type": "string", "value": "${name}"}, {"name": "steepSeconds", "type": "integer"}],
              "contentState": [{"name": "ends_at", "type": "date"}, {"name": "isPaused", "type": "boolean", "optional": true},
                               {"name": "strength", "type": {"enum": ["light", "strong"]}}, {"name": "cups", "type": "number"}, {"name": "extra", "type": "any"}],
              "frequentUpdates": true, "dateEncoding": "iso8601"}]
            """)
        #expect(declared == [
            LiveActivityDeclaration(
                attributesType: "BrewAttributes", entity: "tea", url: "tea",
                attributes: [LiveActivityField(name: "teaName", type: .string, value: "${name}"), LiveActivityField(name: "steepSeconds", type: .integer)],
                contentState: [
                    LiveActivityField(name: "ends_at", type: .date), LiveActivityField(name: "isPaused", type: .boolean, optional: true),
                    LiveActivityField(name: "strength", type: .enumeration(["light", "strong"])), LiveActivityField(name: "cups", type: .number),
                    LiveActivityField(name: "extra", type: .any),
                ],
                frequentUpdates: true, dateEncoding: .iso8601),
        ])
    }

    /// Left out: no entity or route, no fields, infrequent updates, Swift's default date encoding.
    @Test func theDefaults() throws {
        let declaration = try #require(try Self.declarations(#"[{"attributesType": "A"}]"#).first)
        #expect(declaration == LiveActivityDeclaration(attributesType: "A"))
        #expect(declaration.frequentUpdates == false && declaration.dateEncoding == .secondsSince2001 && declaration.attributes.isEmpty)
        #expect(try Self.declarations("[]").isEmpty)
        let without = try AppManifest.decode(Data(#"{"app": {"name": "K", "bundleIdentifier": "com.k"}}"#.utf8), file: "integrations.json")
        #expect(try LiveActivitiesPoint().declarations(in: without, file: "integrations.json").isEmpty)
    }

    /// Written back, a field leaves out `optional: false` and a missing value, and reads back the same.
    @Test(arguments: [
        (LiveActivityDeclaration(attributesType: "A"), #"{"attributes":[],"attributesType":"A","contentState":[],"dateEncoding":"secondsSince2001","frequentUpdates":false}"#),
        (LiveActivityDeclaration(
            attributesType: "B", entity: "e", url: "r", attributes: [LiveActivityField(name: "n", type: .string, value: "${t}")],
            contentState: [LiveActivityField(name: "s", type: .enumeration(["x", "y"]), optional: true)], frequentUpdates: true, dateEncoding: .secondsSince1970),
         #"{"attributes":[{"name":"n","type":"string","value":"${t}"}],"attributesType":"B","contentState":[{"name":"s","optional":true,"type":{"enum":["x","y"]}}],"dateEncoding":"secondsSince1970","entity":"e","frequentUpdates":true,"url":"r"}"#),
    ])
    func aDeclarationRoundTrips(declaration: LiveActivityDeclaration, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(declaration)
        #expect(String(decoding: data, as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(LiveActivityDeclaration.self, from: data) == declaration)
    }

    /// What decoding refuses names its place and what was expected there, as the rest of the manifest does.
    @Test(arguments: [
        (#"[{"attributesType": "A", "contentState": [{"name": "s", "type": "real"}]}]"#,
         #"Cannot read integrations.json: expected a valid value ("real" is not a Live Activity field type (string, integer, number, boolean, date, any, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float, {"enum": [...]})) at $.liveActivities[0].contentState[0].type (line 1, column 153). Fix the file and run the command again."#),
        (#"[{"attributesType": "A", "dateEncoding": "unix"}]"#,
         "Cannot read integrations.json: expected one of secondsSince2001, secondsSince1970, millisecondsSince1970, iso8601 (not \"unix\") at $.liveActivities[0].dateEncoding (line 1, column 130). Fix the file and run the command again."),
        (#"[{"contentState": []}]"#,
         "Cannot read integrations.json: expected the key \"attributesType\" at $.liveActivities[0].attributesType (line 1, column 90). Fix the file and run the command again."),
    ])
    func aMalformedDeclarationIsRefusedAtItsPath(liveActivities: String, message: String) {
        #expect(throws: IntegrationsError.self) { try Self.declarations(liveActivities) }
        do {
            _ = try Self.declarations(liveActivities)
        } catch {
            #expect(error.message.en == message)
        }
    }

    /// The manifest's unknown keys are `check`'s warnings; a decoder asked to refuse them refuses one in a
    /// declaration or a field, with the nearest known key.
    @Test func unknownKeysAreRefusedWhenAsked() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.refusesUnknownKeys] = true
        let data = Data(#"{"attributesType": "A", "contentState": [{"name": "s", "type": "date", "optinal": true}]}"#.utf8)
        #expect(throws: UnknownKeyError(path: "$.contentState[0].optinal", key: "optinal", known: ["name", "optional", "type", "value"])) {
            try decoder.decode(LiveActivityDeclaration.self, from: data)
        }
        #expect(UnknownKeyError(path: "$", key: "optinal", known: ["name", "optional", "type", "value"]).nearest == "optional")
        #expect(throws: UnknownKeyError(path: "$.frequentUpdate", key: "frequentUpdate", known: ["attributes", "attributesType", "contentState", "dateEncoding", "entity", "frequentUpdates", "url"])) {
            try decoder.decode(LiveActivityDeclaration.self, from: Data(#"{"attributesType": "A", "frequentUpdate": true}"#.utf8))
        }
        #expect(try JSONDecoder().decode(LiveActivityDeclaration.self, from: data).contentState.first?.optional == false)
    }

    /// The key table `check` reports unknown keys against, from the point's own table: a fixed property
    /// takes a `value`, a state field not.
    @Test func theKeyTableKnowsEachPlace() {
        let keys = LiveActivitiesPoint().manifestKeys
        #expect(keys["$[]"] == ["attributesType", "entity", "url", "attributes", "contentState", "frequentUpdates", "dateEncoding"])
        #expect(keys["$[].attributes[]"] == ["name", "type", "optional", "value"])
        #expect(keys["$[].contentState[]"] == ["name", "type", "optional"])
        #expect(keys["$[].contentState[].type"] == ["enum"])
        #expect(keys["$"] == nil)
    }

    /// The table and the decoder agree: every key a declaration writes back is in the table, and every
    /// key of the table comes back when a declaration holding it is read and written.
    @Test func theKeyTableIsWhatTheDeclarationReadsAndWrites() throws {
        let declared = try Self.declarations("""
            [{"attributesType": "A", "entity": "e", "url": "r", "frequentUpdates": true, "dateEncoding": "iso8601",
              "attributes": [{"name": "n", "type": "string", "value": "${t}"}, {"name": "o", "type": {"enum": ["y"]}, "optional": true}],
              "contentState": [{"name": "s", "type": {"enum": ["x"]}, "optional": true}]}]
            """)
        var written: [String: Set<String>] = [:]
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                written[path, default: []].formUnion(object.keys)
                for (key, child) in object { walk(child, "\(path).\(key)") }
            } else if let array = value as? [Any] {
                for element in array { walk(element, path + "[]") }
            }
        }
        walk(try JSONSerialization.jsonObject(with: JSONEncoder().encode(declared)), "$")
        #expect(written == LiveActivitiesPoint().manifestKeys)
    }

    /// Unknown keys are the check's warnings (`manifest.unknownKey`) and the app passes over them, as when
    /// the core read the section.
    @Test func anUnknownKeyIsPassedOver() throws {
        #expect(try Self.declarations(#"[{"attributesType": "A", "frequentUpdate": true}]"#) == [LiveActivityDeclaration(attributesType: "A")])
    }

    @Test(arguments: [
        (LiveActivityDeclaration.DateEncoding.secondsSince2001, "817376700.0"), (.secondsSince1970, "1795683900.0"), (.iso8601, "2026-11-26T09:05:00Z"),
    ])
    func aDateInEachEncoding(encoding: LiveActivityDeclaration.DateEncoding, written: String) throws {
        let date = try #require(ISODate.parse("2026-11-26T09:05:00Z"))
        #expect("\(encoding.value(of: date))" == written)
    }
}
