import Foundation
import IntegrationsTestSupport
import Testing

/// The golden files the check tests compare with, beside the fixtures. Regenerate after a deliberate change:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter IntegrationsCheckTests
enum CheckGolden {
    static let broken = FixtureManifest.fixtures.appendingPathComponent("Broken")
    static let projects = FixtureManifest.fixtures.appendingPathComponent("Projects")
    static let larder = projects.appendingPathComponent("Larder")
    static let brokenApps = ((try? FileManager.default.contentsOfDirectory(atPath: broken.path)) ?? []).sorted()

    static func compare(_ text: String, _ url: URL) throws {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", expected != text else {
            #expect(text == expected, "\(url.lastPathComponent) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter IntegrationsCheckTests")
            return
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("rewrote \(url.lastPathComponent) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
    }
}
