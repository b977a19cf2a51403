import Foundation

func testActivity() -> NSUserActivity {
    NSUserActivity(activityType: "com.example.loom.test")
}
