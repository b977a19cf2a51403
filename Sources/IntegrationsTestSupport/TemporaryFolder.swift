public import Foundation

/// A fresh folder under the temporary directory, for a test's store files and inputs.
///
/// ```swift
/// let folder = try TemporaryFolder(prefix: "integrations-state")
/// defer { folder.remove() }
/// let store = try Store.open(at: folder.path("store.sqlite"), schemas: [StateSchema()])
/// ```
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates a folder named `prefix` plus a UUID.
    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
