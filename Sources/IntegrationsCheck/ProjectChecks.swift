import Foundation
public import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
public import IntegrationsImport

/// The checks across an imported app's own files: where its Info.plist, entitlements, SiriKit definitions
/// and Swift sources disagree, each reported at the file and line a person fixes, with a code.
///
/// The rules and the Apple documentation each follows are listed in Docs/Check.md ("An app's own files").
public struct ProjectChecks: Sendable {
    /// The imported app.
    public let report: ImportReport

    /// Checks `report`.
    public init(report: ImportReport) {
        self.report = report
    }

    /// Every diagnostic, ordered by file and line.
    public func run() -> [Diagnostic] {
        // Every registered point, from its own facts. A point's rules that conclude from what the app's
        // Info.plist does not declare are its own to drop when none was read
        // (`CoreTypedIntegrationPoint.codesNeedingTheAppsFiles`). Each finding at the columns of what its
        // place was read from (``ImportReport/regions``), where known.
        IntegrationPoints.all.flatMap { $0.checkProject(report) }.map { $0.placed(in: report.regions) }
            .sorted { ($0.file ?? "", $0.line ?? 0, $0.code.rawValue) < ($1.file ?? "", $1.line ?? 0, $1.code.rawValue) }
    }
}
