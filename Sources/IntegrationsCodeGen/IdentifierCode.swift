import Foundation
import IntegrationsCore

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
        }
    }

    private func intents(_ code: SwiftCode) {
        code.doc("The App Intents, by identifier.")
        code.block("public enum Intents") {
            let names = SwiftNames.unique(manifest.intents.map(\.identifier), SwiftNames.type)
            for (intent, name) in zip(manifest.intents, names) {
                code.doc(both(intent.title) + ": " + both(intent.description))
                code.block("public enum \(name)") {
                    code.doc("The intent's identifier.")
                    code.line("public static let identifier = \(SwiftNames.literal(intent.identifier))")
                    members("Parameters", "The intent's parameter names.", intent.parameters.map { ($0.name, both($0.title)) }, code)
                }
            }
        }
    }

    private func notificationCategories(_ code: SwiftCode) {
        let categories = manifest.notifications.categories
        code.doc("The notification categories and their actions.")
        code.block("public enum NotificationCategories") {
            let names = SwiftNames.unique(categories.map(\.identifier), SwiftNames.type)
            for (category, name) in zip(categories, names) {
                let actions = category.actions.map { both($0.title) }.joined(separator: ", ")
                code.doc("The category `\(SwiftNames.commentText(category.identifier))`" + (actions.isEmpty ? ", without actions." : ": \(actions)."))
                code.block("public enum \(name)") {
                    code.doc("The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.")
                    code.line("public static let identifier = \(SwiftNames.literal(category.identifier))")
                    members("Actions", "The category's action identifiers.", category.actions.map { ($0.identifier, both($0.title)) }, code)
                }
            }
        }
    }

    private func activityTypes(_ code: SwiftCode) {
        code.doc("The `NSUserActivity` types, as `NSUserActivityTypes` in Info.plist lists them.")
        code.block("public enum ActivityTypes") {
            let names = SwiftNames.unique(manifest.activities.map { shortName(ofActivityType: $0.type) }, SwiftNames.type)
            for (activity, name) in zip(manifest.activities, names) {
                code.doc(both(activity.title))
                code.block("public enum \(name)") {
                    code.doc("The activity type.")
                    code.line("public static let identifier = \(SwiftNames.literal(activity.type))")
                    members(
                        "UserInfoKeys", "The keys of the activity's `userInfo`.",
                        activity.userInfo.map { ($0.key, "\($0.type.rawValue)" + ($0.value.map { ", `\(SwiftNames.commentText($0))`" } ?? "")) }, code)
                }
            }
        }
    }

    private func widgets(_ code: SwiftCode) {
        code.doc("The widgets, by kind.")
        code.block("public enum Widgets") {
            let names = SwiftNames.unique(manifest.widgets.map(\.kind), SwiftNames.type)
            for (widget, name) in zip(manifest.widgets, names) {
                code.doc(both(widget.displayName) + ": " + both(widget.description))
                code.block("public enum \(name)") {
                    code.doc("The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.")
                    code.line("public static let kind = \(SwiftNames.literal(widget.kind))")
                    members("Parameters", "The names of the widget's configuration parameters.", widget.configuration.map { ($0.name, both($0.title)) }, code)
                }
            }
        }
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
        let own = type.split(separator: ".")
        let app = manifest.app.bundleIdentifier.split(separator: ".")
        var shared = 0
        while shared < own.count - 1, shared < app.count, own[shared] == app[shared] { shared += 1 }
        return own.dropFirst(shared).joined(separator: ".")
    }
}
