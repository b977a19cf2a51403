import Foundation

/// The app's integration surface as the build bundled it.
public enum Pantry {
    /// The folder holding integrations.json and its record files (`resources: [.process("App")]`).
    public static var appFolder: URL {
        Bundle.module.resourceURL ?? Bundle.module.bundleURL
    }
}
