public import Foundation

/// Where an app's store lives when `--store` is not given.
///
/// 1. `INTEGRATIONS_STORE`, when set, is the store's path.
/// 2. Otherwise `$XDG_DATA_HOME/integrations/<bundle identifier>/store.sqlite`, with `XDG_DATA_HOME`
///    defaulting to `~/.local/share`.
public enum StoreLocation {
    /// The environment variable that overrides the default path.
    public static let environmentVariable = "INTEGRATIONS_STORE"

    /// The default store path for an app.
    public static func defaultPath(
        bundleIdentifier: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { "\($0)/.local/share" } ?? NSTemporaryDirectory())
        let safeName = bundleIdentifier.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return "\(dataHome)/integrations/\(String(safeName))/store.sqlite"
    }
}
