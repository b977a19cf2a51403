import IntegrationsCore

extension Diagnostic {
    /// The message and the fix in `language`, as ``Diagnostic/text(_:)`` words them but without the
    /// rule's code and unescaped: what a CI format shows beside the code it has a field for.
    func messageAndFix(_ language: Language) -> String {
        guard let suggestion else { return message[language] }
        return message[language] + (language == .ja ? "（\(suggestion.ja)）" : " (\(suggestion.en))")
    }
}
