import Foundation
import Testing

/// A project whose files end their lines with CRLF (Windows, `core.autocrlf`) or a lone CR (classic Mac OS) is
/// the same project (issue 42, item 6): `import` and `check --project` on such a copy of a fixture give the
/// LF fixture's output byte for byte, and that output is the fixture's golden. Every text file is converted
/// (Info.plist, entitlements, xcconfig, project.yml, project.pbxproj, Swift, .intentdefinition, headers);
/// a binary property list is left as it is.
@Suite struct LineEndingCommandTests {
    enum Ending: String, Sendable, CaseIterable {
        case crlf = "\r\n", cr = "\r"
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var project: String
        var ending: Ending
        var arguments: [String]
        /// The golden the LF output is, when the fixture's tests keep one for these arguments.
        var golden: String?
        var testDescription: String { "\(project) \(ending == .crlf ? "CRLF" : "CR") \(arguments.joined(separator: " "))" }
    }

    static let rows: [Row] = Ending.allCases.flatMap { ending in
        [
            Row(project: "Kettle", ending: ending, arguments: ["check", "--project", "{}", "--locale", "en"], golden: "Kettle.check.en.txt"),
            Row(project: "Kettle", ending: ending, arguments: ["check", "--project", "{}", "--locale", "ja"], golden: "Kettle.check.ja.txt"),
            Row(project: "Kettle", ending: ending, arguments: ["import", "{}", "--locale", "en"], golden: "Kettle.import.en.txt"),
            Row(project: "Kettle", ending: ending, arguments: ["import", "{}", "--json", "--locale", "en"], golden: nil),
            Row(project: "Larder", ending: ending, arguments: ["check", "--project", "{}", "--locale", "en"], golden: "Larder.check-command.en.txt"),
            Row(project: "Larder", ending: ending, arguments: ["import", "{}", "--json", "--locale", "en"], golden: nil),
            Row(project: "Sprout", ending: ending, arguments: ["import", "{}", "--json", "--locale", "en"], golden: nil),
        ]
    }

    /// A copy of the fixture under `parent`, every UTF-8 text file's line breaks written as `ending`.
    static func copy(_ project: String, to parent: URL, ending: Ending?) throws -> URL {
        let source = ProjectGoldens.projects.appendingPathComponent(project)
        let target = parent.appendingPathComponent(project)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        guard let ending else { return target }
        let files = FileManager.default.enumerator(at: target, includingPropertiesForKeys: [.isRegularFileKey])
        var converted = 0
        while let file = files?.nextObject() as? URL {
            guard (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let data = try Data(contentsOf: file)
            guard !data.starts(with: Data("bplist".utf8)), let text = String(data: data, encoding: .utf8) else { continue }
            #expect(!text.contains("\r"), "\(file.lastPathComponent) already holds a CR")
            try Data(text.replacingOccurrences(of: "\n", with: ending.rawValue).utf8).write(to: file)
            converted += 1
        }
        #expect(converted > 1)
        return target
    }

    @Test(arguments: rows)
    func sameOutputAsLF(_ row: Row) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("line-endings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        // Each copy where the repository has it, in a repository of its own (a `.git`), so that the check
        // names its files from that root as it names the fixture's (issue 44).
        for repository in ["lf", "other"] {
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent("\(repository)/.git"), withIntermediateDirectories: true)
        }
        let lf = try Self.copy(row.project, to: base.appendingPathComponent("lf/Fixtures/Projects"), ending: nil)
        let other = try Self.copy(row.project, to: base.appendingPathComponent("other/Fixtures/Projects"), ending: row.ending)
        let json = row.arguments.contains("--json")
        func transcript(_ folder: URL) throws -> String {
            let result = try runner.run(row.arguments.map { $0 == "{}" ? folder.path : $0 })
            return ((result.output + (json ? "" : result.error)).replacingOccurrences(of: folder.path, with: "Fixtures/Projects/\(row.project)"))
                + "exit \(result.status)\n"
        }
        let written = try transcript(lf)
        let converted = try transcript(other)
        #expect(converted == written)
        if let golden = row.golden {
            let expected = try String(contentsOf: ProjectGoldens.projects.appendingPathComponent(golden), encoding: .utf8)
            let differs = zip(written.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
            #expect(written == expected, "first differing line: \(differs.map { "\($0.0) ≠ \($0.1)" } ?? "(one ends first)")")
        }
    }

    /// The payload check's headers file, written with CRLF or CR: the same single finding as the LF file.
    @Test(arguments: [nil] + Ending.allCases.map(Optional.some))
    func headersFile(_ ending: Ending?) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("line-endings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let kettle = try Self.copy("Kettle", to: base, ending: ending)
        let result = try runner.run([
            "live-activity", "validate-payload", kettle.appendingPathComponent("Payloads/start-good.json").path, "--project", kettle.path,
            "--attributes", "BrewAttributes", "--headers", kettle.appendingPathComponent("Payloads/headers.txt").path, "--locale", "en",
        ])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map { $0.replacingOccurrences(of: kettle.path + "/", with: "") }
        #expect(lines == [
            "Payloads/headers.txt:2:13: error: apns-topic must be com.example.kettle.push-type.liveactivity, not \"com.example.kettle\": the app's bundle identifier followed by .push-type.liveactivity, or APNs refuses the push with DeviceTokenNotForTopic [liveActivity.topic]",
        ], "\(result.output)\(result.error)")
    }
}
