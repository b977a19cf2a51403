public import Foundation
public import IntegrationsCore

/// The fixture apps' own declarations, read from their manifests in `Fixtures/`, for tests of the
/// libraries that pin a fixture's wording without depending on a fixture's module.
public enum FixtureManifest {
    /// The repository's `Fixtures` folder.
    public static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The manifest of the fixture app in `Fixtures/<name>`, or `nil` when it cannot be read.
    public static func manifest(of name: String) -> AppManifest? {
        guard let data = try? Data(contentsOf: fixtures.appendingPathComponent(name).appendingPathComponent("integrations.json")) else { return nil }
        return try? JSONDecoder().decode(AppManifest.self, from: data)
    }

    /// A fixture app's progress wording (its manifest's `progress`).
    public static func progressWording(of name: String) -> ProgressWording? {
        manifest(of: name)?.progress
    }
}
