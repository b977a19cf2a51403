import Foundation

/// Activity types, as many apps keep them: an enum with raw values, explicit and implicit.
enum ActivityType: String {
    case viewItem = "com.example.larder.viewItem"
    case browse
}

enum Links {
    static let scheme = "larder"
    static let itemsPath = "\(scheme)://items"
}

struct WidgetKinds {
    static let stock = "StockWidget"
}

enum Categories {
    static let lowStock = "LOW_STOCK"
    static let expiry = "EXPIRY"
}
