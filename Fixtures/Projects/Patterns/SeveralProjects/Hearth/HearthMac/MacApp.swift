import Foundation

func macWindowActivity() -> NSUserActivity {
    NSUserActivity(activityType: "com.example.hearth.macWindow")
}
