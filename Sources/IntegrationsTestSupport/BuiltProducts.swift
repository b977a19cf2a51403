public import Foundation

/// The package's executables as a test finds them: beside the test bundle, where `swift build` and
/// `swift test` put every product, else in the package's `.build/debug`.
public enum BuiltProducts {
    /// The executable `name` (`integrations`, which carries the Swift-source reader).
    public static func executable(_ name: String) -> URL {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        // Sources/IntegrationsTestSupport/BuiltProducts.swift → the package's folder.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug").appendingPathComponent(name)
    }
}
