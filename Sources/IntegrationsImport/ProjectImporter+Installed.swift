public import Foundation

extension ProjectImporter {
    /// The importer of a tool installed with this package's executables: Swift sources are read by the
    /// `integrations-swift-sources` reader (``SwiftSourceReaderProcess/installed``) in a process of its own,
    /// so that the tool links no swift-syntax.
    ///
    /// ```swift
    /// let report = try ProjectImporter.installed(configuration: "Release").importProject(at: URL(fileURLWithPath: "MyApp"))
    /// ```
    ///
    /// When the reader is not there, the import goes on without the Swift sources, and a note says why.
    public static func installed(configuration: String? = nil, target: String? = nil) -> ProjectImporter {
        ProjectImporter(configuration: configuration, target: target, swiftSources: SwiftSourceReaderProcess.installed)
    }
}

extension SwiftSourceReaderProcess {
    /// The environment variable that names the reader's executable in place of the installed one (a build of
    /// the reader elsewhere, a test's).
    public static let environmentVariable = "INTEGRATIONS_SWIFT_SOURCE_READER"

    /// The reader installed with the running executable: the one ``environmentVariable`` names when it is
    /// set and not empty, else ``executableName`` in the running executable's folder (links resolved), where
    /// SwiftPM and an installation put the package's executables side by side.
    public static var installed: SwiftSourceReaderProcess {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            return SwiftSourceReaderProcess(executable: URL(fileURLWithPath: path))
        }
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        return SwiftSourceReaderProcess(executable: folder.appendingPathComponent(executableName))
    }
}
