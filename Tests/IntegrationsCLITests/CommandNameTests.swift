import ArgumentParser
import Testing
@testable import integrations

/// Every command names itself (`CommandConfiguration(commandName:)`). argument-parser builds the whole
/// command tree to parse any invocation, and a command without a name is named from its type through
/// `String(describing:)`, which scans the binary's conformance records: a fifth of a short command's time
/// before it did any work (issue 48, Docs/Benchmarks.md).
@Suite struct CommandNameTests {
    /// Every command type under `root`, the root first.
    static func commands(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }

    @Test func everyCommandNamesItself() {
        let commands = Self.commands(under: Integrations.self)
        #expect(commands.count > 50)
        let unnamed = commands.filter { $0.configuration.commandName == nil }.map { String(reflecting: $0) }
        #expect(unnamed.isEmpty, "no commandName: \(unnamed)")
    }
}
