/// Text that cannot form a GitHub Actions workflow command, whatever data it quotes.
///
/// The Actions runner reads every line a step prints, on standard output and standard error alike, and
/// takes two forms as commands: a line whose text, with its leading white space trimmed (.NET's
/// `TrimStart`: every Unicode White_Space character), starts with `::` (`::error file=…::…`,
/// `::stop-commands::<token>`, which silences every later command of the step), and the legacy form
/// `##[name …]…` anywhere in a line (it tries the `::` form first, then the legacy one on the whole line).
/// A project's file name, a key or a value printed as it is could so annotate a pull request, or switch off
/// the check's own annotations. Both forms are neutralised here, once per output kind, keeping the value
/// exact wherever the format can:
///
/// | Kind | a line starting with `::` | `##[` |
/// |------|---------------------------|-------|
/// | ``Format/text`` (for a person or a log) | `\u{3A}:` (``TerminalText``'s visible escape) | `#\u{23}[` |
/// | ``Format/json`` | `\u003A:` (in a string; never otherwise) | `#\u0023[` (decodes to the same string) |
/// | ``Format/xml`` | `&#58;:` (text content may hold raw line breaks) | `#&#35;[` (parses to the same text) |
/// | ``Format/command`` (the tool's own workflow command) | kept: it is the command | `#\u{23}[` in its properties and message |
///
/// The white space skipped before `::` is every Unicode White_Space scalar; a line ends at a line feed, a
/// carriage return, NEL or the line and paragraph separators (the runner splits at the first two; the
/// others are counted too, to be safe). Default-ignorable scalars (U+200B, U+00AD, U+FEFF, …) are looked
/// through everywhere: the runner compares with .NET's culture-sensitive `StartsWith` and `IndexOf`, which
/// may ignore them, so `:\u{200B}:` and `#\u{AD}#[` are escaped as `::` and `##[` are. A valid JSON
/// document never has a line that starts with `:` outside a string, so its encoding stays valid JSON that
/// decodes to the same values.
///
/// A ``Stream`` keeps what the previous write ended with, so that two writes cannot form a command
/// together (`a#` then `#[x]`); each write is also taken to start a line, since another stream's line
/// break may come between them in a merged log.
///
/// ```swift
/// WorkflowCommandText.text("  ::error file=x::forged")       // "  \\u{3A}:error file=x::forged"
/// WorkflowCommandText.json(#"{"a":"##[set-output name=x]"}"#) // {"a":"#\\u0023[set-output name=x]"}
/// ```
package enum WorkflowCommandText {
    /// How the text is encoded, which decides how a command's characters are escaped in it.
    package enum Format: Sendable, Hashable, CaseIterable {
        /// Text for a person or a log: escapes are ``TerminalText``'s visible `\u{…}`.
        case text
        /// A JSON document: escapes are JSON's `\u00XX`, inside strings, where the forms can occur.
        case json
        /// An XML document: escapes are character references `&#NN;`.
        case xml
        /// A workflow command the tool writes itself, such as `::error file=…::message`: its leading `::`
        /// stays a command; the rest is text.
        case command

        /// The escape of `scalar` (`:`, `#` or `[`) in this format.
        func escape(_ scalar: Unicode.Scalar) -> String {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            switch self {
            case .text, .command: return "\\u{\(hex)}"
            case .json: return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case .xml: return "&#\(scalar.value);"
            }
        }
    }

    /// `text` for a person or a log, each line safe (``Format/text``).
    package static func text(_ text: String) -> String { encode(text, as: .text) }

    /// A JSON document, safe and decoding to the same values (``Format/json``).
    package static func json(_ text: String) -> String { encode(text, as: .json) }

    /// An XML document, safe and parsing to the same text (``Format/xml``).
    package static func xml(_ text: String) -> String { encode(text, as: .xml) }

    /// A workflow command of the tool's own, still a command, with no other command inside it
    /// (``Format/command``). A line that does not start with `::` is encoded as text.
    package static func command(_ line: String) -> String { encode(line, as: .command) }

    /// `text` in `format`, on its own (as if it started a stream).
    package static func encode(_ text: String, as format: Format) -> String {
        var stream = Stream()
        return stream.encode(text, as: format)
    }

    /// Whether `text` holds a line the runner would take as a command: one whose trimmed text starts with
    /// `::`, or one holding `##[` (each looked at as the runner does: through default-ignorable scalars).
    /// For tests and checks; the encoders never leave one but in a ``Format/command`` line's start.
    package static func holdsCommand(_ text: String) -> Bool {
        encode(text, as: .text) != text
    }

    /// Successive writes to one output stream, encoded so that no write, nor two together, forms a command.
    package struct Stream: Sendable {
        /// Consecutive `#` at the end of what was written (0, 1 or 2: more count as 2).
        private var trailingHashes = 0
        /// Whether what was written since the last line start is white space and one `:`.
        private var lineStartColon = false

        package init() {}

        /// `text` in `format`, continuing what this stream wrote before.
        package mutating func encode(_ text: String, as format: Format) -> String {
            // Most text needs no escape: one pass without copying says so (a whole JSON document included).
            if format != .command || !text.hasPrefix("::") {
                var probe = self
                if probe.passesUnchanged(text) {
                    self = probe
                    return text
                }
            }
            let scalars = Array(text.unicodeScalars)
            var result = String.UnicodeScalarView()
            result.reserveCapacity(scalars.count + 8)
            // Each write starts a line: another stream's line break may come before it in a merged log.
            var lineStart = true
            var index = 0
            // A command line of the tool's own keeps its leading `::`.
            if format == .command, scalars.count >= 2, scalars[0] == ":", scalars[1] == ":" {
                result.append(contentsOf: "::".unicodeScalars)
                index = 2
                lineStart = false
                lineStartColon = false
                trailingHashes = 0
            }
            let escaping: Format = format == .command ? .text : format
            func next(after position: Int) -> Unicode.Scalar? {
                var position = position + 1
                while position < scalars.count, Self.isIgnorable(scalars[position]) { position += 1 }
                return position < scalars.count ? scalars[position] : nil
            }
            while index < scalars.count {
                let scalar = scalars[index]
                defer { index += 1 }
                if Self.isLineBreak(scalar) {
                    result.append(scalar)
                    lineStart = true
                    lineStartColon = false
                    trailingHashes = 0
                    continue
                }
                if Self.isIgnorable(scalar) {
                    result.append(scalar)
                    continue
                }
                if scalar.properties.isWhitespace {
                    result.append(scalar)
                    lineStartColon = false
                    trailingHashes = 0
                    continue
                }
                switch scalar {
                case ":":
                    if lineStartColon || (lineStart && next(after: index) == ":") {
                        // The first `:` of `::` at a line's start; the second when the first was written before.
                        result.append(contentsOf: escaping.escape(scalar).unicodeScalars)
                        lineStartColon = false
                    } else {
                        result.append(scalar)
                        lineStartColon = lineStart
                    }
                    trailingHashes = 0
                case "#":
                    if trailingHashes >= 1, next(after: index) == "[" {
                        // The second `#` of `##[`.
                        result.append(contentsOf: escaping.escape(scalar).unicodeScalars)
                        trailingHashes = 0
                    } else {
                        result.append(scalar)
                        trailingHashes = min(trailingHashes + 1, 2)
                    }
                    lineStartColon = false
                case "[" where trailingHashes >= 2:
                    // `##` written before, `[` now.
                    result.append(contentsOf: escaping.escape(scalar).unicodeScalars)
                    trailingHashes = 0
                    lineStartColon = false
                default:
                    result.append(scalar)
                    trailingHashes = 0
                    lineStartColon = false
                }
                lineStart = false
            }
            return String(result)
        }

        /// Whether `text` needs no escape, following it as ``encode(_:as:)`` does (and so ending in the state
        /// that would leave): a `:` after a line-start `:`, or a `[` after `##`, needs one.
        private mutating func passesUnchanged(_ text: String) -> Bool {
            var lineStart = true
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x0A, 0x0D:
                    lineStart = true
                    lineStartColon = false
                    trailingHashes = 0
                    continue
                case 0x20, 0x09, 0x0B, 0x0C:
                    lineStartColon = false
                    trailingHashes = 0
                    continue
                case 0x3A:
                    if lineStartColon { return false }
                    lineStartColon = lineStart
                    trailingHashes = 0
                case 0x23:
                    trailingHashes = min(trailingHashes + 1, 2)
                    lineStartColon = false
                case 0x5B:
                    if trailingHashes >= 2 { return false }
                    trailingHashes = 0
                    lineStartColon = false
                case 0x80...:
                    if Self.isLineBreak(scalar) {
                        lineStart = true
                        lineStartColon = false
                        trailingHashes = 0
                        continue
                    }
                    if Self.isIgnorable(scalar) { continue }
                    trailingHashes = 0
                    lineStartColon = false
                    if scalar.properties.isWhitespace { continue }
                default:
                    trailingHashes = 0
                    lineStartColon = false
                }
                lineStart = false
            }
            return true
        }

        /// The scalars that end a line: line feed, carriage return, NEL, the line and paragraph separators.
        static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
            default: false
            }
        }

        /// Scalars a culture-sensitive comparison may skip: Unicode's default-ignorable code points.
        static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x80 && scalar.properties.isDefaultIgnorableCodePoint && !scalar.properties.isWhitespace
        }
    }
}
