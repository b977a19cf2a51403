public import Foundation

/// The languages every user-facing string in the toolkit is written in.
///
/// Japanese is the development language; English is always available. ``preferred(environment:)``
/// picks one the way command-line tools do: an explicit `INTEGRATIONS_LOCALE`, then the POSIX
/// locale variables, then Japanese.
public enum Language: String, Sendable, CaseIterable, Codable {
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

    /// The language the environment asks for.
    ///
    /// Looks at `INTEGRATIONS_LOCALE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, in that order, and takes
    /// the first that names Japanese or English. `C` and `POSIX` name neither, so they fall through
    /// to the development language, Japanese.
    ///
    /// - Parameter environment: The process environment.
    public static func preferred(environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        for key in ["INTEGRATIONS_LOCALE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty, let language = Language(localeIdentifier: value) {
                return language
            }
        }
        return .ja
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
