public import IntegrationsCore

/// The app folder `import` writes from a project, while each point adds its declarations to it
/// (``IntegrationPoint/addImportedDeclarations(of:to:)``): the manifest so far, where each declaration came
/// from, and the notes on what was approximated.
///
/// The writer (`ImportedAppFolder`, IntegrationsPoints) fills in what every point reads first — the app's
/// identity and the search domains that declare its entities — then asks each point in
/// `IntegrationPoints.all`, in order.
public struct ImportedAppDraft: Sendable {
    /// The manifest written so far.
    public var manifest: AppManifest
    /// Where each declaration came from, by JSON path (`$.routes[0]` → `Sources/Links.swift:12`).
    public var sources: [String: String]
    /// What the import approximated or left out, each at its place in the project.
    public var notes: [Diagnostic]
    /// The entity each `AppEntity` type an intent's parameter uses is read as, by Swift type (`ItemEntity` →
    /// `item`), as the search domains declare them.
    public let entities: [String: String]
    /// The entity a widget counts the records of: the first entity's, or a stand-in.
    public let widgetEntity: String

    /// Creates a draft from the parts every point reads.
    public init(manifest: AppManifest, sources: [String: String], notes: [Diagnostic], entities: [String: String], widgetEntity: String) {
        self.manifest = manifest
        self.sources = sources
        self.notes = notes
        self.entities = entities
        self.widgetEntity = widgetEntity
    }
}
