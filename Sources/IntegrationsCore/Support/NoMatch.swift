/// A name the app does not declare, asked for by a command that runs a declared thing by name (a
/// background task, a quick action, a phrase): what was asked, the declared name nearest to it, and what
/// to tell a person. It encodes as those commands' `--json` answer, `{<key>: name, "outcome": "noMatch",
/// "nearest"}`, `nearest` absent when nothing is near (Docs/JSON.md).
///
/// ```json
/// {"identifier": "com.example.app.refesh", "outcome": "noMatch", "nearest": "com.example.app.refresh"}
/// ```
public struct NoMatch: Sendable, Hashable, Encodable {
    /// The JSON key of what was asked for: `identifier`, `type`, `phrase`.
    public var key: String
    /// What was asked for, as given.
    public var name: String
    /// The declared name nearest to it, if one is near.
    public var nearest: String?
    /// What a person is told: that there is none, and the nearest.
    public var message: LocalizedText

    /// Creates the value from its fields.
    public init(key: String, name: String, nearest: String?, message: LocalizedText) {
        self.key = key
        self.name = name
        self.nearest = nearest
        self.message = message
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: Key(stringValue: key))
        try container.encode("noMatch", forKey: Key(stringValue: "outcome"))
        try container.encodeIfPresent(nearest, forKey: Key(stringValue: "nearest"))
    }
}
