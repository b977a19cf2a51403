import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// A baseline from a stranger's pull request (issue 42): counts that are not whole numbers or add past
/// `Int.max` are refused at their line and column, never a trap; a baseline the project's own configuration
/// names is read only inside the project, while one a person names may be anywhere.
@Suite struct BaselineConfinementTests {
    static func entry(_ count: String, code: String = "x.y") -> String {
        "    {\"code\": \"\(code)\", \"file\": null, \"lineText\": null, \"message\": \"m\", \"count\": \(count)}"
    }

    static func document(_ entries: [String]) -> String {
        "{\n  \"version\": 1,\n  \"problems\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    static let fix = (ja: "直すか、今日のチェックからベースラインを書き直してください。", en: "Fix it, or write the baseline again from today's check.")

    /// Each count that is no count of problems, refused at the entry's line and column in both languages.
    @Test(arguments: [
        (
            document([entry("9223372036854775807"), entry("1", code: "x.z")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（5行78列目）: $.problems[1].count までの数を合わせると 9223372036854775807 を超えます（ベースラインが記録できる問題はそれまでです）。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 5, column 78): the counts up to $.problems[1].count add up to more than 9223372036854775807, the most problems a baseline records. \(fix.en)")
        ),
        (
            document([entry("4611686018427387904"), entry("4611686018427387904")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（5行78列目）: $.problems[1].count までの数を合わせると 9223372036854775807 を超えます（ベースラインが記録できる問題はそれまでです）。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 5, column 78): the counts up to $.problems[1].count add up to more than 9223372036854775807, the most problems a baseline records. \(fix.en)")
        ),
        (
            document([entry("1.5")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（4行78列目）: $.problems[0].count に1から9223372036854775807までの整数が必要です。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 4, column 78): expected a whole number from 1 to 9223372036854775807 at $.problems[0].count. \(fix.en)")
        ),
        (
            document([entry("9223372036854775808")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（4行78列目）: $.problems[0].count に1から9223372036854775807までの整数が必要です。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 4, column 78): expected a whole number from 1 to 9223372036854775807 at $.problems[0].count. \(fix.en)")
        ),
        (
            document([entry("-9223372036854775808")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（4行78列目）: $.problems[0].count に1以上の数が必要です。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 4, column 78): expected a count of 1 or more at $.problems[0].count. \(fix.en)")
        ),
        (
            document([entry("1e300")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（4行78列目）: $.problems[0].count に1から9223372036854775807までの整数が必要です。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 4, column 78): expected a whole number from 1 to 9223372036854775807 at $.problems[0].count. \(fix.en)")
        ),
        (
            document([entry("\"1\"")]),
            LocalizedText(
                ja: "ベースライン base.json を読めません（4行78列目）: $.problems[0].count に数値が必要です。\(fix.ja)",
                en: "Cannot read the baseline base.json (line 4, column 78): expected a number at $.problems[0].count. \(fix.en)")
        ),
    ] as [(String, LocalizedText)])
    func aCountThatIsNoCountOfProblemsIsRefusedAtItsPlace(text: String, message: LocalizedText) {
        #expect(throws: IntegrationsError(.invalidBaseline, message)) {
            try BaselineFile(json: Data(text.utf8), name: "base.json")
        }
    }
}

/// Where a baseline may be: the project's configuration names one only inside the project (the folder a
/// found configuration is confined to), a person names one anywhere.
@Suite struct BaselineConfinementPlaceTests {
    /// A folder holding `repo` (a repository, with a baseline in `repo/baselines/real.json`) and `outside`
    /// (a baseline in `outside/base.json`), and the links `links` (path in `repo` → target).
    static func tree(links: [String: String], fifo: Bool = false) throws -> (folder: TemporaryFolder, repo: URL) {
        let folder = try TemporaryFolder(prefix: "baseline-confined")
        let repo = folder.url.appendingPathComponent("repo")
        let manager = FileManager.default
        for path in ["repo/.git", "repo/baselines", "outside"] {
            try manager.createDirectory(at: folder.url.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let baseline = CheckBaseline(entries: [CheckBaseline.Entry(code: "x.y", file: nil, lineText: nil, message: "m", count: 2)])
        try baseline.json.write(to: folder.url.appendingPathComponent("outside/base.json"))
        try baseline.json.write(to: repo.appendingPathComponent("baselines/real.json"))
        for (link, target) in links {
            try manager.createSymbolicLink(atPath: repo.appendingPathComponent(link).path, withDestinationPath: target.replacingOccurrences(of: "$ROOT", with: folder.url.path))
        }
        if fifo { #expect(mkfifo(repo.appendingPathComponent("fifo.json").path, 0o600) == 0) }
        return (folder, repo)
    }

    static let outside = IntegrationsError(.invalidBaseline, LocalizedText(
        ja: "設定ファイルが指すベースライン shown.json は読んでいません。リンクをたどるとプロジェクトのフォルダの外を指しているためです（プロジェクトの設定ファイルが指すベースラインは、プロジェクトの中の通常のファイルだけを読みます）。ベースラインをプロジェクトの中に置くか、信頼できるベースラインを --baseline で指定してください。",
        en: "The baseline shown.json that the configuration names was not read: it leads outside the project folder once links are resolved, and a baseline the project's configuration names is read only as a regular file inside the project. Keep the baseline inside the project, or name a baseline you trust with --baseline."))

    /// The path a configuration in `repo` names (`$ROOT` is the folder holding `repo` and `outside`), the
    /// links made, and what reading it confined to `repo` gives: the one refusal for every way out (the
    /// place existing or not), the baseline for a link that stays inside, the usual refusals otherwise.
    @Test(arguments: [
        ("$ROOT/outside/base.json", [:], "outside"),
        ("$ROOT/outside/missing.json", [:], "outside"),
        ("../outside/base.json", [:], "outside"),
        ("../outside/missing.json", [:], "outside"),
        ("out.json", ["out.json": "../outside/base.json"], "outside"),
        ("out.json", ["out.json": "../outside/missing.json"], "outside"),
        ("out.json", ["out.json": "$ROOT/outside/base.json"], "outside"),
        ("out.json", ["out.json": "/nonexistent/folder/base.json"], "outside"),
        ("hop/base.json", ["hop": "../outside"], "outside"),
        ("hop/missing.json", ["hop": "../outside"], "outside"),
        ("loop.json", ["loop.json": "loop.json"], "outside"),
        ("baselines/../../outside/base.json", [:], "outside"),
        ("in.json", ["in.json": "baselines/real.json"], "read"),
        ("in.json", ["in.json": "$ROOT/repo/baselines/real.json"], "read"),
        ("in.json", ["in.json": "../repo/baselines/real.json"], "read"),
        ("baselines/real.json", [:], "read"),
        ("missing.json", [:], "missing"),
        ("dangling.json", ["dangling.json": "baselines/missing.json"], "missing"),
        ("fifo.json", [:], "fifo"),
        ("baselines", [:], "fifo"),
    ] as [(String, [String: String], String)])
    func aBaselineTheConfigurationNamesIsReadOnlyInsideTheProject(path: String, links: [String: String], outcome: String) throws {
        let (folder, repo) = try Self.tree(links: links, fifo: outcome == "fifo")
        defer { folder.remove() }
        let written = path.replacingOccurrences(of: "$ROOT", with: folder.url.path)
        let absolute = written.hasPrefix("/") ? written : repo.path + "/" + written
        let expected: IntegrationsError? = switch outcome {
        case "outside": Self.outside
        case "missing": IntegrationsError(.invalidBaseline, LocalizedText(
            ja: "ベースライン shown.json を読めません（ファイルがありません）。パスを確かめるか、今日のチェックからベースラインを書いてください。",
            en: "Cannot read the baseline shown.json (no such file). Check the path, or write the baseline from today's check."))
        case "fifo": IntegrationsError(.invalidBaseline, LocalizedText(
            ja: "ベースライン shown.json を読めません（通常のファイルではない（FIFO、デバイス、標準入力など）ため読みません）。パスを確かめるか、今日のチェックからベースラインを書いてください。",
            en: "Cannot read the baseline shown.json (it is not a regular file (a FIFO, a device, standard input…), and only regular files are read). Check the path, or write the baseline from today's check."))
        default: nil
        }
        if let expected {
            #expect(throws: expected) { try BaselineFile.read(absolute, shownAs: "shown.json", confinedTo: repo) }
        } else {
            let read = try BaselineFile.read(absolute, shownAs: "shown.json", confinedTo: repo)
            #expect(read.baseline.problemCount == 2)
        }
    }

    /// A baseline a person names is theirs: outside the project, through a link, read all the same.
    @Test(arguments: ["$ROOT/outside/base.json", "out.json"])
    func aBaselineAPersonNamesMayBeAnywhere(path: String) throws {
        let (folder, repo) = try Self.tree(links: ["out.json": "../outside/base.json"])
        defer { folder.remove() }
        let written = path.replacingOccurrences(of: "$ROOT", with: folder.url.path)
        let absolute = written.hasPrefix("/") ? written : repo.path + "/" + written
        let read = try BaselineFile.read(absolute, shownAs: "shown.json")
        #expect(read.baseline.problemCount == 2)
    }
}
