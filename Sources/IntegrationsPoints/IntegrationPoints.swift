public import Foundation
import IntegrationsCore
import IntegrationsImport
public import IntegrationsPointKit
import IntegrationsBackgroundTasks
import IntegrationsQuickActions
import IntegrationsLiveActivities
import IntegrationsShareExtensions
import IntegrationsHandoff
import IntegrationsAppClips
import IntegrationsIntents
import IntegrationsRouting
import IntegrationsControls

/// The integration points registered as plug-ins (``IntegrationPoint``): the one list the check (its
/// rules, its manifest and project checks, the keys it knows), the importer (``ProjectFactReading``),
/// `integrations rules` and `integrations schema` iterate. A new point is one line here.
///
/// The points that came before the plug-in shape (notifications, search, widgets) are still wired
/// by hand; background tasks, quick actions, Live Activities, Handoff, App Clips, intents and deep links are
/// partly moved (Docs/Architecture.md, "Points not yet in the plug-in shape").
public enum IntegrationPoints {
    /// Every registered point, in the order their findings are reported.
    public static let all: [any IntegrationPoint] = [
        ShareExtensionsPoint(),
        BackgroundTasksPoint(),
        QuickActionsPoint(),
        LiveActivitiesPoint(),
        HandoffPoint(),
        AppClipsPoint(),
        IntentsPoint(),
        DeepLinksPoint(),
        ControlsPoint(),
    ]

    /// The manifest's JSON Schema with every registered point's section, as `integrations schema` writes it.
    public static func manifestSchema() -> Data {
        ManifestSchema.json(sections: Dictionary(uniqueKeysWithValues: all.compactMap { point in point.manifestKey.map { ($0, point.manifestSchema) } }))
    }
}
