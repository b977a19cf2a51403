// In the widgets' folder, and in the app too through a membership exception.
enum WidgetKinds {
    static let pattern = "PatternWidget"
}
