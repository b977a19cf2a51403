public import IntegrationsCore

/// What the share sheet offers for some shared items: each declared extension's ``ShareActivation``, the
/// point's output — what `integrations share-extension offer --json` prints, and what its text says.
///
/// ```swift
/// let sheet = ShareSheet(extensions: declared, items: SharedItems([.webURL: 1]))
/// sheet.offered.map(\.name)    // ["Add to Shelf"]
/// ```
public struct ShareSheet: Sendable, Hashable, Encodable {
    /// What is shared.
    public var items: SharedItems
    /// Each declared extension, in the manifest's order, with whether it is offered and why.
    public var extensions: [ShareActivation]

    /// The share sheet for `items`, over `extensions`.
    public init(extensions: [ShareExtensionDeclaration], items: SharedItems) {
        self.items = items
        self.extensions = extensions.map { ShareActivation(name: $0.name, rule: $0.activationRule, items: items) }
    }

    /// The rule as a person reads it in a list: the dictionary's keys and values, or the predicate on one line.
    public static func summary(of rule: ActivationRule) -> String {
        switch rule {
        case .dictionary(let members):
            return members.sorted { $0.key < $1.key }.map { key, value in
                let short = key.hasPrefix("NSExtensionActivation") ? String(key.dropFirst("NSExtensionActivation".count)) : key
                return "\(short)=\(value.plainText)"
            }.joined(separator: ", ")
        case .predicate(let text):
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .other(let value):
            return value.plainText
        }
    }

    /// The extensions offered.
    public var offered: [ShareActivation] { extensions.filter { $0.outcome == .offered } }

    /// The answer as lines for a person: what is shared, then one line per extension with its reasons.
    public func lines(_ language: Language) -> [String] {
        let heading = LocalizedText(ja: "共有するもの: \(items.words.ja)", en: "Sharing \(items.words.en):")[language]
        return [heading] + extensions.map { activation in
            let outcome: LocalizedText = switch activation.outcome {
            case .offered: LocalizedText(ja: "出ます", en: "offered")
            case .notOffered: LocalizedText(ja: "出ません", en: "not offered")
            case .unread: LocalizedText(ja: "分かりません", en: "not known")
            }
            let reasons = activation.reasons.map { $0[language] }.joined(separator: language == .ja ? "。" : "; ")
            return "  \(TerminalText.safeLine(activation.name)): \(outcome[language]) — \(reasons)"
        }
    }
}
