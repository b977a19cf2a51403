public import Foundation
public import IntegrationsCore

/// The sample app's own declarations, read from its manifest in `Fixtures/Appcadia`, for tests of the
/// libraries that pin the sample's wording without depending on the sample's module.
public enum SampleWording {
    /// The sample's manifest file.
    public static let manifestURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Appcadia/integrations.json")

    /// Appcadia's progress wording (its manifest's `progress`).
    public static let appcadiaProgress: ProgressWording? = {
        guard let data = try? Data(contentsOf: manifestURL) else { return nil }
        return (try? JSONDecoder().decode(AppManifest.self, from: data))?.progress
    }()
}
