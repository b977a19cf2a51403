public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Share and action extensions as an integration point: the manifest's `shareExtensions`, each
/// extension's `NSExtensionActivationRule` read from its Info.plist, the rules on both, and whether the
/// share sheet offers an extension for what a person shares (``ShareActivation``).
///
/// ```swift
/// let point = ShareExtensionsPoint()
/// let declared = try point.declarations(in: manifest, file: "integrations.json")
/// let offered = declared.map { ShareActivation(name: $0.name, rule: $0.activationRule, items: SharedItems([.webURL: 1])) }
/// ```
public struct ShareExtensionsPoint: DeclarationListPoint {
    /// The manifest key and the name its facts are kept under.
    public let name = "shareExtensions"

    /// The extension points whose Info.plist carries an activation rule: Share and Action extensions.
    public static let extensionPoints = ["com.apple.share-services", "com.apple.ui-services"]

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "共有拡張", en: "Share extensions") }

    public var manifestKeys: [String: Set<String>] { ["$[]": ["name", "activationRule"]] }

    public var manifestSchema: JSONValue {
        .object([
            "type": .string("array"),
            "items": .object([
                "type": .string("object"), "additionalProperties": .boolean(false), "required": .array([.string("activationRule"), .string("name")]),
                "properties": .object([
                    "name": .object(["type": .string("string")]),
                    "activationRule": .object(["oneOf": .array([.object(["type": .string("object")]), .object(["type": .string("string")])])]),
                ]),
            ]),
        ])
    }

    public var rules: [CheckRule] { ShareExtensionRules.all }

    public func checkManifest(_ manifest: AppManifest, declarations: [ShareExtensionDeclaration]) -> [Diagnostic] {
        declarations.enumerated().flatMap { index, declaration in
            ShareExtensionRules.findings(of: declaration.activationRule, name: declaration.name) { key in
                let path = "$.\(name)[\(index)].activationRule" + (key.map { ".\($0)" } ?? "")
                return (path, nil)
            }
        }
    }

    /// The facts of one extension's Info.plist: its rule and where each of its keys is.
    public struct Facts: Sendable, Hashable, Codable {
        /// The extension's name: `CFBundleDisplayName`, else its target's, else its file's.
        public var name: String
        /// The extension point (`com.apple.share-services`).
        public var extensionPoint: String
        /// The rule, as written; `nil` when the key is missing.
        public var activationRule: JSONValue?
        /// The place of the rule's key (`path:line`), or of `NSExtensionAttributes` when the rule is missing.
        public var source: String
        /// The place of each key of the dictionary form.
        public var keySources: [String: String]
    }

    public func facts(in plist: InfoPlistReading) -> JSONValue? {
        guard case .object(let info)? = plist.values["NSExtension"], let point = info["NSExtensionPointIdentifier"]?.string,
            Self.extensionPoints.contains(point)
        else { return nil }
        let attributesPath = ["NSExtension", "NSExtensionAttributes"]
        let rulePath = attributesPath + ["NSExtensionActivationRule"]
        let rule = info["NSExtensionAttributes"]?["NSExtensionActivationRule"]
        var keySources: [String: String] = [:]
        if case .object(let members)? = rule {
            for key in members.keys { keySources[key] = plist.source(ofKeyPath: rulePath + [key]) }
        }
        let name = plist.values["CFBundleDisplayName"]?.string.flatMap { $0.contains("$(") ? nil : $0 } ?? plist.target ?? plist.path
        let facts = Facts(
            name: name, extensionPoint: point, activationRule: rule,
            source: plist.source(ofKeyPath: rule == nil ? attributesPath : rulePath), keySources: keySources)
        return try? JSONValue(encoding: facts)
    }

    /// The facts the import kept for this point, one per extension.
    public func facts(of report: ImportReport) -> [Facts] {
        (report.pointFacts[name] ?? []).compactMap { try? $0.decode(Facts.self) }
    }

    public func checkProject(_ report: ImportReport) -> [Diagnostic] {
        facts(of: report).flatMap { facts -> [Diagnostic] in
            guard let rule = facts.activationRule else {
                return [ShareExtensionRules.ruleMissing.finding(LocalizedText(
                    ja: "「\(TerminalText.shortLine(facts.name))」（\(facts.extensionPoint)）の NSExtensionAttributes に NSExtensionActivationRule がありません",
                    en: "the NSExtensionAttributes of \"\(TerminalText.shortLine(facts.name))\" (\(facts.extensionPoint)) has no NSExtensionActivationRule"),
                    source: facts.source)]
            }
            return ShareExtensionRules.findings(of: ActivationRule(rule), name: facts.name) { key in
                (nil, key.flatMap { facts.keySources[$0] } ?? facts.source)
            }
        }
    }
}
