import Foundation
import IntegrationsCore
import IntegrationsQuickActions
import IntegrationsBackgroundTasks
import IntegrationsHandoff
import IntegrationsNotifications
import IntegrationsWidgets
import IntegrationsAppClips

/// The constants of the generated file: one namespace, `AppIdentifiers`, with the identifiers an app
/// otherwise spells as strings — intents and their parameters, notification categories and their actions,
/// activity types and their user-info keys, widget kinds and their configuration, search domains and App
/// Clip experiences — each with a doc comment from the manifest's titles and descriptions.
struct IdentifierCode {
    static let typeName = "AppIdentifiers"

    let manifest: AppManifest

    func source(into code: SwiftCode) {
        code.doc("The identifiers \(manifest.app.name)'s `integrations.json` declares, as constants: a renamed identifier")
        code.doc("breaks the build instead of a notification, a shortcut or a widget at run time.")
        code.block("public enum \(Self.typeName)") {
            intents(code)
            notificationCategories(code)
            activityTypes(code)
            widgets(code)
            searchDomains(code)
            appClipExperiences(code)
            backgroundTasks(code)
            quickActions(code)
        }
    }

    /// One identified thing of a group (an intent, a category, an activity type, a widget): a type named
    /// after it, holding its constant and the names nested in it.
    private struct Entry {
        /// What the type's name is made from.
        var name: String
        var doc: String
        /// `identifier` or `kind`, with its doc comment and value.
        var constant: (name: String, doc: String, value: String)
        /// The nested names: the enum's name, its summary and its entries.
        var nested: (name: String, summary: String, entries: [(identifier: String, doc: String)])
    }

    /// `public enum Group { public enum Entry { public static let identifier = "…"; public enum Nested { … } } … }`.
    private func group(_ name: String, _ summary: String, _ entries: [Entry], _ code: SwiftCode) {
        code.doc(summary)
        code.block("public enum \(name)") {
            let names = SwiftNames.unique(entries.map(\.name), SwiftNames.type, reserved: SwiftNames.reservedTypeMembers)
            for (entry, typeName) in zip(entries, names) {
                code.doc(entry.doc)
                code.block("public enum \(typeName)") {
                    code.doc(entry.constant.doc)
                    code.line("public static let \(entry.constant.name) = \(SwiftNames.literal(entry.constant.value))")
                    members(entry.nested.name, entry.nested.summary, entry.nested.entries, code)
                }
            }
        }
    }

    private func intents(_ code: SwiftCode) {
        group("Intents", "The App Intents, by identifier.", manifest.intents.map { intent in
            Entry(
                name: intent.identifier, doc: both(intent.title) + ": " + both(intent.description),
                constant: ("identifier", "The intent's identifier.", intent.identifier),
                nested: ("Parameters", "The intent's parameter names.", intent.parameters.map { ($0.name, both($0.title)) }))
        }, code)
    }

    private func notificationCategories(_ code: SwiftCode) {
        group("NotificationCategories", "The notification categories and their actions.", manifest.notifications.categories.map { category in
            let actions = category.actions.map { both($0.title) }.joined(separator: ", ")
            return Entry(
                name: category.identifier,
                doc: "The category `\(SwiftNames.commentText(category.identifier))`" + (actions.isEmpty ? ", without actions." : ": \(actions)."),
                constant: ("identifier", "The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.", category.identifier),
                nested: ("Actions", "The category's action identifiers.", category.actions.map { ($0.identifier, both($0.title)) }))
        }, code)
    }

    private func activityTypes(_ code: SwiftCode) {
        group("ActivityTypes", "The `NSUserActivity` types, as `NSUserActivityTypes` in Info.plist lists them.", manifest.activities.map { activity in
            Entry(
                name: shortName(ofActivityType: activity.type), doc: both(activity.title),
                constant: ("identifier", "The activity type.", activity.type),
                nested: ("UserInfoKeys", "The keys of the activity's `userInfo`.", activity.userInfo.map {
                    ($0.key, "\($0.type.rawValue)" + ($0.value.map { ", `\(SwiftNames.commentText($0))`" } ?? ""))
                }))
        }, code)
    }

    private func widgets(_ code: SwiftCode) {
        group("Widgets", "The widgets, by kind.", manifest.widgets.map { widget in
            Entry(
                name: widget.kind, doc: both(widget.displayName) + ": " + both(widget.description),
                constant: ("kind", "The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.", widget.kind),
                nested: ("Parameters", "The names of the widget's configuration parameters.", widget.configuration.map { ($0.name, both($0.title)) }))
        }, code)
    }

    private func searchDomains(_ code: SwiftCode) {
        members(
            "SearchDomains", "The Spotlight domain identifiers (`CSSearchableItem.domainIdentifier`).",
            manifest.searchDomains.map { ($0.identifier, "Items of `\(SwiftNames.commentText($0.entity))` from `\(SwiftNames.commentText($0.records))`.") }, code)
    }

    private func appClipExperiences(_ code: SwiftCode) {
        members(
            "AppClipExperiences", "The App Clip experiences' invocation URLs, by experience name.",
            manifest.appClipExperiences.map { ($0.name, "`\(SwiftNames.commentText($0.url))`") }, code, values: manifest.appClipExperiences.map(\.url))
    }

    /// The Home Screen quick action types, each named after what it does not share with the bundle
    /// identifier (`com.example.today` in `com.example.app` is `Today`); nothing for an app without quick actions.
    private func quickActions(_ code: SwiftCode) {
        guard !manifest.quickActions.isEmpty else { return }
        group("QuickActions", "The Home Screen quick actions, by type, as `UIApplicationShortcutItem.type` carries them.", manifest.quickActions.map { action in
            Entry(
                name: shortName(ofActivityType: action.type), doc: both(action.title) + (action.dynamic ? " (dynamic)." : " (static)."),
                constant: ("type", "The quick action's type (`UIApplicationShortcutItemType`).", action.type),
                nested: ("Parameters", "", []))
        }, code)
    }

    /// The background task identifiers, each named as an activity type is (what it does not share with the
    /// bundle identifier: `com.example.app.refresh.daily` in `com.example.app` is `RefreshDaily`); nothing for
    /// an app without background tasks.
    private func backgroundTasks(_ code: SwiftCode) {
        guard !manifest.backgroundTasks.isEmpty else { return }
        group("BackgroundTasks", "The background task identifiers, as `BGTaskSchedulerPermittedIdentifiers` in Info.plist lists them.",
              manifest.backgroundTasks.map { task in
            let steps = task.does.map(\.name).joined(separator: ", ")
            return Entry(
                name: shortName(ofActivityType: task.identifier),
                doc: "The \(task.kind == .refresh ? "app refresh" : "processing") task `\(SwiftNames.commentText(task.identifier))`"
                    + (steps.isEmpty ? "." : ": \(steps)."),
                constant: ("identifier", "The identifier `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` and the request take.", task.identifier),
                nested: ("", "", []))
        }, code)
    }

    /// `public enum Name { public static let member = "identifier" … }`, or nothing when there are none.
    private func members(_ name: String, _ summary: String, _ entries: [(identifier: String, doc: String)], _ code: SwiftCode, values: [String]? = nil) {
        guard !entries.isEmpty else { return }
        code.doc(summary)
        code.block("public enum \(name)") {
            let names = SwiftNames.unique(entries.map(\.identifier), SwiftNames.member)
            for (index, entry) in entries.enumerated() {
                if !entry.doc.isEmpty { code.doc(entry.doc) }
                code.line("public static let \(names[index]) = \(SwiftNames.literal(values?[index] ?? entry.identifier))")
            }
        }
    }

    /// "English (日本語)", or the one text when both are the same.
    private func both(_ text: LocalizedText) -> String {
        let (en, ja) = (SwiftNames.commentText(text.en), SwiftNames.commentText(text.ja))
        return en == ja || ja.isEmpty ? en : "\(en) (\(ja))"
    }

    /// An activity type without the reverse-DNS components it shares with the app's bundle identifier:
    /// `com.appcadia.goal.editing` in `com.appcadia.app` is `goal.editing`.
    private func shortName(ofActivityType type: String) -> String {
        Self.shortName(ofActivityType: type, bundleIdentifier: manifest.app.bundleIdentifier)
    }

    static func shortName(ofActivityType type: String, bundleIdentifier: String) -> String {
        let own = type.split(separator: ".")
        let app = bundleIdentifier.split(separator: ".")
        var shared = 0
        while shared < own.count - 1, shared < app.count, own[shared] == app[shared] { shared += 1 }
        return own.dropFirst(shared).joined(separator: ".")
    }
}
