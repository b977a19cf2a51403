import IntegrationsCore

/// A share or action extension of an app, as the manifest's `shareExtensions` declares it: its name and
/// the `NSExtensionActivationRule` of its Info.plist, written with Apple's keys.
///
/// ```json
/// "shareExtensions": [
///   {"name": "Save to Shelf", "activationRule": {"NSExtensionActivationSupportsWebURLWithMaxCount": 1}}
/// ]
/// ```
public struct ShareExtensionDeclaration: Sendable, Hashable, Codable {
    /// The name the share sheet shows.
    public var name: String
    /// When the share sheet offers it.
    public var activationRule: ActivationRule

    /// A declaration.
    public init(name: String, activationRule: ActivationRule) {
        self.name = name
        self.activationRule = activationRule
    }

    private enum CodingKeys: String, CodingKey {
        case name, activationRule
    }

    public init(from decoder: any Decoder) throws {
        // A key the declaration does not know is the check's `manifest.unknownKey` warning, as for the core's
        // keys (``ShareExtensionsPoint/manifestKeys``), not a refusal.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        activationRule = ActivationRule(try container.decode(JSONValue.self, forKey: .activationRule))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(activationRule.json, forKey: .activationRule)
    }
}
