import Foundation
import IntegrationsImport
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The Swift-source reader `integrations import` and `check --project` run, carried in this one binary:
/// started as `integrations __read-swift-sources …` (``SwiftSourceReaderProcess/subcommand``, in help nowhere)
/// by `SwiftSourceReaderProcess`, in a process of its own, so that a file that crashes or exhausts the
/// reader costs that file and never the command (Docs/Importing.md, Decisions 420).
///
/// `main()` asks first thing, before the argument parser builds anything: every other command pays one
/// comparison for it, and one flag set so that `import` and `check --project` run this very executable as
/// their reader, under whatever name it was installed.
enum SwiftSourceReaderEntry {
    /// Runs the reader and exits when `arguments` (the process's, its path first) name the reader's
    /// subcommand; otherwise says that this executable is the reader to run (even when built without the
    /// `SwiftSources` trait: its answer then says why it cannot read) and returns.
    static func runIfAsked(_ arguments: [String]) {
        guard arguments.count > 1, arguments[1] == SwiftSourceReaderProcess.subcommand else {
            SwiftSourceReaderProcess.runningExecutableCarriesReader()
            return
        }
        #if SwiftSources
        SwiftSourceReaderCommand.run(Array(arguments.dropFirst(2)))
        #else
        // The reader's exit code for "built without the SwiftSources trait" (its usage): the caller reports
        // the reader as failed, and `check --project` refuses a check without its Swift sources.
        FileHandle.standardError.write(Data((notBuiltMessage + "\n").utf8))
        exit(3)
        #endif
    }

    /// What the subcommand says when this binary was built without the package trait `SwiftSources`.
    static let notBuiltMessage = """
        \(SwiftSourceReaderProcess.executableName) \(SwiftSourceReaderProcess.subcommand): this integrations was built without \
        the SwiftSources trait and cannot read Swift sources; build it with the package's default traits \
        (swift build -c release --product integrations)
        """
}
