public import Foundation

/// A JSON decoding failure described for people: the JSON path (`$.searchDomains[0].title`) and what
/// was expected there.
public struct JSONProblem: Error, Sendable, Hashable {
    /// The JSON path of the value at fault, `$` for the document.
    public var path: String
    /// What was expected there.
    public var expected: LocalizedText
    /// Where the document stops being JSON, when it is not well-formed (see ``JSONSyntax``).
    public var syntax: JSONSyntax.Failure?
    /// Where the value at ``path`` starts in the document, when the data was given and has it.
    public var location: JSONLocations.Location?
    /// The key the object does not have, when that is the problem (``path`` ends with it).
    public var unknownKey: UnknownKeyError?

    /// What is wrong, as a clause for a message: `expected a number at $.calendar.hour`, or
    /// `unknown key "repeatz" at $.repeatz (did you mean "repeats"?)`.
    public var explanation: LocalizedText {
        if let unknownKey {
            let nearest = unknownKey.nearest.map(LocalizedText.didYouMean)
            return LocalizedText(
                ja: "\(path) のキー「\(unknownKey.key)」はありません" + (nearest.map { "（\($0.ja)）" } ?? "（あるのは \(unknownKey.known.joined(separator: "、"))）"),
                en: "unknown key \"\(unknownKey.key)\" at \(path)" + (nearest.map { " (\($0.en))" } ?? " (known: \(unknownKey.known.joined(separator: ", ")))"))
        }
        return LocalizedText(ja: "\(path) に\(expected.ja)が必要です", en: "expected \(expected.en) at \(path)")
    }

    /// Describes an error thrown by `JSONDecoder` while decoding `data`; with the data, a document that
    /// is not JSON at all is described by the line and column where it breaks.
    public init(_ error: any Error, data: Data? = nil) {
        syntax = nil
        location = nil
        unknownKey = nil
        if let unknown = error as? UnknownKeyError {
            path = unknown.path
            expected = LocalizedText(ja: "既知のキー", en: "a known key")
            unknownKey = unknown
            if let data { location = JSONLocations(data).keyLocation(of: path) }
            return
        }
        if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty, let data,
            let failure = JSONSyntax.firstError(in: data)
        {
            path = "$"
            expected = LocalizedText(ja: "正しい JSON", en: "valid JSON")
            syntax = failure
            return
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            path = Self.path(context.codingPath + [key])
            expected = LocalizedText(ja: "キー「\(key.stringValue)」", en: "the key \"\(key.stringValue)\"")
        case DecodingError.typeMismatch(let type, let context):
            path = Self.path(context.codingPath)
            expected = Self.describe(type, context.debugDescription)
        case DecodingError.valueNotFound(let type, let context):
            path = Self.path(context.codingPath)
            expected = Self.describe(type, context.debugDescription)
        case DecodingError.dataCorrupted(let context):
            path = Self.path(context.codingPath)
            if context.codingPath.isEmpty && data == nil {
                let detail = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
                let suffix = detail.map { " (\($0))" } ?? ""
                expected = LocalizedText(ja: "正しい JSON\(suffix)", en: "valid JSON\(suffix)")
            } else {
                expected = Self.enumeration(context.debugDescription)
                    ?? LocalizedText(ja: "正しい値（\(context.debugDescription)）", en: "a valid value (\(context.debugDescription))")
            }
        default:
            path = "$"
            expected = LocalizedText(ja: "正しい JSON（\(error)）", en: "valid JSON (\(error))")
        }
        if let data, path != "$" {
            let locations = JSONLocations(data)
            location = locations.location(of: path) ?? locations.keyLocation(of: path)
        }
    }

    /// Decodes a document that must be strict JSON: Foundation's decoder lets some non-JSON through
    /// (a trailing comma), so the syntax is checked first, then every problem is described with its path
    /// and, where the data has it, line and column.
    ///
    /// - Throws: ``IntegrationsError`` of `kind`, naming `file`.
    public static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, kind: IntegrationsError.Kind, file: String, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(IntegrationsError) -> T {
        if let failure = JSONSyntax.firstError(in: data) {
            var problem = JSONProblem(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")), data: nil)
            problem.syntax = failure
            throw problem.integrationsError(kind, file: file)
        }
        try refuseNUL(in: data, kind: kind, file: file)
        do {
            let decoder = JSONDecoder()
            decoder.userInfo = userInfo
            return try decoder.decode(type, from: data)
        } catch {
            throw JSONProblem(error, data: data).integrationsError(kind, file: file)
        }
    }

    /// Refuses a document whose text holds a NUL character (``JSONSyntax/firstNUL(in:)``), naming the
    /// file, line and column: such text would be cut at the NUL where it is stored.
    ///
    /// - Throws: ``IntegrationsError`` of `kind`, naming `file`.
    package static func refuseNUL(in data: Data, kind: IntegrationsError.Kind, file: String) throws(IntegrationsError) {
        guard let failure = JSONSyntax.firstNUL(in: data) else { return }
        throw IntegrationsError(kind, LocalizedText(
            ja: "\(file) の\(failure.line)行\(failure.column)列目: \(failure.problem.ja)。ファイルを直してからもう一度実行してください。",
            en: "\(file) at line \(failure.line), column \(failure.column): \(failure.problem.en). Fix the file and run the command again."))
    }

    /// The problem as an error of the given kind, naming the file.
    package func integrationsError(_ kind: IntegrationsError.Kind, file: String) -> IntegrationsError {
        if let syntax {
            return IntegrationsError(kind, LocalizedText(
                ja: "\(file) は正しい JSON ではありません: \(syntax.line)行\(syntax.column)列目で\(syntax.problem.ja)。ファイルを直してからもう一度実行してください。",
                en: "\(file) is not valid JSON: at line \(syntax.line), column \(syntax.column), \(syntax.problem.en). Fix the file and run the command again."))
        }
        let (ja, en) = location.map { ("（\($0.line)行\($0.column)列目）", " (line \($0.line), column \($0.column))") } ?? ("", "")
        if unknownKey != nil {
            return IntegrationsError(kind, LocalizedText(
                ja: "\(file) を読めません\(ja): \(explanation.ja)。ファイルを直してからもう一度実行してください。",
                en: "Cannot read \(file)\(en): \(explanation.en). Fix the file and run the command again."))
        }
        return IntegrationsError(kind, LocalizedText(
            ja: "\(file) を読めません: \(path)\(ja) に\(expected.ja)が必要です。ファイルを直してからもう一度実行してください。",
            en: "Cannot read \(file): expected \(expected.en) at \(path)\(en). Fix the file and run the command again."))
    }

    package static func path(_ codingPath: [any CodingKey]) -> String {
        var result = "$"
        for key in codingPath {
            if let index = key.intValue { result += "[\(index)]" } else { result += ".\(key.stringValue)" }
        }
        return result
    }

    /// A string that is none of an enumeration's cases, said as the values that are allowed when the
    /// enumeration is a ``ClosedManifestValue`` (every one the manifest and the toolkit's other JSON inputs
    /// read), else as the value refused — never Swift's own words (`Cannot initialize WidgetFamily from
    /// invalid String value systemHuge`).
    static func enumeration(_ debugDescription: String) -> LocalizedText? {
        if debugDescription.hasPrefix(ClosedValueProblem.prefix), let given = debugDescription.range(of: ClosedValueProblem.separator) {
            let cases = debugDescription[debugDescription.index(debugDescription.startIndex, offsetBy: ClosedValueProblem.prefix.count)..<given.lowerBound]
            let value = TerminalText.safeLine(String(debugDescription[given.upperBound...].prefix(80)))
            return LocalizedText(
                ja: "\(cases.replacingOccurrences(of: ", ", with: "、")) のいずれか（「\(value)」は使えません）",
                en: "one of \(cases) (not \"\(value)\")")
        }
        // Any other enumeration: Foundation's words name only the value given.
        let prefix = "Cannot initialize "
        guard debugDescription.hasPrefix(prefix), let from = debugDescription.range(of: " from invalid "),
            let value = debugDescription.range(of: " value ", range: from.upperBound..<debugDescription.endIndex)
        else { return nil }
        let given = TerminalText.safeLine(String(debugDescription[value.upperBound...].prefix(80)))
        return LocalizedText(ja: "正しい値（「\(given)」は使えません）", en: "a valid value (not \"\(given)\")")
    }

    private static func describe(_ type: Any.Type, _ debugDescription: String) -> LocalizedText {
        let name: (String, String)
        switch type {
        case is String.Type, is FieldTemplate.Type: name = ("文字列", "a string")
        case is Double.Type, is Int.Type: name = ("数値", "a number")
        case is Bool.Type: name = ("true か false", "true or false")
        case is [Any].Type: name = ("配列", "an array")
        case is URL.Type: name = ("URL の文字列", "a URL string")
        case is Date.Type: name = ("日付", "a date")
        case is EntityRecord.Value.Type: name = ("文字列・数値・真偽値・null", "a string, number, boolean or null")
        default:
            name = String(describing: type).hasPrefix("Array") ? ("配列", "an array") : ("オブジェクト", "an object")
        }
        return LocalizedText(ja: name.0, en: name.1)
    }
}
