/// The keys `integrations.json` knows, by place, so that a key it does not know is reported (with the
/// nearest known key) instead of being ignored silently.
///
/// A place is an object whose keys are fixed (``object(_:)``), an array of places (``array(_:)``), a
/// dictionary whose keys are the author's names (``dictionary(_:)``), or anything (``any``).
package indirect enum ManifestKeys: Sendable {
    /// An object with these keys.
    case object([String: ManifestKeys])
    /// An array whose elements are this place.
    case array(ManifestKeys)
    /// An object whose keys are names the author chooses, each value this place.
    case dictionary(ManifestKeys)
    /// Any value: nothing to check.
    case any

    static let text = ManifestKeys.object(["ja": .any, "en": .any])
    static let progressPhrases = ManifestKeys.object(Dictionary(uniqueKeysWithValues: [
        "allDone", "onTrack", "keepGoing", "keepGoingOne", "nothingToday", "completed", "unitsOfTotal", "indeterminate", "widget",
    ].map { ($0, ManifestKeys.any) }))

    /// The keys of `integrations.json`.
    package static let manifest = ManifestKeys.object([
        "app": .object([
            "name": .any, "localizedName": text, "bundleIdentifier": .any, "urlSchemes": .any, "teamIdentifier": .any,
            "associatedDomains": .any, "appClipBundleIdentifier": .any, "appGroup": .any, "phraseAliases": .any,
        ]),
        "search": .object(["foldsKana": .any]),
        "searchDomains": .array(.object([
            "identifier": .any, "entity": .any, "records": .any, "uniqueIdentifier": .any, "title": .any, "displayName": .any,
            "contentDescription": .any, "keywords": .any, "contentURL": .any, "contentCreationDate": .any,
            "contentModificationDate": .any, "rankingHint": .any,
        ])),
        "routes": .array(.object([
            "name": .any, "forms": .array(.object(["kind": .any, "template": .any])),
            "parameters": .dictionary(.any),
            "query": .dictionary(.object(["type": .any, "required": .any, "default": .any])),
            "isUniversalLink": .any, "handlesAppClip": .any, "isCaseInsensitive": .any,
        ])),
        "appClipExperiences": .array(.object(["name": .any, "url": .any])),
        "intents": .array(.object([
            "identifier": .any, "title": text, "description": text,
            "parameters": .array(.object([
                "name": .any, "title": text, "type": .any, "required": .any, "default": .any, "prompt": text,
            ])),
            "phrases": .object(["ja": .any, "en": .any]), "negativePhrases": .object(["ja": .any, "en": .any]),
            "effect": .object(["openRoute": .any, "recordCompletion": .any, "reportProgress": .any]),
            "dialogs": .object(["success": text, "alreadyDone": text]),
            "confirmation": text,
        ])),
        "widgets": .array(.object([
            "kind": .any, "displayName": text, "description": text, "families": .any,
            "content": .object([
                "show": .any, "limit": .any, "limitParameter": .any, "includeCompleted": .any, "includeCompletedParameter": .any,
                "footer": text, "days": .dictionary(.any), "whenAllDone": text,
            ]),
            "entity": .any, "url": .any,
            "refreshInterval": .any,
            "configuration": .array(.object(["name": .any, "title": text, "type": .any, "default": .any, "min": .any, "max": .any])),
        ])),
        "progress": .object(["ja": progressPhrases, "en": progressPhrases]),
        "appClipTransfer": .object([
            "storage": .any,
            "records": .array(.object(["entity": .any, "key": .any, "maximum": .any, "fields": .any, "required": .any, "sameWhen": .any])),
            "references": .array(.object(["entity": .any, "key": .any, "maximum": .any, "selectedKey": .any])),
        ]),
        "activities": .array(.object([
            "type": .any, "title": text, "entity": .any, "webpageURL": .any, "eligibility": .any, "keywords": .any, "donatedBy": .any,
            "userInfo": .array(.object(["key": .any, "type": .any, "value": .any])), "requiredUserInfoKeys": .any,
            "continuesTo": .object(["route": .any, "parameters": .any]),
        ])),
        "notifications": .object([
            "categories": .array(.object([
                "identifier": .any, "options": .any, "hiddenPreviewsBodyPlaceholder": text, "summaryFormat": text,
                "actions": .array(.object([
                    "identifier": .any, "title": text, "options": .any,
                    "textInput": .object(["buttonTitle": text, "placeholder": text, "parameter": .any]),
                    "does": .object(["runIntent": .any, "postpone": .any, "openRoute": .any]), "confirmation": .any,
                ])),
            ])),
            "streakNotification": .object(["template": .any, "minimumStreak": .any]),
            "templates": .array(.object([
                "identifier": .any, "category": .any, "entity": .any, "title": text, "subtitle": text, "body": text,
                "badge": .any, "sound": .any, "threadIdentifier": .any, "interruptionLevel": .any, "relevanceScore": .any,
                "trigger": .object([
                    "calendar": .object(["year": .any, "month": .any, "day": .any, "weekday": .any, "hour": .any, "minute": .any, "second": .any]),
                    "timeZone": .any, "timeInterval": .any, "repeats": .any, "push": .any,
                ]),
                "attachments": .any,
            ])),
        ]),
    ])

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
                switch place {
                case .object(let keys):
                    guard let next = keys[key] else { return nil }
                    place = next
                case .dictionary(let value):
                    place = value
                case .array, .any:
                    return nil
                }
            } else {
                return nil
            }
        }
        if case .object(let keys) = place { return Set(keys.keys) }
        return nil
    }

    /// The known key nearest to `key` (by edit distance, at most a third of the key's length, or one that
    /// starts the same way), for "did you mean …?".
    package static func nearest(to key: String, in known: Set<String>) -> String? {
        let scored = known.map { ($0, EditDistance.between(key.lowercased(), $0.lowercased())) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        guard let best = scored.first else { return nil }
        if best.1 <= max(2, key.count / 3) { return best.0 }
        return known.sorted().first { $0.lowercased().hasPrefix(key.lowercased()) || key.lowercased().hasPrefix($0.lowercased()) }
    }
}
