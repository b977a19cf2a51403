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

    /// Names a nested type cannot have even in backticks: `X.Type` and `X.Protocol` always mean the
    /// metatype, so a type named so could be declared but never used. Such a name gets a number
    /// (``unique(_:_:reserved:)``): `Type2`.
    static let reservedTypeMembers: Set<String> = ["Type", "Protocol"]

    /// The name a manifest's name becomes when nothing of it can be part of a Swift identifier (`!!!`, `🎉`):
    /// `check` refuses such a name (`codegen.noSwiftName`), and the generator, which the build runs without
    /// the check, still writes source that compiles.
    static let unnamed = "unnamed"

    /// The words of an identifier: split at anything that cannot be part of a Swift name (punctuation,
    /// symbols, emoji, invisible characters), and where a lower-case letter or digit is followed by an
    /// upper-case one (`goalEdit` → goal, Edit; `GOAL_REMINDER` → GOAL, REMINDER).
    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLowerOrDigit = false
        for character in identifier {
            guard isNameCharacter(character) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLowerOrDigit = false
                continue
            }
            if character.isUppercase && previousIsLowerOrDigit && !current.isEmpty {
                words.append(current)
                current = ""
            }
            // Without what no one sees (a zero-width joiner after a letter): `a\u{200D}b` reads `ab`.
            current.unicodeScalars.append(contentsOf: character.unicodeScalars.filter { isIdentifierScalar($0, first: false) })
            previousIsLowerOrDigit = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a name can become a Swift identifier: it holds at least one letter or digit Swift accepts
    /// in a name. `check` refuses a name the generator would turn into a Swift name when it cannot.
    static func hasSwiftName(_ identifier: String) -> Bool {
        identifier.contains(where: isNameCharacter)
    }

    /// `lowerCamelCase` for a member: `GOAL_REMINDER` → `goalReminder`, `goal-edit` → `goalEdit`.
    static func member(_ identifier: String) -> String {
        let parts = words(identifier)
        guard let first = parts.first else { return unnamed }
        let head = isAllUppercase(first) ? first.lowercased() : lowercasingFirst(first)
        return escaped(head + parts.dropFirst().map(capitalized).joined())
    }

    /// `UpperCamelCase` for a type: `GOAL_REMINDER` → `GoalReminder`, `com.example.edit` → `ComExampleEdit`.
    static func type(_ identifier: String) -> String {
        let name = words(identifier).map(capitalized).joined()
        return escaped(name.isEmpty ? "Unnamed" : name)
    }

    /// A name Swift accepts: what case mapping made of a letter that Swift does not take is left out, a
    /// name that cannot start as it does (a digit, a combining mark) gets `_`, a keyword gets backticks.
    static func escaped(_ name: String) -> String {
        var scalars = String.UnicodeScalarView(name.unicodeScalars.filter { isIdentifierScalar($0, first: false) })
        if scalars.isEmpty { scalars = String.UnicodeScalarView(unnamed.unicodeScalars) }
        if let first = scalars.first, !isIdentifierScalar(first, first: true) { scalars.insert("_", at: scalars.startIndex) }
        let plain = String(scalars)
        return keywords.contains(plain) ? "`\(plain)`" : plain
    }

    /// A name without its backticks, as an argument label writes it: Swift warns about backticks there,
    /// except around `inout`.
    static func label(_ name: String) -> String {
        let plain = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        return plain == "inout" ? name : plain
    }

    /// Whether `name` is a Swift identifier the generated code may declare: letters, digits and `_` that
    /// Swift's lexer accepts in a name, not starting with a digit or a combining mark, not `_` alone, and
    /// not a keyword unless in backticks. What the fuzz target `codegen` holds every generated name to.
    static func isValidIdentifier(_ name: String) -> Bool {
        var plain = Substring(name)
        let quoted = name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`")
        if quoted { plain = plain.dropFirst().dropLast() }
        guard let first = plain.unicodeScalars.first, plain != "_", isIdentifierScalar(first, first: true),
            plain.unicodeScalars.allSatisfy({ isIdentifierScalar($0, first: false) })
        else { return false }
        return quoted || !keywords.contains(String(plain))
    }

    /// Whether a character can be part of a generated name: a letter or an ASCII digit whose first scalar
    /// Swift accepts in an identifier (its other scalars that Swift does not, or that are invisible, are
    /// left out of the name).
    static func isNameCharacter(_ character: Character) -> Bool {
        guard character.isLetter || (character.isASCII && character.isNumber), let first = character.unicodeScalars.first else { return false }
        return isIdentifierScalar(first, first: false)
    }

    /// Whether Swift's lexer takes `scalar` in an identifier (at its start when `first`): ASCII letters,
    /// digits and `_`, and the ranges of N1518 Annex X.1 the Swift lexer accepts, less those not allowed
    /// first (X.2). Left out on purpose, although the lexer takes them: the invisible ones (zero-width
    /// spaces and joiners, bidirectional controls, U+2060–U+206F), which no reader of a name would see.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        let c = scalar.value
        if c < 0x80 {
            switch UInt8(c) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
            default: return false
            }
        }
        if (0x200B...0x200D).contains(c) || (0x202A...0x202E).contains(c) || (0x2060...0x206F).contains(c) { return false }
        if first && ((0x0300...0x036F).contains(c) || (0x1DC0...0x1DFF).contains(c) || (0x20D0...0x20FF).contains(c) || (0xFE20...0xFE2F).contains(c)) {
            return false
        }
        switch c {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6,
            0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x203F...0x2040, 0x2054, 0x2070...0x218F,
            0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
            0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            // Every plane from 1 to 14, less its last two code points.
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Names for `identifiers`, made unique in their scope in the order given: a second `goal-edit` after
    /// `goalEdit` becomes `goalEdit2`, and a name in `reserved` (one the generated code uses, or one Swift
    /// keeps even in backticks, such as a member type `Type`) is taken from the start. Returns one name per
    /// identifier, in order.
    static func unique(_ identifiers: [String], _ naming: (String) -> String, reserved: Set<String> = []) -> [String] {
        var taken = reserved
        // The next counter to try for each base: a thousand identifiers that all name `x` try each
        // counter once, not once per identifier before them (which grew as the square of their number).
        var nextCounter: [String: Int] = [:]
        return identifiers.map { identifier in
            let name = naming(identifier)
            let plain = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if taken.insert(plain).inserted { return name }
            var counter = nextCounter[plain] ?? 2
            while !taken.insert(plain + String(counter)).inserted { counter += 1 }
            nextCounter[plain] = counter + 1
            return plain + String(counter)
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
