import Foundation
import Testing

/// The golden files beside a project fixture of `Fixtures/Projects`, and a command's output as a person in
/// the package's folder sees it. With `INTEGRATIONS_UPDATE_GOLDEN=1` a differing golden is rewritten and the
/// test records that it did, naming `suite`, the filter that regenerates it.
struct ProjectGoldens {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects")
    static let updating = ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1"

    /// The project fixture's folder.
    let project: URL
    /// The test suite whose run rewrites these goldens.
    let suite: String

    init(_ name: String, suite: String) {
        project = Self.projects.appendingPathComponent(name)
        self.suite = suite
    }

    /// The output with the fixture's path as the repository has it, the exit code last; standard error
    /// after standard output unless `json`.
    func transcript(_ result: CommandRunner.Result, json: Bool = false) -> String {
        (result.output + (json ? "" : result.error)).replacingOccurrences(of: project.path, with: "Fixtures/Projects/\(project.lastPathComponent)")
            + "exit \(result.status)\n"
    }

    func compare(_ text: String, _ golden: String) throws {
        let url = Self.projects.appendingPathComponent(golden)
        if Self.updating, (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(golden) (INTEGRATIONS_UPDATE_GOLDEN=1); review the diff and run the tests again without the variable")
            return
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "\(golden) differs; if the change is meant: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter \(suite)")
    }
}
