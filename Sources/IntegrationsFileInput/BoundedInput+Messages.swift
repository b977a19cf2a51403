package import Foundation
package import IntegrationsCore

extension BoundedInput {
    /// What an input is, for the messages that refuse it: 「アクティビティ」 / "the activity", why its limit is
    /// what it is, and what was not done because of it.
    package struct Subject: Sendable {
        /// The kind of the error thrown.
        package var kind: IntegrationsError.Kind
        /// The input's noun, with its article in English ("the payload").
        package var noun: LocalizedText
        /// Why the limit is what it is, said after it.
        package var why: LocalizedText
        /// What was not done because of it ("Nothing was imported."); empty for nothing.
        package var outcome: LocalizedText

        /// Creates the description.
        package init(kind: IntegrationsError.Kind, noun: LocalizedText, why: LocalizedText, outcome: LocalizedText = LocalizedText(ja: "", en: "")) {
            self.kind = kind
            self.noun = noun
            self.why = why
            self.outcome = outcome
        }
    }

    /// How messages name `path`: standard input for `-`, else the path.
    package static func name(_ path: String) -> LocalizedText {
        path == standardInput ? LocalizedText(ja: "標準入力", en: "standard input") : LocalizedText(ja: path, en: path)
    }

    /// Reads at most `limit` bytes of `path` (`-`: the descriptor `input`), as ``read(_:limit:standardInput:)``,
    /// refusing an input it cannot read, or a larger one, with an ``IntegrationsError`` of `subject`'s kind
    /// that names the input, the reason and what was not done.
    package static func read(_ path: String, limit: Int, _ subject: Subject, standardInput input: Int32 = STDIN_FILENO) throws(IntegrationsError) -> Data {
        do {
            return try read(path, limit: limit, standardInput: input)
        } catch {
            let name = name(path)
            let outcome = subject.outcome
            switch error {
            case .unreadable(let reason):
                throw IntegrationsError(subject.kind, LocalizedText(
                    ja: "\(subject.noun.ja) \(name.ja) を読めません（\(reason.text.ja)）。パスを確かめてください。\(outcome.ja)",
                    en: "Cannot read \(subject.noun.en) \(name.en) (\(reason.text.en)). Check the path.\(outcome.en.isEmpty ? "" : " " + outcome.en)"))
            case .tooLarge:
                let reason = error.reason(limit: limit)
                let noun = subject.noun.en.prefix(1).uppercased() + subject.noun.en.dropFirst()
                throw IntegrationsError(subject.kind, LocalizedText(
                    ja: "\(subject.noun.ja) \(name.ja) は\(reason.ja)（\(subject.why.ja)）。上限を超えた分は読んでいません。\(outcome.ja)",
                    en: "\(noun) \(name.en) is too large: \(reason.en) (\(subject.why.en)); nothing past the limit was read.\(outcome.en.isEmpty ? "" : " " + outcome.en)"))
            }
        }
    }
}
