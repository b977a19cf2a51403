public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

extension HandoffPoint {
    /// The activity types the app declares or creates, each titled by its type. Intent class names in
    /// `NSUserActivityTypes` (SiriKit's, or any intent the project has) are not activity types of the app's
    /// own, and are not held to reverse-DNS.
    public func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft) {
        let intentClasses = report.knownIntents
        let imported = report.activityTypes.filter { activity in
            (activity.declared || activity.created) && !ImportReport.systemActivityTypes.contains(activity.type)
                && !ImportReport.isSystemIntent(activity.type) && !intentClasses.contains(activity.type)
        }
        for (index, activity) in imported.enumerated() { draft.sources["$.activities[\(index)]"] = activity.createdAt.first ?? activity.source }
        draft.manifest.activities = imported.map { activity -> ActivityTypeDeclaration in
            let eligibility = activity.eligibility.compactMap(ActivityTypeDeclaration.Eligibility.init(rawValue:))
            return ActivityTypeDeclaration(
                type: activity.type, title: LocalizedText(ja: activity.type, en: activity.type),
                webpageURL: activity.webpageHosts.first.map { "https://\($0.value)/" },
                eligibility: eligibility.isEmpty ? [.handoff] : eligibility)
        }
    }
}
