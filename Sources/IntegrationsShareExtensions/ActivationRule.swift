import Foundation
public import IntegrationsCore

/// A share extension's `NSExtensionActivationRule`: when the share sheet offers the extension.
///
/// It is either Apple's dictionary of supported kinds and counts, or a predicate's text, which the
/// system evaluates with `NSPredicate` and which is not evaluated here (``Evaluation/unread``).
///
/// See <https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/nsextensionactivationrule>
/// and Docs/ShareExtensions.md.
public enum ActivationRule: Sendable, Hashable {
    /// The dictionary form: Apple's keys, each with its value as written.
    case dictionary([String: JSONValue])
    /// The predicate form, as written (`SUBQUERY (extensionItems, …).@count == 1`, `TRUEPREDICATE`).
    case predicate(String)
    /// A value that is neither a dictionary nor a string.
    case other(JSONValue)

    /// The rule `value` is, as a manifest or an Info.plist holds it.
    public init(_ value: JSONValue) {
        switch value {
        case .object(let members): self = .dictionary(members)
        case .string(let text): self = .predicate(text)
        default: self = .other(value)
        }
    }

    /// The rule as JSON, as the manifest writes it.
    public var json: JSONValue {
        switch self {
        case .dictionary(let members): .object(members)
        case .predicate(let text): .string(text)
        case .other(let value): value
        }
    }

    /// Whether the rule is the predicate `TRUEPREDICATE` (spaces around it ignored, case as NSPredicate
    /// reads it: any), which offers the extension for everything and which App Store Connect refuses.
    public var isTruePredicate: Bool {
        guard case .predicate(let text) = self else { return false }
        return text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased() == "TRUEPREDICATE"
    }
}

/// The keys of the dictionary form, as Apple documents them under `NSExtensionActivationRule`.
public enum ActivationKey: String, Sendable, CaseIterable, Codable {
    case attachmentsMinCount = "NSExtensionActivationSupportsAttachmentsWithMinCount"
    case attachmentsMaxCount = "NSExtensionActivationSupportsAttachmentsWithMaxCount"
    case fileMaxCount = "NSExtensionActivationSupportsFileWithMaxCount"
    case imageMaxCount = "NSExtensionActivationSupportsImageWithMaxCount"
    case movieMaxCount = "NSExtensionActivationSupportsMovieWithMaxCount"
    case webPageMaxCount = "NSExtensionActivationSupportsWebPageWithMaxCount"
    case webURLMaxCount = "NSExtensionActivationSupportsWebURLWithMaxCount"
    case text = "NSExtensionActivationSupportsText"
    case usesStrictMatching = "NSExtensionActivationUsesStrictMatching"
    case dictionaryVersion = "NSExtensionActivationDictionaryVersion"

    /// What the key's value must be.
    public enum Value: Sendable {
        /// A count: an integer, 0 or more.
        case count
        /// A Boolean.
        case boolean
        /// The dictionary's version: 1 or 2.
        case version
    }

    /// What the key's value must be.
    public var value: Value {
        switch self {
        case .text, .usesStrictMatching: .boolean
        case .dictionaryVersion: .version
        default: .count
        }
    }

    /// The kind of shared item whose count the key limits, for the `…WithMaxCount` keys of one kind.
    public var kind: SharedItemKind? {
        switch self {
        case .fileMaxCount: .file
        case .imageMaxCount: .image
        case .movieMaxCount: .movie
        case .webPageMaxCount: .webPage
        case .webURLMaxCount: .webURL
        case .text: .text
        default: nil
        }
    }
}

/// A kind of item a person shares, as the dictionary form names them.
public enum SharedItemKind: String, Sendable, CaseIterable, Codable {
    case text, webURL, webPage, image, movie, file

    /// The kind's name for a person.
    public var words: LocalizedText {
        switch self {
        case .text: LocalizedText(ja: "テキスト", en: "text")
        case .webURL: LocalizedText(ja: "Web の URL", en: "web URL")
        case .webPage: LocalizedText(ja: "Web ページ", en: "web page")
        case .image: LocalizedText(ja: "画像", en: "image")
        case .movie: LocalizedText(ja: "動画", en: "movie")
        case .file: LocalizedText(ja: "ファイル", en: "file")
        }
    }
}
