/// Swift source being written: lines at an indentation, doc comments and braced blocks.
///
/// A class, so that the closures of ``block(_:_:)`` write into the same text.
final class SwiftCode {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; a text of several lines is indented line by line.
    func line(_ content: String) {
        for part in content.split(separator: "\n", omittingEmptySubsequences: false) {
            text += part.isEmpty ? "\n" : String(repeating: "    ", count: depth) + part + "\n"
        }
    }

    /// An empty line.
    func blank() { text += "\n" }

    /// A `///` line (`///` alone for an empty one).
    func doc(_ content: String) {
        line(content.isEmpty ? "///" : "/// " + content)
    }

    /// `header {`, the body one level in, `}`.
    func block(_ header: String, _ body: () -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// The body one level in, without braces.
    func indented(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }
}
