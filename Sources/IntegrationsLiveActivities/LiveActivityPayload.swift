public import Foundation
public import IntegrationsCore
import IntegrationsNotifications

/// ActivityKit push payloads: a payload checked against a Live Activity's declaration, every problem at
/// its JSON path, and a start, update or end payload written for one ("Starting and updating Live
/// Activities with ActivityKit push notifications").
///
/// ```swift
/// let problems = LiveActivityPayload.validate(data, file: "update.json", attributes: declaration,
///                                             headers: LiveActivityHeaders.read(headerData, file: "headers.txt"),
///                                             bundleIdentifier: "com.example.kettle")
/// ```
///
/// The rules are Docs/LiveActivities.md's: `event` is start, update or end; `timestamp` a number of
/// seconds; `content-state` holds the `ContentState` fields, each of its type, never `null`; a start also
/// names `attributes-type` and holds `attributes`, the fixed properties (a ContentState field sent there
/// drops the push silently).
public enum LiveActivityPayload {
    /// What a push does to the activity: the payload's `event`.
    public enum Event: String, Sendable, Hashable, CaseIterable {
        case start, update, end
    }

    /// The largest payload APNs accepts, in UTF-8 bytes (the same 4 KB as an alert's).
    public static let maximumSize = APNsPayload.maximumSize
    /// The largest file ``validate(_:file:attributes:headers:bundleIdentifier:)`` is given to read.
    public static let inputLimit = APNsPayload.inputLimit
    /// The `apns-push-type` of a Live Activity push.
    public static let pushType = "liveactivity"
    /// What follows the bundle identifier in the topic.
    public static let topicSuffix = ".push-type.liveactivity"
    /// The priorities APNs takes for a Live Activity: 5 (opportunistic, no budget) and 10 (immediate).
    public static let priorities = ["5", "10"]
    /// A timestamp above this many seconds (the year 5138) is read as milliseconds.
    static let largestTimestamp: Double = 100_000_000_000
    /// 2040-01-01 in seconds since 2001: a date past it in Swift's default encoding is most likely Unix time.
    static let year2040Since2001: Double = 1_230_681_600

    /// The `apns-topic` of a Live Activity push to the app.
    public static func topic(bundleIdentifier: String) -> String {
        bundleIdentifier + topicSuffix
    }

    /// The headers a push to the app's Live Activity needs.
    public static func headers(bundleIdentifier: String, priority: Int = 10) -> [String: String] {
        ["apns-push-type": pushType, "apns-topic": topic(bundleIdentifier: bundleIdentifier), "apns-priority": String(priority)]
    }

    /// The declaration of `attributesType` among `declarations`.
    ///
    /// - Parameters:
    ///   - source: How messages name where the declarations come from (the manifest's file, a project's folder).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` naming the
    ///   types there are, and the nearest.
    public static func declaration(_ attributesType: String, in declarations: [LiveActivityDeclaration], source: String) throws(IntegrationsError) -> LiveActivityDeclaration {
        if let found = declarations.first(where: { $0.attributesType == attributesType }) { return found }
        let names = declarations.map(\.attributesType)
        guard !names.isEmpty else {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(source) には Live Activity がありません（\(attributesType) もありません）。",
                en: "\(source) has no Live Activities, so none is \(attributesType)."))
        }
        let nearest = LocalizedText.didYouMean(attributesType, among: Set(names))
        throw IntegrationsError(.invalidNotification, LocalizedText(
            ja: "\(source) に Live Activity「\(attributesType)」はありません\(nearest.map { "（\($0.ja)）" } ?? "")。あるのは \(names.joined(separator: "、")) です。",
            en: "\(source) has no Live Activity \"\(attributesType)\"\(nearest.map { " (\($0.en))" } ?? ""); it has \(names.joined(separator: ", "))."))
    }

    // MARK: - Validation

    /// Every problem of a push payload (and of its headers, when given) for the Live Activity
    /// `declaration`, each at its JSON path with its line and column: the payload's first, in text order,
    /// then the headers'.
    ///
    /// - Parameters:
    ///   - data: The payload's bytes.
    ///   - file: How messages name the payload's file.
    ///   - declaration: The Live Activity the push is for.
    ///   - headers: The request's headers, checked for `apns-push-type`, `apns-topic` and `apns-priority`.
    ///   - bundleIdentifier: The app's bundle identifier, which the topic must start with; any when `nil`.
    public static func validate(
        _ data: Data, file: String, attributes declaration: LiveActivityDeclaration, headers: LiveActivityHeaders? = nil, bundleIdentifier: String? = nil
    ) -> [Diagnostic] {
        let headerProblems = headers?.diagnostics(bundleIdentifier: bundleIdentifier) ?? []
        return body(data, file: file, declaration: declaration) + headerProblems
    }

    private static func body(_ data: Data, file: String, declaration: LiveActivityDeclaration) -> [Diagnostic] {
        // The size, syntax and shape rules are the alert's.
        let shape = APNsPayload.validate(data, file: file)
        if let first = shape.first, ["payload.tooLarge", "json.syntax", "payload.notObject", "payload.missingAPS"].contains(first.code.rawValue) {
            return [first]
        }
        let locations = JSONLocations(data)
        guard let aps = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["aps"] as? [String: Any] else { return shape }
        var check = Checker(file: file, locations: locations, declaration: declaration)
        check.run(aps)
        // The alert and sound are an alert's, and an aps key Apple does not document is a warning either way;
        // an alert's sound is documented for a Live Activity.
        check.diagnostics += shape.filter { diagnostic in
            let path = diagnostic.path ?? ""
            if path == "$.aps.alert.sound" { return false }
            return path.hasPrefix("$.aps.alert") || path.hasPrefix("$.aps.sound") || diagnostic.code == "payload.unknownKey"
        }
        return check.diagnostics.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }

    /// The rules, one payload at a time.
    private struct Checker {
        let file: String
        let locations: JSONLocations
        let declaration: LiveActivityDeclaration
        var diagnostics: [Diagnostic] = []

        mutating func add(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ path: String, _ ja: String, _ en: String) {
            diagnostics.append(Diagnostic(code, severity, LocalizedText(ja: ja, en: en), path: path).located(in: locations, file: file))
        }

        mutating func run(_ aps: [String: Any]) {
            let event = self.event(aps)
            let timestamp = self.timestamp(aps)
            contentState(aps)
            let type = declaration.attributesType
            if event == .start {
                if let value = aps["attributes-type"] {
                    if value as? String != type {
                        add("liveActivity.attributesType", .error, "$.aps.attributes-type",
                            "attributes-type は \(type) です（\(show(value)) ではなく）。ほかの名前ではアクティビティが始まりません",
                            "attributes-type must be \(type), not \(show(value)); with any other name the activity does not start")
                    }
                } else {
                    add("liveActivity.attributesType", .error, "$.aps.attributes-type", "start には attributes-type（\(type)）が必要です",
                        "a start needs attributes-type (\(type))")
                }
                attributes(aps)
                if aps["alert"] == nil {
                    add("liveActivity.alert", .warning, "$.aps.alert", "start に alert がありません。alert のない start は届かないと報告されています",
                        "the start has no alert; a start without an alert is reported to be dropped")
                }
            } else if let event {
                for key in ["attributes-type", "attributes"] where aps[key] != nil {
                    add("liveActivity.attributesIgnored", .warning, "$.aps.\(key)",
                        "\(key) は start だけのものです。\(event.rawValue) では使われません",
                        "\(key) belongs to a start; an \(event.rawValue) ignores it")
                }
            }
            if let value = aps["stale-date"] {
                if let seconds = number(value) {
                    if let timestamp, seconds < timestamp {
                        add("liveActivity.staleDate", .warning, "$.aps.stale-date", "stale-date（\(show(value))）が timestamp より前です。届いたときにはもう古くなっています",
                            "stale-date (\(show(value))) is before the timestamp, so the activity is stale as it arrives")
                    }
                } else {
                    add("liveActivity.staleDate", .error, "$.aps.stale-date", "stale-date は 1970年からの秒数です（\(show(value)) ではなく）",
                        "stale-date must be a number of seconds since 1970, not \(show(value))")
                }
            }
            if let value = aps["dismissal-date"] {
                if number(value) == nil {
                    add("liveActivity.dismissalDate", .error, "$.aps.dismissal-date", "dismissal-date は 1970年からの秒数です（\(show(value)) ではなく）",
                        "dismissal-date must be a number of seconds since 1970, not \(show(value))")
                } else if let event, event != .end {
                    add("liveActivity.dismissalDate", .warning, "$.aps.dismissal-date", "dismissal-date は end のものです。\(event.rawValue) では使われません",
                        "dismissal-date belongs to an end; an \(event.rawValue) ignores it")
                }
            }
            if let value = aps["relevance-score"], number(value) == nil {
                add("liveActivity.relevanceScore", .error, "$.aps.relevance-score", "relevance-score は数値です（\(show(value)) ではなく）",
                    "relevance-score must be a number, not \(show(value))")
            }
        }

        mutating func event(_ aps: [String: Any]) -> Event? {
            guard let value = aps["event"] else {
                add("liveActivity.event", .error, "$.aps.event", "event（start、update、end のどれか）がありません", "there is no event (start, update or end)")
                return nil
            }
            guard let event = (value as? String).flatMap(Event.init(rawValue:)) else {
                add("liveActivity.event", .error, "$.aps.event", "event は start、update、end のどれかです（\(show(value)) ではなく）",
                    "event must be start, update or end, not \(show(value))")
                return nil
            }
            return event
        }

        mutating func timestamp(_ aps: [String: Any]) -> Double? {
            guard let value = aps["timestamp"] else {
                add("liveActivity.timestamp", .error, "$.aps.timestamp", "timestamp（1970年からの秒数）がありません。古い更新を捨てる目安になります",
                    "there is no timestamp (seconds since 1970); it is how the system drops an older update")
                return nil
            }
            guard let seconds = number(value) else {
                add("liveActivity.timestamp", .error, "$.aps.timestamp", "timestamp は 1970年からの秒数です（\(show(value)) ではなく）",
                    "timestamp must be a number of seconds since 1970, not \(show(value))")
                return nil
            }
            if seconds > largestTimestamp {
                add("liveActivity.timestamp", .error, "$.aps.timestamp", "timestamp（\(show(value))）はミリ秒のようです。1970年からの秒数にしてください",
                    "timestamp (\(show(value))) looks like milliseconds; it must be seconds since 1970")
                return nil
            }
            return seconds
        }

        mutating func contentState(_ aps: [String: Any]) {
            let path = "$.aps.content-state"
            guard let value = aps["content-state"] else {
                add("liveActivity.contentState", .error, path, "content-state がありません。\(declaration.attributesType).ContentState の値が必要です",
                    "there is no content-state; it must hold \(declaration.attributesType).ContentState")
                return
            }
            guard let state = value as? [String: Any] else {
                add("liveActivity.contentState", .error, path, "content-state は \(declaration.attributesType).ContentState のオブジェクトです（\(show(value)) ではなく）",
                    "content-state must be an object, \(declaration.attributesType).ContentState, not \(show(value))")
                return
            }
            let owner = "\(declaration.attributesType).ContentState"
            for key in members(path) {
                let fieldPath = "\(path).\(key)"
                guard let field = declaration.contentState.first(where: { $0.name == key }) else {
                    let fixed = declaration.attributes.contains { $0.name == key }
                    add("liveActivity.contentStateField", .warning, fieldPath,
                        fixed ? "「\(key)」は \(declaration.attributesType) の固定のプロパティで、\(owner) のフィールドではありません。更新では変えられず、無視されます"
                              : "\(owner) に「\(key)」はありません。デコーダーは無視します（\(names(declaration.contentState)) のどれかの書き間違いではありませんか）",
                        fixed ? "\"\(key)\" is a fixed property of \(declaration.attributesType), not a field of \(owner); an update cannot change it and it is ignored"
                              : "\(owner) has no field \"\(key)\"; the decoder ignores it (is it a misspelling of one of \(names(declaration.contentState))?)")
                    continue
                }
                check(state[key] ?? NSNull(), field, at: fieldPath, code: "liveActivity.contentStateField", in: "content-state")
            }
            for field in declaration.contentState where !field.optional && state[field.name] == nil {
                add("liveActivity.contentStateField", .error, path,
                    "content-state に \(owner) のフィールド「\(field.name)」（\(field.type.name)）がありません。デコードできず、更新は届きません",
                    "content-state lacks \"\(field.name)\" (\(field.type.name)), a field of \(owner): it does not decode and the update is dropped")
            }
        }

        mutating func attributes(_ aps: [String: Any]) {
            let path = "$.aps.attributes"
            let type = declaration.attributesType
            guard let value = aps["attributes"] else {
                add("liveActivity.attributes", .error, path, "start には attributes（\(type) の固定のプロパティ: \(names(declaration.attributes))）が必要です",
                    "a start needs attributes, the fixed properties of \(type): \(names(declaration.attributes))")
                return
            }
            guard let given = value as? [String: Any] else {
                add("liveActivity.attributes", .error, path, "attributes は \(type) の固定のプロパティのオブジェクトです（\(show(value)) ではなく）",
                    "attributes must be an object of the fixed properties of \(type), not \(show(value))")
                return
            }
            for key in members(path) {
                let fieldPath = "\(path).\(key)"
                if let field = declaration.attributes.first(where: { $0.name == key }) {
                    check(given[key] ?? NSNull(), field, at: fieldPath, code: "liveActivity.attributes", in: "attributes")
                } else if declaration.contentState.contains(where: { $0.name == key }) {
                    // The forum's silent failure: the state's fields sent as the attributes.
                    add("liveActivity.attributes", .error, fieldPath,
                        "attributes に \(type).ContentState のフィールド「\(key)」があります。attributes は固定のプロパティ（\(names(declaration.attributes))）、状態は content-state です。このプッシュは黙って捨てられます",
                        "attributes holds \"\(key)\", a field of \(type).ContentState; attributes takes the fixed properties (\(names(declaration.attributes))) and the state goes in content-state — the push is dropped silently")
                } else {
                    add("liveActivity.attributes", .warning, fieldPath, "\(type) に固定のプロパティ「\(key)」はありません。デコーダーは無視します",
                        "\(type) has no fixed property \"\(key)\"; the decoder ignores it")
                }
            }
            for field in declaration.attributes where !field.optional && given[field.name] == nil {
                add("liveActivity.attributes", .error, path, "attributes に \(type) の固定のプロパティ「\(field.name)」（\(field.type.name)）がありません。アクティビティは始まりません",
                    "attributes lacks \"\(field.name)\" (\(field.type.name)), a fixed property of \(type): the activity does not start")
            }
        }

        /// One value against its field's type; a date also against the encoding the app decodes.
        mutating func check(_ value: Any, _ field: LiveActivityField, at path: String, code: Diagnostic.Code, in place: String) {
            let owner = place.hasSuffix("s") ? "\(place)'" : "\(place)'s"
            if value is NSNull {
                add(code, field.optional ? .warning : .error, path,
                    field.optional ? "\(place) の「\(field.name)」が null です。省略可能なフィールドでも null は断られると報告されています。キーごと省いてください"
                                   : "\(place) の「\(field.name)」が null です。\(field.type.name) が必要で、デコードできません",
                    field.optional ? "\(owner) \"\(field.name)\" is null; a null is reported refused even for an optional field — leave the key out instead"
                                   : "\(owner) \"\(field.name)\" is null; it must be \(field.type.name), so it does not decode")
                return
            }
            let literal = locations.literals[path]
            if let expected = LiveActivityPayload.problem(value, field.type, declaration.dateEncoding, literal: literal) {
                let shown = literal.map { TerminalText.shortLine($0, limit: 60) } ?? show(value)
                add(code, .error, path, "\(place) の「\(field.name)」は\(expected.ja)です（\(shown) ではなく）",
                    "\(owner) \"\(field.name)\" must be \(expected.en), not \(shown)")
                return
            }
            guard field.type == .date, let seconds = number(value) else { return }
            let offset = LiveActivityDeclaration.DateEncoding.referenceOffset
            switch declaration.dateEncoding {
            case .secondsSince2001 where seconds > year2040Since2001:
                add("liveActivity.date", .warning, path,
                    "\(place) の「\(field.name)」は2001年からの秒数として \(ISODate.format(Date(timeIntervalSinceReferenceDate: seconds))) です。Unix 時刻のつもりなら \(Int(offset)) を引いてください",
                    "\(owner) \"\(field.name)\" read as seconds since 2001 (secondsSince2001) is \(ISODate.format(Date(timeIntervalSinceReferenceDate: seconds))); if you meant Unix time, subtract \(Int(offset))")
            case .secondsSince1970 where seconds > 0 && seconds < offset:
                add("liveActivity.date", .warning, path,
                    "\(place) の「\(field.name)」は1970年からの秒数として \(ISODate.format(Date(timeIntervalSince1970: seconds))) です。2001年からの秒数（Swift の既定）のつもりなら \(Int(offset)) を足してください",
                    "\(owner) \"\(field.name)\" read as seconds since 1970 (secondsSince1970) is \(ISODate.format(Date(timeIntervalSince1970: seconds))); if you meant seconds since 2001 (Swift's default), add \(Int(offset))")
            default:
                break
            }
        }

        /// An object's keys in the order written.
        func members(_ path: String) -> [String] {
            locations.members[path] ?? []
        }

        func names(_ fields: [LiveActivityField]) -> String {
            fields.isEmpty ? "-" : fields.map(\.name).joined(separator: ", ")
        }
    }

    /// What `type` takes, when `value` is not it. A number is checked as written (`literal`, from
    /// ``JSONLocations/literals``) against the range of the Swift type the app decodes, as its
    /// `JSONDecoder` reads it (``DecodedNumber``): `Int` is 64 bits on every device.
    static func problem(_ value: Any, _ type: LiveActivityFieldType, _ encoding: LiveActivityDeclaration.DateEncoding, literal: String? = nil) -> LocalizedText? {
        /// The number as written, or as JSONSerialization read it when the text is not known.
        func text(_ number: Double) -> String {
            literal ?? (number.rounded() == number && number.magnitude < 1e18 ? String(Int64(number)) : String(number))
        }
        func integer<T: FixedWidthInteger>(_ type: T.Type, _ name: String) -> LocalizedText? {
            guard let number = number(value) else {
                return name == "Int" ? LocalizedText(ja: "整数", en: "an integer") : LocalizedText(ja: "整数（\(name)）", en: "an integer (\(name))")
            }
            return DecodedNumber.fits(text(number), as: T.self) ? nil : LocalizedText(
                ja: "\(T.min) から \(T.max) までの整数（\(name)）", en: "a whole number from \(T.min) to \(T.max) (\(name))")
        }
        func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, _ name: String, _ what: LocalizedText) -> LocalizedText? {
            guard let number = number(value) else { return what }
            return DecodedNumber.fits(text(number), as: T.self) ? nil : LocalizedText(
                ja: "\(name) で表せる\(what.ja)（無限大に、または 0 でないのに 0 に丸められる数は JSONDecoder が断ります）",
                en: "\(what.en) a \(name) holds (JSONDecoder refuses one that rounds to infinity, or to 0 when it is not 0)")
        }
        switch type {
        case .string:
            return value is String ? nil : LocalizedText(ja: "文字列", en: "a string")
        case .integer:
            return integer(Int64.self, "Int")
        case .number:
            return floating(Double.self, "Double", LocalizedText(ja: "数値", en: "a number"))
        case .sized(let sized):
            switch sized {
            case .int8: return integer(Int8.self, sized.swiftName)
            case .int16: return integer(Int16.self, sized.swiftName)
            case .int32: return integer(Int32.self, sized.swiftName)
            case .int64: return integer(Int64.self, sized.swiftName)
            case .uint, .uint64: return integer(UInt64.self, sized.swiftName)
            case .uint8: return integer(UInt8.self, sized.swiftName)
            case .uint16: return integer(UInt16.self, sized.swiftName)
            case .uint32: return integer(UInt32.self, sized.swiftName)
            case .float: return floating(Float.self, "Float", LocalizedText(ja: "数値（Float）", en: "a number (Float)"))
            }
        case .boolean:
            return APNsPayload.isBoolean(value) ? nil : LocalizedText(ja: "真偽値（true か false）", en: "true or false")
        case .date:
            // Every number encoding reads a Double (Date's own Decodable, secondsSince1970, millisecondsSince1970).
            switch encoding {
            case .iso8601:
                return (value as? String).flatMap(ISODate.parse) == nil ? LocalizedText(ja: "ISO 8601 の日時の文字列（iso8601）", en: "an ISO 8601 date string (iso8601)") : nil
            case .secondsSince2001:
                return floating(Double.self, "Double", LocalizedText(ja: "2001年からの秒数（secondsSince2001）", en: "a number of seconds since 2001 (secondsSince2001)"))
            case .secondsSince1970:
                return floating(Double.self, "Double", LocalizedText(ja: "1970年からの秒数（secondsSince1970）", en: "a number of seconds since 1970 (secondsSince1970)"))
            case .millisecondsSince1970:
                return floating(Double.self, "Double", LocalizedText(ja: "1970年からのミリ秒数（millisecondsSince1970）", en: "a number of milliseconds since 1970 (millisecondsSince1970)"))
            }
        case .enumeration(let cases):
            guard let text = value as? String, cases.contains(text) else {
                return LocalizedText(ja: "次のどれか（\(cases.joined(separator: "、"))）", en: "one of \(cases.joined(separator: ", "))")
            }
            return nil
        case .any:
            return nil
        }
    }

    /// A JSON number that is not a boolean, as a `Double`.
    static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, !APNsPayload.isBoolean(value) else { return nil }
        return number.doubleValue
    }

    /// A value as JSON text, for a message: at most 60 characters, on one line.
    static func show(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return TerminalText.shortLine(String(decoding: data, as: UTF8.self), limit: 60)
    }

    // MARK: - Writing

    /// A push payload for `declaration`, checked as ``validate(_:file:attributes:headers:bundleIdentifier:)``
    /// checks one: `aps` with `event`, `timestamp` (seconds since 1970 of `now`), `content-state`, and for a
    /// start `attributes-type` and `attributes`.
    ///
    /// A date field's value may be given as an ISO 8601 string: it is written in the declaration's
    /// `dateEncoding`. A number is written as given.
    ///
    /// - Returns: The payload, and the warnings it draws (a start without an alert, say).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` naming each
    ///   error the payload would have.
    public static func payload(
        for declaration: LiveActivityDeclaration, event: Event, state: [String: Any], attributes: [String: Any]? = nil,
        staleDate: Date? = nil, dismissalDate: Date? = nil, relevanceScore: Double? = nil, now: Date
    ) throws(IntegrationsError) -> (payload: [String: Any], warnings: [Diagnostic]) {
        var aps: [String: Any] = [
            "event": event.rawValue, "timestamp": Int(now.timeIntervalSince1970.rounded(.down)),
            "content-state": encodingDates(state, declaration.contentState, declaration.dateEncoding),
        ]
        if event == .start {
            aps["attributes-type"] = declaration.attributesType
            aps["attributes"] = encodingDates(attributes ?? [:], declaration.attributes, declaration.dateEncoding)
        }
        if let staleDate { aps["stale-date"] = Int(staleDate.timeIntervalSince1970.rounded(.down)) }
        if let dismissalDate { aps["dismissal-date"] = Int(dismissalDate.timeIntervalSince1970.rounded(.down)) }
        if let relevanceScore { aps["relevance-score"] = relevanceScore }
        let payload: [String: Any] = ["aps": aps]
        let data = (try? JSONSerialization.data(withJSONObject: payload, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        let problems = validate(data, file: "payload", attributes: declaration)
        let errors = problems.filter { $0.severity == .error }
        if !errors.isEmpty {
            func list(_ language: Language) -> String {
                errors.map { "\($0.path ?? "$"): \($0.message[language])" }.joined(separator: language == .ja ? "。" : "; ")
            }
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(declaration.attributesType) の \(event.rawValue) のペイロードを書けません: \(list(.ja))。",
                en: "Cannot write the \(event.rawValue) payload of \(declaration.attributesType): \(list(.en))."))
        }
        return (payload, problems)
    }

    /// The fixed properties whose ``LiveActivityField/value`` templates an entity's record fills, each as
    /// its type takes it (`"90"` for an integer is `90`; a date's ISO 8601 text stays text, for
    /// ``payload(for:event:state:attributes:staleDate:dismissalDate:relevanceScore:now:)`` to encode).
    ///
    /// - Parameters:
    ///   - fields: The record's text fields, by name.
    ///   - entity: How messages name the record (`goal-12`).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification`` when the
    ///   record lacks a field a template uses.
    public static func attributes(of declaration: LiveActivityDeclaration, fields: [String: String], entity: String) throws(IntegrationsError) -> [String: Any] {
        var values: [String: Any] = [:]
        for field in declaration.attributes {
            guard let template = field.value else { continue }
            if let missing = template.fields.first(where: { fields[$0] == nil }) {
                throw IntegrationsError(.invalidNotification, LocalizedText(
                    ja: "\(TerminalText.shortLine(entity)) にフィールド「\(missing)」がないため、\(declaration.attributesType) の「\(field.name)」（\(template.source)）を埋められません。",
                    en: "\(TerminalText.shortLine(entity)) has no field \"\(missing)\", so \"\(field.name)\" of \(declaration.attributesType) (\(template.source)) cannot be filled."))
            }
            let text = template.render { fields[$0] ?? "" }
            switch field.type {
            case .integer: values[field.name] = Int(text).map { $0 as Any } ?? text
            case .sized(.float), .number: values[field.name] = Double(text).map { $0 as Any } ?? text
            case .sized: values[field.name] = Int(text).map { $0 as Any } ?? UInt64(text).map { $0 as Any } ?? text
            case .boolean: values[field.name] = ["true": true, "false": false][text].map { $0 as Any } ?? text
            default: values[field.name] = text
            }
        }
        return values
    }

    /// `values` with each date field given as an ISO 8601 string written in `encoding`.
    static func encodingDates(_ values: [String: Any], _ fields: [LiveActivityField], _ encoding: LiveActivityDeclaration.DateEncoding) -> [String: Any] {
        var written = values
        for field in fields where field.type == .date {
            if let text = values[field.name] as? String, let date = ISODate.parse(text) { written[field.name] = encoding.value(of: date) }
        }
        return written
    }

    /// Reads a JSON object given as text (a command's argument), strictly: a repeated key or a trailing
    /// comma is refused, as a file is.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - input: How messages name it.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidNotification``.
    public static func object(_ text: String, input: String) throws(IntegrationsError) -> [String: Any] {
        let data = Data(text.utf8)
        if let syntax = JSONSyntax.firstError(in: data) {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(input) は正しい JSON ではありません（\(syntax.line)行\(syntax.column)列: \(syntax.problem.ja)）。",
                en: "\(input) is not valid JSON (line \(syntax.line), column \(syntax.column): \(syntax.problem.en))."))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw IntegrationsError(.invalidNotification, LocalizedText(
                ja: "\(input) は JSON のオブジェクト（{\"名前\": 値, …}）です。", en: "\(input) must be a JSON object ({\"name\": value, …})."))
        }
        return object
    }
}
