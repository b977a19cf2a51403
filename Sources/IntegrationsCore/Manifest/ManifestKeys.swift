/// The keys `integrations.json` knows, by place, and the type of each value: what `check` reports an
/// unknown key against (with the nearest known key) and what `integrations schema` writes as a JSON Schema
/// (``ManifestSchema``). One table, so the two never disagree.
///
/// A place is an object whose keys are fixed (``object(_:required:)``), an array of places
/// (``array(_:)``), a dictionary whose keys are the author's names (``dictionary(_:)``), one of several
/// shapes (``either(_:)``), a typed value, or anything (``any``).
package indirect enum ManifestKeys: Sendable {
    /// An object with these keys, the `required` ones always present.
    case object([String: ManifestKeys], required: [String] = [])
    /// An array whose elements are this place.
    case array(ManifestKeys)
    /// An object whose keys are names the author chooses, each value this place.
    case dictionary(ManifestKeys)
    /// One of these shapes (`"progress"` or `{"show": "records", …}`).
    case either([ManifestKeys])
    /// A string, one of these when the list is not empty.
    case string([String] = [])
    case integer, number, boolean
    /// Any value: nothing to check.
    case any

    package static let string = ManifestKeys.string([])
    package static let strings = ManifestKeys.array(.string)
    package static let text = ManifestKeys.object(["ja": .string, "en": .string], required: ["ja", "en"])
    static let progressPhrases = ManifestKeys.object(Dictionary(uniqueKeysWithValues: [
        "allDone", "onTrack", "keepGoing", "keepGoingOne", "nothingToday", "completed", "unitsOfTotal", "indeterminate", "widget",
    ].map { ($0, ManifestKeys.string) }))
    static let phrases = ManifestKeys.object(["ja": .strings, "en": .strings])

    /// The keys of `integrations.json`.
    package static let manifest = ManifestKeys.object([
        "$schema": .string,
        "app": .object([
            "name": .string, "localizedName": text, "bundleIdentifier": .string, "urlSchemes": .strings, "teamIdentifier": .string,
            "associatedDomains": .strings, "appClipBundleIdentifier": .string, "appGroup": .string, "phraseAliases": .strings,
        ], required: ["name", "bundleIdentifier"]),
        "search": .object(["foldsKana": .boolean]),
        "searchDomains": .array(.object([
            "identifier": .string, "entity": .string, "records": .string, "uniqueIdentifier": .string, "title": .string, "displayName": .string,
            "contentDescription": .string, "keywords": .strings, "contentURL": .string, "contentCreationDate": .string,
            "contentModificationDate": .string, "rankingHint": .number,
        ], required: ["identifier", "entity", "records", "title"])),
        "intents": .array(.object([
            "identifier": .string, "title": text, "description": text,
            "parameters": .array(.object([
                "name": .string, "title": text,
                "type": .either([
                    .string(["string", "integer", "boolean", "date"]),
                    .object(["entity": .string], required: ["entity"]),
                    .object(["enum": .array(.object(["value": .string, "title": text], required: ["value", "title"]))], required: ["enum"]),
                ]),
                "required": .boolean, "default": .string, "prompt": text,
            ], required: ["name", "type"])),
            "phrases": phrases, "negativePhrases": phrases,
            "effect": .object(["openRoute": .string, "recordCompletion": .string, "reportProgress": .object([:])]),
            "dialogs": .object(["success": text, "alreadyDone": text]),
            "confirmation": text,
        ], required: ["identifier", "title"])),
        "progress": .object(["ja": progressPhrases, "en": progressPhrases]),
    ])

    /// The known keys of every object this place holds, by JSON path from the place (`$`, `$[]`,
    /// `$[].contentState[]`, every index written `[]`), as an integration point gives its section's keys
    /// (`IntegrationPoint.manifestKeys`). An object inside a dictionary is not listed: its path holds the
    /// author's names.
    package var objectKeys: [String: Set<String>] {
        var table: [String: Set<String>] = [:]
        func walk(_ place: ManifestKeys, _ path: String) {
            switch place {
            case .object(let keys, _):
                table[path, default: []].formUnion(keys.keys)
                for (key, value) in keys { walk(value, "\(path).\(key)") }
            case .array(let element): walk(element, path + "[]")
            case .either(let shapes): for shape in shapes { walk(shape, path) }
            case .dictionary, .string, .integer, .number, .boolean, .any: break
            }
        }
        walk(self, "$")
        return table
    }

    /// The known keys of the object at `path` in a document, or `nil` when its keys are not fixed.
    ///
    /// - Parameters:
    ///   - path: A JSON path as ``JSONLocations`` writes it (`$.routes[2].forms[0]`).
    package func knownKeys(at path: String) -> Set<String>? {
        var place = self
        var rest = Substring(path.dropFirst())  // "$"
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                rest = rest[rest.index(after: close)...]
                guard case .array(let element) = place else { return nil }
                place = element
            } else if rest.hasPrefix(".") {
                rest = rest.dropFirst()
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = String(rest[..<end])
                rest = rest[end...]
                switch place.objectShape {
                case .object(let keys, _)?:
                    guard let next = keys[key] else { return nil }
                    place = next
                case .dictionary(let value)?:
                    place = value
                default:
                    return nil
                }
            } else {
                return nil
            }
        }
        if case .object(let keys, _)? = place.objectShape { return Set(keys.keys) }
        return nil
    }

    /// The object (or dictionary) this place is; for one of several shapes, an object of every key its
    /// object alternatives know.
    private var objectShape: ManifestKeys? {
        switch self {
        case .object, .dictionary: return self
        case .either(let shapes):
            var keys: [String: ManifestKeys] = [:]
            for case .object(let known, _) in shapes { keys.merge(known) { first, _ in first } }
            return keys.isEmpty ? nil : .object(keys)
        default: return nil
        }
    }

    /// The known key nearest to `key` (by edit distance, at most a third of the key's length, or one that
    /// starts the same way), for "did you mean …?".
    package static func nearest(to key: String, in known: Set<String>) -> String? {
        let lowered = key.lowercased()
        let scored: [(String, Int)] = known.map { ($0, EditDistance.between(lowered, $0.lowercased())) }
            .sorted { left, right in left.1 != right.1 ? left.1 < right.1 : left.0 < right.0 }
        guard let best = scored.first else { return nil }
        if best.1 <= max(2, key.count / 3) { return best.0 }
        return known.sorted().first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }
    }
}
