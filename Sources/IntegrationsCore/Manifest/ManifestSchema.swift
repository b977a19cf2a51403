package import Foundation

/// The JSON Schema (draft-07) of `integrations.json`, written from the same key table `check` reports
/// unknown keys against, so that an editor validates and completes a manifest as the toolkit reads it.
/// A manifest may name it with `"$schema"`.
///
/// The schema says each value's type, the keys each object knows and needs, and the values a closed set
/// allows. What depends on more than one value (a route a widget names, a template's fields in the
/// records, App Shortcut rules) is `check`'s, not the schema's (Docs/Manifest.md).
package enum ManifestSchema {
    /// The schema's `$id`.
    package static let identifier = "https://swift-platform-integrations.example/schemas/integrations.schema.json"

    /// The schema as a JSON object.
    ///
    /// `sections` are the schemas of the integration points' own sections (`IntegrationPoint.manifestSchema`),
    /// by key, added to the root's properties.
    package static func document(sections: [String: JSONValue] = [:]) -> [String: Any] {
        var root = schema(ManifestKeys.manifest).foundationObject as? [String: Any] ?? [:]
        if var properties = root["properties"] as? [String: Any] {
            // A section the core already describes (a point moved into the plug-in shape whose
            // declarations are still the core's) keeps the core's schema.
            for (key, section) in sections where properties[key] == nil { properties[key] = section.foundationObject }
            root["properties"] = properties
        }
        root["$schema"] = "http://json-schema.org/draft-07/schema#"
        root["$id"] = identifier
        root["title"] = "integrations.json"
        root["description"] = "An app's integration points, as the swift-platform-integrations toolkit reads them (Docs/Manifest.md)."
        return root
    }

    /// The schema as JSON text: keys sorted, two-space indented, one newline at the end.
    package static func json(sections: [String: JSONValue] = [:]) -> Data {
        let data = (try? JSONSerialization.data(withJSONObject: document(sections: sections), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }

    /// The JSON Schema of one place of the key table: what the manifest's schema is made of, and what an
    /// integration point whose section is described by a key table gives as its `manifestSchema`.
    package static func schema(_ place: ManifestKeys) -> JSONValue {
        switch place {
        case .object(let keys, let required):
            var object: [String: JSONValue] = [
                "type": .string("object"), "additionalProperties": .boolean(false),
                "properties": .object(keys.mapValues { schema($0) }),
            ]
            if !required.isEmpty { object["required"] = .array(required.sorted().map(JSONValue.string)) }
            return .object(object)
        case .array(let element): return .object(["type": .string("array"), "items": schema(element)])
        case .dictionary(let value): return .object(["type": .string("object"), "additionalProperties": schema(value)])
        case .either(let shapes): return .object(["oneOf": .array(shapes.map(schema))])
        case .string(let values):
            return values.isEmpty ? .object(["type": .string("string")]) : .object(["type": .string("string"), "enum": .array(values.map(JSONValue.string))])
        case .integer: return .object(["type": .string("integer")])
        case .number: return .object(["type": .string("number")])
        case .boolean: return .object(["type": .string("boolean")])
        case .any: return .object([:])
        }
    }
}
