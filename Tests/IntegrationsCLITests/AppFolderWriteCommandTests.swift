import Foundation
import Testing

/// `init` and `import --output` write an app folder whole or not at all, never over a file, and say why in
/// a sentence that names the path and the fix.
@Suite struct AppFolderWriteCommandTests {
    static let basics = InitCommandTests.basics

    /// What a folder holds: each entry's name and its bytes (a symbolic link: where it points).
    static func contents(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = (folder as NSString).appendingPathComponent(name)
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                result[name] = Data("-> \(target)".utf8)
            } else {
                result[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return result
    }

    @Test(arguments: [
        ("en", "README.md already exists (a symbolic link), and is never overwritten. Give a new folder."),
        ("ja", "README.md はすでにあります（シンボリックリンク）。上書きはしません。新しいフォルダを指定してください。"),
    ])
    func aReadmeLinkThatPointsNowhereRefusesInitBeforeAnythingIsWritten(locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let folder = runner.folder.appendingPathComponent("Pantry").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/README.md", withDestinationPath: "missing/README.md")
        let before = try Self.contents(folder)
        let made = try runner.run(["init", folder, "--locale", locale] + Self.basics)
        #expect(made.status == 1)
        #expect(made.error == "\(folder)/\(message)\n")
        #expect(try Self.contents(folder) == before)
    }

    /// A destination that is a file is refused, named, and left as it was (`init` has no `--json`: its
    /// refusal is read from standard error; the sentences: AppFolderWriteTextTests).
    @Test(arguments: [["init"], ["import", ImportCommandTests.larder.path, "--output"]])
    func aDestinationThatIsAFileIsRefusedAndKept(command: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let path = runner.folder.appendingPathComponent("notes.txt").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        let result = try runner.run(command + [path] + (command == ["init"] ? Self.basics : ["--json"]))
        #expect(result.status == 1)
        if command == ["init"] {
            #expect(result.output.isEmpty)
            #expect(result.error.contains(path))
        } else {
            try result.expectFailure("invalidAppData", naming: [path, "--output"])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("mine".utf8))
    }

    /// Run in a folder of their own: before the fix, an empty path wrote into the current folder.
    @Test(arguments: [
        ("integrations init '' --locale en --name Pantry --bundle-id com.example.pantry --scheme pantry --domain pantry.example.com",
         "Error: DIR is empty: give the path of the folder to write the app folder in (. for the current folder)."),
        ("integrations import '\(ImportCommandTests.larder.path)' --output '' --locale en",
         "Error: --output is empty: give the path of the folder to write the app folder in (. for the current folder)."),
    ])
    func anEmptyDestinationIsAUsageErrorNamingIt(line: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let here = runner.folder.appendingPathComponent("here").path
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
        let result = try runner.shell("cd '\(here)' && \(line)")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message + "\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: here).isEmpty)
    }
}

/// The sentences that refuse a destination that is a file, in both languages (the behaviour:
/// AppFolderWriteCommandTests.aDestinationThatIsAFileIsRefusedAndKept).
@Suite struct AppFolderWriteTextTests {
    @Test(arguments: [
        (["init"], "{path} はフォルダではなくファイルです。何も書いていません。新しいフォルダを指定してください。\n",
         "{path} is a file, not a folder; nothing was written. Give a new folder.\n"),
        (["import", ImportCommandTests.larder.path, "--output"],
         "{path} はフォルダではなくファイルです。何も書いていません。別のフォルダを --output に指定するか、そのファイルを移してください。\n",
         "{path} is a file, not a folder; nothing was written. Give another folder to --output, or move the file away.\n"),
    ])
    func aDestinationThatIsAFile(command: [String], ja: String, en: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let path = runner.folder.appendingPathComponent("notes.txt").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        for (locale, text) in [("ja", ja), ("en", en)] {
            let result = try runner.run(command + [path, "--locale", locale] + (command == ["init"] ? AppFolderWriteCommandTests.basics : []))
            #expect(result.status == 1)
            #expect(result.error == text.replacingOccurrences(of: "{path}", with: path))
        }
    }
}
