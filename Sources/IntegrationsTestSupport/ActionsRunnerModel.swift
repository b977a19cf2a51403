/// How the GitHub Actions runner finds workflow commands in a step's output, written apart from the code
/// that escapes them, for the tests to hold that code to (`actions/runner`, `ActionCommand.TryParseV2` and
/// `TryParse`): the output is split into lines at CR, LF and CRLF (.NET's `StreamReader.ReadLine`); a line
/// is a command when its text with the leading white space trimmed (`TrimStart`: every Unicode White_Space
/// character) starts with `::`, or when it holds `##[` anywhere. The runner's comparisons are
/// culture-sensitive, which may ignore default-ignorable characters, so the model ignores them too.
public enum ActionsRunnerModel {
    /// One line the runner would take as a command.
    public struct Command: Hashable, Sendable, CustomStringConvertible {
        /// The line, as printed.
        public var line: String
        /// Whether it is the `::` form (else `##[`).
        public var isColonForm: Bool
        /// The line's text after its leading white space (and ignorable characters), for the `::` form.
        public var trimmed: String

        public var description: String { (isColonForm ? "::-form " : "##[-form ") + String(reflecting: line) }
    }

    /// The lines of `output` as the runner reads them.
    public static func lines(_ output: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCR = false
        for scalar in output.unicodeScalars {
            if scalar == "\n", afterCR {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    /// The lines of `output` the runner would take as commands, either form.
    public static func commands(in output: String) -> [Command] {
        lines(output).compactMap { line in
            let visible = String(String.UnicodeScalarView(line.unicodeScalars.filter { !isIgnorable($0) }))
            let trimmed = String(visible.drop { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) })
            if trimmed.hasPrefix("::") { return Command(line: line, isColonForm: true, trimmed: trimmed) }
            if visible.contains("##[") { return Command(line: line, isColonForm: false, trimmed: trimmed) }
            return nil
        }
    }

    /// Whether a comparison may skip `scalar` (a default-ignorable code point that is not white space).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint && !scalar.properties.isWhitespace
    }
}
