import Foundation
import IntegrationsCheck
import IntegrationsCore
import Testing

/// A check run as a front end runs it returns values, not text: how it ended, the format's name and the
/// status, with the line hashes read only for a format that uses them.
@Suite struct CheckInvocationTests {
    /// Two formats, as a front end would offer them: one reads line hashes.
    enum Formats: String, CheckReportFormats {
        case plain, hashed
        static var standard: Formats { .plain }
        var usesLineHashes: Bool { self == .hashed }
    }

    static let several = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Broken/Several").standardizedFileURL

    @Test(arguments: [("plain", false), ("hashed", true)])
    func lineHashesOnlyForAFormatThatUsesThem(format: String, hashes: Bool) throws {
        let run = CheckInvocation(.app(Self.several), options: CheckOptions(format: format)).run(Formats.self)
        guard case .checked(let checked) = run.ending else {
            Issue.record("\(run.ending)")
            return
        }
        #expect(run.format == format)
        #expect(run.status == .errors)
        #expect(!checked.report.diagnostics.isEmpty)
        #expect(!checked.report.lineHashes.isEmpty == hashes)
    }

    /// The default format when neither the options nor a configuration name one.
    @Test func theDefaultFormat() {
        let run = CheckInvocation(.app(Self.several)).run(Formats.self)
        #expect(run.format == "plain")
        #expect(run.strict == false)
    }

    /// A baseline that cannot be read stops the run: one diagnostic, the tool's failure.
    @Test func anUnreadableBaselineStopsTheRun() {
        let options = CheckOptions(baseline: "/nonexistent/integrations-baseline.json", strict: true)
        let run = CheckInvocation(.app(Self.several), options: options).run(Formats.self)
        guard case .stopped(let diagnostic) = run.ending else {
            Issue.record("\(run.ending)")
            return
        }
        #expect(diagnostic.code == CheckRules.baselineUnreadable)
        #expect(run.diagnostics == [diagnostic])
        #expect(run.status == .toolFailure && run.toolFailed && run.fails)
    }

    /// A named configuration that is not one is not used: its problems are the report.
    @Test func aBrokenConfigurationIsTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-invocation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("integrations.yml")
        try Data("reporter: nonsense\n".utf8).write(to: file)
        let run = CheckInvocation(.app(Self.several), options: CheckOptions(configurationFile: file.path)).run(Formats.self)
        guard case .configurationRejected(let problems) = run.ending else {
            Issue.record("\(run.ending)")
            return
        }
        #expect(!problems.diagnostics.isEmpty)
        #expect(run.diagnostics == problems.diagnostics)
        #expect(run.status == .toolFailure)
    }
}
