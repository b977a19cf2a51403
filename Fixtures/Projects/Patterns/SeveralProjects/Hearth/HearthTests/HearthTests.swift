import Foundation

func testActivity() -> NSUserActivity {
    NSUserActivity(activityType: "com.example.hearth.test")
}
