import Foundation
public import IntegrationsApp
public import IntegrationsCore

/// The app's integration surface as its code uses it: the manifest and records shipped with the module,
/// and the app's own intent handler. `AppRoute` and `AppIdentifiers` are generated from `integrations.json`
/// by the IntegrationsGenerator plugin at build time.
public enum Appcadia {
    /// The folder holding `integrations.json` and the record files (the module's resources).
    public static var folder: URL {
        Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }

    /// The app, loaded from ``folder``.
    public static func load() throws(IntegrationsError) -> App {
        try App.load(from: folder)
    }
}

/// The app's own answer to "Check Today's Progress": performed in code instead of the manifest's
/// `reportProgress` effect, reading the plan it is given. Named by the generated constant, so renaming
/// the intent in the manifest breaks this line at build time.
public struct TodaysPlanHandler: IntentHandling {
    public let intent = AppIdentifiers.Intents.CheckProgress.identifier
    /// The goals planned for today, by title.
    public var planned: [String]

    public init(planned: [String]) {
        self.planned = planned
    }

    public func perform(_ parameters: [String: IntentValue]) async -> IntentOutcome {
        let list = planned.joined(separator: ", ")
        return .success(
            dialog: LocalizedText(ja: "今日の予定: \(planned.joined(separator: "、"))", en: "Today's plan: \(list)"),
            value: .integer(planned.count), url: AppRoute.progress.url)
    }
}
