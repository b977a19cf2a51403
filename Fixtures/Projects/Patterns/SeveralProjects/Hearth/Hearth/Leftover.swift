import Foundation

// In the folder, in no target: Xcode never compiles it.
func oldActivity() -> NSUserActivity {
    NSUserActivity(activityType: "com.example.hearth.retired")
}
