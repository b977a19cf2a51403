import Foundation
import IntegrationsCore
import IntegrationsFileInput
import IntegrationsHandoff
import Testing

/// `activity continue FILE`: a handed-over activity is read as strict JSON, within its limit.
@Suite struct HandedOverActivityTests {
    @Test(arguments: [
        (#"{"activityType": "com.appcadia.goal.editing", "userInfo": {"goalId": 12}, "webpageURL": "https://appcadia.com/goals/12/edit"}"#,
         "com.appcadia.goal.editing", 1),
        (#"{"activityType": "com.example.other"}"#, "com.example.other", 0),
    ])
    func anActivityIsRead(json: String, type: String, keys: Int) throws {
        let activity = try UserActivity.handedOver(Data(json.utf8), file: "a.json")
        #expect(activity.activityType == type)
        #expect(activity.userInfo.count == keys)
    }

    @Test(arguments: [
        // A misspelled key is refused, not ignored.
        #"{"activityType": "com.example.other", "userInfos": {}}"#,
        // Not strict JSON: a trailing comma.
        #"{"activityType": "com.example.other",}"#,
        #"{"#,
        #"[]"#,
    ])
    func whatIsNotAnActivityIsRefusedNamingTheFile(json: String) {
        let error = #expect(throws: IntegrationsError.self) { try UserActivity.handedOver(Data(json.utf8), file: "handed.json") }
        #expect(error?.kind == .invalidActivity)
        #expect(error?.message.en.contains("handed.json") == true)
    }

    @Test func theLimitIsAFewKilobytesWithItsReason() {
        #expect(UserActivity.handOverLimit == 65_536)
        #expect(UserActivity.handOverInput.why.en == "a handed-over activity is a few kilobytes")
    }
}
