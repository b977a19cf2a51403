public import Foundation

extension ProjectImporter {
    /// The importer of a tool installed with this package's executables: Swift sources are read by the
    /// `integrations-swift-sources` reader (``SwiftSourceReaderProcess/installed(environment:)``) in a process of its own,
    /// so that the tool links no swift-syntax.
    ///
    /// ```swift
    /// let report = try ProjectImporter.installed(configuration: "Release").importProject(at: URL(fileURLWithPath: "MyApp"))
    /// ```
    ///
    /// When the reader is not there, the import goes on without the Swift sources, and a note says why.
    /// `environment` is where ``SwiftSourceReaderProcess/environmentVariable`` is looked up (default: the
    /// process's).
    public static func installed(
        configuration: String? = nil, target: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ProjectImporter {
        ProjectImporter(configuration: configuration, target: target, swiftSources: SwiftSourceReaderProcess.installed(environment: environment))
    }
}

extension SwiftSourceReaderProcess {
    /// The environment variable that names the reader's executable in place of the installed one (a build of
    /// the reader elsewhere, a test's).
    public static let environmentVariable = "INTEGRATIONS_SWIFT_SOURCE_READER"

    /// The reader installed with the running executable: the one ``environmentVariable`` names in
    /// `environment` when it is set and not empty, else ``executableName`` in the running executable's folder
    /// (links resolved), where SwiftPM and an installation put the package's executables side by side.
    public static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftSourceReaderProcess {
        if let path = environment[environmentVariable], !path.isEmpty {
            return SwiftSourceReaderProcess(executable: URL(fileURLWithPath: path))
        }
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        return SwiftSourceReaderProcess(executable: folder.appendingPathComponent(executableName))
    }
}
