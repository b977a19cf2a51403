import IntegrationsCore
import IntegrationsPointKit

/// The rules on controls, interactive widgets and app entities in Spotlight across an app's own project
/// files (``ControlProjectChecks``).
enum ControlRules {
    static let all: [CheckRule] = [
        CheckRule(
            "project.controlIntentNotInApp", .error, checkSection: "controls-and-app-entities",
            title: ("アプリにないコントロールのインテント", "Control's intent not in the app"),
            description: ("機能拡張のコントロールか操作できるウィジェットが実行する App Intent を、アプリのターゲットのどのファイルもコンパイルしていません。LiveActivityIntent はシステムがアプリのプロセスで実行するので、アプリになければ動きません。",
                          "An App Intent a control or interactive widget in an extension runs is compiled by no file of the app target. The system performs a LiveActivityIntent in the app's process, so without it in the app it does not run."),
            help: ("インテントを宣言するファイルをアプリのターゲットにも加えてください（Target Membership）。",
                   "Add the file that declares the intent to the app target too (Target Membership)."),
            example: """
                // ShopWidgets/ReorderControl.swift (ReorderIntent, a LiveActivityIntent, is in ShopWidgets only)
                import AppIntents
                import SwiftUI
                import WidgetKit

                struct ReorderControl: ControlWidget {
                    var body: some ControlWidgetConfiguration {
                        StaticControlConfiguration(kind: "com.example.app.reorder") {
                            ControlWidgetButton(action: ReorderIntent()) {
                                Label("Reorder", systemImage: "arrow.clockwise")
                            }
                        }
                    }
                }
                """,
            apple: ["https://developer.apple.com/documentation/appintents/liveactivityintent",
                    "https://developer.apple.com/documentation/widgetkit/adding-interactivity-to-widgets-and-live-activities",
                    "https://developer.apple.com/documentation/widgetkit/creating-controls-to-perform-actions-across-the-system"]),
        CheckRule(
            "project.indexedEntityAvailability", .error, checkSection: "controls-and-app-entities",
            title: ("iOS 18 の App Entity の索引", "iOS 18 app entity indexing unguarded"),
            description: ("IndexedEntity、indexAppEntities(_:priority:)、CSSearchableItem(appEntity:) は iOS 18.0 からですが、アプリのデプロイメントターゲットはそれより前で、@available(iOS 18.0, *) も #available もありません。",
                          "IndexedEntity, indexAppEntities(_:priority:) and CSSearchableItem(appEntity:) are available from iOS 18.0, but the app's deployment target is earlier and no @available(iOS 18.0, *) or #available guards them."),
            help: ("@available(iOS 18.0, *) を付けるか #available で囲むか、デプロイメントターゲットを iOS 18.0 以上にしてください。",
                   "Mark it @available(iOS 18.0, *), guard it with #available, or raise the deployment target to iOS 18.0."),
            example: """
                // Shop/ItemEntity.swift (the deployment target is iOS 17.0)
                import AppIntents

                struct ItemEntity: IndexedEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
                    static let defaultQuery = ItemQuery()
                    var id: String
                    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(id)") }
                }
                """,
            apple: ["https://developer.apple.com/documentation/appintents/indexedentity",
                    "https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexappentities(_:priority:)",
                    "https://developer.apple.com/documentation/corespotlight/cssearchableitem/init(appentity:)-89ehq",
                    "https://developer.apple.com/documentation/appintents/making-app-entities-available-in-spotlight"]),
    ]
}
