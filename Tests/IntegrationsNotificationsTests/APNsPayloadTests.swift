import Foundation
import IntegrationsCore
import IntegrationsNotifications
import Testing

@Suite struct APNsPayloadTests {
    static func problems(_ aps: String) -> [String] {
        APNsPayload.validate(Data(#"{"aps": \#(aps)}"#.utf8), file: "p.json").map { "\($0.severity.rawValue) \($0.path ?? ""): \($0.message.en)" }
    }

    @Test(arguments: [
        (#"{"alert": "Hi", "badge": 0, "sound": "default"}"#, [String]()),
        (#"{"alert": {"title": "a", "subtitle": "b", "body": "c", "loc-args": ["x"]}, "sound": {"critical": 1, "name": "s", "volume": 0.5}}"#, []),
        (#"{"content-available": 1, "mutable-content": 1, "interruption-level": "time-sensitive", "relevance-score": 1, "thread-id": "t", "category": "C", "target-content-id": "x"}"#, []),
        (#"{"alert": 5}"#, ["error $.aps.alert: alert must be a string or a dictionary of strings"]),
        (#"{"alert": {"title": 5}}"#, ["error $.aps.alert.title: alert's title must be a string"]),
        (#"{"alert": {"loc-args": ["a", 1]}}"#, ["error $.aps.alert.loc-args: loc-args must be an array of strings"]),
        (#"{"badge": -1}"#, ["error $.aps.badge: badge must be an integer from 0 to 9223372036854775807"]),
        (#"{"badge": 1.5}"#, ["error $.aps.badge: badge must be an integer from 0 to 9223372036854775807"]),
        (#"{"badge": true}"#, ["error $.aps.badge: badge must be an integer from 0 to 9223372036854775807"]),
        (#"{"badge": 99999999999999999999}"#, ["error $.aps.badge: badge must be an integer from 0 to 9223372036854775807"]),
        (#"{"badge": 9007199254740992}"#, []),
        (#"{"sound": {"critical": 2}}"#, ["error $.aps.sound.critical: critical must be 0 or 1"]),
        (#"{"sound": {"volume": 1.5}}"#, ["error $.aps.sound.volume: volume must be a number from 0 to 1"]),
        (#"{"sound": 3}"#, ["error $.aps.sound: sound must be a string or a dictionary"]),
        (#"{"content-available": true}"#, ["error $.aps.content-available: content-available must be the integer 1"]),
        (#"{"mutable-content": 0}"#, ["error $.aps.mutable-content: mutable-content must be the integer 1"]),
        (#"{"interruption-level": "loud"}"#, ["error $.aps.interruption-level: interruption-level must be passive, active, time-sensitive or critical"]),
        (#"{"relevance-score": 2}"#, ["error $.aps.relevance-score: relevance-score must be a number from 0 to 1"]),
        (#"{"thread-id": 7}"#, ["error $.aps.thread-id: thread-id must be a string"]),
        (#"{"flavor": "x"}"#, ["warning $.aps.flavor: the aps key \"flavor\" is not one Apple documents"]),
    ])
    func eachDocumentedRule(aps: String, expected: [String]) {
        #expect(Self.problems(aps) == expected)
    }

    @Test func sizeShapeAndSyntax() {
        let big = Data(String(repeating: " ", count: 10 * 1_024 * 1_024).utf8)
        #expect(APNsPayload.validate(big, file: "p.json").map(\.message.en) == ["the payload is 10485760 bytes; APNs accepts at most 4096"])
        #expect(APNsPayload.validate(Data("[1]".utf8), file: "p.json").map(\.message.en) == ["the payload must be a JSON object"])
        #expect(APNsPayload.validate(Data(#"{"alert": "x"}"#.utf8), file: "p.json").map(\.message.en) == ["expected an \"aps\" dictionary"])
        let broken = APNsPayload.validate(Data("{\"aps\": {\"badge\": 1,}}".utf8), file: "p.json")
        #expect(broken.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message.en)" } == ["1:21 not valid JSON: unexpected '}'; expected a key string"])
    }

    @Test func aRequestBecomesAPayloadThatValidates() throws {
        let content = NotificationContent(
            title: LocalizedText(ja: "目標達成の時間です！", en: "Time for your goal!"), body: LocalizedText(ja: "「読書30分」を実行しましょう", en: "Time to do “読書30分”"),
            badge: 1, sound: "default", threadIdentifier: "goals", categoryIdentifier: "GOAL_REMINDER", userInfo: ["entity": "goal-12"],
            interruptionLevel: "timeSensitive", relevanceScore: 0.5)
        let payload = APNsPayload.payload(for: content, language: .ja, bundleIdentifier: "com.appcadia.app")
        let text = try APNsPayload.json(payload)
        #expect(APNsPayload.validate(Data(text.utf8), file: "p.json").isEmpty)
        let aps = payload["aps"] as? [String: Any]
        #expect((aps?["alert"] as? [String: String])?["title"] == "目標達成の時間です！")
        #expect(aps?["interruption-level"] as? String == "time-sensitive")
        #expect(aps?["category"] as? String == "GOAL_REMINDER")
        #expect(payload["entity"] as? String == "goal-12")
        #expect(payload["Simulator Target Bundle"] as? String == "com.appcadia.app")
    }

    @Test(arguments: [([String](), false), (["streak.png"], true)])
    func attachmentsNeedTheServiceExtension(attachments: [String], mutable: Bool) throws {
        let content = NotificationContent(
            title: LocalizedText(ja: "連続3日！", en: "3 days in a row!"), body: LocalizedText(ja: "おめでとう", en: "Well done"),
            attachments: attachments)
        let payload = APNsPayload.payload(for: content, language: .en, bundleIdentifier: nil)
        let aps = payload["aps"] as? [String: Any]
        #expect((aps?["mutable-content"] as? Int) == (mutable ? 1 : nil))
        #expect((payload["attachments"] as? [String]) == (mutable ? attachments : nil))
        #expect(APNsPayload.validate(Data(try APNsPayload.json(payload).utf8), file: "p.json").isEmpty)
    }
}
