import Foundation
import IntegrationsCore
import Testing

/// Lines as editors count them: LF, CRLF and a lone CR each end one (issue 42, item 6), in the text splitter
/// and in the JSON locators, so that a CRLF or CR file's places are the LF file's.
@Suite struct TextLinesTests {
    @Test(arguments: [
        ("a\nb\nc", ["a", "b", "c"]),
        ("a\r\nb\r\nc", ["a", "b", "c"]),
        ("a\rb\rc", ["a", "b", "c"]),
        ("a\r\n\r\nb\n", ["a", "", "b", ""]),
        ("a\r\r\nb", ["a", "", "b"]),
        ("", [""]),
        ("é\u{301}\r\nx", ["é\u{301}", "x"]),
    ])
    func split(_ text: String, _ lines: [String]) {
        #expect(TextLines.split(text).map(String.init) == lines)
    }

    static let document = """
        {
          "app": {"name": "Kettle",
            "urlSchemes": ["kettle", 12]},
          "n": [1e300, -0, true]
        }

        """

    @Test(arguments: ["\r\n", "\r"])
    func jsonPlacesAreTheLFPlaces(_ ending: String) {
        let lf = JSONLocations(Data(Self.document.utf8))
        let other = JSONLocations(Data(Self.document.replacingOccurrences(of: "\n", with: ending).utf8))
        #expect(other.values == lf.values)
        #expect(other.keys == lf.keys)
        #expect(other.members == lf.members)
        #expect(lf.location(of: "$.app.urlSchemes[1]") == JSONLocations.Location(line: 3, column: 30))
        #expect(lf.literals == ["$.app.urlSchemes[1]": "12", "$.n[0]": "1e300", "$.n[1]": "-0", "$.n[2]": "true"])
        #expect(other.literals == lf.literals)
    }

    /// A syntax error's line and column in a CRLF or CR document are the LF document's.
    @Test(arguments: ["\r\n", "\r"])
    func jsonSyntaxPlaces(_ ending: String) throws {
        let broken = "{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}\n"
        let lf = try #require(JSONSyntax.firstError(in: Data(broken.utf8)))
        let other = try #require(JSONSyntax.firstError(in: Data(broken.replacingOccurrences(of: "\n", with: ending).utf8)))
        #expect((other.line, other.column) == (lf.line, lf.column))
        #expect(lf.line == 3)
    }
}
