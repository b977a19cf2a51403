import SwiftUI
import WidgetKit

// The widget's view, in a file of its own that declares no widget: its link is still the widget's, and
// WidgetKit opens it in the app whatever its scheme.
struct HiveEntryView: View {
    var entry: HiveEntry
    var body: some View {
        Link(destination: URL(string: "hive://cells/today")!) { Text("Today") }
    }
}
