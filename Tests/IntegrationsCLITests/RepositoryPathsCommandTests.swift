import Foundation
import Testing

/// Issue 44's acceptance for CI: a project's problems are named from the repository's root in every
/// format, whatever the spelling of `--project` and the working directory; a baseline written by one
/// spelling is clean for the others; and lines inserted above every problem and every other place a
/// problem names, or a `git mv` of a file with problems, leave the baseline clean and the fingerprints as
/// they were. Run through the built `integrations` in a real git repository (`git init`), from the folder
/// each spelling is typed in.
@Suite struct RepositoryPathsCommandTests {
    static let larder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects/Larder")

    /// The reporters whose standard output names files; `markdown` and `junit` also name what was checked
    /// as it was typed (the folder), so their file names are compared through the JSON, which every
    /// reporter is written from.
    static let reporters = ["text", "json", "sarif", "github-actions", "codeclimate", "checkstyle", "xcode"]

    /// A git repository in the runner's folder with Larder at `sub/App`.
    static func repository(_ runner: CommandRunner) throws -> URL {
        let repository = runner.folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: larder, to: repository.appendingPathComponent("sub/App"))
        let made = try runner.shell("git init -q '\(repository.path)' && git -C '\(repository.path)' add -A")
        #expect(made.status == 0, "\(made.error)")
        return repository
    }

    /// The spellings: the folder the command runs in (from the repository) and `--project`'s value.
    static let spellings: [(folder: String, project: String)] = [
        ("sub/App", "."), ("sub/App", ""), ("", "sub/App"), ("sub/App/Larder", ".."), ("sub", "App"),
    ]

    static func check(_ runner: CommandRunner, in repository: URL, _ spelling: (folder: String, project: String), _ options: String) throws -> CommandRunner.Result {
        let folder = spelling.folder.isEmpty ? repository.path : repository.appendingPathComponent(spelling.folder).path
        return try runner.shell("cd '\(folder)' && integrations check --project '\(spelling.project)' --locale en \(options)")
    }

    @Test func everySpellingNamesTheSameFilesInEveryReporter() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let repository = try Self.repository(runner)
        for reporter in Self.reporters {
            let outputs = try Self.spellings.map { try Self.check(runner, in: repository, $0, "--reporter \(reporter)") }
            #expect(outputs.allSatisfy { $0.status == 2 }, "\(reporter): \(outputs.map(\.status)) \(outputs.map(\.error))")
            for (spelling, output) in zip(Self.spellings.dropFirst(), outputs.dropFirst()) {
                #expect(output.output == outputs[0].output, "\(reporter) from \(spelling.folder) with --project '\(spelling.project)'")
            }
        }
        // Files from the root, never `./`, `../` or absolute (but in the xcode format, which is absolute).
        let json = try Self.check(runner, in: repository, Self.spellings[0], "--json").diagnostics()
        let files = Set(json.compactMap { $0["file"] as? String })
        #expect(!files.isEmpty && files.allSatisfy { $0.hasPrefix("sub/App/") }, "\(files)")
        let xcode = try Self.check(runner, in: repository, Self.spellings[0], "--reporter xcode").output
        #expect(xcode.hasPrefix(repository.appendingPathComponent("sub/App/").path), "\(xcode)")
    }

    /// `integrations check` with neither `--project` nor `--app` in a folder holding a project names it and
    /// says how to check it, a usage error (64), instead of a green check of the embedded sample.
    @Test func checkInAProjectsFolderNamesTheProject() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let repository = try Self.repository(runner)
        let project = repository.appendingPathComponent("sub/App").path
        let en = try runner.shell("cd '\(project)' && integrations check --locale en")
        #expect(en.status == 64)
        #expect(en.output.isEmpty)
        #expect(en.error.contains("This folder holds Larder.xcodeproj: check it with integrations check --project ."), "\(en.error)")
        let ja = try runner.shell("cd '\(project)' && integrations check --locale ja")
        #expect(ja.status == 64)
        #expect(ja.error.contains("このフォルダには Larder.xcodeproj があります。チェックするには integrations check --project . を実行してください"), "\(ja.error)")
        // The project itself, and the sample by its folder, still check from there.
        #expect(try runner.shell("cd '\(project)' && integrations check --project . --locale en").status == 2)
    }

    @Test func aBaselineWrittenWithOneSpellingIsCleanForTheOthers() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let repository = try Self.repository(runner)
        let baseline = runner.folder.appendingPathComponent("baseline.json").path
        #expect(try Self.check(runner, in: repository, Self.spellings[0], "--write-baseline '\(baseline)'").status == 2)
        for spelling in Self.spellings {
            let checked = try Self.check(runner, in: repository, spelling, "--baseline '\(baseline)' --strict --json")
            #expect(checked.status == 0 && checked.output == "[]\n", "from \(spelling.folder) with --project '\(spelling.project)': \(checked.output)")
        }
    }

    /// The SARIF log's fingerprints (`integrationsFingerprint/v2`), by rule, sorted.
    static func fingerprints(_ result: CommandRunner.Result) throws -> [String] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        return results.map { result in
            let fingerprint = (result["partialFingerprints"] as? [String: String])?["integrationsFingerprint/v2"] ?? "-"
            return "\(result["ruleId"] as? String ?? "-") \(fingerprint)"
        }.sorted()
    }

    /// A line that file's own syntax takes as nothing: a comment, or a blank line where no comment can go.
    static func inserted(_ name: String, into text: String) -> String {
        switch (name as NSString).pathExtension {
        case "swift", "xcconfig": return "// a line inserted above everything\n" + text
        case "plist", "entitlements", "intentdefinition":
            // After the XML declaration, which must stay first.
            guard let end = text.firstIndex(of: "\n") else { return text }
            return String(text[...end]) + "<!-- a line inserted above everything -->\n" + text[text.index(after: end)...]
        case "pbxproj":
            guard let end = text.firstIndex(of: "\n") else { return text }
            return String(text[...end]) + "\n" + text[text.index(after: end)...]
        default: return "\n" + text
        }
    }

    @Test func insertedLinesAndAMovedFileKeepTheBaselineAndTheFingerprints() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let repository = try Self.repository(runner)
        let project = repository.appendingPathComponent("sub/App")
        let baseline = runner.folder.appendingPathComponent("baseline.json").path
        #expect(try Self.check(runner, in: repository, Self.spellings[0], "--write-baseline '\(baseline)'").status == 2)
        let before = try Self.fingerprints(try Self.check(runner, in: repository, Self.spellings[0], "--reporter sarif"))
        #expect(before.count > 10)

        // A line above every problem and above every other place a problem names: the top of every file.
        let files = try #require(FileManager.default.enumerator(at: project, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let file as URL in files where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            // Text files only (a String Catalog may be UTF-16); the check reads no other.
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            try Self.inserted(file.lastPathComponent, into: text).write(to: file, atomically: true, encoding: .utf8)
        }
        let inserted = try Self.check(runner, in: repository, Self.spellings[0], "--baseline '\(baseline)' --strict --json")
        #expect(inserted.status == 0 && inserted.output == "[]\n", "\(inserted.output)")
        #expect(try Self.fingerprints(try Self.check(runner, in: repository, Self.spellings[0], "--reporter sarif")) == before)

        // A file with problems (two notification findings) moved to another folder under another name.
        let moved = try runner.shell(
            "cd '\(project.path)' && mkdir -p Larder/Alerts && git mv Larder/Notifications.swift Larder/Alerts/Reminders.swift")
        #expect(moved.status == 0, "\(moved.error)")
        let afterMove = try Self.check(runner, in: repository, Self.spellings[0], "--baseline '\(baseline)' --strict --json")
        #expect(afterMove.status == 0 && afterMove.output == "[]\n", "\(afterMove.output)")
        let json = try Self.check(runner, in: repository, Self.spellings[0], "--json").diagnostics()
        #expect(json.contains { $0["file"] as? String == "sub/App/Larder/Alerts/Reminders.swift" }, "the moved file's problems are found there")
        #expect(try Self.fingerprints(try Self.check(runner, in: repository, Self.spellings[0], "--reporter sarif")) == before)
    }
}
