import SwiftUI
import WidgetKit

struct RecentNoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.jotter.recent", provider: RecentNoteProvider()) { entry in
            VStack {
                Text(entry.date, style: .date)
                // The app's registered scheme.
                Link("All notes", destination: URL(string: "jotter://notes")!)
                // A scheme the app's handler lets through by name, though it is not registered.
                Link("New note", destination: URL(string: "jotter-widget://new")!)
            }
            // A scheme neither registered nor let through by the handler's method: the app opens and ignores it.
            .widgetURL(URL(string: "jotterwidget://recent"))
        }
        .supportedFamilies([.systemSmall])
    }
}

struct RecentNoteEntry: TimelineEntry { let date: Date }

struct RecentNoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> RecentNoteEntry { RecentNoteEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (RecentNoteEntry) -> Void) { completion(RecentNoteEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RecentNoteEntry>) -> Void) {
        completion(Timeline(entries: [RecentNoteEntry(date: Date())], policy: .never))
    }
}
