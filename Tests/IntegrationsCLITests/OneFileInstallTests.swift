import Foundation
import IntegrationsCheck
import IntegrationsTestSupport
import Testing

/// Issue 44: one file to install. The `integrations` that `swift build -c release --product integrations`
/// builds (README, Docs/CI.md) reads an app's Swift sources by itself — its hidden subcommand
/// `__read-swift-sources`, in a process of its own — so that the built file, copied alone into an empty
/// folder as an install copies it, reports on `check --project` what only the Swift reader can find; and
/// with the reader named elsewhere and missing or broken, the check fails as the tool.
@Suite struct OneFileInstallTests {
    static let larder = ProjectGoldens.projects.appendingPathComponent("Larder")

    /// Findings of `Fixtures/Projects/Larder` that only the Swift reader finds: each at a Swift source,
    /// which no other reader of the import reads.
    static let swiftFindings: Set<String> = [
        "project.activityTypeUndeclared Larder/Handoff.swift:13",
        "project.webpageHostNotAssociated Larder/Handoff.swift:15",
        "project.notificationCategoryUnregistered Larder/Notifications.swift:13",
        "project.urlSchemeUnregistered LarderWidgets/StockWidget.swift:24",
        "widget.duplicateKind LarderWidgets/StockWidget.swift:33",
        "phrase.tooManyParameters Larder/AppIntents.swift:50",
    ]

    /// The built `integrations`, copied alone as `name` into an empty folder of `runner`'s: the whole install.
    static func install(_ runner: inout CommandRunner, as name: String = "integrations") throws -> URL {
        let lonely = runner.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        let installed = lonely.appendingPathComponent(name)
        try FileManager.default.copyItem(at: CommandRunner.executable, to: installed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: lonely.path) == [name])
        runner.overrides["HOME"] = runner.folder.appendingPathComponent("home").path
        return installed
    }

    /// `code file:line` of each finding of a `check --json` report, the file relative to the project (the
    /// report's are relative to the repository or the working folder).
    static func findings(_ result: CommandRunner.Result) throws -> Set<String> {
        Set(try result.diagnostics().map { diagnostic in
            var file = diagnostic["file"] as? String ?? "-"
            if let project = file.range(of: "Projects/Larder/") { file = String(file[project.upperBound...]) }
            return "\(diagnostic["code"] as? String ?? "-") \(file):\(diagnostic["line"] as? Int ?? 0)"
        })
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's install line and Docs/CI.md's recipes build the one product and use the one file that
    /// the tests below install: no second executable to build or copy.
    @Test(arguments: ["README.md", "Docs/CI.md"])
    func theDocumentedBuildIsTheOneProduct(document: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
        let builds = text.split(separator: "\n").filter { $0.contains("swift build -c release") }
        #expect(!builds.isEmpty)
        for line in builds {
            #expect(line.contains("--product integrations ") || line.hasSuffix("--product integrations"), "\(line)")
        }
        #expect(!text.contains("integrations-swift-sources"))
        #expect(text.contains(".build/release/integrations"))
    }

    /// The lone file reads the Swift sources itself: no reader beside it, none named; under another name
    /// too (an install that keeps versions side by side), since it runs itself, not a file called
    /// `integrations`.
    @Test(arguments: ["integrations", "integrations-0.23"])
    func theOneFileReportsTheSwiftFindings(name: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let installed = try Self.install(&runner, as: name)
        runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = ""
        let result = try runner.shell("'\(installed.path)' check --project '\(Self.larder.path)' --json --locale en")
        let found = try Self.findings(result)
        #expect(Self.swiftFindings.isSubset(of: found), "missing: \(Self.swiftFindings.subtracting(found).sorted())")
        #expect(!found.contains { $0.hasPrefix("project.swiftSourceUnread ") }, "\(found.sorted())")
        #expect(!result.error.contains("could be read"), "\(result.error)")
        // Errors found: the check fails by its findings, not as the tool.
        #expect(result.status == CheckStatus.errors.exitCode, "exit \(result.status): \(result.error)")
    }

    /// How the reader is named elsewhere and fails.
    enum BrokenReader: String, CaseIterable, Sendable {
        /// A path with nothing there: the reader removed.
        case missing
        /// A reader that exits 1 without a word.
        case failing
        /// The built reader, crashing (SIGSEGV) on every file as a hostile file would end it.
        case crashing
    }

    /// The reader removed or broken: the check reports each Swift source unread and exits as the tool.
    @Test(arguments: BrokenReader.allCases)
    func withTheReaderRemovedOrBrokenTheCheckFailsAsTheTool(reader: BrokenReader) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let installed = try Self.install(&runner)
        switch reader {
        case .missing:
            runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = runner.folder.appendingPathComponent("bin/no-reader").path
        case .failing:
            runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = "/bin/false"
        case .crashing:
            let script = runner.folder.appendingPathComponent("crashing-reader")
            try Data("#!/bin/sh\nexec '\(installed.path)' \"$@\" --fault 'crash=*'\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = script.path
        }
        let result = try runner.shell("'\(installed.path)' check --project '\(Self.larder.path)' --locale en")
        #expect(result.status == CheckStatus.toolFailure.exitCode, "exit \(result.status): \(result.error)")
        let last = try #require(result.error.split(separator: "\n").last.map(String.init))
        #expect(last.hasPrefix("error: none of the 6 Swift sources could be read ("), "\(last)")
        #expect(last.contains("swift build -c release --product integrations"), "\(last)")
        #expect(result.output.components(separatedBy: "[project.swiftSourceUnread]").count - 1 == 6, "\(result.output)")
        #expect(!result.output.contains("[project.notificationCategoryUnregistered]"))
    }
}
