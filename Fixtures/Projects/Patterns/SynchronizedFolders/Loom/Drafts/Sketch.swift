import Foundation

// Excluded from the Loom target (a membership exception): not compiled.
func sketchActivity() -> NSUserActivity {
    NSUserActivity(activityType: "com.example.loom.sketch")
}
