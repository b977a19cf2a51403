import SwiftUI
import WidgetKit

struct StockWidget: Widget {
    let kind: String = WidgetKinds.stock

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigureStockIntent.self, provider: StockProvider()) { entry in
            StockView(entry: entry)
                .widgetURL(URL(string: "larder://stock"))
        }
        .configurationDisplayName("Stock")
        .supportedFamilies(families)
    }

    private var families: [WidgetFamily] {
        [.systemSmall, .systemMedium, .accessoryRectangular]
    }
}

struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShelfWidget", provider: ShelfProvider()) { entry in
            Link(destination: URL(string: "pantry://shelf")!) {
                ShelfView(entry: entry)
            }
        }
        .supportedFamilies([.systemSmall])
    }
}

struct StockWidgetLarge: Widget {
    static let kind = "StockWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: StockProvider()) { entry in
            StockView(entry: entry)
        }
        .supportedFamilies([.systemLarge])
    }
}

@main
struct LarderWidgets: WidgetBundle {
    var body: some Widget {
        StockWidget()
        if #available(iOSApplicationExtension 18.0, *) {
            ShelfWidget()
            StockWidgetLarge()
        }
    }
}
