public import Foundation

/// The embedded default app, Appcadia: its manifest and entity records, shipped as resources.
public enum AppcadiaSample {
    /// The resource bundle's folder name, as SwiftPM writes it beside the products.
    static let bundleName = "swift-platform-integrations_AppcadiaSample.resources"

    /// The folder holding `integrations.json`, `goals.json` and `trainers.json`, or `nil` when the
    /// resources cannot be found or read.
    ///
    /// SwiftPM puts the resources beside the executable; they are looked for there first: making
    /// `Bundle.module` costs about a millisecond on Linux, a tenth of a search command, and it stops the
    /// process when the resources cannot be read (a user who may not read the build folder).
    public static var directory: URL? {
        #if os(Linux)
        var candidates: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        for folder in candidates {
            let resources = folder.appendingPathComponent(bundleName)
            if FileManager.default.isReadableFile(atPath: resources.appendingPathComponent("integrations.json").path) {
                return resources
            }
        }
        return nil
        #else
        return Bundle.module.url(forResource: "integrations", withExtension: "json")?.deletingLastPathComponent()
        #endif
    }
}
