public import Foundation

extension ProjectImporter {
    /// The importer of a tool installed with this package's `integrations` command: Swift sources are read by
    /// `integrations __read-swift-sources` (``SwiftSourceReaderProcess/installed(environment:)``) in a process
    /// of its own, so that a source that crashes or exhausts the reader costs that file, never the tool.
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
    /// `integrations` elsewhere, a test's stand-in). It is run as the installed one is: with ``subcommand``
    /// first, then the reader's options (``arguments``).
    public static let environmentVariable = "INTEGRATIONS_SWIFT_SOURCE_READER"

    /// The reader installed with the running executable: the one ``environmentVariable`` names in
    /// `environment` when it is set and not empty; else the running executable itself when it carries the
    /// reader (the `integrations` command, under whatever name it was installed: its `main` says so,
    /// ``runningExecutableCarriesReader()``); else `integrations` (``executableName``) in the running
    /// executable's folder (links resolved), where SwiftPM puts the package's executables side by side (a
    /// test bundle, a tool of the caller's). Each is run with the hidden ``subcommand`` first.
    public static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftSourceReaderProcess {
        if let path = environment[environmentVariable], !path.isEmpty {
            return SwiftSourceReaderProcess(executable: URL(fileURLWithPath: path))
        }
        let running = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        if RunningExecutable.carriesReader {
            return SwiftSourceReaderProcess(executable: running)
        }
        return SwiftSourceReaderProcess(executable: running.deletingLastPathComponent().appendingPathComponent(executableName))
    }

    /// Says that the running executable answers ``subcommand`` as the reader, so that
    /// ``installed(environment:)`` runs it: the `integrations` command calls this first thing in `main`.
    /// Any other executable — a test bundle, an app's tool that uses the importer — never runs itself with
    /// an argument it does not know.
    package static func runningExecutableCarriesReader() {
        RunningExecutable.carriesReader = true
    }
}

/// Whether the running executable carries the reader, set once at the start of `main`.
private enum RunningExecutable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var carries = false

    static var carriesReader: Bool {
        get { lock.withLock { carries } }
        set { lock.withLock { carries = newValue } }
    }
}
