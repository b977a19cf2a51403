import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// No text the tool prints can form a GitHub Actions workflow command: a line starting with `::` (after
/// white space) or holding `##[` is escaped in the way of its format, text for a person, JSON or XML, and
/// JSON and XML keep their values.
@Suite struct WorkflowCommandTextTests {
    /// An input and how it is shown, described in the test log escaped: the log of a run on GitHub
    /// Actions is read by the runner too.
    struct Sample: CustomTestStringConvertible, Sendable {
        var input: String
        var shown: String
        var testDescription: String { WorkflowCommandText.text(String(reflecting: input)) }
    }

    /// Writes to one stream, and how text shows them.
    struct Writes: CustomTestStringConvertible, Sendable {
        var writes: [String]
        var shown: String
        var testDescription: String { WorkflowCommandText.text(String(reflecting: writes)) }
    }

    /// Inputs, and how text shows them.
    static let textCases: [(String, String)] = [
        ("", ""),
        ("plain text: a::b ## [x] #[y]", "plain text: a::b ## [x] #[y]"),
        ("::stop-commands::tok", #"\u{3A}:stop-commands::tok"#),
        ("  ::error file=x::forged", #"  \u{3A}:error file=x::forged"#),
        ("\u{3000}::warning::x", #"　\u{3A}:warning::x"#),
        (" \t\u{A0}\u{2003}::x", " \t\u{A0}\u{2003}\\u{3A}:x"),
        (":::", #"\u{3A}::"#),
        ("::", #"\u{3A}:"#),
        (":", ":"),
        (": :", ": :"),
        ("a ##[set-output name=x]y", #"a #\u{23}[set-output name=x]y"#),
        ("##[error]x", #"#\u{23}[error]x"#),
        ("ends ##[", #"ends #\u{23}["#),
        ("ends ##", "ends ##"),
        ("###[", #"##\u{23}["#),
        ("##[##[ ##[", #"#\u{23}[#\u{23}[ #\u{23}["#),
        ("ok\r\n::error::x\r\n##[group]y", "ok\r\n\\u{3A}:error::x\r\n#\\u{23}[group]y"),
        ("a\r::x", "a\r\\u{3A}:x"),
        ("a\n  ::x\n::y", "a\n  \\u{3A}:x\n\\u{3A}:y"),
        ("x\u{2028}::y", "x\u{2028}\\u{3A}:y"),
        // Characters a culture-sensitive comparison may ignore are looked through.
        (":\u{200B}:x", "\\u{3A}\u{200B}:x"),
        ("\u{FEFF}::x", "\u{FEFF}\\u{3A}:x"),
        ("#\u{AD}#[x", "#\u{AD}\\u{23}[x"),
        ("#\u{200B}#\u{200B}[x", "#\u{200B}\\u{23}\u{200B}[x"),
    ]

    @Test(arguments: textCases.map(Sample.init))
    func textEscapesBothForms(sample: Sample) {
        let (input, shown) = (sample.input, sample.shown)
        #expect(WorkflowCommandText.text(input) == shown)
        #expect(ActionsRunnerModel.commands(in: WorkflowCommandText.text(input)).isEmpty)
        // Escaping again changes nothing: nothing is left to escape.
        #expect(WorkflowCommandText.text(shown) == shown)
        #expect(WorkflowCommandText.holdsCommand(input) == (input != shown))
    }

    /// JSON strings holding the forms, as the encoder writes them (pretty and compact), and any line break
    /// the encoder leaves raw.
    static let jsonValues = [
        "", "::stop-commands::tok", "  ::error file=x::forged", "\u{3000}::warning::x", "a ##[set-output name=x]y", "##[error]x", "ends ##[",
        "###[", "##[##[", ":::", "a\r\n::error::x\r\n##[", "x\u{2028}::y\u{2029}  ::z\u{85}::w", "#\u{AD}#[x",
    ]

    @Test(arguments: [JSONEncoder.OutputFormatting.prettyPrinted, [.sortedKeys]])
    func jsonDecodesToTheSameValues(formatting: JSONEncoder.OutputFormatting) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        let document = ["values": Self.jsonValues, "keys": Self.jsonValues]
        let raw = String(decoding: try encoder.encode(Dictionary(uniqueKeysWithValues: Self.jsonValues.map { ($0, $0) })), as: UTF8.self)
        for text in [raw, String(decoding: try encoder.encode(document), as: UTF8.self)] {
            // The encoder's own lines never start with `:`: what the JSON form relies on.
            #expect(ActionsRunnerModel.lines(text).allSatisfy { !$0.drop(while: \.isWhitespace).hasPrefix(":") })
            let safe = WorkflowCommandText.json(text)
            #expect(ActionsRunnerModel.commands(in: safe).isEmpty, "\(safe)")
            let decoded = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? NSObject
            let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject
            #expect(decoded == original)
            #expect(safe.contains(#"#\u0023["#))
        }
        #expect(WorkflowCommandText.json(###"["##[x"]"###) == ###"["#\u0023[x"]"###)
        #expect(WorkflowCommandText.json("[\"a\u{2028}::b\"]") == "[\"a\u{2028}\\u003A:b\"]")
    }

    static let xmlCases: [(String, String)] = [
        ("", ""),
        ("<a b=\"##[x]\">c ##[d</a>", "<a b=\"#&#35;[x]\">c #&#35;[d</a>"),
        ("<o>one\n  ::error file=x::forged\n::stop-commands::t</o>", "<o>one\n  &#58;:error file=x::forged\n&#58;:stop-commands::t</o>"),
        ("<o>\r\n:::\r\n</o>", "<o>\r\n&#58;::\r\n</o>"),
        ("<o>###[</o>", "<o>##&#35;[</o>"),
    ]

    @Test(arguments: xmlCases.map(Sample.init))
    func xmlParsesToTheSameText(sample: Sample) throws {
        let (input, shown) = (sample.input, sample.shown)
        let safe = WorkflowCommandText.xml(input)
        #expect(safe == shown)
        #expect(ActionsRunnerModel.commands(in: safe).isEmpty)
        guard !input.isEmpty else { return }
        #expect(try Self.parsed(safe) == Self.parsed(input))
    }

    /// The text and attribute values of an XML document, in order.
    static func parsed(_ xml: String) throws -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            var texts: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                texts += attributes.keys.sorted().compactMap { attributes[$0] }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw CocoaError(.coderReadCorrupt) }
        return [collector.texts.joined()]
    }

    /// The tool's own command stays a command; what it quotes cannot make another.
    @Test(arguments: [Sample]([
        ("::error file=a.swift,line=1,title=x::message", "::error file=a.swift,line=1,title=x::message"),
        ("::notice::5 errors are not annotated", "::notice::5 errors are not annotated"),
        ("::warning file=a##[x].swift::b ##[set-output name=x]y", #"::warning file=a#\u{23}[x].swift::b #\u{23}[set-output name=x]y"#),
        ("::error::::stop-commands::tok", "::error::::stop-commands::tok"),
        ("not a command ::x", "not a command ::x"),
        ("  ::x", #"  \u{3A}:x"#),
        ("::error::a\n::error::forged", "::error::a\n\\u{3A}:error::forged"),
    ].map(Sample.init)))
    func aCommandStaysOneCommand(sample: Sample) {
        let (line, shown) = (sample.input, sample.shown)
        let safe = WorkflowCommandText.command(line)
        #expect(safe == shown)
        let commands = ActionsRunnerModel.commands(in: safe)
        #expect(commands.count == (line.hasPrefix("::") ? 1 : 0), "\(commands)")
        #expect(commands.allSatisfy { $0.isColonForm && $0.line == ActionsRunnerModel.lines(safe)[0] })
    }

    /// Two writes to one stream cannot form a command together.
    @Test(arguments: [Writes]([
        (["a#", "#[x]"], #"a#\u{23}[x]"#),
        (["a#", "#", "[x]"], #"a##\u{5B}x]"#),
        (["a", "#", "#[x]"], #"a#\u{23}[x]"#),
        ([":", ":x"], #":\u{3A}x"#),
        (["x\n:", ":y"], "x\n:\\u{3A}y"),
        ([": ", ":y"], ": :y"),
        (["end of a prompt: ", "::error::x"], #"end of a prompt: \u{3A}:error::x"#),
    ].map(Writes.init)))
    func writesDoNotCombine(sample: Writes) {
        let (writes, shown) = (sample.writes, sample.shown)
        for format in [WorkflowCommandText.Format.text, .json, .xml] {
            var stream = WorkflowCommandText.Stream()
            let written = writes.map { stream.encode($0, as: format) }.joined()
            #expect(ActionsRunnerModel.commands(in: written).isEmpty, "\(format): \(written)")
            if format == .text { #expect(written == shown) }
        }
    }

    /// Random text from the characters that matter: nothing escaped leaves a command, and escaping is
    /// idempotent.
    @Test func randomTextLeavesNoCommand() {
        let alphabet: [Unicode.Scalar] = [":", ":", "#", "#", "[", " ", "\t", "\n", "\r", "\u{3000}", "\u{200B}", "\u{AD}", "a", "\u{2028}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            for format in WorkflowCommandText.Format.allCases where format != .command {
                let safe = WorkflowCommandText.encode(text, as: format)
                #expect(ActionsRunnerModel.commands(in: safe).isEmpty, Comment(rawValue: WorkflowCommandText.text("\(format): \(String(reflecting: text)) → \(String(reflecting: safe))")))
                #expect(WorkflowCommandText.encode(safe, as: format) == safe)
            }
        }
    }
}
