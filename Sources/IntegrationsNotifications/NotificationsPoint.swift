public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

/// Notifications (User Notifications) as an integration point: the rules on the manifest's
/// `notifications` (categories, actions, templates and what actions do, checked against the app's
/// records), on the APNs payloads a team sends, and on the categories and actions an app's Swift sources
/// register and handle (Docs/Notifications.md); its runtime — when triggers fire (``TriggerSchedule``) and
/// the payloads (``APNsPayload``) — is this module too.
///
/// Its declarations are its own (Decision 521): the manifest's `notifications` is the point's section, read
/// by ``AppManifest/notificationDeclarations(file:)``, and the import writes it from a project
/// (`NotificationImportedDeclarations.swift`). The places a dependency still forces: the importer reads the
/// categories and handlers itself (`ImportReport.notificationCategories`, the Swift reader's collector),
/// and the pending requests are kept in the store (`UserNotificationCenter` in IntegrationsState, the
/// host's `AppNotifications.swift`), which this module does not depend on.
public struct NotificationsPoint: CoreTypedIntegrationPoint {
    /// The manifest key: the point's own section, one ``NotificationDeclarations``.
    public static let key = "notifications"

    /// The manifest key.
    public let name = NotificationsPoint.key

    /// The point.
    public init() {}

    /// The section's keys, as the core's table held them until the declarations moved here (Decision 521):
    /// the check's unknown keys and the schema come from it.
    static let keys: ManifestKeys = .object([
        "categories": .array(.object([
            "identifier": .string,
            "options": .array(.string(["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle"])),
            "hiddenPreviewsBodyPlaceholder": .text, "summaryFormat": .text,
            "actions": .array(.object([
                "identifier": .string, "title": .text, "options": .array(.string(["authenticationRequired", "destructive", "foreground"])),
                "textInput": .object(["buttonTitle": .text, "placeholder": .text, "parameter": .string]),
                "does": .object(["runIntent": .string, "postpone": .number, "openRoute": .string]), "confirmation": .string,
            ], required: ["identifier", "title"])),
        ], required: ["identifier"])),
        "streakNotification": .object(["template": .string, "minimumStreak": .integer], required: ["template"]),
        "templates": .array(.object([
            "identifier": .string, "category": .string, "entity": .string, "title": .text, "subtitle": .text, "body": .text,
            "badge": .integer, "sound": .string, "threadIdentifier": .string,
            "interruptionLevel": .string(["passive", "active", "timeSensitive", "critical"]), "relevanceScore": .number,
            "trigger": .object([
                "calendar": .object(["year": .integer, "month": .integer, "day": .integer, "weekday": .integer, "hour": .integer, "minute": .integer, "second": .integer]),
                "timeZone": .string, "timeInterval": .number, "repeats": .boolean, "push": .boolean,
            ]),
            "attachments": .strings,
        ], required: ["identifier", "title", "body"])),
    ])

    public var manifestKeys: [String: Set<String>] { Self.keys.objectKeys }

    /// An unknown key is the check's `manifest.unknownKey` warning, as it was while the core read the section.
    public var refusesUnknownKeys: Bool { false }

    public var manifestSchema: JSONValue { ManifestSchema.schema(Self.keys) }

    public var title: LocalizedText { LocalizedText(ja: "通知", en: "Notifications") }

    public var rules: [CheckRule] { (NotificationRules.manifest + NotificationRules.project).sorted { $0.code.rawValue < $1.code.rawValue } }

    /// Nothing from the manifest alone but a section that does not decode (`manifest.invalidValue` at its
    /// path): the rules read the templates' fields in the app's records (``checkRecords(_:records:)``).
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        if case .failure(let problem) = decodedSection(NotificationDeclarations.self, of: manifest) { return [invalidSection(problem)] }
        return []
    }

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

extension AppManifest {
    /// The app's notification categories, actions and content templates — a typed view of the
    /// notifications point's section (none when the section does not decode: what reads the notifications
    /// refuses it through ``notificationDeclarations(file:)``; setting it writes the section, or removes it
    /// when it declares nothing).
    public var notifications: NotificationDeclarations {
        get { (try? NotificationsPoint().decodedSection(NotificationDeclarations.self, of: self).get()) ?? NotificationDeclarations() }
        set { sections[NotificationsPoint.key] = newValue == NotificationDeclarations() ? nil : try? JSONValue(encoding: newValue) }
    }

    /// The app's notifications, refused with their place when the section does not decode.
    ///
    /// - Parameter file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path,
    ///   its line and column, and what was expected.
    public func notificationDeclarations(file: String) throws(IntegrationsError) -> NotificationDeclarations {
        try NotificationsPoint().section(NotificationDeclarations.self, of: self, file: file) ?? NotificationDeclarations()
    }
}
