public import Foundation
public import IntegrationsCore

/// An app folder a test reads from its module's resources, and the folder in the package the build copied
/// it from: the check runs on the copy (what the app ships) and its diagnostics name the source files,
/// the ones a person opens and fixes, not the copies under `.build`.
///
/// ```swift
/// // Tests/PantryIntegrationsTests/CheckTests.swift; the target declares resources: [.process("App")]
/// let app = BundledAppFolder(bundled: Pantry.appFolder, source: "Sources/PantryIntegrations/App")
/// let diagnostics = app.sourceLocated(AppCheck(directory: app.bundled).run())
/// #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map { $0.formatted(.en) })")
/// ```
///
/// The source folder is found the way a Swift Testing test finds its fixtures: from the test file's own
/// path (`#filePath`), here through the package's folder, the nearest folder above the test file that
/// holds `Package.swift`. Docs/Testing.md has the whole package.
public struct BundledAppFolder: Sendable {
    /// The copy the build made: the folder the app and the test read (`Bundle.module.resourceURL`).
    public let bundled: URL
    /// The folder the copy was made from, in the package; ``bundled`` itself when it cannot be found.
    public let source: URL

    /// Pairs a bundled folder with the folder it was copied from.
    ///
    /// - Parameters:
    ///   - bundled: The copy, as the module's bundle holds it.
    ///   - source: The folder in the package the build copied.
    public init(bundled: URL, source: URL) {
        self.bundled = bundled
        self.source = source
    }

    /// Pairs a bundled folder with its source folder, given relative to the package of the calling test file.
    ///
    /// - Parameters:
    ///   - bundled: The copy, as the module's bundle holds it.
    ///   - source: The source folder relative to the package's folder, such as `Sources/PantryIntegrations/App`.
    ///   - testFile: The calling test file (the default, `#filePath`, is the caller's own path).
    ///
    /// When no folder above `testFile` holds `Package.swift` (a test built on another machine), ``source``
    /// is ``bundled`` and ``sourceLocated(_:)`` changes nothing.
    public init(bundled: URL, source: String, testFile: String = #filePath) {
        self.bundled = bundled
        self.source = Self.packageFolder(of: testFile).map { $0.appendingPathComponent(source, isDirectory: true) } ?? bundled
    }

    /// The nearest folder above `file` that holds `Package.swift`: the package the file belongs to.
    ///
    /// - Parameter file: A file's absolute path, such as a test's `#filePath`.
    /// - Returns: The package's folder, or `nil` when no folder above `file` holds a `Package.swift`.
    public static func packageFolder(of file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The source file a path in the bundled folder was copied from.
    ///
    /// - Parameter file: A path as a diagnostic names it.
    /// - Returns: The same path under ``source`` when `file` is in ``bundled`` and the source file exists;
    ///   otherwise `file` unchanged (a file outside the folder, or one the source folder does not hold).
    public func sourcePath(of file: String) -> String {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let root = bundled.standardizedFileURL.path
        let relative: String
        if path == root {
            relative = ""
        } else if path.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            relative = String(path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
        } else {
            return file
        }
        let copiedFrom = relative.isEmpty ? source.standardizedFileURL : source.appendingPathComponent(relative).standardizedFileURL
        return FileManager.default.fileExists(atPath: copiedFrom.path) ? copiedFrom.path : file
    }

    /// The diagnostics with each file of the bundled folder (their notes' too) named by its source file;
    /// lines and columns stay, since the build copies the files byte for byte.
    ///
    /// - Parameter diagnostics: Diagnostics of a check run on ``bundled``.
    /// - Returns: The same diagnostics, in the same order, placed in the source folder.
    public func sourceLocated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var placed = diagnostic
            placed.file = diagnostic.file.map(sourcePath(of:))
            placed.notes = diagnostic.notes.map { note in
                var moved = note
                moved.file = note.file.map(sourcePath(of:))
                return moved
            }
            return placed
        }
    }
}
