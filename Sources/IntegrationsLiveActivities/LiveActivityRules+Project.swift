import IntegrationsCore
import IntegrationsPointKit

extension LiveActivityRules {
    /// The Live Activity rules across an app's own project files (``LiveActivityProjectChecks``).
    static let project: [CheckRule] = [
        CheckRule(
            "project.liveActivityNotSupported", .error, checkSection: "an-apps-own-files-check---project-path",
            title: ("Live Activity を使えないアプリ", "Live Activities not supported"),
            description: ("コードが Live Activity を開始する（または ActivityConfiguration が表示する）のに、アプリの Info.plist に NSSupportsLiveActivities = YES がありません。ActivityKit はその Live Activity を開始できません。",
                          "The code starts a Live Activity (or an ActivityConfiguration presents one) while the app's Info.plist has no NSSupportsLiveActivities set to true: ActivityKit cannot start it."),
            help: ("アプリ本体の Info.plist に NSSupportsLiveActivities = YES を加えてください（ウィジェット拡張の Info.plist では効きません）。",
                   "Add NSSupportsLiveActivities = YES to the app's own Info.plist (a widget extension's Info.plist does not count)."),
            example: """
                // Shop/DeliveryController.swift (Info.plist has no NSSupportsLiveActivities)
                import ActivityKit

                func startDelivery(order: String) throws {
                    let state = DeliveryAttributes.ContentState(stops: 5)
                    _ = try Activity<DeliveryAttributes>.request(
                        attributes: DeliveryAttributes(orderId: order),
                        content: ActivityContent(state: state, staleDate: nil))
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nssupportsliveactivities",
                    "https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities"]),
        CheckRule(
            "project.liveActivityFrequentUpdates", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("頻繁な更新のキーの食い違い", "Frequent updates key mismatch"),
            description: ("コードが frequentPushesEnabled を読むのに NSSupportsLiveActivitiesFrequentUpdates がないか、NSSupportsLiveActivitiesFrequentUpdates があるのに NSSupportsLiveActivities がありません。",
                          "The code reads frequentPushesEnabled while the Info.plist has no NSSupportsLiveActivitiesFrequentUpdates, or the Info.plist sets NSSupportsLiveActivitiesFrequentUpdates without NSSupportsLiveActivities."),
            help: ("アプリの Info.plist に、要るキーを両方とも加えてください。", "Add both keys the app needs to its Info.plist."),
            example: """
                // Shop/DeliveryController.swift (Info.plist has NSSupportsLiveActivities but no NSSupportsLiveActivitiesFrequentUpdates)
                import ActivityKit

                var canSendFrequentUpdates: Bool {
                    ActivityAuthorizationInfo().frequentPushesEnabled
                }
                """,
            apple: ["https://developer.apple.com/documentation/bundleresources/information-property-list/nssupportsliveactivitiesfrequentupdates",
                    "https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushesenabled"]),
        CheckRule(
            "project.liveActivityNotPresented", .warning, checkSection: "an-apps-own-files-check---project-path",
            title: ("表示するウィジェットのない Live Activity", "Live Activity without a presenting widget"),
            description: ("コードが開始する Live Activity の属性の型について、どのウィジェットも ActivityConfiguration(for:) を宣言していません。表示するものがありません。",
                          "No widget declares ActivityConfiguration(for:) with the attributes type of a Live Activity the code starts: nothing can show it."),
            help: ("ウィジェット拡張に ActivityConfiguration(for: X.self) を返すウィジェットを加えてください。",
                   "Add a widget whose body is ActivityConfiguration(for: X.self) to the widget extension."),
            example: """
                // Shop/DeliveryController.swift (no widget declares ActivityConfiguration(for: DeliveryAttributes.self))
                import ActivityKit

                func startDelivery(order: String) throws {
                    let state = DeliveryAttributes.ContentState(stops: 5)
                    _ = try Activity<DeliveryAttributes>.request(
                        attributes: DeliveryAttributes(orderId: order),
                        content: ActivityContent(state: state, staleDate: nil))
                }
                """,
            apple: ["https://developer.apple.com/documentation/widgetkit/activityconfiguration",
                    "https://developer.apple.com/documentation/widgetkit/activityconfiguration/init(for:content:dynamicisland:)",
                    "https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities"]),
    ]
}
