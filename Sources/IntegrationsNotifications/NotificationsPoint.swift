public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Notifications (User Notifications) as an integration point: the rules on the manifest's
/// `notifications` (categories, actions, templates and what actions do, checked against the app's
/// records), on the APNs payloads a team sends, and on the categories and actions an app's Swift sources
/// register and handle (Docs/Notifications.md); its runtime — when triggers fire (``TriggerSchedule``) and
/// the payloads (``APNsPayload``) — is this module too.
///
/// Moved into the plug-in shape from the check (issue 45) as widgets were, with the places a dependency
/// still forces: the manifest's `notifications` is the core's typed field (`AppManifest.notifications`),
/// the importer reads the categories and handlers itself (`ImportReport.notificationCategories`, the Swift
/// reader's collector), and the pending requests are kept in the store (`UserNotificationCenter` in
/// IntegrationsState, the host's `AppNotifications.swift`), which this module does not depend on.
public struct NotificationsPoint: CoreTypedIntegrationPoint {
    /// The manifest key; the core defines its keys and schema.
    public let name = "notifications"

    /// The point.
    public init() {}

    public var title: LocalizedText { LocalizedText(ja: "通知", en: "Notifications") }

    public var rules: [CheckRule] { (NotificationRules.manifest + NotificationRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Nothing from the manifest alone: the rules read the templates' fields in the app's records
    /// (``checkRecords(_:records:)``).
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] { [] }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] {
        NotificationManifestChecks(manifest: manifest, records: records).run()
    }

    /// None: the project rules compare the Swift sources with themselves.
    public var codesNeedingTheAppsFiles: Set<String> { [] }

    public func projectFindings(_ report: ImportReport) -> [Diagnostic] {
        NotificationProjectChecks(report: report).run()
    }
}

/// The notification rules: the manifest's and the payloads' (NotificationRules+Manifest.swift) and the
/// project's (NotificationRules+Project.swift).
enum NotificationRules {}
