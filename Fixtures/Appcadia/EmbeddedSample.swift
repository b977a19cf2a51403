public import Foundation
public import IntegrationsApp
public import IntegrationsCore

/// The embedded default app, Appcadia: its manifest and entity records, shipped as resources.
public enum EmbeddedSample {
    /// The resource bundle's folder name, as SwiftPM writes it beside the products.
    static let bundleName = "swift-platform-integrations_EmbeddedSample.resources"

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

extension App {
    /// The folder of the embedded default app, Appcadia.
    public static func embeddedDirectory() throws(IntegrationsError) -> URL {
        guard let directory = EmbeddedSample.directory else {
            throw IntegrationsError(.invalidManifest, LocalizedText(
                ja: "組み込みのサンプルアプリ Appcadia のリソースが見つかりません。パッケージをビルドし直すか、--app でアプリのフォルダを指定してください。",
                en: "The embedded sample app Appcadia's resources are missing. Rebuild the package, or give an app folder with --app."))
        }
        return directory
    }

    /// The embedded default app.
    public static func embedded() throws(IntegrationsError) -> App {
        try load(from: try embeddedDirectory())
    }
}
