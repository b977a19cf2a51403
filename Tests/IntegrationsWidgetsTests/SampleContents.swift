import IntegrationsCore
import IntegrationsWidgets

/// Appcadia's four widgets' contents, as its manifest declares them, under the names the golden files use.
enum SampleContent: String, Sendable, CaseIterable {
    case todayGoals, progressSummary, activityMini, nextStep

    var content: WidgetContent {
        switch self {
        case .todayGoals: .records(.init(limit: 3, limitParameter: "maxGoalsCount", includeCompletedParameter: "showCompletedGoals"))
        case .progressSummary: .progress
        case .activityMini: .dayGrid(.init(days: [.systemMedium: 7, .systemLarge: 14]))
        case .nextStep: .nextRecord(.init(whenAllDone: LocalizedText(ja: "今日の目標はすべて完了！", en: "All of today's goals are done!")))
        }
    }
}
