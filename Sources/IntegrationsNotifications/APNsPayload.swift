public import Foundation
public import IntegrationsCore

/// APNs payloads: a request turned into the JSON Apple's push service delivers, and a payload checked
/// against Apple's documented keys and limits ("Generating a remote notification", "Payload key
/// reference").
public enum APNsPayload {
    /// The largest payload APNs accepts for a notification, in UTF-8 bytes.
    public static let maximumSize = 4_096

    /// The largest file ``validate(_:file:)`` is given to read: 64 KiB, far past any payload APNs takes
    /// (a payload over ``maximumSize`` is still read and reported by its rule), refused at the door above.
    public static let inputLimit = 65_536

    /// The payload of a request's content, in `language`: `aps` with the alert, category, sound, badge,
    /// thread, interruption level and relevance score; the user info as top-level keys; with `simulator`,
    /// `"Simulator Target Bundle"` so `xcrun simctl push booted FILE` accepts it.
    public static func payload(for content: NotificationContent, language: Language, bundleIdentifier: String? = nil) -> [String: Any] {
        var alert: [String: String] = ["title": content.title[language], "body": content.body[language]]
        if let subtitle = content.subtitle { alert["subtitle"] = subtitle[language] }
        var aps: [String: Any] = ["alert": alert]
        var payload: [String: Any] = content.userInfo
        if let category = content.categoryIdentifier { aps["category"] = category }
        if let sound = content.sound { aps["sound"] = sound }
        if let badge = content.badge { aps["badge"] = badge }
        if let thread = content.threadIdentifier { aps["thread-id"] = thread }
        if let level = content.interruptionLevel { aps["interruption-level"] = level == "timeSensitive" ? "time-sensitive" : level }
        if let score = content.relevanceScore { aps["relevance-score"] = score }
        if let target = content.targetContentIdentifier { aps["target-content-id"] = target }
        // Attachments are fetched by the app's notification service extension, which runs only for a
        // payload with mutable-content.
        if !content.attachments.isEmpty {
            aps["mutable-content"] = 1
            payload["attachments"] = content.attachments
        }
        payload["aps"] = aps
        if let bundleIdentifier { payload["Simulator Target Bundle"] = bundleIdentifier }
        return payload
    }

    /// The payload as JSON text, keys sorted.
    public static func json(_ payload: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: payload, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    static let alertStrings: Set<String> = ["title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key", "action-loc-key", "summary-arg"]
    static let alertArrays: Set<String> = ["title-loc-args", "subtitle-loc-args", "loc-args"]
    static let stringKeys: Set<String> = ["thread-id", "category", "target-content-id", "filter-criteria", "event", "attributes-type", "input-push-token"]
    static let otherKnownKeys: Set<String> = ["timestamp", "content-state", "dismissal-date", "stale-date", "attributes", "summary-arg-count"]
    static let interruptionLevels: Set<String> = ["passive", "active", "time-sensitive", "critical"]

    /// Every problem in a payload, each at its JSON path (and line and column), for `file`.
    public static func validate(_ data: Data, file: String) -> [Diagnostic] {
        func at(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ path: String, _ ja: String, _ en: String, _ locations: JSONLocations?) -> Diagnostic {
            let diagnostic = Diagnostic(code, severity, LocalizedText(ja: ja, en: en), path: path)
            return locations.map { diagnostic.located(in: $0, file: file) } ?? Diagnostic(code, severity, LocalizedText(ja: ja, en: en), file: file, path: path)
        }
        if data.count > maximumSize {
            return [at("payload.tooLarge", .error, "$", "ペイロードが \(data.count) バイトあります。APNs が受け付けるのは \(maximumSize) バイトまでです",
                       "the payload is \(data.count) bytes; APNs accepts at most \(maximumSize)", nil)]
        }
        if let syntax = JSONSyntax.firstError(in: data) {
            return [Diagnostic("json.syntax", .error, LocalizedText(ja: "正しい JSON ではありません: \(syntax.problem.ja)", en: "not valid JSON: \(syntax.problem.en)"),
                               file: file, path: "$", line: syntax.line, column: syntax.column)]
        }
        let locations = JSONLocations(data)
        guard let payload = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return [at("payload.notObject", .error, "$", "ペイロードは JSON のオブジェクトでなければなりません", "the payload must be a JSON object", locations)]
        }
        guard let aps = payload["aps"] as? [String: Any] else {
            return [at("payload.missingAPS", .error, "$.aps", "aps の辞書が必要です", "expected an \"aps\" dictionary", locations)]
        }
        var diagnostics: [Diagnostic] = []
        func isInteger(_ value: Any) -> Bool {
            guard let number = value as? NSNumber, !isBoolean(value) else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        }
        for (key, value) in aps.sorted(by: { $0.key < $1.key }) {
            let path = "$.aps.\(key)"
            switch key {
            case "alert":
                if value is String { continue }
                guard let alert = value as? [String: Any] else {
                    diagnostics.append(at("payload.alertType", .error, path, "alert は文字列か文字列の辞書です", "alert must be a string or a dictionary of strings", locations))
                    continue
                }
                for (name, item) in alert.sorted(by: { $0.key < $1.key }) {
                    if alertArrays.contains(name) {
                        if !((item as? [Any])?.allSatisfy { $0 is String } ?? false) {
                            diagnostics.append(at("payload.alertArguments", .error, "\(path).\(name)", "\(name) は文字列の配列です", "\(name) must be an array of strings", locations))
                        }
                    } else if !(item is String) {
                        diagnostics.append(at("payload.alertString", .error, "\(path).\(name)", "alert の \(name) は文字列です", "alert's \(name) must be a string", locations))
                    } else if !alertStrings.contains(name) {
                        diagnostics.append(at("payload.unknownAlertKey", .warning, "\(path).\(name)", "alert のキー「\(name)」は Apple の文書にありません", "alert's key \"\(name)\" is not one Apple documents", locations))
                    }
                }
            case "badge":
                // The badge is an NSInteger on the device: a whole number from 0 that fits in 64 bits
                // (99999999999999999999 does not, and would wrap).
                let number = (value as? NSNumber)?.decimalValue ?? -1
                if !isInteger(value) || number < 0 || number > Decimal(Int64.max) {
                    diagnostics.append(at("payload.badge", .error, path, "badge は0から\(Int64.max)までの整数です", "badge must be an integer from 0 to \(Int64.max)", locations))
                }
            case "sound":
                if value is String { continue }
                guard let sound = value as? [String: Any] else {
                    diagnostics.append(at("payload.soundType", .error, path, "sound は文字列か辞書です", "sound must be a string or a dictionary", locations))
                    continue
                }
                if let critical = sound["critical"], !(isInteger(critical) && [0, 1].contains((critical as? NSNumber)?.intValue ?? -1)) {
                    diagnostics.append(at("payload.soundCritical", .error, "\(path).critical", "critical は0か1です", "critical must be 0 or 1", locations))
                }
                if let name = sound["name"], !(name is String) {
                    diagnostics.append(at("payload.soundName", .error, "\(path).name", "name は文字列です", "name must be a string", locations))
                }
                if let volume = sound["volume"], !((volume as? NSNumber).map { !isBoolean(volume) && (0...1).contains($0.doubleValue) } ?? false) {
                    diagnostics.append(at("payload.soundVolume", .error, "\(path).volume", "volume は0〜1の数値です", "volume must be a number from 0 to 1", locations))
                }
            case "content-available", "mutable-content":
                if !(isInteger(value) && (value as? NSNumber)?.intValue == 1) {
                    diagnostics.append(at("payload.flag", .error, path, "\(key) は整数の1です", "\(key) must be the integer 1", locations))
                }
            case "interruption-level":
                if !((value as? String).map(interruptionLevels.contains) ?? false) {
                    diagnostics.append(at("payload.interruptionLevel", .error, path, "interruption-level は passive、active、time-sensitive、critical のどれかです",
                                          "interruption-level must be passive, active, time-sensitive or critical", locations))
                }
            case "relevance-score":
                if !((value as? NSNumber).map { !isBoolean(value) && (0...1).contains($0.doubleValue) } ?? false) {
                    diagnostics.append(at("payload.relevanceScore", .error, path, "relevance-score は0〜1の数値です", "relevance-score must be a number from 0 to 1", locations))
                }
            case _ where stringKeys.contains(key):
                if !(value is String) {
                    diagnostics.append(at("payload.stringKey", .error, path, "\(key) は文字列です", "\(key) must be a string", locations))
                }
            case _ where otherKnownKeys.contains(key):
                break
            default:
                diagnostics.append(at("payload.unknownKey", .warning, path, "aps のキー「\(key)」は Apple の文書にありません", "the aps key \"\(key)\" is not one Apple documents", locations))
            }
        }
        return diagnostics.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    }

    /// Whether a decoded JSON value is a boolean: Foundation reads `true` as a boolean `NSNumber`, which
    /// also casts to `Int`, so the class tells them apart.
    package static func isBoolean(_ value: Any) -> Bool {
        type(of: value) == Bool.self || String(describing: type(of: value)).contains("Boolean")
    }
}
