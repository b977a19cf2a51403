import Foundation
import IntegrationsTestSupport
import Testing

/// Issue 42, item 3: a Swift source the reader skipped or failed on is never silent. Each kind of unread
/// file is a `project.swiftSourceUnread` warning in every reporter; a project whose Swift sources no reader
/// can read exits 1 saying so, unless `--allow-unread-sources` asks for the partial check.
@Suite struct UnreadSourcesCommandTests {
    /// How a file comes to be unread.
    enum Kind: String, CaseIterable, Sendable {
        /// 129 parentheses deep: past the reader's nesting limit (128).
        case deepNesting
        /// Past the importer's 4 MiB limit of a Swift file.
        case overTheSizeLimit
        /// The reader crashes on it (its `--fault crash=PATH`).
        case readerCrash
        /// No reader at all.
        case readerMissing

        /// The unread file.
        var file: String {
            switch self {
            case .deepNesting: "Deep.swift"
            case .overTheSizeLimit: "Big.swift"
            case .readerCrash: "Crash.swift"
            case .readerMissing: "Fine.swift"
            }
        }

        /// Words of the warning's English message that say why.
        var why: String {
            switch self {
            case .deepNesting: "nest 129 deep"
            case .overTheSizeLimit: "the file was skipped"
            case .readerCrash: "the reader crashed on this file"
            case .readerMissing: "no reader at"
            }
        }
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.kettle</string>
        </dict>
        </plist>

        """

    /// A project with an Info.plist, a Swift file the reader reads, and the file `kind` leaves unread (none
    /// when `nil`); the runner's reader set as `kind` needs it.
    static func project(_ kind: Kind?, runner: inout CommandRunner, swift: Bool = true) throws -> URL {
        let folder = runner.folder.appendingPathComponent("Kettle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        if swift { try Data("let greeting = \"hello\"\n".utf8).write(to: folder.appendingPathComponent("Fine.swift")) }
        // The built `integrations`, which carries the reader (its hidden subcommand).
        let reader = BuiltProducts.executable("integrations")
        switch kind {
        case .deepNesting:
            let text = "let deep = " + String(repeating: "(", count: 129) + "1" + String(repeating: ")", count: 129) + "\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent(Kind.deepNesting.file))
        case .overTheSizeLimit:
            let text = "// " + String(repeating: "x", count: 4 << 20) + "\nlet big = 1\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent(Kind.overTheSizeLimit.file))
        case .readerCrash:
            try Data("let crash = 1\n".utf8).write(to: folder.appendingPathComponent(Kind.readerCrash.file))
            // The reader as a hostile file would end it: SIGSEGV on Crash.swift, the other files read.
            let script = runner.folder.appendingPathComponent("crashing-reader")
            try Data("#!/bin/sh\nexec '\(reader.path)' \"$@\" --fault crash=Crash.swift\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = script.path
            return folder
        case .readerMissing:
            runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = runner.folder.appendingPathComponent("no-reader").path
            return folder
        case nil:
            break
        }
        runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] = reader.path
        return folder
    }

    static let reporters = ["text", "json", "sarif", "github-actions"]

    /// Each kind of unread file, in each reporter: a warning at the file naming why.
    @Test(arguments: Kind.allCases, reporters)
    func anUnreadFileIsAWarningInEveryReporter(kind: Kind, reporter: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(kind, runner: &runner)
        var arguments = ["check", "--project", folder.path, "--reporter", reporter, "--locale", "en"]
        // Without a reader the check is partial: asked for here, so that the report is the findings'.
        if kind == .readerMissing { arguments.append("--allow-unread-sources") }
        let result = try runner.run(arguments)
        #expect(result.status == 0, "exit \(result.status): \(result.error)")
        // Named from the project's folder, the root of a project outside a repository.
        let file = kind.file
        switch reporter {
        case "text":
            let line = try #require(result.output.split(separator: "\n").first { $0.contains("[project.swiftSourceUnread]") })
            #expect(line.hasPrefix("\(file):1: warning: this Swift source was not read, so the check reports nothing it may hold: "))
            #expect(line.contains(kind.why))
        case "json":
            let warnings = try result.diagnostics().filter { $0["code"] as? String == "project.swiftSourceUnread" }
            #expect(warnings.count == 1)
            #expect(warnings.first?["file"] as? String == file)
            #expect(warnings.first?["severity"] as? String == "warning")
            #expect((warnings.first?["message"] as? String)?.contains(kind.why) == true)
        case "sarif":
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let results = (run["results"] as? [[String: Any]] ?? []).filter { $0["ruleId"] as? String == "project.swiftSourceUnread" }
            #expect(results.count == 1)
            #expect(results.first?["level"] as? String == "warning")
            let text = (results.first?["message"] as? [String: Any])?["text"] as? String ?? ""
            #expect(text.contains(kind.why), "\(text)")
            let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
            #expect(rules.contains { $0["id"] as? String == "project.swiftSourceUnread" })
        default:
            let line = try #require(result.output.split(separator: "\n").first { $0.contains("title=project.swiftSourceUnread") })
            #expect(line.hasPrefix("::warning file=\(file),line=1,title=project.swiftSourceUnread::this Swift source was not read"))
        }
    }

    /// No reader: the check exits 1 and says why, in both languages, its report still printed.
    @Test(arguments: [
        ("en", "error: none of the 1 Swift source could be read (no reader at "),
        ("ja", "エラー: Swift のソース 1 件を読めませんでした（"),
    ])
    func withoutAReaderTheCheckFails(locale: String, message: String) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(.readerMissing, runner: &runner)
        let result = try runner.run(["check", "--project", folder.path, "--locale", locale])
        #expect(result.status == 1)
        let last = try #require(result.error.split(separator: "\n").last.map(String.init))
        #expect(last.hasPrefix(message), "\(last)")
        #expect(last.contains("--allow-unread-sources"))
        #expect(result.output.contains("[project.swiftSourceUnread]"))
    }

    /// The failure in the words the English and Japanese texts pin, whole.
    @Test func theFailureWordForWord() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(.readerMissing, runner: &runner)
        let reader = runner.overrides["INTEGRATIONS_SWIFT_SOURCE_READER"] ?? ""
        let en = try runner.run(["check", "--project", folder.path, "--locale", "en"]).error.split(separator: "\n").last.map(String.init)
        #expect(en == "error: none of the 1 Swift source could be read (no reader at \(reader); build this package's integrations product (swift build -c release --product integrations)); the check is partial. To read Swift sources, run an integrations built with the package's default traits (swift build -c release --product integrations), and leave INTEGRATIONS_SWIFT_SOURCE_READER unset unless it names such a build; to check the other files only, give --allow-unread-sources.")
        let ja = try runner.run(["check", "--project", folder.path, "--locale", "ja"]).error.split(separator: "\n").last.map(String.init)
        #expect(ja == "エラー: Swift のソース 1 件を読めませんでした（読み手 \(reader) がありません。このパッケージの integrations をビルドしてください（swift build -c release --product integrations））。チェックは一部だけです。Swift のソースを読むには、パッケージの既定のトレイトでビルドした integrations（swift build -c release --product integrations）を実行し、INTEGRATIONS_SWIFT_SOURCE_READER はそのようなビルドを指すとき以外は設定しないでください。ほかのファイルだけのチェックでよければ --allow-unread-sources を付けてください。")
    }

    /// With --allow-unread-sources the exit is the findings' (here warnings only: 0; with --strict: 5), and
    /// the warnings are still shown; the JSON report is the findings alone.
    @Test(arguments: [([String](), Int32(0)), (["--strict"], Int32(5)), (["--json"], Int32(0))])
    func aPartialCheckAskedForExitsByItsFindings(extra: [String], status: Int32) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(.readerMissing, runner: &runner)
        let result = try runner.run(["check", "--project", folder.path, "--allow-unread-sources", "--locale", "en"] + extra)
        #expect(result.status == status, "\(result.error)")
        #expect(!result.error.contains("error:"), "\(result.error)")
        if extra == ["--json"] {
            #expect(try result.codes() == ["project.swiftSourceUnread"])
        } else {
            #expect(result.output.contains("Fine.swift:1: warning: this Swift source was not read"))
        }
    }

    /// A project without Swift sources needs no reader: no warning, no failure.
    @Test func aProjectWithoutSwiftNeedsNoReader() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(.readerMissing, runner: &runner, swift: false)
        let result = try runner.run(["check", "--project", folder.path, "--locale", "en"])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("swiftSourceUnread"))
        #expect(result.error == "No problems found in \(folder.path).\n")
    }

    /// One file the reader crashes on is a warning, not the tool's failure: the other files were read.
    @Test func aCrashOnOneFileIsAWarningNotAFailure() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(.readerCrash, runner: &runner)
        let result = try runner.run(["check", "--project", folder.path, "--locale", "en"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "0 errors, 1 warning in \(folder.path).\n")
    }

    /// A comment in the unread file does not suppress its warning: nothing of the file was parsed, so no
    /// comment in it is trusted. The configuration can, and the count of suppressed problems says so.
    @Test func anUnreadFileCannotSuppressItsOwnWarning() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(.deepNesting, runner: &runner)
        let text = "let deep = " + String(repeating: "(", count: 129) + "1" + String(repeating: ")", count: 129) + " // integrations:disable:this all\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent(Kind.deepNesting.file))
        let result = try runner.run(["check", "--project", folder.path, "--json"])
        #expect(try result.codes() == ["project.swiftSourceUnread"])
        try Data("disabled_rules: [project.swiftSourceUnread]\n".utf8).write(to: folder.appendingPathComponent(".integrations.yml"))
        let configured = try runner.run(["check", "--project", folder.path, "--locale", "en"])
        #expect(configured.status == 0)
        #expect(configured.error == "No problems found in \(folder.path).\n1 problem suppressed: 0 by comments in the checked files and 1 by the configuration.\n")
    }

    /// The plugins' tool has no Swift reader: a project with Swift sources fails as the tool unless the
    /// partial check is asked for, which then reports each source as unread.
    @Test func thePluginToolNeedsTheFlagForAProjectWithSwift() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        let folder = try Self.project(nil, runner: &runner)
        runner.overrides["CHECKED"] = folder.path
        let failed = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\"")
        #expect(failed.status == 1)
        let object = try failed.object()
        #expect(object["toolFailed"] as? Bool == true && object["fails"] as? Bool == true)
        let said = (object["report"] as? [String: Any])?["standardError"] as? String ?? ""
        #expect(said.contains("--allow-unread-sources"), "\(said)")
        let partial = try runner.shell("IntegrationsPluginTool check --project \"$CHECKED\" --allow-unread-sources")
        #expect(partial.status == 0)
        let read = try partial.object()
        #expect(read["toolFailed"] as? Bool == false)
        let codes = (read["diagnostics"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        #expect(codes.count == 1 && codes.allSatisfy { $0.hasSuffix("[project.swiftSourceUnread]") }, "\(codes)")
    }

    /// --allow-unread-sources means nothing without --project: refused (exit 64), never ignored.
    @Test func theFlagNeedsAProject() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["check", "--allow-unread-sources", "--locale", "en"])
        #expect(result.status == 64)
        #expect(result.error.contains("--allow-unread-sources applies to --project only"))
    }
}
