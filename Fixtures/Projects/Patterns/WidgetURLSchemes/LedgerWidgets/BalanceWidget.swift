import SwiftUI
import WidgetKit

struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.ledger.balance", provider: BalanceProvider()) { entry in
            VStack {
                Text(entry.date, style: .date)
                // A scheme for the widget's taps, which the app delegate lets through by name.
                Link("Spending", destination: URL(string: "ledger-widget://spending")!)
                // A scheme neither registered nor let through: the app opens and ignores the URL.
                Link("Budget", destination: URL(string: "ledgerwidget://budget")!)
            }
            .widgetURL(URL(string: "ledger-widget://balance"))
        }
        .supportedFamilies([.systemSmall])
    }
}

struct BalanceEntry: TimelineEntry { let date: Date }

struct BalanceProvider: TimelineProvider {
    func placeholder(in context: Context) -> BalanceEntry { BalanceEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (BalanceEntry) -> Void) { completion(BalanceEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BalanceEntry>) -> Void) {
        completion(Timeline(entries: [BalanceEntry(date: Date())], policy: .never))
    }
}
