public import Foundation

/// Where a JSON document stops being JSON (RFC 8259), with the line and column a person looks for.
///
/// `JSONDecoder` says only "the given data was not valid JSON"; this scanner finds the first byte that
/// breaks the grammar and says what was expected there. It keeps its own stack, so a deeply nested
/// document cannot overflow the call stack.
///
/// ```swift
/// if let error = JSONSyntax.firstError(in: data) {
///     print("\(file):\(error.line):\(error.column): \(error.problem.en)")
/// }
/// ```
public enum JSONSyntax {
    /// A place where the document breaks the grammar.
    public struct Failure: Sendable, Hashable {
        /// The byte offset, from 0.
        public var offset: Int
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, counted in Unicode scalars.
        public var column: Int
        /// What was wrong there.
        public var problem: LocalizedText
    }

    /// The deepest nesting of arrays and objects read: `JSONDecoder` refuses a 513th level (measured:
    /// 512 nested arrays decode, 513 fail as "not valid JSON"), so a deeper document is reported here with
    /// the place it crosses the limit.
    public static let maximumDepth = 512

    /// The first place `data` breaks the JSON grammar, or `nil` when it is well-formed.
    public static func firstError(in data: Data) -> Failure? {
        let bytes = [UInt8](data)
        // The earlier of the two: a string left open before a stray byte is the first thing wrong.
        guard let (offset, problem) = [firstNonUTF8(bytes), scan(bytes)].compactMap({ $0 }).min(by: { $0.0 < $1.0 }) else { return nil }
        let (line, column) = position(of: offset, in: bytes)
        return Failure(offset: offset, line: line, column: column, problem: problem)
    }

    /// The first NUL character written inside a string of the well-formed document `data` (as the escape
    /// `\u0000`; JSON cannot hold a raw one), or `nil` when there is none.
    ///
    /// SQLite's text interface, as GRDB uses it, ends a string at its first NUL, so a title `abc\u0000def`
    /// would be stored as `abc`: documents whose text reaches the store are refused at this place instead.
    public static func firstNUL(in data: Data) -> Failure? {
        let bytes = [UInt8](data)
        var index = 0
        var inString = false
        var found: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if !inString {
                if byte == UInt8(ascii: "\"") { inString = true }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                index += 1
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "u"), index + 6 <= bytes.count, bytes[(index + 2)..<(index + 6)].elementsEqual("0000".utf8) {
                    found = index
                    break
                }
                index += 2
            } else if byte == 0 {
                found = index
                break
            } else {
                index += 1
            }
        }
        guard let found else { return nil }
        let (line, column) = position(of: found, in: bytes)
        return Failure(offset: found, line: line, column: column, problem: LocalizedText(
            ja: "文字列に NUL 文字（\\u0000）があります。ストアは NUL の手前までしか文字列を保存できないので、そこで切れてしまいます。取り除いてください",
            en: "a string holds a NUL character (\\u0000), and the store keeps text only up to it, so the text would be cut there; remove it"))
    }

    /// The line and column (from 1, columns in Unicode scalars) of byte `offset`: lines end at LF, CRLF or
    /// a lone CR, as ``TextLines`` counts them.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in bytes[..<min(offset, bytes.count)].enumerated() {
            // A line feed, or a carriage return not followed by one (a classic Mac OS break), ends a line;
            // the CR of a CRLF pair is the line's last column.
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private enum Expect {
        case value, keyOrClose, key, colon, commaOrCloseObject, commaOrCloseArray, valueOrCloseArray

        var text: LocalizedText {
            switch self {
            case .value: LocalizedText(ja: "値", en: "a value")
            case .keyOrClose: LocalizedText(ja: "キーの文字列か }", en: "a key string or }")
            case .key: LocalizedText(ja: "キーの文字列", en: "a key string")
            case .colon: LocalizedText(ja: ":", en: ":")
            case .commaOrCloseObject: LocalizedText(ja: ", か }", en: ", or }")
            case .commaOrCloseArray: LocalizedText(ja: ", か ]", en: ", or ]")
            case .valueOrCloseArray: LocalizedText(ja: "値か ]", en: "a value or ]")
            }
        }
    }

    private static func scan(_ bytes: [UInt8]) -> (Int, LocalizedText)? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var stack: [UInt8] = []  // "{" or "["
        // The keys of each open object: a key written twice is refused, since which value a reader keeps
        // is up to the reader (RFC 8259, 4: "The names within an object SHOULD be unique").
        var keys: [Set<String>] = []
        var expect = Expect.value
        func unexpected(_ at: Int) -> (Int, LocalizedText) {
            guard at < bytes.count else {
                return (at, LocalizedText(ja: "文書が途中で終わっています（\(expect.text.ja)が必要です）", en: "the document ends early (expected \(expect.text.en))"))
            }
            let shown = describe(bytes, at)
            return (at, LocalizedText(ja: "\(shown) は使えません。ここには\(expect.text.ja)が必要です", en: "unexpected \(shown); expected \(expect.text.en)"))
        }
        func afterValue() {
            switch stack.last {
            case UInt8(ascii: "{"): expect = .commaOrCloseObject
            case UInt8(ascii: "["): expect = .commaOrCloseArray
            default: expect = .value
            }
        }
        var done = false
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            if done {
                guard index == bytes.count else {
                    return (index, LocalizedText(ja: "文書の終わりのあとに \(describe(bytes, index)) があります", en: "unexpected \(describe(bytes, index)) after the end of the document"))
                }
                return nil
            }
            guard index < bytes.count else { return unexpected(index) }
            let byte = bytes[index]
            switch expect {
            case .value, .valueOrCloseArray:
                if expect == .valueOrCloseArray, byte == UInt8(ascii: "]") {
                    stack.removeLast()
                    index += 1
                } else {
                    switch byte {
                    case UInt8(ascii: "{") where stack.count == maximumDepth, UInt8(ascii: "[") where stack.count == maximumDepth:
                        return (index, LocalizedText(
                            ja: "配列とオブジェクトの入れ子が\(maximumDepth)段を超えています（JSONDecoder が読めるのは\(maximumDepth)段まで）",
                            en: "arrays and objects are nested more than \(maximumDepth) deep (JSONDecoder reads at most \(maximumDepth))"))
                    case UInt8(ascii: "{"):
                        stack.append(byte)
                        keys.append([])
                        expect = .keyOrClose
                        index += 1
                        continue
                    case UInt8(ascii: "["):
                        stack.append(byte)
                        expect = .valueOrCloseArray
                        index += 1
                        continue
                    case UInt8(ascii: "\""):
                        if let failure = string(bytes, &index) { return failure }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        if let failure = number(bytes, &index) { return failure }
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        let word: [UInt8] = byte == UInt8(ascii: "t") ? Array("true".utf8) : byte == UInt8(ascii: "f") ? Array("false".utf8) : Array("null".utf8)
                        guard bytes[index...].starts(with: word) else { return unexpected(index) }
                        index += word.count
                    default:
                        return unexpected(index)
                    }
                }
                if stack.isEmpty { done = true } else { afterValue() }
            case .keyOrClose, .key:
                if expect == .keyOrClose, byte == UInt8(ascii: "}") {
                    stack.removeLast()
                    keys.removeLast()
                    index += 1
                    if stack.isEmpty { done = true } else { afterValue() }
                    continue
                }
                guard byte == UInt8(ascii: "\"") else { return unexpected(index) }
                let start = index
                if let failure = string(bytes, &index) { return failure }
                let key = Self.key(bytes[start..<index])
                guard keys[keys.count - 1].insert(key).inserted else {
                    let shown = TerminalText.safeLine(String(key.prefix(80)))
                    return (start, LocalizedText(
                        ja: "キー「\(shown)」がこのオブジェクトに2回あります", en: "the key \"\(shown)\" appears twice in this object"))
                }
                expect = .colon
            case .colon:
                guard byte == UInt8(ascii: ":") else { return unexpected(index) }
                index += 1
                expect = .value
            case .commaOrCloseObject, .commaOrCloseArray:
                let close = expect == .commaOrCloseObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = expect == .commaOrCloseObject ? .key : .value
                } else if byte == close {
                    if stack.last == UInt8(ascii: "{") { keys.removeLast() }
                    stack.removeLast()
                    index += 1
                    if stack.isEmpty { done = true } else { afterValue() }
                } else {
                    return unexpected(index)
                }
            }
        }
    }

    /// A key's text from its quoted bytes (escapes read, so `"a"` and `"\u0061"` are the same key).
    private static func key(_ quoted: ArraySlice<UInt8>) -> String {
        let inner = quoted.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: inner, as: UTF8.self)
    }

    /// The first byte that does not belong to valid UTF-8 (RFC 8259, 8.1: JSON text is UTF-8): a stray
    /// continuation byte, a sequence cut short, an overlong form, a surrogate or a value past U+10FFFF.
    private static func firstNonUTF8(_ bytes: [UInt8]) -> (Int, LocalizedText)? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return notUTF8(bytes, index)
            }
            guard index + length <= bytes.count else { return notUTF8(bytes, index) }
            guard (low...high).contains(bytes[index + 1]) else { return notUTF8(bytes, index) }
            for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) { return notUTF8(bytes, index) }
            index += length
        }
        return nil
    }

    private static func notUTF8(_ bytes: [UInt8], _ index: Int) -> (Int, LocalizedText) {
        let shown = String(format: "0x%02X", bytes[index])
        return (index, LocalizedText(
            ja: "バイト \(shown) は UTF-8 ではありません（JSON は UTF-8 で書きます）",
            en: "the byte \(shown) is not UTF-8 (JSON text is UTF-8)"))
    }

    /// Scans a string from its opening quote; `index` ends after the closing quote.
    private static func string(_ bytes: [UInt8], _ index: inout Int) -> (Int, LocalizedText)? {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                // A backslash as the last byte: the string never closes (found by fuzzing: `break` here left
                // the loop's index where it was, and the scan never ended).
                guard index + 1 < bytes.count else { return unclosed(start) }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "u") {
                    let hex = bytes[(index + 2)..<min(index + 6, bytes.count)]
                    guard hex.count == 4, hex.allSatisfy({ $0.isHexDigit }) else {
                        return (index, LocalizedText(ja: "\\u のあとには16進数4桁が必要です", en: "\\u must be followed by four hexadecimal digits"))
                    }
                    index += 6
                } else if Array("\"\\/bfnrt".utf8).contains(escaped) {
                    index += 2
                } else {
                    return (index, LocalizedText(
                        ja: "文字列の中の \\\(describe(bytes, index + 1, quoted: false)) は JSON のエスケープではありません",
                        en: "\\\(describe(bytes, index + 1, quoted: false)) is not a JSON escape"))
                }
            case 0x00..<0x20:
                return (index, LocalizedText(
                    ja: "文字列の中に制御文字 \(describe(bytes, index)) があります（改行は \\n と書きます）。文字列が閉じていないのかもしれません",
                    en: "a control character \(describe(bytes, index)) inside a string (write a line break as \\n); the string may be missing its closing quote"))
            default:
                index += 1
            }
        }
        return unclosed(start)
    }

    private static func unclosed(_ start: Int) -> (Int, LocalizedText) {
        (start, LocalizedText(ja: "文字列が閉じていません（\" がありません）", en: "the string is not closed (no closing \")"))
    }

    /// Scans a number; `index` ends after it.
    private static func number(_ bytes: [UInt8], _ index: inout Int) -> (Int, LocalizedText)? {
        let first = index
        if let failure = numberShape(bytes, &index) { return failure }
        // Foundation reads every number as a 64-bit float: one past its range (1e999) is not a number to it.
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        if let value = Double(text), !value.isFinite {
            let shown = TerminalText.safeLine(text.count > 40 ? String(text.prefix(40)) + "…" : text)
            return (first, LocalizedText(
                ja: "数値 \(shown) は 64 ビット浮動小数点数の範囲（約 ±1.8e308）を超えています",
                en: "the number \(shown) is beyond the range of a 64-bit floating-point value (about ±1.8e308)"))
        }
        return nil
    }

    /// Scans a number's grammar; `index` ends after it.
    private static func numberShape(_ bytes: [UInt8], _ index: inout Int) -> (Int, LocalizedText)? {
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
        let malformed = { (at: Int) in (at, LocalizedText(ja: "数値の形が正しくありません", en: "a malformed number")) }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let start = index
        guard digits() > 0 else { return malformed(index) }
        if bytes[start] == UInt8(ascii: "0"), index - start > 1 { return malformed(start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return malformed(index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return malformed(index) }
        }
        return nil
    }

    /// The character at `offset`, quoted, with control characters written as escapes.
    private static func describe(_ bytes: [UInt8], _ offset: Int, quoted: Bool = true) -> String {
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<min(end, bytes.count)], as: UTF8.self)
        let shown = text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            ? text
            : text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
        return quoted ? "'\(shown)'" : shown
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }
}
