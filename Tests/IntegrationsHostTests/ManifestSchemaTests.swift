import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsImport
import IntegrationsPoints
import IntegrationsTestSupport
import Testing

/// The schema `integrations schema` prints and the manifest's decoder know the same keys, both ways: every
/// key the decoder reads and writes back is in the table the schema is written from, and every key of the
/// table is read by the decoder (it comes back when a manifest holding it is decoded and encoded).
@Suite struct ManifestSchemaTests {
    /// Every key path of a JSON value: `$.routes[].forms[].kind`; a dictionary's own keys are `*`.
    static func keyPaths(_ value: Any, at path: String = "$", into paths: inout Set<String>) {
        if let object = value as? [String: Any] {
            let isDictionary = ManifestKeys.manifest.knownKeys(at: path.replacingOccurrences(of: "[]", with: "[0]")) == nil && path != "$"
            for (key, child) in object {
                let childPath = isDictionary ? "\(path).*" : "\(path).\(key)"
                if !isDictionary { paths.insert(childPath) }
                keyPaths(child, at: childPath, into: &paths)
            }
        } else if let array = value as? [Any] {
            for element in array { keyPaths(element, at: path + "[]", into: &paths) }
        }
    }

    /// Every key path the table knows, the same way.
    static func tablePaths(_ place: ManifestKeys, at path: String = "$", into paths: inout Set<String>) {
        switch place {
        case .object(let keys, _):
            for (key, child) in keys {
                paths.insert("\(path).\(key)")
                tablePaths(child, at: "\(path).\(key)", into: &paths)
            }
        case .array(let element): tablePaths(element, at: path + "[]", into: &paths)
        case .dictionary(let value): tablePaths(value, at: path + ".*", into: &paths)
        case .either(let shapes): for shape in shapes { tablePaths(shape, at: path, into: &paths) }
        default: break
        }
    }

    /// A manifest with the keys the fixture apps leave out, so that each is decoded and written back.
    static let extra = """
        {"app": {"name": "X", "bundleIdentifier": "com.x", "phraseAliases": ["ex"]},
         "routes": [{"name": "r", "forms": [{"kind": "scheme", "template": "x://r/{size}"}], "isCaseInsensitive": true,
                     "parameters": {"size": {"enum": ["s", "l"]}},
                     "query": {"q": {"type": "string", "required": true, "default": "a"}, "o": {"type": {"enum": ["new", "old"]}}}}],
         "searchDomains": [{"identifier": "d", "entity": "e", "records": "e.json", "title": "${t}", "displayName": "${t}",
                            "contentModificationDate": "m"}],
         "intents": [{"identifier": "I", "title": {"ja": "i", "en": "i"}, "negativePhrases": {"ja": ["no ${applicationName}"], "en": []},
                      "confirmation": {"ja": "?", "en": "?"},
                      "parameters": [{"name": "k", "title": {"ja": "k", "en": "k"}, "required": false, "default": "a",
                                      "type": {"enum": [{"value": "a", "title": {"ja": "a", "en": "a"}}]}}]}],
         "widgets": [{"kind": "W", "displayName": {"ja": "w", "en": "w"}, "description": {"ja": "w", "en": "w"}, "families": ["systemSmall"],
                      "entity": "e", "content": {"show": "records", "includeCompleted": true, "includeCompletedParameter": "c"},
                      "configuration": [{"name": "c", "title": {"ja": "c", "en": "c"}, "type": "boolean", "default": true}]}],
         "liveActivities": [{"attributesType": "A", "entity": "e", "url": "r", "frequentUpdates": true, "dateEncoding": "iso8601",
                             "attributes": [{"name": "n", "type": "string", "value": "${t}"}, {"name": "o", "type": {"enum": ["y"]}, "optional": true}],
                             "contentState": [{"name": "s", "type": {"enum": ["x"]}, "optional": true}]}],
         "backgroundTasks": [{"identifier": "com.x.refresh", "kind": "refresh", "earliestBeginAfter": 60, "resubmits": true,
                              "does": [{"reloadWidgets": {"kinds": ["W"]}}, {"reindex": {}}, {"runIntent": "I", "parameters": {"k": "a"}}]}],
         "quickActions": [{"type": "com.x.r", "title": {"ja": "r", "en": "r"}, "subtitle": {"ja": "s", "en": "s"}, "icon": "plus",
                           "does": {"openRoute": "r", "parameters": {"size": "s"}}, "dynamic": true},
                          {"type": "com.x.i", "title": {"ja": "i", "en": "i"}, "does": {"runIntent": "I", "parameters": {"k": "a"}}}],
         "progress": {"en": {"completed": "${done}", "indeterminate": "…", "widget": "${done}"}, "ja": {"completed": "${done}", "indeterminate": "…", "widget": "${done}"}},
         "notifications": {"categories": [{"identifier": "C", "options": ["customDismissAction"], "summaryFormat": {"ja": "%u", "en": "%u"},
                                           "actions": [{"identifier": "T", "title": {"ja": "t", "en": "t"},
                                                        "textInput": {"buttonTitle": {"ja": "b", "en": "b"}, "placeholder": {"ja": "p", "en": "p"}, "parameter": "k"}}]}],
                           "templates": [{"identifier": "t", "title": {"ja": "t", "en": "t"}, "body": {"ja": "b", "en": "b"}, "subtitle": {"ja": "s", "en": "s"}, "badge": 1, "interruptionLevel": "passive",
                                          "relevanceScore": 0.5, "attachments": ["a.png"],
                                          "trigger": {"calendar": {"year": 2027, "month": 1, "day": 2, "weekday": 3, "hour": 4, "minute": 5, "second": 6},
                                                      "timeZone": "Asia/Tokyo", "repeats": false}},
                                         {"identifier": "u", "title": {"ja": "t", "en": "t"}, "body": {"ja": "b", "en": "b"}, "trigger": {"timeInterval": 60}},
                                         {"identifier": "v", "title": {"ja": "t", "en": "t"}, "body": {"ja": "b", "en": "b"}, "trigger": {"push": true}}]}}
        """

    static func encodedPaths() throws -> Set<String> {
        var manifests: [AppManifest] = []
        for name in ["Appcadia", "Simmer"] {
            manifests.append(try #require(FixtureManifest.manifest(of: name)))
        }
        manifests.append(try AppManifest.decode(Data(Self.extra.utf8), file: "extra.json"))
        var paths: Set<String> = []
        for manifest in manifests {
            // A point's own section is its table's (each point's tests), not the core's.
            var written = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(manifest)) as? [String: Any])
            for key in manifest.sections.keys { written[key] = nil }
            keyPaths(written, into: &paths)
        }
        return paths
    }

    @Test func everyKeyTheDecoderWritesIsInTheSchema() throws {
        var table: Set<String> = []
        Self.tablePaths(ManifestKeys.manifest, into: &table)
        #expect(try Self.encodedPaths().subtracting(table).sorted() == [])
    }

    @Test func everyKeyOfTheSchemaIsReadByTheDecoder() throws {
        var table: Set<String> = []
        Self.tablePaths(ManifestKeys.manifest, into: &table)
        // `$schema` names the schema for editors; the decoder has nothing to read in it.
        let unread = table.subtracting(try Self.encodedPaths()).subtracting(["$.$schema"]).sorted()
        #expect(unread == [], "keys of the schema no manifest brings back: \(unread)")
    }

    @Test func theSchemaIsDraft07AndClosed() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: IntegrationPoints.manifestSchema()) as? [String: Any])
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect((schema["properties"] as? [String: Any])?.keys.sorted() == [
            "$schema", "activities", "app", "appClipExperiences", "appClipTransfer", "backgroundTasks", "intents", "liveActivities", "notifications", "progress", "quickActions", "routes",
            "search", "searchDomains", "shareExtensions", "widgets",
        ])
    }
}

/// Every manifest `check` accepts validates against the schema `integrations schema` prints: the fixture
/// apps and every app of `Fixtures/CodeGen`, checked here by a validator of the part of draft-07 the schema
/// uses (`type`, `properties`, `additionalProperties`, `required`, `items`, `enum`, `oneOf`); CI checks the
/// same files with `jsonschema` (.ci/validate-manifests.py).
@Suite struct ManifestSchemaValidationTests {
    /// The places where `value` breaks `schema`, as JSON paths.
    static func problems(_ value: Any, _ schema: [String: Any], at path: String = "$") -> [String] {
        if let shapes = schema["oneOf"] as? [[String: Any]] {
            let matching = shapes.filter { problems(value, $0, at: path).isEmpty }.count
            return matching == 1 ? [] : ["\(path): \(matching) of oneOf's \(shapes.count) shapes match"]
        }
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return ["\(path): not an object"] }
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            var found = ((schema["required"] as? [String]) ?? []).filter { object[$0] == nil }.map { "\(path): no \($0)" }
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    found += problems(child, property, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += problems(child, additional, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path).\(key): not allowed")
                }
            }
            return found
        case "array":
            guard let array = value as? [Any] else { return ["\(path): not an array"] }
            guard let items = schema["items"] as? [String: Any] else { return [] }
            return array.enumerated().flatMap { problems($0.element, items, at: "\(path)[\($0.offset)]") }
        case "string":
            guard let text = value as? String else { return ["\(path): not a string"] }
            if let allowed = schema["enum"] as? [String], !allowed.contains(text) { return ["\(path): \(text) is not one of \(allowed)"] }
            return []
        // Numbers and booleans both arrive as NSNumber on some platforms: told apart only as far as that allows.
        case "integer":
            guard let number = value as? NSNumber, number.doubleValue.rounded() == number.doubleValue else { return ["\(path): not an integer"] }
            return []
        case "number", "boolean":
            return value is NSNumber || value is Bool ? [] : ["\(path): not a \(schema["type"] as? String ?? "")"]
        default:
            return []
        }
    }

    /// The fixture apps `check` accepts: the two samples and every app of `Fixtures/CodeGen`.
    static let accepted: [String] = {
        let codeGen = (try? FileManager.default.contentsOfDirectory(atPath: FixtureManifest.fixtures.appendingPathComponent("CodeGen").path)) ?? []
        return ["Appcadia", "Simmer"] + codeGen.sorted().map { "CodeGen/\($0)" }
    }()

    @Test(arguments: accepted)
    func aManifestTheCheckAcceptsValidatesAgainstTheSchema(_ fixture: String) throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: IntegrationPoints.manifestSchema()) as? [String: Any])
        let data = try Data(contentsOf: FixtureManifest.fixtures.appendingPathComponent(fixture).appendingPathComponent("integrations.json"))
        #expect(Self.problems(try JSONSerialization.jsonObject(with: data), schema) == [])
    }

    /// The validator is no rubber stamp: what the schema refuses, it refuses.
    @Test func theValidatorFindsWhatTheSchemaRefuses() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: IntegrationPoints.manifestSchema()) as? [String: Any])
        let manifest = #"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "routes": [{"name": "r", "forms": [], "parameters": {"a": "float", "b": {"enum": "x"}}}], "extra": 1}"#
        #expect(Self.problems(try JSONSerialization.jsonObject(with: Data(manifest.utf8)), schema) == [
            "$.extra: not allowed", "$.routes[0].parameters.a: 0 of oneOf's 2 shapes match", "$.routes[0].parameters.b: 0 of oneOf's 2 shapes match",
        ])
    }
}

/// The App Shortcuts String Catalog and the manifest round-trip: every intent's phrases, both languages.
@Suite struct AppShortcutsCatalogTests {
    @Test(arguments: ["Appcadia", "Simmer"], [Language.en, .ja])
    func phrasesRoundTrip(app: String, sourceLanguage: Language) throws {
        let manifest = try #require(FixtureManifest.manifest(of: app))
        let read = try AppShortcutsCatalog.phrases(in: AppShortcutsCatalog.catalog(of: manifest.intents, sourceLanguage: sourceLanguage), file: "AppShortcuts.xcstrings")
        let withPhrases = manifest.intents.filter { !$0.phrases.en.isEmpty || !$0.phrases.ja.isEmpty }
        #expect(read.count == withPhrases.count)
        for intent in withPhrases {
            let key = try #require((sourceLanguage == .en ? intent.phrases.en : intent.phrases.ja).first)
            #expect(read[key]?[.en] ?? [] == intent.phrases.en)
            #expect(read[key]?[.ja] ?? [] == intent.phrases.ja)
        }
    }

    @Test func aFileThatIsNoCatalogIsNamed() {
        #expect(throws: IntegrationsError.self) { try AppShortcutsCatalog.phrases(in: Data("[1]".utf8), file: "AppShortcuts.xcstrings") }
    }
}
