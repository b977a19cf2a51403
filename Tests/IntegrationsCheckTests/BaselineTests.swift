import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// A copy of a broken fixture app in a temporary folder, checked as shown under the fixture's own folder:
/// the baseline tests edit the copy and check it again.
struct BaselineFixture {
    static let shownAs = "Fixtures/Broken/Several"
    let folder: TemporaryFolder
    let app: URL
    var manifest: URL { app.appendingPathComponent("integrations.json") }
    var baselinePath: String { folder.path("integrations-baseline.json") }

    init() throws {
        folder = try TemporaryFolder(prefix: "baseline")
        app = folder.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: CheckGolden.broken.appendingPathComponent("Several"), to: app)
    }

    func check() throws -> CheckResult {
        try CheckEngine.run(.embedded(app, shownAs: Self.shownAs))
    }

    /// Replaces the one occurrence of `text` in the copy's manifest.
    func edit(_ text: String, _ replacement: String) throws {
        let manifestText = try String(contentsOf: manifest, encoding: .utf8)
        #expect(manifestText.components(separatedBy: text).count == 2, "\(text) is not once in the manifest")
        try manifestText.replacingOccurrences(of: text, with: replacement).write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Writes the baseline of today's check beside the copy and reads it back.
    func writeBaseline() throws -> BaselineFile {
        try CheckBaseline(check()).write(to: URL(fileURLWithPath: baselinePath), shownAs: "integrations-baseline.json")
        return try BaselineFile.read(baselinePath, shownAs: "integrations-baseline.json")
    }
}

/// The check's baseline (``CheckBaseline``): today's problems written to a file, read back strictly, and a
/// later check compared with it — known problems not reported, new ones reported alone, gone ones counted
/// and turned into a `baseline.stale` warning.
///
/// The golden baseline `Fixtures/Baseline/Several.baseline.json` is regenerated with
/// `INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter BaselineTests`.
@Suite struct BaselineTests {
    static let goldens = FixtureManifest.fixtures.appendingPathComponent("Baseline")

    @Test func aBaselineWrittenFromABrokenFixtureIsItsGoldenFileAndReadsBackEqual() throws {
        let fixture = try BaselineFixture()
        defer { fixture.folder.remove() }
        let result = try fixture.check()
        let baseline = CheckBaseline(result)
        #expect(baseline.problemCount == result.diagnostics.count)
        #expect(baseline.entries.allSatisfy { $0.file == "Fixtures/Broken/Several/integrations.json" && $0.lineText != nil })
        try CheckGolden.compare(String(decoding: baseline.json, as: UTF8.self), Self.goldens.appendingPathComponent("Several.baseline.json"))

        let read = try fixture.writeBaseline()
        #expect(read.baseline == baseline)
        #expect(read.name == "integrations-baseline.json")
        // Read back and written again, the file is the same bytes.
        #expect(read.baseline.json == (try Data(contentsOf: URL(fileURLWithPath: fixture.baselinePath))))
    }

    @Test func aBaselineSurvivesLinesInsertedAboveItsProblemsAndReindenting() throws {
        let fixture = try BaselineFixture()
        defer { fixture.folder.remove() }
        let baseline = try fixture.writeBaseline()
        let before = try fixture.check()
        try fixture.edit("{\n  \"app\": {", "{\n\n\n\n  \"app\": {")
        try fixture.edit("      \"isUniversalLinks\": true,", "\t\t\t\"isUniversalLinks\":   true,")
        let after = try fixture.check()
        #expect(after.diagnostics.map(\.line) == before.diagnostics.map { $0.line.map { $0 + 3 } })

        let comparison = baseline.apply(to: after)
        #expect(comparison.new.isEmpty)
        #expect(comparison.matched == 5)
        #expect(comparison.gone.isEmpty && comparison.goneCount == 0 && comparison.stale == nil)
        #expect(comparison.result.diagnostics.isEmpty)
        #expect(comparison.result.summary.text.en == "No problems found in the embedded sample Brokenapp (Fixtures/Broken/Several).")
        #expect(!comparison.result.fails(strict: true))
    }

    @Test func aNewProblemIsReportedAlone() throws {
        let fixture = try BaselineFixture()
        defer { fixture.folder.remove() }
        let baseline = try fixture.writeBaseline()
        try fixture.edit("{\"kind\": \"web\", \"template\": \"https://broken.example/goals/{id/edit\"}]", "{\"kind\": \"web\", \"template\": \"https://broken.example/goals/{id/edit\"}],\n      \"isUniversalLinkz\": true")

        let comparison = baseline.apply(to: try fixture.check())
        #expect(comparison.new.map(\.code) == ["manifest.unknownKey"])
        #expect(comparison.new.first?.message.en.contains("isUniversalLinkz") == true)
        #expect(comparison.matched == 5)
        #expect(comparison.goneCount == 0)
        #expect(comparison.result.diagnostics == comparison.new)
        #expect(comparison.result.summary.text.en == "0 errors, 1 warning in Fixtures/Broken/Several/integrations.json.")
    }

    @Test func aFixedProblemIsCountedAsGoneAndFailsAStrictCheckUntilTheBaselineIsRewritten() throws {
        let fixture = try BaselineFixture()
        defer { fixture.folder.remove() }
        let baseline = try fixture.writeBaseline()
        try fixture.edit("      \"isUniversalLinks\": true,\n", "")

        let result = try fixture.check()
        let comparison = baseline.apply(to: result)
        #expect(comparison.new.isEmpty)
        #expect(comparison.matched == 4)
        #expect(comparison.goneCount == 1)
        #expect(comparison.gone.map(\.code) == ["manifest.unknownKey"])
        let stale = try #require(comparison.stale)
        #expect(comparison.result.diagnostics == [stale])
        #expect(stale.code == BaselineComparison.staleCode && stale.severity == .warning)
        // At the gone entry in the baseline file: the golden's first entry, line 3.
        #expect(stale.file == "integrations-baseline.json" && stale.line == 3 && stale.column == 5)
        #expect(stale.notes.map(\.line) == [3])
        #expect(!comparison.result.fails(strict: false))
        #expect(comparison.result.fails(strict: true))
        #expect(comparison.summary == LocalizedText(
            ja: "ベースラインにある問題4件を報告していません。ベースラインの問題のうち1件がなくなりました。",
            en: "The baseline held 4 of the problems found (not reported); 1 of its problems is gone."))

        // Written again, the baseline is clean.
        #expect(CheckBaseline(result).apply(to: result).result.diagnostics.isEmpty)
    }

    /// The stale warning's words, in both languages, for one and for several.
    @Test func theStaleWarningSaysHowManyAndTheFix() throws {
        let diagnostic = Diagnostic("x.y", .error, LocalizedText(ja: "だめ", en: "wrong"), file: "a.json", line: 1)
        let empty = CheckResult(diagnostics: [], checked: LocalizedText(ja: "a", en: "a"))
        let one = CheckBaseline(CheckResult(diagnostics: [diagnostic], checked: LocalizedText(ja: "a", en: "a")))
        let stale = try #require(BaselineFile(one, name: "base.json").apply(to: empty).stale)
        #expect(stale.formatted(.en) == "base.json: warning: 1 problem recorded in the baseline is gone: fixed, or its line or message changed (write the baseline again from today's check, so that it cannot come back unnoticed) [baseline.stale]")
        #expect(stale.formatted(.ja) == "base.json: warning: ベースラインに記録された問題のうち1件がなくなりました（直ったか、行か文言が変わりました）（今日のチェックからベースラインを書き直してください。なくなった問題が記録に残ったままだと、戻ってきても気づけません） [baseline.stale]")
        #expect(stale.notes.map(\.message) == [LocalizedText(ja: "なくなった問題1件: x.y（a.json）: wrong", en: "gone (1): x.y in a.json: wrong")])

        let three = CheckBaseline(entries: [CheckBaseline.Entry(code: "x.y", file: "a.json", lineText: nil, message: "wrong", count: 3)])
        let several = try #require(three.apply(to: empty).stale)
        #expect(several.text(.en) == "3 problems recorded in the baseline are gone: fixed, or their line or message changed (write the baseline again from today's check, so that they cannot come back unnoticed) [baseline.stale]")
        #expect(several.file == nil)
    }

    /// Identical problems are one entry with a count: with 2 recorded and 3 found, the third is new; with 3
    /// recorded and 1 found, 2 are gone.
    @Test func identicalProblemsAreCounted() throws {
        let folder = try TemporaryFolder(prefix: "baseline-counts")
        defer { folder.remove() }
        let plist = folder.url.appendingPathComponent("Info.plist")
        try Data("  <string>myapp</string>\n<string>myapp</string>\n\t<string>myapp</string>\n".utf8).write(to: plist)
        let problems = (1...3).map { line in
            Diagnostic("infoPlist.extraScheme", .warning, LocalizedText(ja: "余分", en: "extra"), file: "App/Info.plist", line: line, column: 3)
        }
        func result(_ diagnostics: [Diagnostic]) -> CheckResult {
            CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: "App", en: "App"), files: ["App/Info.plist": plist])
        }

        let two = CheckBaseline(result(Array(problems.prefix(2))))
        #expect(two.entries == [CheckBaseline.Entry(code: "infoPlist.extraScheme", file: "App/Info.plist", lineText: "<string>myapp</string>", message: "extra", count: 2)])
        let more = two.apply(to: result(problems))
        #expect(more.new == [problems[2]])
        #expect(more.matched == 2 && more.goneCount == 0)

        let fewer = CheckBaseline(result(problems)).apply(to: result([problems[1]]))
        #expect(fewer.new.isEmpty && fewer.matched == 1)
        #expect(fewer.gone.map(\.count) == [2] && fewer.goneCount == 2)
    }

    /// What a baseline file must be, each refusal naming the file, where, what and the fix, in both
    /// languages.
    @Test(arguments: [
        (
            "{\n  \"problems\" : [\n    {\n      \"code\" : \"x.y\",\n      \"cuont\" : 1,\n      \"file\" : null,\n      \"lineText\" : null,\n      \"message\" : \"m\"\n    }\n  ],\n  \"version\" : 1\n}\n",
            LocalizedText(
                ja: "ベースライン base.json を読めません（5行7列目）: $.problems[0].cuont のキー「cuont」はありません（「count」のことですか？）。直すか、今日のチェックからベースラインを書き直してください。",
                en: "Cannot read the baseline base.json (line 5, column 7): unknown key \"cuont\" at $.problems[0].cuont (did you mean \"count\"?). Fix it, or write the baseline again from today's check.")
        ),
        (
            "{\"version\": 1, \"problems\": [],}",
            LocalizedText(
                ja: "ベースライン base.json は正しい JSON ではありません: 1行31列目で'}' は使えません。ここにはキーの文字列が必要です。直すか、今日のチェックからベースラインを書き直してください。",
                en: "The baseline base.json is not valid JSON: at line 1, column 31, unexpected '}'; expected a key string. Fix it, or write the baseline again from today's check.")
        ),
        (
            "{\"version\": 1, \"problems\": [{\"code\": \"x.y\", \"message\": \"m\", \"count\": 0}]}",
            LocalizedText(
                ja: "ベースライン base.json を読めません（1行70列目）: $.problems[0].count に1以上の数が必要です。直すか、今日のチェックからベースラインを書き直してください。",
                en: "Cannot read the baseline base.json (line 1, column 70): expected a count of 1 or more at $.problems[0].count. Fix it, or write the baseline again from today's check.")
        ),
        (
            "{\n  \"version\": 2,\n  \"problems\": {}\n}",
            LocalizedText(
                ja: "ベースライン base.json を読めません（2行14列目）: 形式のバージョン 2 は、このリリース（バージョン 1 を読みます）より新しいリリースが書いたものです。直すか、今日のチェックからベースラインを書き直してください。",
                en: "Cannot read the baseline base.json (line 2, column 14): format version 2 was written by a newer release than this one, which reads version 1. Fix it, or write the baseline again from today's check.")
        ),
        (
            "{\"problems\": []}",
            LocalizedText(
                ja: "ベースライン base.json を読めません（1行1列目）: $.version にキー「version」が必要です。直すか、今日のチェックからベースラインを書き直してください。",
                en: "Cannot read the baseline base.json (line 1, column 1): expected the key \"version\" at $.version. Fix it, or write the baseline again from today's check.")
        ),
    ] as [(String, LocalizedText)])
    func aMalformedBaselineIsRefusedWithWhereAndTheFix(text: String, message: LocalizedText) throws {
        #expect(throws: IntegrationsError(.invalidBaseline, message)) {
            try BaselineFile(json: Data(text.utf8), name: "base.json")
        }
    }

    @Test func aMissingOrTooLargeBaselineIsRefusedAtTheDoor() throws {
        let folder = try TemporaryFolder(prefix: "baseline-read")
        defer { folder.remove() }
        #expect(throws: IntegrationsError(.invalidBaseline, LocalizedText(
            ja: "ベースライン base.json を読めません（ファイルがありません）。パスを確かめるか、今日のチェックからベースラインを書いてください。",
            en: "Cannot read the baseline base.json (no such file). Check the path, or write the baseline from today's check."))) {
            try BaselineFile.read(folder.path("missing.json"), shownAs: "base.json")
        }
        let large = folder.url.appendingPathComponent("large.json")
        try Data(repeating: 0x20, count: CheckBaseline.maximumFileSize + 1).write(to: large)
        #expect(throws: IntegrationsError(.invalidBaseline, LocalizedText(
            ja: "ベースライン \(large.path) は16777217バイトあり、上限の16777216バイトを超えています。上限を超えた分は読んでいません。今日のチェックからベースラインを書き直してください。",
            en: "The baseline \(large.path) is too large: it is 16777217 bytes, over the limit of 16777216; nothing past the limit was read. Write the baseline again from today's check."))) {
            try BaselineFile.read(large.path)
        }
    }

    /// The reported result is summed up again as the check worded it: an app's summary names the problems'
    /// files, a project's names the folder checked.
    @Test(arguments: [true, false])
    func theSummaryIsCountedAgainAsTheCheckWordedIt(namesFiles: Bool) {
        let known = Diagnostic("x.y", .error, LocalizedText(ja: "だめ", en: "wrong"), file: "App/a.json")
        let new = Diagnostic("x.z", .warning, LocalizedText(ja: "注意", en: "careful"), file: "App/b.json")
        let checked = LocalizedText(ja: "App", en: "App")
        let baseline = CheckBaseline(CheckResult(diagnostics: [known], checked: checked))
        let compared = baseline.apply(to: CheckResult(diagnostics: [known, new], checked: checked, namesFiles: namesFiles)).result
        #expect(compared.summary.text == LocalizedText(
            ja: "エラー0件、警告1件（\(namesFiles ? "App/b.json" : "App")）。", en: "0 errors, 1 warning in \(namesFiles ? "App/b.json" : "App")."))
    }

    /// The baseline's own finding is never recorded: a baseline written while one is reported stays clean.
    @Test func theStaleWarningIsNeverBaselined() {
        let stale = Diagnostic(BaselineComparison.staleCode, .warning, LocalizedText(ja: "古い", en: "stale"), file: "base.json", line: 3)
        let result = CheckResult(diagnostics: [stale], checked: LocalizedText(ja: "a", en: "a"))
        #expect(CheckBaseline(result).entries.isEmpty)
    }
}
