public import Foundation

extension CodingUserInfoKey {
    /// The ``Language`` a result writes its texts in when it is encoded: a result value is its own JSON
    /// document, and what a person reads in it (a dialog, a diagnostic's message) is written in one language.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.userInfo[.language] = Language.ja
    /// let json = try encoder.encode(run) // a BackgroundTaskRun, its intents' dialogs in Japanese
    /// ```
    public static let language = CodingUserInfoKey(rawValue: "integrations.language")!
}

extension Encoder {
    /// The language this encoder writes texts in: its `userInfo`'s ``Foundation/CodingUserInfoKey/language``,
    /// English when it names none.
    public var language: Language { userInfo[.language] as? Language ?? .en }
}
