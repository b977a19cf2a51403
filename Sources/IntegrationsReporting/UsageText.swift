import Foundation
public import IntegrationsCore

/// argument-parser's own usage errors for people: said in Japanese for a Japanese locale, and with a hint
/// when a value starting with `-` was read as an option.
///
/// argument-parser offers no way to word its errors: `ParserError` and `CommandError` are internal,
/// `fullMessage(for:)` returns English, and its messages are not localizable (apple/swift-argument-parser
/// issue 203). So each English line it writes is matched whole against one row of ``table`` — its fixed
/// words, with `{}` where a name or value stands — and rewritten; the names, values and the usage line
/// itself stay as they are, and a line no row matches stays in English. Each row is pinned by a test
/// (UsageInJapaneseTests), which fails when argument-parser changes a sentence (Docs/Decisions.md).
public enum UsageText {
    /// English line → Japanese line; `{}` stands for the same text in both, in order.
    public static let table: [(english: String, japanese: String)] = [
        ("Error: Missing expected argument '{}'", "Error: 引数 '{}' が必要です"),
        ("Error: Missing value for '{}'", "Error: '{}' に値がありません"),
        ("Error: Unknown option '{}'", "Error: オプション '{}' はありません"),
        ("Error: Unexpected argument '{}'", "Error: 余分な引数 '{}' があります"),
        ("Error: The value '{}' is invalid for '{}'", "Error: '{}' は '{}' の値として使えません"),
        ("Usage: {}", "使い方: {}"),
        ("Help:  {}", "ヘルプ:  {}"),
        ("  See '{}' for more information.", "  詳しくは '{}' を見てください。"),
    ]

    /// `message` with each line a row of ``table`` matches said in Japanese; the rest as it is.
    public static func japanese(_ message: String) -> String {
        message.components(separatedBy: "\n").map(line).joined(separator: "\n")
    }

    private static func line(_ text: String) -> String {
        for row in table {
            if let values = match(text, row.english) { return fill(row.japanese, values) }
        }
        return text
    }

    /// The texts standing for `{}` when `text` is `template` whole, else `nil`. A quoted value is one
    /// without a quote in it, as argument-parser's names are.
    public static func match(_ text: String, _ template: String) -> [String]? {
        let parts = template.components(separatedBy: "{}")
        guard text.hasPrefix(parts[0]) else { return nil }
        var rest = text.dropFirst(parts[0].count)
        var values: [String] = []
        for (index, part) in parts.enumerated().dropFirst() {
            let isLast = index == parts.count - 1
            if isLast, part.isEmpty {
                values.append(String(rest))
                return values
            }
            // The first place the fixed text follows (the last part must end the line).
            guard let range = isLast ? (rest.hasSuffix(part) ? rest.index(rest.endIndex, offsetBy: -part.count)..<rest.endIndex : nil) : rest.range(of: part) else { return nil }
            let value = String(rest[..<range.lowerBound])
            if parts[index - 1].hasSuffix("'"), value.contains("'") { return nil }
            values.append(value)
            rest = rest[range.upperBound...]
        }
        return rest.isEmpty ? values : nil
    }

    private static func fill(_ template: String, _ values: [String]) -> String {
        var result = ""
        for (index, part) in template.components(separatedBy: "{}").enumerated() {
            if index > 0 { result += values[index - 1] }
            result += part
        }
        return result
    }

    /// The hint for a usage error when an argument starting with `-` cannot be an option and was not given
    /// to one (an option that takes a value, one not in `flags`): it was read as an option, and the hint
    /// shows the command line with that argument and the ones after it as values after `--` (options stay
    /// before it). `nil` when no argument is such a value.
    ///
    /// - Parameters:
    ///   - arguments: The command line, without the command's name.
    ///   - flags: The names of the options that take no value, of the command the arguments name.
    ///   - language: The language of the hint.
    public static func dashedValueHint(_ arguments: [String], flags: Set<String>, language: Language) -> String? {
        let dashedIndices = arguments.indices.filter { index in
            // A value right after an option that takes one was given to that option.
            let previous = index > 0 ? arguments[index - 1] : ""
            let takenByOption = previous.hasPrefix("--") && !previous.contains("=") && !flags.contains(previous)
            return looksLikeDashedValue(arguments[index]) && !takenByOption
        }
        guard let first = dashedIndices.first else { return nil }
        let dashed = arguments[first]
        // Options stay before `--`; after it every argument is a value, in the order given.
        var options: [String] = []
        var values: [String] = []
        var index = first
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                options.append(argument)
                if !argument.contains("="), !flags.contains(argument), index + 1 < arguments.count {
                    options.append(arguments[index + 1])
                    index += 1
                }
            } else {
                values.append(argument)
            }
            index += 1
        }
        let example = (["integrations"] + arguments[..<first] + options + ["--"] + values).joined(separator: " ")
        return language == .ja
            ? "「\(dashed)」は - で始まるためオプションとして読まれました。値として渡すには -- のあとに書いてください（例: \(example)）。"
            : "\"\(dashed)\" starts with -, so it was read as an option. To pass it as a value, write it after -- (for example: \(example))."
    }

    /// An argument that starts with `-` but cannot be an option: no option's name starts with anything
    /// but an ASCII letter.
    public static func looksLikeDashedValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-", argument != "--", !argument.hasPrefix("--") else { return false }
        guard let second = argument.unicodeScalars.dropFirst().first else { return false }
        return !(second.isASCII && second.properties.isAlphabetic)
    }
}
