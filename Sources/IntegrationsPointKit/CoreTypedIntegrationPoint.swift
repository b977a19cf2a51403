public import IntegrationsCore
public import IntegrationsImport

/// A point moved into the plug-in shape whose facts the importer still reads into ``ImportReport`` itself
/// (Decision 474). One such point's manifest section is still typed by the core too
/// (`AppManifest.intents`): it declares no keys or schema of its own — the core's key table and schema
/// have them — and gives its rules and checks. A point whose section is its own (Live Activities,
/// background tasks, quick actions, Handoff, notifications, widgets, App Clips, deep links: Decisions
/// 510–513, 518, 521, 522, 528, 529, 531) gives its keys and schema as any point does.
///
/// Its project findings that conclude from what the app's Info.plist lacks (``codesNeedingTheAppsFiles``)
/// are dropped when no app Info.plist was read (no iOS app target, a Tuist project before `tuist generate`):
/// what the file would declare is unknown, so nothing is concluded from its absence.
public protocol CoreTypedIntegrationPoint: IntegrationPoint {
    /// The project rules that conclude from what the app's Info.plist does not declare.
    var codesNeedingTheAppsFiles: Set<String> { get }
    /// The point's findings in an imported project, before those needing the app's files are dropped.
    func projectFindings(_ report: ImportReport) -> [Diagnostic]
}

extension CoreTypedIntegrationPoint {
    /// None of its own: the core's key table knows the section.
    public var manifestKeys: [String: Set<String>] { [:] }

    /// None of its own: the core's schema has the section.
    public var manifestSchema: JSONValue { .object([:]) }

    /// None of its own: the importer reads the point into ``ImportReport`` itself.
    public func facts(in plist: InfoPlistReading) -> JSONValue? { nil }

    public func checkProject(_ report: ImportReport) -> [Diagnostic] {
        let found = projectFindings(report)
        guard report.app.source == nil else { return found }
        return found.filter { !codesNeedingTheAppsFiles.contains($0.code.rawValue) }
    }
}
