import UserNotifications

/// Each kind of notification the app posts is a category; its raw value is the category's identifier.
enum NotificationKind: String, CaseIterable {
    case parcelShipped = "PARCEL_SHIPPED"
    case driverMessage = "DRIVER_MESSAGE"
    case deliveryWindow = "DELIVERY_WINDOW"

    var notificationCategory: UNNotificationCategory {
        switch self {
        case .parcelShipped:
            return UNNotificationCategory(
                identifier: rawValue,
                actions: [UNNotificationAction(identifier: "TRACK_PARCEL", title: "Track", options: [.foreground])],
                intentIdentifiers: [])
        case .driverMessage:
            return UNNotificationCategory(
                identifier: rawValue,
                actions: [UNTextInputNotificationAction(identifier: "REPLY_TO_DRIVER", title: "Reply", options: [])],
                intentIdentifiers: [])
        case .deliveryWindow:
            return UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: [])
        }
    }
}

/// A second enum whose one category is made the same way but never registered.
enum ArchivedKind: String, CaseIterable {
    case legacyPromo = "LEGACY_PROMO"

    var category: UNNotificationCategory {
        UNNotificationCategory(identifier: self.rawValue, actions: [], intentIdentifiers: [])
    }
}
