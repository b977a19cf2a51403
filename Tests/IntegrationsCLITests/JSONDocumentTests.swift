import Foundation
import Testing

/// Every JSON document in Docs/JSON.md is what the command prints: the commands there run in order on a
/// new store, and each output must have its example's shape (the same keys, the same kinds of values).
@Suite struct JSONDocumentTests {
    static let documentation = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/JSON.md")

    /// The documented commands and their example outputs, in order.
    static func examples() throws -> [(arguments: [String], example: String)] {
        let lines = try String(contentsOf: documentation, encoding: .utf8).components(separatedBy: "\n")
        var result: [(arguments: [String], example: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- json: "), line.hasSuffix(" -->") else { continue }
            let command = String(line.dropFirst("<!-- json: ".count).dropLast(" -->".count))
            guard index < lines.count, lines[index] == "```json" else { continue }
            index += 1
            var body: [String] = []
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            result.append((words(command), body.joined(separator: "\n")))
        }
        return result
    }

    /// Splits a command line as `shlex.quote` writes it: words, some in single quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    /// The shape of a JSON value: its kind, and for objects the shapes of its members, for arrays the
    /// shape of its first element.
    indirect enum Shape: Equatable, CustomStringConvertible {
        case string, number, boolean, null, emptyArray
        case array(Shape)
        case object([String: Shape])

        init(_ value: JSONValue) {
            switch value {
            case .null: self = .null
            case .boolean: self = .boolean
            case .number: self = .number
            case .string: self = .string
            case .array(let array): self = array.first.map { .array(Shape($0)) } ?? .emptyArray
            case .object(let object): self = .object(object.mapValues(Shape.init))
            }
        }

        var description: String {
            switch self {
            case .string: "string"
            case .number: "number"
            case .boolean: "boolean"
            case .null: "null"
            case .emptyArray: "[]"
            case .array(let element): "[\(element)]"
            case .object(let members): "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }

    /// A JSON value, read strictly: `true` is a boolean, never a number.
    enum JSONValue: Decodable {
        case null, boolean(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let flag = try? container.decode(Bool.self) { self = .boolean(flag) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let text = try? container.decode(String.self) { self = .string(text) }
            else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
            else { self = .object(try container.decode([String: JSONValue].self)) }
        }
    }

    @Test func everyDocumentedCommandPrintsItsDocumentedShape() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 15)
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["INTEGRATIONS_NOW"] = "2026-11-21T10:00:00+09:00"
        runner.overrides["TZ"] = "Asia/Tokyo"
        runner.overrides["LANG"] = "en_US.UTF-8"
        for (arguments, example) in examples {
            let result = try runner.run(arguments)
            let actual = try JSONDecoder().decode(JSONValue.self, from: Data(result.output.utf8))
            let expected = try JSONDecoder().decode(JSONValue.self, from: Data(example.utf8))
            #expect(Shape(actual) == Shape(expected), "\(arguments.joined(separator: " ")): printed \(Shape(actual)), documented \(Shape(expected))")
        }
    }
}
