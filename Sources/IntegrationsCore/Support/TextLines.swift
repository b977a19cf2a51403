/// The lines of a text file as editors and compilers count them: a line ends at a line feed (`\n`), a
/// carriage return and line feed (`\r\n`, Windows) or a lone carriage return (`\r`, classic Mac OS), and
/// the break is not part of the line.
///
/// Splitting a `String` on `"\n"` alone is wrong for a CRLF file: `"\r\n"` is one `Character` in Swift,
/// not equal to `"\n"`, so the whole file would be one line.
///
/// ```swift
/// TextLines.split("a\r\nb\rc\n") // ["a", "b", "c", ""]
/// ```
public enum TextLines {
    /// The lines of `text`, an empty last one when it ends with a break.
    public static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isBreak)
    }

    /// The lines of `text`, an empty last one when it ends with a break.
    public static func split(_ text: Substring) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isBreak)
    }

    /// Whether `character` ends a line: `\n`, `\r\n` or `\r`.
    public static func isBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// Whether the byte at `offset` of UTF-8 `bytes` ends a line: a line feed, or a carriage return not
    /// followed by one (the line feed of a CRLF pair ends that line).
    public static func endsLine(_ bytes: some RandomAccessCollection<UInt8>, at offset: Int) -> Bool {
        let index = bytes.index(bytes.startIndex, offsetBy: offset)
        switch bytes[index] {
        case 0x0A: return true
        case 0x0D:
            let next = bytes.index(after: index)
            return next == bytes.endIndex || bytes[next] != 0x0A
        default: return false
        }
    }
}
