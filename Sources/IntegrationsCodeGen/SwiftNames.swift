import Foundation
import IntegrationsCore

/// Turns the manifest's identifiers and texts into Swift source: names, string literals, doc comments.
///
/// Every function is pure and deterministic: the same manifest gives the same bytes.
enum SwiftNames {
    /// Swift's keywords that cannot be used as a name without backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "package", "consume", "borrowing", "consuming", "copy", "discard", "each", "some", "any",
    ]

    /// The words of an identifier: split at anything not a letter or digit, and where a lower-case letter
    /// or digit is followed by an upper-case one (`goalEdit` → goal, Edit; `GOAL_REMINDER` → GOAL, REMINDER).
    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLowerOrDigit = false
        for character in identifier {
            guard character.isLetter || (character.isASCII && character.isNumber) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLowerOrDigit = false
                continue
            }
            if character.isUppercase && previousIsLowerOrDigit && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLowerOrDigit = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase` for a member: `GOAL_REMINDER` → `goalReminder`, `goal-edit` → `goalEdit`.
    static func member(_ identifier: String) -> String {
        let parts = words(identifier)
        guard let first = parts.first else { return "_" }
        let head = isAllUppercase(first) ? first.lowercased() : lowercasingFirst(first)
        return escaped(head + parts.dropFirst().map(capitalized).joined())
    }

    /// `UpperCamelCase` for a type: `GOAL_REMINDER` → `GoalReminder`, `com.example.edit` → `ComExampleEdit`.
    static func type(_ identifier: String) -> String {
        let name = words(identifier).map(capitalized).joined()
        return escaped(name.isEmpty ? "_" : name)
    }

    /// A name Swift accepts: a leading digit gets `_`, a keyword gets backticks.
    static func escaped(_ name: String) -> String {
        if let first = name.first, first.isNumber { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Names for `identifiers`, made unique in their scope in the order given: a second `goal-edit` after
    /// `goalEdit` becomes `goalEdit2`. Returns one name per identifier, in order.
    static func unique(_ identifiers: [String], _ naming: (String) -> String, reserved: Set<String> = []) -> [String] {
        var taken = reserved
        return identifiers.map { identifier in
            let base = naming(identifier)
            var name = base
            var counter = 2
            while !taken.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))).inserted {
                name = base.trimmingCharacters(in: CharacterSet(charactersIn: "`")) + String(counter)
                counter += 1
            }
            return name
        }
    }

    /// Line and paragraph separators and direction marks: shown by nothing, so never written raw.
    private static let invisible: Set<UInt32> = [0x2028, 0x2029, 0x200E, 0x200F]

    /// A Swift string literal holding `text` exactly: quotes, backslashes and every control or
    /// non-printing character escaped, so that no text from a manifest can end the literal or the line.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // What a terminal must not be sent (controls, bidirectional overrides) is what a source file
                // must not hold raw either; line separators and direction marks are escaped as well.
                if TerminalText.isUnsafe(scalar) || Self.invisible.contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` as the body of one doc-comment line: line breaks become spaces and control characters are
    /// left out, so a manifest's text never leaves the comment.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += " "
            } else if TerminalText.isUnsafe(scalar) || Self.invisible.contains(scalar.value) {
                continue
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private static func isAllUppercase(_ word: String) -> Bool {
        word.allSatisfy { !$0.isLetter || $0.isUppercase }
    }

    private static func capitalized(_ word: String) -> String {
        let lowered = isAllUppercase(word) ? word.lowercased() : word
        return lowered.prefix(1).uppercased() + lowered.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        // `URLScheme` → `urlScheme`: a leading run of capitals is lowered up to the last one before a lower case letter.
        let characters = Array(word)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count > 1 && count < characters.count { count -= 1 }
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }
}
