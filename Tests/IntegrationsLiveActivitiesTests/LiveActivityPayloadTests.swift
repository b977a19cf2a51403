import Foundation
import IntegrationsCore
import IntegrationsLiveActivities
import IntegrationsNotifications
import Testing

/// An ActivityKit push checked against a Live Activity's declaration (Docs/LiveActivities.md): each code at its
/// JSON path, line and column, with its message in English and Japanese.
@Suite struct LiveActivityPayloadTests {
    /// The fixture project Kettle's `BrewAttributes`: two fixed properties, a `ContentState` whose `endsAt` is
    /// written `ends_at`, an optional flag and a `String` enum.
    static let brew = LiveActivityDeclaration(
        attributesType: "BrewAttributes",
        attributes: [LiveActivityField(name: "teaName", type: .string), LiveActivityField(name: "steepSeconds", type: .integer)],
        contentState: [
            LiveActivityField(name: "ends_at", type: .date), LiveActivityField(name: "isPaused", type: .boolean, optional: true),
            LiveActivityField(name: "strength", type: .enumeration(["light", "regular", "strong"])),
        ])

    static let goodUpdate = #"""
        {"aps": {
          "event": "update", "timestamp": 1795680000,
          "content-state": {"ends_at": 817372890, "strength": "regular"}
        }}
        """#

    /// `line:column severity code path | English | Japanese`, a line each.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let place = "\(diagnostic.line.map(String.init) ?? "-"):\(diagnostic.column.map(String.init) ?? "-")"
            return "\(place) \(diagnostic.severity.rawValue) \(diagnostic.code) \(diagnostic.path ?? "") | \(diagnostic.message.en) | \(diagnostic.message.ja)"
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: [String]
        init(_ name: String, _ text: String, _ expected: [String]) {
            self.name = name
            self.text = text
            self.expected = expected
        }
        var testDescription: String { name }
    }

    static let payloads: [Case] = [
        Case("a good update", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            []),
        Case("a good start", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000,
              "attributes-type": "BrewAttributes", "attributes": {"teaName": "Sencha", "steepSeconds": 90},
              "content-state": {"ends_at": 817372890, "strength": "regular"},
              "alert": {"title": "Brewing", "body": "Sencha", "sound": "chime.aiff"}
            }}
            """#,
            []),
        Case("a good end", #"""
            {"aps": {
              "event": "end", "timestamp": 1795680000, "dismissal-date": 1795683600,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            []),
        Case("no event", #"""
            {"aps": {
              "timestamp": 1795680000,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "1:9 error liveActivity.event $.aps.event | there is no event (start, update or end) | event（start、update、end のどれか）がありません",
            ]),
        Case("an unknown event", #"""
            {"aps": {
              "event": "pause", "timestamp": 1795680000,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:12 error liveActivity.event $.aps.event | event must be start, update or end, not \"pause\" | event は start、update、end のどれかです（\"pause\" ではなく）",
            ]),
        Case("no timestamp", #"""
            {"aps": {
              "event": "update",
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "1:9 error liveActivity.timestamp $.aps.timestamp | there is no timestamp (seconds since 1970); it is how the system drops an older update | timestamp（1970年からの秒数）がありません。古い更新を捨てる目安になります",
            ]),
        Case("a timestamp as text", #"""
            {"aps": {
              "event": "update", "timestamp": "now",
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:35 error liveActivity.timestamp $.aps.timestamp | timestamp must be a number of seconds since 1970, not \"now\" | timestamp は 1970年からの秒数です（\"now\" ではなく）",
            ]),
        Case("a timestamp in milliseconds", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000000,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:35 error liveActivity.timestamp $.aps.timestamp | timestamp (1795680000000) looks like milliseconds; it must be seconds since 1970 | timestamp（1795680000000）はミリ秒のようです。1970年からの秒数にしてください",
            ]),
        Case("no content-state", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000
            }}
            """#,
            [
                "1:9 error liveActivity.contentState $.aps.content-state | there is no content-state; it must hold BrewAttributes.ContentState | content-state がありません。BrewAttributes.ContentState の値が必要です",
            ]),
        Case("a content-state that is no object", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": [1]
            }}
            """#,
            [
                "3:20 error liveActivity.contentState $.aps.content-state | content-state must be an object, BrewAttributes.ContentState, not [1] | content-state は BrewAttributes.ContentState のオブジェクトです（[1] ではなく）",
            ]),
        Case("a misspelt field", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": {"endsAt": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "3:20 error liveActivity.contentStateField $.aps.content-state | content-state lacks \"ends_at\" (date), a field of BrewAttributes.ContentState: it does not decode and the update is dropped | content-state に BrewAttributes.ContentState のフィールド「ends_at」（date）がありません。デコードできず、更新は届きません",
                "3:31 warning liveActivity.contentStateField $.aps.content-state.endsAt | BrewAttributes.ContentState has no field \"endsAt\"; the decoder ignores it (is it a misspelling of one of ends_at, isPaused, strength?) | BrewAttributes.ContentState に「endsAt」はありません。デコーダーは無視します（ends_at, isPaused, strength のどれかの書き間違いではありませんか）",
            ]),
        Case("a fixed property in content-state", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": {"ends_at": 817372890, "strength": "regular", "teaName": "Sencha"}
            }}
            """#,
            [
                "3:77 warning liveActivity.contentStateField $.aps.content-state.teaName | \"teaName\" is a fixed property of BrewAttributes, not a field of BrewAttributes.ContentState; an update cannot change it and it is ignored | 「teaName」は BrewAttributes の固定のプロパティで、BrewAttributes.ContentState のフィールドではありません。更新では変えられず、無視されます",
            ]),
        Case("values of the wrong type", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": {"ends_at": "soon", "isPaused": 1, "strength": "bold"}
            }}
            """#,
            [
                "3:32 error liveActivity.contentStateField $.aps.content-state.ends_at | content-state's \"ends_at\" must be a number of seconds since 2001 (secondsSince2001), not \"soon\" | content-state の「ends_at」は2001年からの秒数（secondsSince2001）です（\"soon\" ではなく）",
                "3:52 error liveActivity.contentStateField $.aps.content-state.isPaused | content-state's \"isPaused\" must be true or false, not 1 | content-state の「isPaused」は真偽値（true か false）です（1 ではなく）",
                "3:67 error liveActivity.contentStateField $.aps.content-state.strength | content-state's \"strength\" must be one of light, regular, strong, not \"bold\" | content-state の「strength」は次のどれか（light、regular、strong）です（\"bold\" ではなく）",
            ]),
        Case("nulls", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": {"ends_at": 817372890, "isPaused": null, "strength": null}
            }}
            """#,
            [
                "3:55 warning liveActivity.contentStateField $.aps.content-state.isPaused | content-state's \"isPaused\" is null; a null is reported refused even for an optional field — leave the key out instead | content-state の「isPaused」が null です。省略可能なフィールドでも null は断られると報告されています。キーごと省いてください",
                "3:73 error liveActivity.contentStateField $.aps.content-state.strength | content-state's \"strength\" is null; it must be enum(light, regular, strong), so it does not decode | content-state の「strength」が null です。enum(light, regular, strong) が必要で、デコードできません",
            ]),
        Case("a start without attributes-type", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000,
              "attributes": {"teaName": "Sencha", "steepSeconds": 90},
              "content-state": {"ends_at": 817372890, "strength": "regular"},
              "alert": {"title": "Brewing", "body": "Sencha", "sound": "chime.aiff"}
            }}
            """#,
            [
                "1:9 error liveActivity.attributesType $.aps.attributes-type | a start needs attributes-type (BrewAttributes) | start には attributes-type（BrewAttributes）が必要です",
            ]),
        Case("another attributes-type", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000,
              "attributes-type": "BrewAttribute", "attributes": {"teaName": "Sencha", "steepSeconds": 90},
              "content-state": {"ends_at": 817372890, "strength": "regular"},
              "alert": {"title": "Brewing", "body": "Sencha", "sound": "chime.aiff"}
            }}
            """#,
            [
                "3:22 error liveActivity.attributesType $.aps.attributes-type | attributes-type must be BrewAttributes, not \"BrewAttribute\"; with any other name the activity does not start | attributes-type は BrewAttributes です（\"BrewAttribute\" ではなく）。ほかの名前ではアクティビティが始まりません",
            ]),
        Case("a start without attributes", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000, "attributes-type": "BrewAttributes",
              "content-state": {"ends_at": 817372890, "strength": "regular"},
              "alert": {"title": "Brewing", "body": "Sencha", "sound": "chime.aiff"}
            }}
            """#,
            [
                "1:9 error liveActivity.attributes $.aps.attributes | a start needs attributes, the fixed properties of BrewAttributes: teaName, steepSeconds | start には attributes（BrewAttributes の固定のプロパティ: teaName, steepSeconds）が必要です",
            ]),
        Case("the state sent as the attributes", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000, "attributes-type": "BrewAttributes",
              "attributes": {"ends_at": 817372890, "isPaused": false},
              "content-state": {"ends_at": 817372890, "strength": "regular"},
              "alert": {"title": "Brewing", "body": "Sencha", "sound": "chime.aiff"}
            }}
            """#,
            [
                "3:17 error liveActivity.attributes $.aps.attributes | attributes lacks \"teaName\" (string), a fixed property of BrewAttributes: the activity does not start | attributes に BrewAttributes の固定のプロパティ「teaName」（string）がありません。アクティビティは始まりません",
                "3:17 error liveActivity.attributes $.aps.attributes | attributes lacks \"steepSeconds\" (integer), a fixed property of BrewAttributes: the activity does not start | attributes に BrewAttributes の固定のプロパティ「steepSeconds」（integer）がありません。アクティビティは始まりません",
                "3:29 error liveActivity.attributes $.aps.attributes.ends_at | attributes holds \"ends_at\", a field of BrewAttributes.ContentState; attributes takes the fixed properties (teaName, steepSeconds) and the state goes in content-state — the push is dropped silently | attributes に BrewAttributes.ContentState のフィールド「ends_at」があります。attributes は固定のプロパティ（teaName, steepSeconds）、状態は content-state です。このプッシュは黙って捨てられます",
                "3:52 error liveActivity.attributes $.aps.attributes.isPaused | attributes holds \"isPaused\", a field of BrewAttributes.ContentState; attributes takes the fixed properties (teaName, steepSeconds) and the state goes in content-state — the push is dropped silently | attributes に BrewAttributes.ContentState のフィールド「isPaused」があります。attributes は固定のプロパティ（teaName, steepSeconds）、状態は content-state です。このプッシュは黙って捨てられます",
            ]),
        Case("attributes of the wrong type", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000, "attributes-type": "BrewAttributes",
              "attributes": {"teaName": "Sencha", "steepSeconds": "90", "cup": 2},
              "content-state": {"ends_at": 817372890, "strength": "regular"},
              "alert": {"title": "Brewing", "body": "Sencha", "sound": "chime.aiff"}
            }}
            """#,
            [
                "3:55 error liveActivity.attributes $.aps.attributes.steepSeconds | attributes' \"steepSeconds\" must be an integer, not \"90\" | attributes の「steepSeconds」は整数です（\"90\" ではなく）",
                "3:68 warning liveActivity.attributes $.aps.attributes.cup | BrewAttributes has no fixed property \"cup\"; the decoder ignores it | BrewAttributes に固定のプロパティ「cup」はありません。デコーダーは無視します",
            ]),
        Case("attributes on an update", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "attributes-type": "BrewAttributes", "attributes": {"teaName": "Sencha", "steepSeconds": 90},
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "3:22 warning liveActivity.attributesIgnored $.aps.attributes-type | attributes-type belongs to a start; an update ignores it | attributes-type は start だけのものです。update では使われません",
                "3:54 warning liveActivity.attributesIgnored $.aps.attributes | attributes belongs to a start; an update ignores it | attributes は start だけのものです。update では使われません",
            ]),
        Case("a Unix date where seconds since 2001 are read", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000,
              "content-state": {"ends_at": 1795680090, "strength": "regular"}
            }}
            """#,
            [
                "3:32 warning liveActivity.date $.aps.content-state.ends_at | content-state's \"ends_at\" read as seconds since 2001 (secondsSince2001) is 2057-11-26T08:01:30Z; if you meant Unix time, subtract 978307200 | content-state の「ends_at」は2001年からの秒数として 2057-11-26T08:01:30Z です。Unix 時刻のつもりなら 978307200 を引いてください",
            ]),
        Case("stale dates", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000, "stale-date": 1795670000,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:61 warning liveActivity.staleDate $.aps.stale-date | stale-date (1795670000) is before the timestamp, so the activity is stale as it arrives | stale-date（1795670000）が timestamp より前です。届いたときにはもう古くなっています",
            ]),
        Case("a stale date as text", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000, "stale-date": "later",
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:61 error liveActivity.staleDate $.aps.stale-date | stale-date must be a number of seconds since 1970, not \"later\" | stale-date は 1970年からの秒数です（\"later\" ではなく）",
            ]),
        Case("a dismissal date on an update", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000, "dismissal-date": 1795683600,
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:65 warning liveActivity.dismissalDate $.aps.dismissal-date | dismissal-date belongs to an end; an update ignores it | dismissal-date は end のものです。update では使われません",
            ]),
        Case("a dismissal date as text", #"""
            {"aps": {
              "event": "end", "timestamp": 1795680000, "dismissal-date": "now",
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:62 error liveActivity.dismissalDate $.aps.dismissal-date | dismissal-date must be a number of seconds since 1970, not \"now\" | dismissal-date は 1970年からの秒数です（\"now\" ではなく）",
            ]),
        Case("a relevance score as text", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000, "relevance-score": "high",
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:66 error liveActivity.relevanceScore $.aps.relevance-score | relevance-score must be a number, not \"high\" | relevance-score は数値です（\"high\" ではなく）",
            ]),
        Case("a start without an alert", #"""
            {"aps": {
              "event": "start", "timestamp": 1795680000,
              "attributes-type": "BrewAttributes", "attributes": {"teaName": "Sencha", "steepSeconds": 90},
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "1:9 warning liveActivity.alert $.aps.alert | the start has no alert; a start without an alert is reported to be dropped | start に alert がありません。alert のない start は届かないと報告されています",
            ]),
        Case("an alert of the wrong shape", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000, "alert": {"title": 5},
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:66 error payload.alertString $.aps.alert.title | alert's title must be a string | alert の title は文字列です",
            ]),
        Case("an aps key Apple does not document", #"""
            {"aps": {
              "event": "update", "timestamp": 1795680000, "flavor": "x",
              "content-state": {"ends_at": 817372890, "strength": "regular"}
            }}
            """#,
            [
                "2:57 warning payload.unknownKey $.aps.flavor | the aps key \"flavor\" is not one Apple documents | aps のキー「flavor」は Apple の文書にありません",
            ]),
    ]

    @Test(arguments: payloads)
    func eachRuleAtItsPlace(_ row: Case) {
        let diagnostics = LiveActivityPayload.validate(Data(row.text.utf8), file: "p.json", attributes: Self.brew)
        #expect(Self.lines(diagnostics) == row.expected)
        #expect(diagnostics.allSatisfy { $0.file == "p.json" })
    }

    static let headerFiles: [Case] = [
        Case("good headers", #"""
            apns-push-type: liveactivity
            apns-topic: com.example.kettle.push-type.liveactivity
            apns-priority: 5
            """#,
            []),
        Case("curl's form", #"""
            # copied from curl
            -H 'apns-push-type: liveactivity' \
              -H "APNS-Topic: com.example.kettle.push-type.liveactivity" \
            """#,
            []),
        Case("the bundle identifier as the topic", #"""
            apns-push-type: liveactivity
            apns-topic: com.example.kettle
            apns-priority: 10
            """#,
            [
                "2:13 error liveActivity.topic headers.apns-topic | apns-topic must be com.example.kettle.push-type.liveactivity, not \"com.example.kettle\": the app's bundle identifier followed by .push-type.liveactivity, or APNs refuses the push with DeviceTokenNotForTopic | apns-topic は com.example.kettle.push-type.liveactivity です（「com.example.kettle」ではなく）。アプリのバンドル ID に .push-type.liveactivity を付けた値でないと、APNs は DeviceTokenNotForTopic で断ります",
            ]),
        Case("an alert's push type and priority 7", #"""
            apns-push-type: alert
            apns-topic: com.example.kettle.push-type.liveactivity
            apns-priority: 7
            """#,
            [
                "1:17 error liveActivity.pushType headers.apns-push-type | apns-push-type must be liveactivity, not \"alert\"; with any other value APNs does not deliver the push to the Live Activity | apns-push-type は liveactivity です（「alert」ではなく）。ほかの値では APNs が Live Activity に届けません",
                "3:16 error liveActivity.priority headers.apns-priority | apns-priority must be 5 or 10, not \"7\": 10 is delivered at once and draws down the device's budget, 5 does not and is delivered opportunistically | apns-priority は 5 か 10 です（「7」ではなく）。10 はすぐ届き端末ごとの予算を使い、5 は予算を使わずに折を見て届きます",
            ]),
        Case("no headers that count", #"""
            apns-expiration: 0
            not a header
            """#,
            [
                "2:1 error liveActivity.headers headers | a header line is \"name: value\", not \"not a header\" | ヘッダーの行は「名前: 値」の形です（「not a header」ではなく）",
                "-:- error liveActivity.pushType headers.apns-push-type | there is no apns-push-type header; a Live Activity push is liveactivity | apns-push-type ヘッダーがありません。Live Activity のプッシュは liveactivity です",
                "-:- error liveActivity.topic headers.apns-topic | there is no apns-topic header; give com.example.kettle.push-type.liveactivity | apns-topic ヘッダーがありません。com.example.kettle.push-type.liveactivity を指定してください",
            ]),
        Case("headers as JSON", #"""
            {
              "apns-push-type": "liveactivity",
              "apns-topic": "com.example.kettle.push-type.liveactivity",
              "apns-priority": 10,
              "apns-id": true
            }
            """#,
            [
                "5:14 error liveActivity.headers headers.apns-id | the header apns-id must be a string | ヘッダー apns-id の値は文字列です",
            ]),
    ]

    @Test(arguments: headerFiles)
    func headersAtTheirLines(_ row: Case) {
        let headers = LiveActivityHeaders.read(Data(row.text.utf8), file: "h.txt")
        let diagnostics = LiveActivityPayload.validate(Data(Self.goodUpdate.utf8), file: "p.json", attributes: Self.brew, headers: headers, bundleIdentifier: "com.example.kettle")
        #expect(Self.lines(diagnostics) == row.expected)
        #expect(diagnostics.allSatisfy { $0.file == "h.txt" })
    }

    @Test func curlsFormIsReadAsHeaders() {
        let headers = LiveActivityHeaders.read(Data("-H 'apns-push-type: liveactivity' \\\n  --header \"APNS-Priority:5\"\n".utf8), file: "h.txt")
        #expect(headers.headers == [
            LiveActivityHeaders.Header(name: "apns-push-type", value: "liveactivity", line: 1, column: 21),
            LiveActivityHeaders.Header(name: "apns-priority", value: "5", line: 2, column: 27),
        ])
        #expect(headers["Apns-Push-Type"]?.value == "liveactivity")
    }

    /// Without the bundle identifier, any topic of a Live Activity push passes; an alert's topic does not.
    @Test(arguments: [("com.other.push-type.liveactivity", [String]()), ("com.other", ["liveActivity.topic"])])
    func aTopicWithoutTheBundleIdentifier(topic: String, codes: [String]) {
        let headers = LiveActivityHeaders(file: "h.txt", headers: [.init(name: "apns-push-type", value: "liveactivity"), .init(name: "apns-topic", value: topic)])
        #expect(LiveActivityPayload.validate(Data(Self.goodUpdate.utf8), file: "p.json", attributes: Self.brew, headers: headers).map(\.code.rawValue) == codes)
    }

    @Test func sizeAndSyntaxAreTheAlertsRules() {
        let big = Data(("{\"aps\": {\"event\": \"update\", \"pad\": \"" + String(repeating: "x", count: 5_000) + "\"}}").utf8)
        #expect(Self.lines(LiveActivityPayload.validate(big, file: "p.json", attributes: Self.brew)) == [
            "-:- error payload.tooLarge $ | the payload is 5039 bytes; APNs accepts at most 4096 | ペイロードが 5039 バイトあります。APNs が受け付けるのは 4096 バイトまでです",
        ])
        #expect(LiveActivityPayload.validate(Data("{\"aps\": {\"event\": 1,}}".utf8), file: "p.json", attributes: Self.brew).map(\.code.rawValue) == ["json.syntax"])
        #expect(LiveActivityPayload.validate(Data("{\"event\": \"update\"}".utf8), file: "p.json", attributes: Self.brew).map(\.code.rawValue) == ["payload.missingAPS"])
    }

    /// Dates are read in the declaration's encoding: Unix time before 2001 is most likely seconds since 2001,
    /// and an ISO 8601 encoding takes a string.
    @Test func otherDateEncodings() {
        var unix = Self.brew
        unix.dateEncoding = .secondsSince1970
        #expect(Self.lines(LiveActivityPayload.validate(Data(Self.goodUpdate.utf8), file: "p.json", attributes: unix)) == [
            "3:32 warning liveActivity.date $.aps.content-state.ends_at | content-state's \"ends_at\" read as seconds since 1970 (secondsSince1970) is 1995-11-26T08:01:30Z; if you meant seconds since 2001 (Swift's default), add 978307200 | content-state の「ends_at」は1970年からの秒数として 1995-11-26T08:01:30Z です。2001年からの秒数（Swift の既定）のつもりなら 978307200 を足してください",
        ])
        var iso = Self.brew
        iso.dateEncoding = .iso8601
        #expect(LiveActivityPayload.validate(Data(Self.goodUpdate.utf8), file: "p.json", attributes: iso).map(\.message.en) == [
            "content-state's \"ends_at\" must be an ISO 8601 date string (iso8601), not 817372890",
        ])
        let isoUpdate = Self.goodUpdate.replacingOccurrences(of: "817372890", with: "\"2026-11-26T09:05:00Z\"")
        #expect(LiveActivityPayload.validate(Data(isoUpdate.utf8), file: "p.json", attributes: iso).isEmpty)
    }

    // MARK: - Writing

    static let now = Date(timeIntervalSince1970: 1_795_680_000)

    @Test func aStartIsWrittenWithDatesInTheDeclarationsEncodingAndValidates() throws {
        let written = try LiveActivityPayload.payload(
            for: Self.brew, event: .start, state: ["ends_at": "2026-11-26T09:05:00Z", "strength": "light"], attributes: ["teaName": "Sencha", "steepSeconds": 90],
            staleDate: Date(timeIntervalSince1970: 1_795_681_000), relevanceScore: 50, now: Self.now)
        let text = try APNsPayload.json(written.payload)
        #expect(text == #"""
            {
              "aps" : {
                "attributes" : {
                  "steepSeconds" : 90,
                  "teaName" : "Sencha"
                },
                "attributes-type" : "BrewAttributes",
                "content-state" : {
                  "ends_at" : 817376700,
                  "strength" : "light"
                },
                "event" : "start",
                "relevance-score" : 50,
                "stale-date" : 1795681000,
                "timestamp" : 1795680000
              }
            }
            """#)
        #expect(written.warnings.map(\.code.rawValue) == ["liveActivity.alert"])
        #expect(Self.lines(LiveActivityPayload.validate(Data(text.utf8), file: "p.json", attributes: Self.brew)).map { $0.split(separator: " ")[2] } == ["liveActivity.alert"])
    }

    @Test(arguments: [LiveActivityDeclaration.DateEncoding.secondsSince2001, .secondsSince1970, .iso8601])
    func aDateRoundTripsInEachEncoding(_ encoding: LiveActivityDeclaration.DateEncoding) throws {
        var declaration = Self.brew
        declaration.dateEncoding = encoding
        let written = try LiveActivityPayload.payload(for: declaration, event: .update, state: ["ends_at": "2026-11-26T09:05:00Z", "strength": "light"], now: Self.now)
        let state = (written.payload["aps"] as? [String: Any])?["content-state"] as? [String: Any]
        let expected: Date? = switch state?["ends_at"] {
        case let seconds as Double: encoding == .secondsSince1970 ? Date(timeIntervalSince1970: seconds) : Date(timeIntervalSinceReferenceDate: seconds)
        case let text as String: ISODate.parse(text)
        default: nil
        }
        #expect(expected == ISODate.parse("2026-11-26T09:05:00Z"))
        #expect(written.warnings.isEmpty)
    }

    @Test func aStateThatWouldNotDecodeIsRefused() {
        #expect(throws: IntegrationsError(.invalidNotification, LocalizedText(
            ja: "BrewAttributes の update のペイロードを書けません: $.aps.content-state: content-state に BrewAttributes.ContentState のフィールド「ends_at」（date）がありません。デコードできず、更新は届きません。$.aps.content-state.strength: content-state の「strength」は次のどれか（light、regular、strong）です（\"bold\" ではなく）。",
            en: "Cannot write the update payload of BrewAttributes: $.aps.content-state: content-state lacks \"ends_at\" (date), a field of BrewAttributes.ContentState: it does not decode and the update is dropped; $.aps.content-state.strength: content-state's \"strength\" must be one of light, regular, strong, not \"bold\"."))) {
            try LiveActivityPayload.payload(for: Self.brew, event: .update, state: ["strength": "bold"], now: Self.now)
        }
    }

    @Test func anEntitysRecordFillsTheFixedProperties() throws {
        var declaration = Self.brew
        declaration.attributes = [
            LiveActivityField(name: "teaName", type: .string, value: "${name} (${origin})"), LiveActivityField(name: "steepSeconds", type: .integer, value: "${seconds}"),
        ]
        let values = try LiveActivityPayload.attributes(of: declaration, fields: ["name": "Sencha", "origin": "Shizuoka", "seconds": "90"], entity: "tea-1")
        #expect(values["teaName"] as? String == "Sencha (Shizuoka)")
        #expect(values["steepSeconds"] as? Int == 90)
        #expect(throws: IntegrationsError(.invalidNotification, LocalizedText(
            ja: "tea-1 にフィールド「origin」がないため、BrewAttributes の「teaName」（${name} (${origin})）を埋められません。",
            en: "tea-1 has no field \"origin\", so \"teaName\" of BrewAttributes (${name} (${origin})) cannot be filled."))) {
            try LiveActivityPayload.attributes(of: declaration, fields: ["name": "Sencha", "seconds": "90"], entity: "tea-1")
        }
    }

    @Test func anUnknownAttributesTypeNamesTheNearest() {
        #expect(throws: IntegrationsError(.invalidNotification, LocalizedText(
            ja: "app.json に Live Activity「BrewAttribute」はありません（「BrewAttributes」のことですか？）。あるのは BrewAttributes です。",
            en: "app.json has no Live Activity \"BrewAttribute\" (did you mean \"BrewAttributes\"?); it has BrewAttributes."))) {
            try LiveActivityPayload.declaration("BrewAttribute", in: [Self.brew], source: "app.json")
        }
        #expect(throws: IntegrationsError(.invalidNotification, LocalizedText(
            ja: "app.json には Live Activity がありません（BrewAttributes もありません）。", en: "app.json has no Live Activities, so none is BrewAttributes."))) {
            try LiveActivityPayload.declaration("BrewAttributes", in: [], source: "app.json")
        }
    }

    @Test func theHeadersOfAPush() {
        #expect(LiveActivityPayload.headers(bundleIdentifier: "com.example.kettle", priority: 5) == [
            "apns-push-type": "liveactivity", "apns-topic": "com.example.kettle.push-type.liveactivity", "apns-priority": "5",
        ])
    }
}
