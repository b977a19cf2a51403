public import Foundation

/// The languages every user-facing string in the toolkit is written in.
///
/// Japanese is the development language; English is always available. ``resolve(environment:)``
/// picks one by the app's rule: Japanese for a Japanese locale, English otherwise.
public enum Language: String, Sendable, CaseIterable, Codable, ClosedManifestValue {
    /// Japanese, the development language.
    case ja
    /// English.
    case en

    /// Parses a locale identifier such as `ja`, `en_US.UTF-8` or `en-GB`.
    ///
    /// - Parameter identifier: A locale identifier or language code.
    /// - Returns: The language, or `nil` when the identifier names neither Japanese nor English.
    public init?(localeIdentifier identifier: String) {
        let code = identifier.lowercased().prefix { $0.isLetter }
        switch code {
        case "ja", "jp": self = .ja
        case "en": self = .en
        default: return nil
        }
    }

    /// The language the environment asks for (see ``resolve(environment:)``).
    ///
    /// - Parameter environment: The process environment, as the caller reads it (the core reads none:
    ///   `Language.preferred(environment: ProcessInfo.processInfo.environment)`).
    public static func preferred(environment: [String: String]) -> Language {
        resolve(environment: environment).language
    }

    /// The language the environment asks for, and a warning when `INTEGRATIONS_LOCALE` names neither.
    ///
    /// The app's own rule: Japanese when the person's locale is Japanese, English otherwise.
    /// `INTEGRATIONS_LOCALE` (`ja` or `en`) decides first; a value that names neither is ignored, with a
    /// warning. Then the POSIX locale for messages decides: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty. `ja_JP.UTF-8` is Japanese; `C`, `POSIX`, `fr_FR` and no locale
    /// at all are English.
    ///
    /// - Parameter environment: The process environment, as the caller reads it.
    public static func resolve(environment: [String: String]) -> (language: Language, warning: LocalizedText?) {
        var warning: LocalizedText?
        if let value = environment["INTEGRATIONS_LOCALE"], !value.isEmpty {
            if let language = Language(localeIdentifier: value) { return (language, nil) }
            warning = LocalizedText(
                ja: "警告: 環境変数 INTEGRATIONS_LOCALE の「\(value)」は ja でも en でもないので無視します。",
                en: "warning: INTEGRATIONS_LOCALE is \"\(value)\", which is neither ja nor en; it is ignored.")
        }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return (Language(localeIdentifier: value) == .ja ? .ja : .en, warning)
            }
        }
        return (.en, warning)
    }
}

/// A string a person reads, in every ``Language``.
///
/// ```swift
/// let message = LocalizedText(ja: "見つかりません", en: "Not found")
/// print(message[.en]) // "Not found"
/// ```
public struct LocalizedText: Sendable, Hashable, Codable {
    /// The Japanese text.
    public var ja: String
    /// The English text.
    public var en: String

    /// Creates a text from its Japanese and English forms.
    public init(ja: String, en: String) {
        self.ja = ja
        self.en = en
    }

    /// The text in the given language.
    public subscript(language: Language) -> String {
        switch language {
        case .ja: ja
        case .en: en
        }
    }
}
