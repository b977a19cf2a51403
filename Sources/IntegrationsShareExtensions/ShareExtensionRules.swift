public import IntegrationsCore
import IntegrationsPointKit

/// The share-extension rules: the one place each code's severity, texts, fix and Apple pages are written
/// (Docs/ShareExtensions.md, "Rules"), and the checks of one activation rule, which the manifest's
/// declarations and a project's Info.plists both go through.
public enum ShareExtensionRules {
    static let apple = [
        "https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/nsextensionactivationrule",
        "https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionScenarios.html",
    ]

    /// `TRUEPREDICATE` as the rule.
    public static let truePredicate = CheckRule(
        "shareExtension.truePredicate", .error, checkSection: "share-extensions",
        title: ("TRUEPREDICATE の起動規則", "TRUEPREDICATE activation rule"),
        description: ("共有拡張か アクション拡張の NSExtensionActivationRule が TRUEPREDICATE です。Xcode のテンプレートが開発用に置く値で、何を共有しても拡張が出ます。App Store Connect はこの値のアップロードを「Invalid Info.plist value」として拒否します。",
            "A share or action extension's NSExtensionActivationRule is TRUEPREDICATE, the value Xcode's template sets for development, which offers the extension for anything shared; App Store Connect refuses an upload with it (\"Invalid Info.plist value\")."),
        help: ("拡張が受け付ける種類と数を辞書（NSExtensionActivationSupportsWebURLWithMaxCount など）か述語で書いてください。",
            "Write the kinds and counts the extension accepts as a dictionary (NSExtensionActivationSupportsWebURLWithMaxCount and the like) or a predicate."),
        example: """
            <!-- ShareExtension/Info.plist -->
            <key>NSExtensionAttributes</key>
            <dict>
                <key>NSExtensionActivationRule</key>
                <string>TRUEPREDICATE</string>
            </dict>
            """, apple: apple)

    /// A key of the dictionary form that Apple does not define.
    public static let unknownKey = CheckRule(
        "shareExtension.unknownKey", .error, checkSection: "share-extensions",
        title: ("起動規則の不明なキー", "Unknown activation rule key"),
        description: ("NSExtensionActivationRule の辞書に、Apple が定めていないキーがあります。システムはこのキーを読まず、書き手が受け付けるつもりの種類では拡張が出ません。",
            "The NSExtensionActivationRule dictionary holds a key Apple does not define: the system does not read it, so the kind its writer meant to accept never offers the extension."),
        help: ("Apple のキー（NSExtensionActivationSupportsImageWithMaxCount など）に直すか、消してください。",
            "Correct it to one of Apple's keys (NSExtensionActivationSupportsImageWithMaxCount and the like), or remove it."),
        example: """
            <!-- ShareExtension/Info.plist -->
            <key>NSExtensionActivationRule</key>
            <dict>
                <key>NSExtensionActivationSupportsWebURLWithMaxCounts</key>
                <integer>1</integer>
            </dict>
            """, apple: apple)

    /// A key's value of the wrong type or out of range.
    public static let valueInvalid = CheckRule(
        "shareExtension.valueInvalid", .error, checkSection: "share-extensions",
        title: ("起動規則の値が正しくない", "Invalid activation rule value"),
        description: ("NSExtensionActivationRule の辞書の値が、キーの求める形ではありません。…WithMaxCount と …WithMinCount は 0 以上の整数、NSExtensionActivationSupportsText と NSExtensionActivationUsesStrictMatching は真偽値、NSExtensionActivationDictionaryVersion は 1 か 2 です。",
            "A value of the NSExtensionActivationRule dictionary is not what its key takes: …WithMaxCount and …WithMinCount take an integer of 0 or more, NSExtensionActivationSupportsText and NSExtensionActivationUsesStrictMatching a Boolean, NSExtensionActivationDictionaryVersion 1 or 2."),
        help: ("値を <integer>、<true/> か <false/> で書いてください。", "Write the value as an <integer>, <true/> or <false/>."),
        example: """
            <!-- ShareExtension/Info.plist -->
            <key>NSExtensionActivationRule</key>
            <dict>
                <key>NSExtensionActivationSupportsImageWithMaxCount</key>
                <string>10</string>
            </dict>
            """, apple: apple)

    /// A dictionary that supports nothing.
    public static let neverOffered = CheckRule(
        "shareExtension.neverOffered", .error, checkSection: "share-extensions",
        title: ("出ることのない拡張", "Extension never offered"),
        description: ("NSExtensionActivationRule の辞書が、どの種類も受け付けません（どの …WithMaxCount もないか 0 で、テキストも受け付けない、または添付の最小数が最大数を超える）。共有シートはこの拡張を一度も出しません。",
            "The NSExtensionActivationRule dictionary accepts no kind (every …WithMaxCount absent or 0 and no text, or a minimum count of attachments above the maximum): the share sheet never offers the extension."),
        help: ("拡張が受け付ける種類の …WithMaxCount を 1 以上にしてください。", "Set the …WithMaxCount of each kind the extension accepts to 1 or more."),
        example: """
            <!-- ShareExtension/Info.plist -->
            <key>NSExtensionActivationRule</key>
            <dict>
                <key>NSExtensionActivationSupportsImageWithMaxCount</key>
                <integer>0</integer>
            </dict>
            """, apple: apple)

    /// A share or action extension without the key.
    public static let ruleMissing = CheckRule(
        "shareExtension.ruleMissing", .warning, checkSection: "share-extensions",
        title: ("起動規則がない", "Activation rule missing"),
        description: ("共有拡張かアクション拡張の NSExtensionAttributes に NSExtensionActivationRule がありません。共有シートが拡張を出す条件がなく、Apple はこのキーで受け付けるデータの種類を宣言するよう求めています。",
            "A share or action extension's NSExtensionAttributes has no NSExtensionActivationRule: the share sheet has no rule to offer the extension by, and Apple asks an extension to declare the data it accepts with this key."),
        help: ("NSExtensionAttributes に NSExtensionActivationRule を加えてください。", "Add NSExtensionActivationRule to NSExtensionAttributes."),
        example: """
            <!-- ShareExtension/Info.plist -->
            <key>NSExtension</key>
            <dict>
                <key>NSExtensionPointIdentifier</key>
                <string>com.apple.share-services</string>
            </dict>
            """, apple: apple)

    /// Every rule of the point, ordered by code.
    public static let all: [CheckRule] = [truePredicate, unknownKey, valueInvalid, neverOffered, ruleMissing].sorted { $0.code.rawValue < $1.code.rawValue }

    /// The findings of one activation rule, `name`'s (the extension's), each placed by `place`, given the
    /// key of the dictionary form it concerns (`nil`: the rule itself).
    ///
    /// A value still holding a build setting (`$(…)`) is not judged: what it becomes is the builder's.
    static func findings(of rule: ActivationRule, name: String, place: (String?) -> (path: String?, source: String?)) -> [Diagnostic] {
        let shown = TerminalText.shortLine(name)
        func at(_ key: String?, _ ruleOf: CheckRule, _ message: LocalizedText, fix: LocalizedText? = nil) -> Diagnostic {
            let placed = place(key)
            return ruleOf.finding(message, path: placed.path, source: placed.source, fix: fix)
        }
        switch rule {
        case .predicate where rule.isTruePredicate:
            return [at(nil, truePredicate, LocalizedText(
                ja: "「\(shown)」の NSExtensionActivationRule は TRUEPREDICATE で、何を共有しても拡張が出ます。App Store Connect はこの値のアップロードを「Invalid Info.plist value」として拒否します",
                en: "the NSExtensionActivationRule of \"\(shown)\" is TRUEPREDICATE, which offers the extension for anything shared; App Store Connect refuses an upload with it (\"Invalid Info.plist value\")"))]
        case .predicate:
            return []
        case .other(let value):
            return [at(nil, valueInvalid, LocalizedText(
                ja: "「\(shown)」の NSExtensionActivationRule は辞書でも述語の文字列でもありません（\(value.kindWords.ja)）",
                en: "the NSExtensionActivationRule of \"\(shown)\" is neither a dictionary nor a predicate's string (\(value.kindWords.en))"),
                fix: LocalizedText(ja: "受け付ける種類と数の辞書にしてください。", en: "Make it a dictionary of the kinds and counts accepted."))]
        case .dictionary(let members):
            var found: [Diagnostic] = []
            let known = Set(ActivationKey.allCases.map(\.rawValue))
            for key in members.keys.sorted() where !known.contains(key) {
                let nearest = ManifestKeys.nearest(to: key, in: known)
                found.append(at(key, unknownKey, LocalizedText(
                    ja: "「\(shown)」の NSExtensionActivationRule のキー「\(TerminalText.shortLine(key))」は Apple が定めていないキーで、システムは読みません",
                    en: "\"\(TerminalText.shortLine(key))\" in the NSExtensionActivationRule of \"\(shown)\" is not a key Apple defines, and the system does not read it"),
                    fix: nearest.map(LocalizedText.didYouMean)))
            }
            var unjudged = false
            for key in ActivationKey.allCases {
                guard let value = members[key.rawValue] else { continue }
                if let text = value.string, text.contains("$(") || text.contains("${") { unjudged = true; continue }
                guard let problem = problem(of: value, for: key) else { continue }
                found.append(at(key.rawValue, valueInvalid, LocalizedText(
                    ja: "「\(shown)」の \(key.rawValue) は\(problem.ja)",
                    en: "\(key.rawValue) of \"\(shown)\" is \(problem.en)")))
            }
            if !unjudged, found.isEmpty, let never = neverOfferedReason(members) {
                found.append(at(nil, neverOffered, LocalizedText(
                    ja: "「\(shown)」の NSExtensionActivationRule は\(never.ja)、共有シートはこの拡張を一度も出しません",
                    en: "the NSExtensionActivationRule of \"\(shown)\" \(never.en), so the share sheet never offers the extension")))
            }
            return found
        }
    }

    /// What is wrong with `value` for `key`, or `nil`.
    static func problem(of value: JSONValue, for key: ActivationKey) -> LocalizedText? {
        switch (key.value, value) {
        case (.count, .integer(let count)) where count >= 0:
            return nil
        case (.boolean, .boolean), (.version, .integer(1)), (.version, .integer(2)):
            return nil
        case (.count, .integer(let count)):
            return LocalizedText(ja: "負の数 \(count) です。0 以上の整数にしてください", en: "negative (\(count)); it takes an integer of 0 or more")
        case (.count, _):
            return LocalizedText(ja: "\(value.kindWords.ja)で、0 以上の整数ではありません", en: "\(value.kindWords.en), not an integer of 0 or more")
        case (.boolean, _):
            return LocalizedText(ja: "\(value.kindWords.ja)で、真偽値ではありません", en: "\(value.kindWords.en), not a Boolean")
        case (.version, _):
            return LocalizedText(ja: "\(value.kindWords.ja)で、1 か 2 ではありません", en: "\(value.kindWords.en), not 1 or 2")
        }
    }

    /// Why a dictionary with valid values accepts nothing, or `nil` when it accepts something.
    static func neverOfferedReason(_ members: [String: JSONValue]) -> LocalizedText? {
        func count(_ key: ActivationKey) -> Int { members[key.rawValue]?.integer ?? 0 }
        if let minimum = members[ActivationKey.attachmentsMinCount.rawValue]?.integer,
            let maximum = members[ActivationKey.attachmentsMaxCount.rawValue]?.integer, minimum > maximum
        {
            return LocalizedText(ja: "添付の最小数 \(minimum) が最大数 \(maximum) を超えていて", en: "asks for at least \(minimum) attachments and at most \(maximum)")
        }
        let kinds: [ActivationKey] = [.fileMaxCount, .imageMaxCount, .movieMaxCount, .webPageMaxCount, .webURLMaxCount]
        if members[ActivationKey.text.rawValue] != .boolean(true), kinds.allSatisfy({ count($0) == 0 }) {
            return LocalizedText(ja: "どの種類も受け付けず（…WithMaxCount がどれもないか 0 で、テキストも受け付けません）", en: "accepts no kind (every …WithMaxCount is absent or 0, and text is not accepted)")
        }
        return nil
    }
}

extension JSONValue {
    /// The value as plain text (`1`, `true`, `"10"`), for a summary.
    var plainText: String {
        switch self {
        case .null: "null"
        case .boolean(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let values): "[" + values.map(\.plainText).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.plainText)" }.joined(separator: ", ") + "}"
        }
    }

    /// What kind of value this is, for a message ("the string \"10\"").
    var kindWords: LocalizedText {
        switch self {
        case .null: LocalizedText(ja: "null", en: "null")
        case .boolean(let value): LocalizedText(ja: "真偽値 \(value)", en: "the Boolean \(value)")
        case .integer(let value): LocalizedText(ja: "整数 \(value)", en: "the integer \(value)")
        case .number(let value): LocalizedText(ja: "数 \(value)", en: "the number \(value)")
        case .string(let value): LocalizedText(ja: "文字列「\(TerminalText.shortLine(value))」", en: "the string \"\(TerminalText.shortLine(value))\"")
        case .array: LocalizedText(ja: "配列", en: "an array")
        case .object: LocalizedText(ja: "辞書", en: "a dictionary")
        }
    }
}
