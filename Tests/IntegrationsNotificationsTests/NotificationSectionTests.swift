import Foundation
import IntegrationsCore
import IntegrationsNotifications
import IntegrationsPointKit
import Testing

/// The manifest's `notifications` as the notifications point's own section (Decision 521): read, refused
/// where it is read with its line and column, passed over by the core's load, and written back by the
/// typed view.
@Suite struct NotificationSectionTests {
    static func manifest(_ notifications: String) throws(IntegrationsError) -> AppManifest {
        try AppManifest.decode(Data(#"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "notifications": \#(notifications)}"#.utf8), file: "integrations.json")
    }

    @Test func theSectionIsReadAsDeclarations() throws {
        let manifest = try Self.manifest("""
            {"categories": [{"identifier": "C", "options": ["customDismissAction"],
               "actions": [{"identifier": "A", "title": {"ja": "a", "en": "a"}, "options": ["foreground"], "does": {"postpone": 600}}]}],
             "templates": [{"identifier": "t", "category": "C", "title": {"ja": "t", "en": "t"}, "body": {"ja": "b", "en": "b"}}],
             "streakNotification": {"template": "t", "minimumStreak": 3}}
            """)
        let declared = try manifest.notificationDeclarations(file: "integrations.json")
        #expect(declared.categories.map(\.identifier) == ["C"])
        #expect(declared.categories.first?.options == [.customDismissAction])
        #expect(declared.categories.first?.actions.map(\.identifier) == ["A"])
        #expect(declared.templates.map(\.identifier) == ["t"])
        #expect(declared.streakNotification?.minimumStreak == 3)
        #expect(manifest.notifications == declared)
    }

    /// A closed value that is none of its values names its own values, at its line and column, where the
    /// notifications are read; the app itself still loads (the one-tier rule, Decision 472).
    @Test(arguments: [
        (#"{"categories": [{"identifier": "C", "options": ["carPlay"]}]}"#, "$.notifications.categories[0].options[0]",
         "customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle", "carPlay"),
        (#"{"categories": [{"identifier": "C", "actions": [{"identifier": "A", "title": {"ja": "a", "en": "a"}, "options": ["danger"]}]}]}"#,
         "$.notifications.categories[0].actions[0].options[0]", "authenticationRequired, destructive, foreground", "danger"),
    ])
    func aValueThatIsNoneOfItsValuesIsRefusedWhereRead(notifications: String, path: String, values: String, given: String) throws {
        let manifest = try Self.manifest(notifications)
        #expect(manifest.notifications == NotificationDeclarations())
        let text = #"{"app": {"name": "X", "bundleIdentifier": "com.x"}, "notifications": \#(notifications)}"#
        let column = try #require(text.range(of: "\"\(given)\"")).lowerBound.utf16Offset(in: text) + 1
        #expect {
            try manifest.notificationDeclarations(file: "integrations.json")
        } throws: { error in
            (error as? IntegrationsError)?.message.en
                == "Cannot read integrations.json: expected one of \(values) (not \"\(given)\") at \(path) (line 1, column \(column)). Fix the file and run the command again."
        }
        #expect(NotificationsPoint().checkManifest(manifest).map(\.code.rawValue) == ["manifest.invalidValue"])
    }

    /// Set through the typed view, the section is written; set to nothing, it is gone (as the import writes a
    /// project without notification categories).
    @Test func theTypedViewWritesTheSection() throws {
        var manifest = AppManifest(app: AppIdentity(name: "X", bundleIdentifier: "com.x"))
        manifest.notifications = NotificationDeclarations(categories: [NotificationCategory(identifier: "C", actions: [])])
        #expect(manifest.sections.keys.sorted() == ["notifications"])
        let reread = try JSONDecoder().decode(AppManifest.self, from: try JSONEncoder().encode(manifest))
        #expect(reread.notifications.categories.map(\.identifier) == ["C"])
        manifest.notifications = NotificationDeclarations()
        #expect(manifest.sections.isEmpty)
    }
}
