package import Foundation
package import IntegrationsCore
import IntegrationsStore

/// Where an app's store lives when `--store` is not given.
///
/// 1. `INTEGRATIONS_STORE`, when set, is the store's path.
/// 2. Otherwise, for an app with an App Group (``AppIdentity/appGroup``), the group's container:
///    `$XDG_DATA_HOME/integrations/group-containers/<group>/store.sqlite` — on iOS,
///    `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, which the app and its widgets
///    share.
/// 3. Otherwise the app's own container: `$XDG_DATA_HOME/integrations/<bundle identifier>/store.sqlite`.
///
/// `XDG_DATA_HOME` defaults to `~/.local/share`.
package enum StoreLocation {
    /// The environment variable that overrides the default path.
    package static let environmentVariable = "INTEGRATIONS_STORE"

    /// Where the store is, and where it was before the app had an App Group.
    package struct Resolved: Sendable, Hashable {
        /// The store's path.
        package var path: String
        /// The app's own container's store, for an app whose store now lives in its App Group container:
        /// the store to move from, once.
        package var previousPath: String?

        /// Creates a location.
        package init(path: String, previousPath: String?) {
            self.path = path
            self.previousPath = previousPath
        }
    }

    /// The default store path for an app.
    package static func defaultPath(
        bundleIdentifier: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        return "\(dataHome(environment))/integrations/\(safeName(bundleIdentifier))/store.sqlite"
    }

    /// The store's path for `app`: the App Group container's when the app has a group.
    package static func resolve(
        _ app: AppIdentity,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Resolved {
        let own = defaultPath(bundleIdentifier: app.bundleIdentifier, environment: environment)
        guard let group = app.appGroup, !group.isEmpty,
            environment[environmentVariable].map(\.isEmpty) ?? true
        else { return Resolved(path: own, previousPath: nil) }
        return Resolved(path: "\(dataHome(environment))/integrations/group-containers/\(safeName(group))/store.sqlite", previousPath: own)
    }

    /// The store's path for `app`, after moving the app's own store into its App Group container if that
    /// has not happened yet. `moved` is the old path when this call moved it; `clock` says when the move
    /// happened (recorded with it).
    package static func prepare(
        _ app: AppIdentity,
        busyTimeout: TimeInterval = 10,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        clock: UserClock = .system
    ) throws(IntegrationsError) -> (path: String, moved: String?) {
        let resolved = resolve(app, environment: environment)
        guard let previous = resolved.previousPath else { return (resolved.path, nil) }
        let outcome = try StoreMove.move(from: previous, to: resolved.path, busyTimeout: busyTimeout, at: clock.now())
        return (resolved.path, outcome == .moved ? previous : nil)
    }

    private static func dataHome(_ environment: [String: String]) -> String {
        environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { "\($0)/.local/share" } ?? NSTemporaryDirectory())
    }

    /// A name safe as one path component: letters, digits, `.` and `-`; anything else becomes `_`, and a
    /// name of dots only (`.`, `..`) is prefixed with `_`.
    private static func safeName(_ name: String) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return safe.allSatisfy { $0 == "." } ? "_" + safe : safe
    }
}
