/// A string with `${field}` placeholders filled from an ``EntityRecord``, such as
/// `appcadia://goal/${id}`. `$$` stands for a literal `$`.
public struct FieldTemplate: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    private enum Part: Hashable, Sendable {
        case literal(String)
        case field(String)
    }

    /// The template as written.
    public let source: String
    private let parts: [Part]
    /// Why the template is malformed, or `nil` when it is well formed.
    public let problem: LocalizedText?

    /// The field names the template uses, in order.
    public var fields: [String] {
        parts.compactMap { if case .field(let name) = $0 { name } else { nil } }
    }

    /// Parses a template. A malformed placeholder (an unclosed `${`, an empty name) records the first
    /// ``problem`` and stays in the template as literal text.
    public init(_ source: String) {
        self.source = source
        var parts: [Part] = []
        var literal = ""
        var problem: LocalizedText?
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if character == "$", next < source.endIndex, source[next] == "$" {
                literal.append("$")
                index = source.index(after: next)
            } else if character == "$", next < source.endIndex, source[next] == "{" {
                guard let close = source[next...].firstIndex(of: "}") else {
                    problem = problem ?? LocalizedText(ja: "「${」を閉じる「}」", en: "a '}' closing the '${'")
                    literal += source[index...]
                    break
                }
                let name = String(source[source.index(after: next)..<close])
                if name.isEmpty || name.contains(where: { $0.isWhitespace || $0 == "{" || $0 == "$" }) {
                    problem = problem ?? LocalizedText(ja: "「${」と「}」の間のフィールド名", en: "a field name between '${' and '}'")
                    literal += source[index...close]
                    index = source.index(after: close)
                    continue
                }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.field(name))
                index = source.index(after: close)
            } else {
                literal.append(character)
                index = next
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
        self.problem = problem
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(source)
    }

    public var description: String { source }

    public static func == (lhs: FieldTemplate, rhs: FieldTemplate) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The field a record lacks.
    public struct MissingField: Error, Hashable {
        /// The field's name.
        public var field: String
    }

    /// Fills the placeholders from a record.
    /// - Throws: ``MissingField`` when the record has no such field (a `null` counts as empty text).
    public func render(_ record: EntityRecord) throws(MissingField) -> String {
        try render { name throws(MissingField) in
            guard let value = record.fields[name] else { throw MissingField(field: name) }
            return value.text ?? ""
        }
    }

    /// Fills each placeholder with what `value` gives for its name.
    public func render<Failure: Error>(_ value: (String) throws(Failure) -> String) throws(Failure) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text): result += text
            case .field(let name): result += try value(name)
            }
        }
        return result
    }
}
