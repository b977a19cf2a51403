import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// `.integrations.yml` from a stranger's pull request (issue 42): a file found in the project is read only
/// as a regular file inside the repository's root (the checked folder outside a repository), refused
/// unread — nothing of it quoted, the same words whether the place a link leads to exists — otherwise; a
/// file a person names is read from anywhere; and a configuration of thousands of unknown names costs
/// linear work, its suggestions and problems capped with the limit named.
@Suite struct ConfigurationConfinementTests {
    static let reporters = ["text", "json", "sarif", "github-actions", "junit", "codeclimate", "checkstyle"]

    /// A folder holding `repo` (a repository when `repository`, with `repo/App` checked and a configuration
    /// in `repo/config/real.yml`) and `outside/secret.yml`; `.integrations.yml` in `repo/App` made as `made`
    /// says: `link:TARGET` (`$ROOT` the folder holding both), `fifo`, `folder`, or `file:TEXT`; `hop` a link
    /// `repo/App/hop -> ../../outside`.
    static func tree(_ made: String, repository: Bool = true) throws -> (folder: TemporaryFolder, app: URL) {
        let folder = try TemporaryFolder(prefix: "config-confined")
        let manager = FileManager.default
        for path in ["repo/App", "repo/config", "outside"] + (repository ? ["repo/.git"] : []) {
            try manager.createDirectory(at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data("strict: TOKEN=s3cr3t-value-from-outside\n".utf8).write(to: folder.url.appendingPathComponent("outside/secret.yml"))
        try Data("strict: true\n".utf8).write(to: folder.url.appendingPathComponent("repo/config/real.yml"))
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("repo/App/hop").path, withDestinationPath: "../../outside")
        let app = folder.url.appendingPathComponent("repo/App")
        let file = app.appendingPathComponent(".integrations.yml").path
        if made.hasPrefix("link:") {
            try manager.createSymbolicLink(atPath: file, withDestinationPath: String(made.dropFirst(5)).replacingOccurrences(of: "$ROOT", with: folder.url.path))
        } else if made == "fifo" {
            #expect(mkfifo(file, 0o600) == 0)
        } else if made == "folder" {
            try manager.createDirectory(atPath: file, withIntermediateDirectories: false)
        } else if made.hasPrefix("file:") {
            try Data(made.dropFirst(5).utf8).write(to: URL(fileURLWithPath: file))
        }
        return (folder, app)
    }

    /// The problems of the configuration found from `app`, read confined as `check` reads it; `[]` when it
    /// was read (then `strict` is `true`).
    static func found(from app: URL) throws -> [Diagnostic] {
        let file = try #require(CheckConfiguration.find(from: app))
        do {
            let configuration = try CheckConfiguration.load(file, confinedTo: CheckConfiguration.confinement(for: app), reporters: reporters)
            #expect(configuration.strict == true)
            #expect(configuration.confinement != nil)
            return []
        } catch {
            return error.diagnostics
        }
    }

    static let outside = (
        en: "the configuration file was not read: it leads outside the project folder once links are resolved, and a configuration found in the project is read only as a regular file inside it (write the configuration in a file inside the project) [config.outsideProject]",
        ja: "設定ファイルは読んでいません。リンクをたどるとプロジェクトのフォルダの外を指しているためです（プロジェクトで見つけた設定ファイルは、プロジェクトの中の通常のファイルだけを読みます）（設定をプロジェクトの中のファイルに書いてください） [config.outsideProject]")
    static let notRegular = (
        en: "the configuration file cannot be read: it is not a regular file (a FIFO, a device, standard input…), and only regular files are read (write the configuration in a regular file) [config.unreadable]",
        ja: "設定ファイルを読めません（通常のファイルではない（FIFO、デバイス、標準入力など）ため読みません）（設定は通常のファイルに書いてください） [config.unreadable]")

    /// How `.integrations.yml` in the checked folder is made, and what reading it gives: every way out of the
    /// repository is one refusal that quotes nothing, whether its place exists or not; a link that stays
    /// inside is read; what is not a regular file is refused unopened.
    @Test(arguments: [
        ("link:../../outside/secret.yml", "outside"),
        ("link:../../outside/missing.yml", "outside"),
        ("link:$ROOT/outside/secret.yml", "outside"),
        ("link:/nonexistent/folder/secret.yml", "outside"),
        ("link:/proc/self/environ", "outside"),
        ("link:/etc/passwd", "outside"),
        ("link:hop/secret.yml", "outside"),
        ("link:hop/missing.yml", "outside"),
        ("link:.integrations.yml", "outside"),
        ("link:../config/real.yml", "read"),
        ("link:$ROOT/repo/config/real.yml", "read"),
        ("link:../config/../config/real.yml", "read"),
        ("link:../config/missing.yml", "missing"),
        ("fifo", "notRegular"),
        ("folder", "notRegular"),
        ("file:strict: true\n", "read"),
    ])
    func aConfigurationFoundInTheProjectIsReadOnlyInsideIt(made: String, outcome: String) throws {
        let (folder, app) = try Self.tree(made)
        defer { folder.remove() }
        let problems = try Self.found(from: app)
        let texts = problems.map { ($0.text(.en), $0.text(.ja)) }
        switch outcome {
        case "outside":
            #expect(texts.map(\.0) == [Self.outside.en])
            #expect(texts.map(\.1) == [Self.outside.ja])
            #expect(problems.first?.line == nil)
        case "notRegular":
            #expect(texts.map(\.0) == [Self.notRegular.en])
            #expect(texts.map(\.1) == [Self.notRegular.ja])
        case "missing":
            #expect(texts.map(\.0) == ["the configuration file cannot be read: no such file (check the file's path and that it can be read) [config.unreadable]"])
        default:
            #expect(problems.isEmpty)
        }
        #expect(!problems.contains { $0.text(.en).contains("s3cr3t") || $0.text(.ja).contains("s3cr3t") })
    }

    /// The refusal's fix names how to give a trusted configuration only in the words of a front end that can
    /// be given one (issue 45: no library message names a flag a front end lacks): the library's own fix, as a
    /// build's plug-in reports it, names none; a front end's words for `trustedConfiguration` replace it.
    @Test(arguments: [
        (nil, "write the configuration in a file inside the project"),
        ("name it with the front end's own option", "name it with the front end's own option"),
    ] as [(String?, String)])
    func theFixOfARefusalIsTheFrontEndsToWord(words: String?, fix: String) throws {
        let (folder, app) = try Self.tree("link:../../outside/secret.yml")
        defer { folder.remove() }
        var invocation = CheckInvocation(.app(app))
        if let words {
            invocation.remedyWords = { remedy in
                guard case .trustedConfiguration = remedy else { return nil }
                return LocalizedText(ja: words, en: words)
            }
        }
        let run = invocation.run(CheckInvocationTests.Formats.self)
        #expect(run.status == .toolFailure)
        #expect(run.diagnostics.map(\.code) == ["config.outsideProject"])
        #expect(run.diagnostics.map(\.suggestion?.en) == [fix])
        #expect(!run.diagnostics.contains { ($0.suggestion?.en ?? "").contains("--config") || ($0.suggestion?.ja ?? "").contains("--config") })
    }

    /// Outside a repository the checked folder is the project: a link to its parent leads outside.
    @Test func outsideARepositoryTheCheckedFolderIsTheProject() throws {
        let (folder, app) = try Self.tree("link:../config/real.yml", repository: false)
        defer { folder.remove() }
        #expect(try Self.found(from: app).map(\.code) == ["config.outsideProject"])
        #expect(CheckConfiguration.confinement(for: app).standardizedFileURL.path == app.standardizedFileURL.path)
    }

    /// A file a person names (`--config`) is theirs: read through a link, from outside the project.
    @Test func aConfigurationAPersonNamesMayBeAnywhere() throws {
        let (folder, app) = try Self.tree("link:../../outside/secret.yml")
        defer { folder.remove() }
        try Data("strict: false\n".utf8).write(to: folder.url.appendingPathComponent("outside/secret.yml"))
        let configuration = try CheckConfiguration.load(app.appendingPathComponent(".integrations.yml"), reporters: Self.reporters)
        #expect(configuration.strict == false && configuration.confinement == nil)
    }

    /// The baseline a found configuration names is confined with it; one a named configuration names is not.
    @Test func theBaselineAFoundConfigurationNamesIsConfinedWithIt() throws {
        let (folder, app) = try Self.tree("file:baseline: ../../outside/base.json\n")
        defer { folder.remove() }
        let file = try #require(CheckConfiguration.find(from: app))
        let found = try CheckConfiguration.load(file, confinedTo: CheckConfiguration.confinement(for: app), reporters: Self.reporters)
        #expect(found.confinement?.standardizedFileURL.path == folder.url.appendingPathComponent("repo").standardizedFileURL.path)
        #expect(found.baseline?.standardizedFileURL.path == folder.url.appendingPathComponent("outside/base.json").standardizedFileURL.path)
        #expect(try CheckConfiguration.load(file, reporters: Self.reporters).confinement == nil)
    }

    /// 20,000 unknown rule codes (a configuration under 1 MiB): the first 20 are searched for a near code,
    /// the first 100 problems are listed, and a last problem names both limits — linear work.
    @Test func thousandsOfUnknownCodesAreAnsweredWithinTheLimits() {
        let text = "disabled_rules:\n" + (0..<20_000).map { "  - route.invalidForm\($0)\n" }.joined()
        #expect(text.utf8.count < CheckConfiguration.byteLimit)
        let problems: [Diagnostic]
        do {
            _ = try CheckConfiguration.read(text, file: URL(fileURLWithPath: ".integrations.yml", relativeTo: URL(fileURLWithPath: "/repo/")), reporters: Self.reporters)
            problems = []
        } catch {
            problems = error.diagnostics
        }
        #expect(problems.count == CheckConfiguration.problemLimit + 1)
        let suggested = problems.filter { $0.suggestion?.en.hasPrefix("did you mean") == true }
        #expect(suggested.count == CheckConfiguration.suggestionLimit)
        #expect(problems.dropLast().allSatisfy { $0.code == "config.unknownRule" })
        #expect(problems.last?.text(.en) == "the configuration file has too many problems: 19900 more problems are not listed (only the first 100 are); 19980 unknown names were not searched for a near one (only the first 20 are) (fix the problems listed, then check again) [config.limitReached]")
        #expect(problems.last?.text(.ja) == "設定ファイルの問題が多すぎます。ほかに問題が19900件あります（最初の100件だけを挙げました）。不明な名前19980件には近い名前を探していません（探すのは最初の20件だけです）（挙げた問題を直してから、もう一度チェックしてください） [config.limitReached]")
    }

    /// A long value repeated by aliases is quoted short each time, and a name longer than any rule's is
    /// not searched: the work stays linear in the file, not in the file times the aliases.
    @Test func aLongValueRepeatedByAliasesIsQuotedShort() {
        let long = String(repeating: "x", count: 400_000)
        let text = "a: &long \(long)\ndisabled_rules: [" + Array(repeating: "*long", count: 50_000).joined(separator: ", ") + "]\nexcluded: [" + Array(repeating: "*long", count: 40_000).joined(separator: ", ") + "]\n"
        #expect(text.utf8.count < CheckConfiguration.byteLimit)
        let problems: [Diagnostic]
        do {
            _ = try CheckConfiguration.read(text, file: URL(fileURLWithPath: ".integrations.yml", relativeTo: URL(fileURLWithPath: "/repo/")), reporters: Self.reporters)
            problems = []
        } catch {
            problems = error.diagnostics
        }
        #expect(problems.count == CheckConfiguration.problemLimit + 1)
        #expect(problems.allSatisfy { $0.message.en.count < 400 })
        let suggested = problems.filter { $0.suggestion?.en.hasPrefix("did you mean") == true }
        #expect(suggested.isEmpty)
    }
}
