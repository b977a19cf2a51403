import UIKit

enum Budgets {
    /// The dynamic quick actions: this month's budget, and the month's summary.
    static func offerCurrent() {
        UIApplication.shared.shortcutItems = [
            UIMutableApplicationShortcutItem(type: ShortcutKind.budget.rawValue, localizedTitle: "Budget"),
            UIApplicationShortcutItem(
                type: "\(Bundle.main.bundleIdentifier!).month", localizedTitle: "This month", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(systemImageName: "calendar"), userInfo: nil),
        ]
    }

    static func show() {}
}
