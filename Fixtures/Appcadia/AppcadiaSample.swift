public import Foundation

/// The embedded default app, Appcadia: its manifest and entity records, shipped as resources.
public enum AppcadiaSample {
    /// The folder holding `integrations.json`, `goals.json` and `trainers.json`.
    ///
    /// SwiftPM puts the resources beside the executable; they are looked for there first, since making
    /// `Bundle.module` costs about a millisecond on Linux, a tenth of a search command.
    public static var directory: URL? {
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let beside = URL(fileURLWithPath: executable).deletingLastPathComponent()
                .appendingPathComponent("swift-platform-integrations_AppcadiaSample.resources")
            if FileManager.default.fileExists(atPath: beside.appendingPathComponent("integrations.json").path) { return beside }
        }
        return Bundle.module.url(forResource: "integrations", withExtension: "json")?.deletingLastPathComponent()
    }
}
