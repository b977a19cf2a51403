public import Foundation
public import IntegrationsCore
import IntegrationsFileInput
import IntegrationsImport

/// A ``CheckBaseline`` as read from its file: the baseline, the name the file is shown under and where each
/// entry stands in it, so that the problems gone since it was written are reported at their entries.
///
/// The file is read as strictly as the manifest's inputs: never more than
/// ``CheckBaseline/maximumFileSize`` bytes, strict JSON (a trailing comma or a NUL is refused at its line
/// and column), an unknown key refused with its line, its column and the nearest known key, a `version`
/// this release does not read and a count below 1 refused at their place. Every refusal is an
/// ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidBaseline`` that names the file and says
/// how to get past it.
///
/// ```swift
/// let baseline = try BaselineFile.read("integrations-baseline.json")
/// let comparison = baseline.apply(to: try CheckEngine.run(request))
/// for diagnostic in comparison.result.diagnostics { print(diagnostic.formatted(.en)) }  // the new problems
/// ```
public struct BaselineFile: Sendable, Hashable {
    /// The file's name as a person knows it, which refusals and the baseline's own findings name.
    public var name: String
    /// The baseline the file holds.
    public var baseline: CheckBaseline
    /// Where each entry starts in the file (the first, when the file repeats an entry).
    var places: [CheckBaseline.Key: JSONLocations.Location]

    /// A baseline shown as the file `name`, with no place known for its entries.
    public init(_ baseline: CheckBaseline, name: String) {
        self.baseline = baseline
        self.name = name
        places = [:]
    }

    /// Reads the baseline at `path` (never more than ``CheckBaseline/maximumFileSize`` bytes), named in
    /// messages and findings as `name` (default: `path`).
    ///
    /// A baseline a person names (`--baseline`) may be anywhere. One the project's own configuration names
    /// belongs to whoever wrote the project: give `root` (``CheckConfiguration/confinement``), and it is read
    /// only when it is a regular file inside `root` once every link is resolved — refused otherwise, nothing
    /// of it quoted, in the same words whether the place it leads to exists or not.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidBaseline`` when the file cannot
    ///   be read, is too large, leads outside `root` or is not a baseline this release reads.
    public static func read(_ path: String, shownAs name: String? = nil, confinedTo root: URL? = nil) throws(IntegrationsError) -> BaselineFile {
        let name = name ?? path
        let data: Data
        switch ConfinedRead.bytes(path, confinedTo: root, limit: CheckBaseline.maximumFileSize) {
        case .success(let read):
            data = read
        case .failure(.outside):
            throw IntegrationsError(.invalidBaseline, LocalizedText(
                ja: "設定ファイルが指すベースライン \(name) は読んでいません。リンクをたどるとプロジェクトのフォルダの外を指しているためです（プロジェクトの設定ファイルが指すベースラインは、プロジェクトの中の通常のファイルだけを読みます）。ベースラインをプロジェクトの中に置くか、信頼できるベースラインを --baseline で指定してください。",
                en: "The baseline \(name) that the configuration names was not read: it leads outside the project folder once links are resolved, and a baseline the project's configuration names is read only as a regular file inside the project. Keep the baseline inside the project, or name a baseline you trust with --baseline."))
        case .failure(.notRegular):
            let reason = ConfinedFile.Refusal.notRegular.reason(limit: CheckBaseline.maximumFileSize)
            throw IntegrationsError(.invalidBaseline, LocalizedText(
                ja: "ベースライン \(name) を読めません（\(reason.ja)）。パスを確かめるか、今日のチェックからベースラインを書いてください。",
                en: "Cannot read the baseline \(name) (\(reason.en)). Check the path, or write the baseline from today's check."))
        case .failure(.read(let error)):
            let reason = error.reason(limit: CheckBaseline.maximumFileSize)
            switch error {
            case .unreadable:
                throw IntegrationsError(.invalidBaseline, LocalizedText(
                    ja: "ベースライン \(name) を読めません（\(reason.ja)）。パスを確かめるか、今日のチェックからベースラインを書いてください。",
                    en: "Cannot read the baseline \(name) (\(reason.en)). Check the path, or write the baseline from today's check."))
            case .tooLarge:
                throw IntegrationsError(.invalidBaseline, LocalizedText(
                    ja: "ベースライン \(name) は\(reason.ja)。上限を超えた分は読んでいません。今日のチェックからベースラインを書き直してください。",
                    en: "The baseline \(name) is too large: \(reason.en); nothing past the limit was read. Write the baseline again from today's check."))
            }
        }
        return try BaselineFile(json: data, name: name)
    }

    /// The baseline whose file's text is `data`, named in messages and findings as `name`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidBaseline`` when `data` is not a
    ///   baseline this release reads.
    public init(json data: Data, name: String) throws(IntegrationsError) {
        let fix = LocalizedText(ja: "直すか、今日のチェックからベースラインを書き直してください。", en: "Fix it, or write the baseline again from today's check.")
        if let failure = JSONSyntax.firstError(in: data) ?? JSONSyntax.firstNUL(in: data) {
            throw IntegrationsError(.invalidBaseline, LocalizedText(
                ja: "ベースライン \(name) は正しい JSON ではありません: \(failure.line)行\(failure.column)列目で\(failure.problem.ja)。\(fix.ja)",
                en: "The baseline \(name) is not valid JSON: at line \(failure.line), column \(failure.column), \(failure.problem.en). \(fix.en)"))
        }
        func refusal(_ problem: LocalizedText, at location: JSONLocations.Location?) -> IntegrationsError {
            let (ja, en) = location.map { ("（\($0.line)行\($0.column)列目）", " (line \($0.line), column \($0.column))") } ?? ("", "")
            return IntegrationsError(.invalidBaseline, LocalizedText(
                ja: "ベースライン \(name) を読めません\(ja): \(problem.ja)。\(fix.ja)",
                en: "Cannot read the baseline \(name)\(en): \(problem.en). \(fix.en)"))
        }
        let document: CheckBaseline.Document
        do {
            let decoder = JSONDecoder()
            decoder.userInfo = [.refusesUnknownKeys: true]
            document = try decoder.decode(CheckBaseline.Document.self, from: data)
        } catch let unknown as CheckBaseline.UnknownVersion {
            let version = CheckBaseline.version
            let problem = unknown.version > version
                ? LocalizedText(
                    ja: "形式のバージョン \(unknown.version) は、このリリース（バージョン \(version) を読みます）より新しいリリースが書いたものです",
                    en: "format version \(unknown.version) was written by a newer release than this one, which reads version \(version)")
                : LocalizedText(
                    ja: "形式のバージョン \(unknown.version) はありません（このリリースはバージョン \(version) を読みます）",
                    en: "there is no format version \(unknown.version) (this release reads version \(version))")
            throw refusal(problem, at: JSONLocations(data).location(of: "$.version"))
        } catch let invalid as CheckBaseline.InvalidCount {
            let path = invalid.path
            throw refusal(
                LocalizedText(
                    ja: "\(path) に1から\(Int.max)までの整数が必要です",
                    en: "expected a whole number from 1 to \(Int.max) at \(path)"),
                at: JSONLocations(data).location(of: path))
        } catch {
            let problem = JSONProblem(error, data: data)
            throw refusal(problem.explanation, at: problem.location)
        }
        let locations = JSONLocations(data)
        var places: [CheckBaseline.Key: JSONLocations.Location] = [:]
        var total = 0
        for (index, entry) in document.problems.enumerated() {
            let path = "$.problems[\(index)]"
            guard entry.count >= 1 else {
                throw refusal(
                    LocalizedText(ja: "\(path).count に1以上の数が必要です", en: "expected a count of 1 or more at \(path).count"),
                    at: locations.location(of: path + ".count"))
            }
            // Every sum the comparison makes is at most this one: refused here, it never overflows there.
            let (sum, overflows) = total.addingReportingOverflow(entry.count)
            guard !overflows else {
                throw refusal(
                    LocalizedText(
                        ja: "\(path).count までの数を合わせると \(Int.max) を超えます（ベースラインが記録できる問題はそれまでです）",
                        en: "the counts up to \(path).count add up to more than \(Int.max), the most problems a baseline records"),
                    at: locations.location(of: path + ".count"))
            }
            total = sum
            if places[entry.key] == nil, let location = locations.location(of: path) { places[entry.key] = location }
        }
        self.name = name
        baseline = CheckBaseline(entries: document.problems)
        self.places = places
    }

    /// Compares `result` with the baseline (``CheckBaseline/apply(to:sources:)``), the baseline's own
    /// finding placed at the first gone entry in this file, each gone entry a note at its place.
    public func apply(to result: CheckResult) -> BaselineComparison {
        var sources = SourceFiles(result.files)
        return apply(to: result, sources: &sources)
    }

    /// Compares `result` with the baseline, each line read through `sources`.
    public func apply(to result: CheckResult, sources: inout SourceFiles) -> BaselineComparison {
        BaselineComparison(result, baseline: baseline, file: self, sources: &sources)
    }
}
