public import Foundation
public import IntegrationsCore
import IntegrationsNotifications

/// The HTTP/2 headers of an ActivityKit push request, as a team writes them beside the payload: `Name: value`
/// lines (the form curl's `-H` takes, a leading `-H` and quotes allowed, `#` comments and blank lines
/// skipped) or a JSON object of strings. Names are compared without case, as HTTP/2 does.
///
/// ```text
/// apns-push-type: liveactivity
/// apns-topic: com.example.kettle.push-type.liveactivity
/// apns-priority: 5
/// ```
public struct LiveActivityHeaders: Sendable, Hashable {
    /// One header, where the file says it.
    public struct Header: Sendable, Hashable {
        /// The name, lowercased (`apns-topic`).
        public var name: String
        /// The value, without surrounding spaces.
        public var value: String
        /// Where the header stands in the file (its line, and the value's column), when it was read from one.
        public var line: Int?
        public var column: Int?

        /// Creates a header.
        public init(name: String, value: String, line: Int? = nil, column: Int? = nil) {
            self.name = name.lowercased()
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// How messages name the file.
    public var file: String
    /// The headers, in the file's order.
    public var headers: [Header]
    /// What in the file is not a header (`liveActivity.headers`, `json.syntax`), at its line.
    public var problems: [Diagnostic]

    /// Creates headers given in code.
    public init(file: String, headers: [Header], problems: [Diagnostic] = []) {
        self.file = file
        self.headers = headers
        self.problems = problems
    }

    /// The last header of the name, compared without case.
    public subscript(name: String) -> Header? {
        headers.last { $0.name == name.lowercased() }
    }

    /// Reads a headers file: a JSON object when its first character other than a space is `{`, else
    /// `Name: value` lines.
    public static func read(_ data: Data, file: String) -> LiveActivityHeaders {
        let text = String(decoding: data, as: UTF8.self)
        if text.first(where: { !$0.isWhitespace }) == "{" { return json(data, file: file) }
        var headers: [Header] = []
        var problems: [Diagnostic] = []
        for (index, raw) in TextLines.split(text).enumerated() {
            var line = raw
            let leading = line.prefix { $0 == " " || $0 == "\t" }.count
            line = line.dropFirst(leading)
            // A line copied from a curl command: -H 'name: value' \
            var offset = leading
            if line.hasPrefix("-H ") || line.hasPrefix("--header ") {
                let flag = line.hasPrefix("-H ") ? 3 : 9
                line = line.dropFirst(flag)
                offset += flag
                let spaces = line.prefix { $0 == " " }.count
                line = line.dropFirst(spaces)
                offset += spaces
            }
            while line.hasSuffix("\\") || line.hasSuffix(" ") || line.hasSuffix("\t") { line = line.dropLast() }
            if let quote = line.first, quote == "'" || quote == "\"", line.count >= 2, line.last == quote {
                line = line.dropFirst().dropLast()
                offset += 1
            }
            // Blank lines, comments and HTTP/2 pseudo-headers (:method, :path) say nothing about the push.
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(":") { continue }
            guard let colon = line.firstIndex(of: ":"), !line[..<colon].isEmpty, !line[..<colon].contains(where: \.isWhitespace) else {
                problems.append(Diagnostic("liveActivity.headers", .error, LocalizedText(
                    ja: "ヘッダーの行は「名前: 値」の形です（「\(TerminalText.shortLine(String(line)))」ではなく）",
                    en: "a header line is \"name: value\", not \"\(TerminalText.shortLine(String(line)))\""),
                    file: file, path: "headers", line: index + 1, column: offset + 1))
                continue
            }
            let after = line[line.index(after: colon)...]
            let spaces = after.prefix { $0 == " " || $0 == "\t" }.count
            let column = offset + line.distance(from: line.startIndex, to: colon) + 2 + spaces
            headers.append(Header(name: String(line[..<colon]), value: String(after.dropFirst(spaces)), line: index + 1, column: column))
        }
        return LiveActivityHeaders(file: file, headers: headers, problems: problems)
    }

    /// Headers written as a JSON object: each value a string (a number is read as its text, `"apns-priority": 10`).
    static func json(_ data: Data, file: String) -> LiveActivityHeaders {
        if let syntax = JSONSyntax.firstError(in: data) {
            return LiveActivityHeaders(file: file, headers: [], problems: [Diagnostic(
                "json.syntax", .error, LocalizedText(ja: "正しい JSON ではありません: \(syntax.problem.ja)", en: "not valid JSON: \(syntax.problem.en)"),
                file: file, path: "headers", line: syntax.line, column: syntax.column)])
        }
        let locations = JSONLocations(data)
        var headers: [Header] = []
        var problems: [Diagnostic] = []
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        for name in locations.members["$"] ?? [] {
            let location = locations.location(of: "$.\(name)")
            let value: String?
            switch object[name] {
            case let text as String: value = text
            case let number as NSNumber where !APNsPayload.isBoolean(number): value = number.stringValue
            default: value = nil
            }
            guard let value else {
                problems.append(Diagnostic("liveActivity.headers", .error, LocalizedText(
                    ja: "ヘッダー \(name) の値は文字列です", en: "the header \(name) must be a string"),
                    file: file, path: "headers.\(name.lowercased())", line: location?.line, column: location?.column))
                continue
            }
            headers.append(Header(name: name, value: value, line: location?.line, column: location?.column))
        }
        return LiveActivityHeaders(file: file, headers: headers, problems: problems)
    }

    /// The problems of the headers for a Live Activity push: `apns-push-type` must be `liveactivity`,
    /// `apns-topic` the bundle identifier followed by `.push-type.liveactivity` (any bundle identifier when
    /// it is not known), `apns-priority` 5 or 10 when given; and what ``read(_:file:)`` found.
    ///
    /// A name given twice (compared without case, as HTTP field names are) is an error at its second line:
    /// none of the request's headers is a list, so a sender must not repeat one (RFC 9110, section 5.3), and
    /// which value APNs takes is not documented. The checks read the last one.
    public func diagnostics(bundleIdentifier: String?) -> [Diagnostic] {
        var diagnostics = problems
        var first: [String: Header] = [:]
        for header in headers {
            guard let earlier = first[header.name] else {
                first[header.name] = header
                continue
            }
            let place = earlier.line.map { LocalizedText(ja: "\($0)行目にも", en: "also on line \($0)") } ?? LocalizedText(ja: "前にも", en: "also earlier")
            diagnostics.append(Diagnostic("liveActivity.headers", .error, LocalizedText(
                ja: "ヘッダー \(TerminalText.shortLine(header.name)) が2回あります（\(place.ja)）。HTTP のヘッダーは繰り返せず（RFC 9110 5.3節）、APNs がどちらを使うかは決まっていません。1つにしてください",
                en: "the header \(TerminalText.shortLine(header.name)) is given twice (\(place.en)): a header that is not a list must not be repeated (RFC 9110, section 5.3), and which one APNs uses is not documented; keep one"),
                file: file, path: "headers.\(header.name)", line: header.line, column: header.column))
        }
        func at(_ code: Diagnostic.Code, _ name: String, _ ja: String, _ en: String) {
            let header = self[name]
            diagnostics.append(Diagnostic(code, .error, LocalizedText(ja: ja, en: en), file: file, path: "headers.\(name)", line: header?.line, column: header?.column))
        }
        let pushType = LiveActivityPayload.pushType
        if let header = self["apns-push-type"] {
            if header.value != pushType {
                at("liveActivity.pushType", "apns-push-type",
                   "apns-push-type は \(pushType) です（「\(TerminalText.shortLine(header.value))」ではなく）。ほかの値では APNs が Live Activity に届けません",
                   "apns-push-type must be \(pushType), not \"\(TerminalText.shortLine(header.value))\"; with any other value APNs does not deliver the push to the Live Activity")
            }
        } else {
            at("liveActivity.pushType", "apns-push-type", "apns-push-type ヘッダーがありません。Live Activity のプッシュは \(pushType) です",
               "there is no apns-push-type header; a Live Activity push is \(pushType)")
        }
        let expected = bundleIdentifier.map(LiveActivityPayload.topic(bundleIdentifier:))
        let wanted = expected ?? "<bundle id>\(LiveActivityPayload.topicSuffix)"
        if let header = self["apns-topic"] {
            let wrong = expected.map { header.value != $0 } ?? !header.value.hasSuffix(LiveActivityPayload.topicSuffix)
            if wrong {
                at("liveActivity.topic", "apns-topic",
                   "apns-topic は \(wanted) です（「\(TerminalText.shortLine(header.value))」ではなく）。アプリのバンドル ID に .push-type.liveactivity を付けた値でないと、APNs は DeviceTokenNotForTopic で断ります",
                   "apns-topic must be \(wanted), not \"\(TerminalText.shortLine(header.value))\": the app's bundle identifier followed by .push-type.liveactivity, or APNs refuses the push with DeviceTokenNotForTopic")
            }
        } else {
            at("liveActivity.topic", "apns-topic", "apns-topic ヘッダーがありません。\(wanted) を指定してください",
               "there is no apns-topic header; give \(wanted)")
        }
        if let header = self["apns-priority"], !LiveActivityPayload.priorities.contains(header.value) {
            at("liveActivity.priority", "apns-priority",
               "apns-priority は 5 か 10 です（「\(TerminalText.shortLine(header.value))」ではなく）。10 はすぐ届き端末ごとの予算を使い、5 は予算を使わずに折を見て届きます",
               "apns-priority must be 5 or 10, not \"\(TerminalText.shortLine(header.value))\": 10 is delivered at once and draws down the device's budget, 5 does not and is delivered opportunistically")
        }
        return diagnostics
    }
}
