public import Foundation

/// The embedded default app, Appcadia: its manifest and entity records, shipped as resources.
public enum AppcadiaSample {
    /// The folder holding `integrations.json`, `goals.json` and `trainers.json`.
    public static var directory: URL? {
        Bundle.module.url(forResource: "integrations", withExtension: "json")?.deletingLastPathComponent()
    }
}
