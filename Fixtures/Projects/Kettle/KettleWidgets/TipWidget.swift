import AppIntents
import SwiftUI
import WidgetKit

struct TipEntry: TimelineEntry {
    let date: Date
    let tip: String
}

struct TipProvider: TimelineProvider {
    func placeholder(in context: Context) -> TipEntry { TipEntry(date: .now, tip: "Warm the pot") }
    func getSnapshot(in context: Context, completion: @escaping (TipEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TipEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TipWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.kettle.tip", provider: TipProvider()) { entry in
            VStack {
                Text(entry.tip)
                Toggle(isOn: false, intent: MarkTipReadIntent()) { Text("Read") }
            }
        }
    }
}
