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
import IntegrationsWidgets
import IntegrationsNotifications

/// The integration points registered as plug-ins (``IntegrationPoint``): the one list the check (its
/// rules, its manifest and project checks, the keys it knows), the importer (``ProjectFactReading``),
/// `integrations rules` and `integrations schema` iterate. A new point is one line here.
///
/// Search, the point every other one reads its records through, is still wired by hand; of the others,
/// only intents keep their declarations in the core's `AppManifest` (the importer makes them), and each
/// point's import facts are the importer's (Docs/Architecture.md, "Not yet in the plug-in shape").
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
        WidgetsPoint(),
        NotificationsPoint(),
    ]

    /// The manifest's JSON Schema with every registered point's section, as `integrations schema` writes it.
    public static func manifestSchema() -> Data {
        ManifestSchema.json(sections: Dictionary(uniqueKeysWithValues: all.flatMap(\.manifestSections).map { ($0.key, $0.schema) }))
    }
}
