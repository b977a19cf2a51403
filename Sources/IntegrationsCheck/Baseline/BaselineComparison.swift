public import IntegrationsCore
import Foundation

/// A check's result compared with a ``CheckBaseline``: the problems that are new (reported), how many the
/// baseline knew (not reported), and the baseline's entries that are gone (fixed, or their line or message
/// changed).
///
/// Problems are matched by code, file, the folded text of their line and English message, with counts:
/// with two of a problem in the baseline and three found today, two are known and one is new — the last of
/// the three in the result's order. With three in the baseline and one found, two are gone.
///
/// When any are gone, the comparison adds one finding of its own, ``staleCode`` (`baseline.stale`), a warning
/// at the baseline's file that says how many are gone and that the baseline should be written again: the
/// reporters show it as any other problem, and a check where warnings count as errors fails until the
/// baseline is rewritten — so a fixed problem cannot come back unnoticed under an old entry.
///
/// ```swift
/// let comparison = try BaselineFile.read("integrations-baseline.json").apply(to: result)
/// comparison.new          // reported
/// comparison.matched      // 12: known, not reported
/// comparison.goneCount    // 2: the baseline should be written again
/// comparison.result       // the new problems and the baseline.stale warning, summed up again
/// ```
public struct BaselineComparison: Sendable, Hashable {
    /// The code of the finding that says baselined problems are gone.
    public static let staleCode: Diagnostic.Code = "baseline.stale"

    /// The problems the baseline does not hold, in the result's order.
    public var new: [Diagnostic]
    /// How many of the result's problems the baseline holds (not reported).
    public var matched: Int
    /// The baseline's entries not found today, each with ``CheckBaseline/Entry/count`` the number gone.
    public var gone: [CheckBaseline.Entry]
    /// The finding that says how many baselined problems are gone (``staleCode``), `nil` when none is.
    public var stale: Diagnostic?
    /// The checked result as it is reported: the new problems, then ``stale`` when there is one, summed up
    /// again; what was checked and its files unchanged.
    public var result: CheckResult

    /// How many baselined problems are gone, counting each gone entry's count.
    public var goneCount: Int {
        gone.reduce(0) { $0.saturatingAdding($1.count) }
    }

    /// A line for people about what the baseline did: how many known problems were not reported and how
    /// many of its problems are gone.
    ///
    /// ```text
    /// The baseline held 12 of the problems found (not reported); 2 of its problems are gone.
    /// ```
    public var summary: LocalizedText {
        let goneCount = goneCount
        return LocalizedText(
            ja: "ベースラインにある問題\(matched)件を報告していません。ベースラインの問題のうち\(goneCount)件がなくなりました。",
            en: "The baseline held \(matched) of the problems found (not reported); \(goneCount) of its problems \(goneCount == 1 ? "is" : "are") gone.")
    }

    /// Compares `result` with `baseline`, read from `file` when it was (its entries' places).
    init(_ result: CheckResult, baseline: CheckBaseline, file: BaselineFile?, sources: inout SourceFiles) {
        var remaining: [CheckBaseline.Key: Int] = [:]
        for entry in baseline.entries { remaining[entry.key] = entry.count }
        var unmatched: [(diagnostic: Diagnostic, key: CheckBaseline.Key)] = []
        var matched = 0
        for diagnostic in result.diagnostics {
            let key = CheckBaseline.Key(diagnostic, line: CheckBaseline.Key.line(of: diagnostic, in: &sources))
            if !CheckBaseline.ownCodes.contains(diagnostic.code), let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                matched += 1
            } else {
                unmatched.append((diagnostic, key))
            }
        }
        // A file renamed or moved keeps its problems (as Periphery's baseline does): an entry whose file is
        // no longer there matches a problem of the same code, line text and message in another file.
        var moved = Self.movedEntries(remaining, root: result.repositoryRoot)
        var new: [Diagnostic] = []
        for (diagnostic, key) in unmatched {
            let anywhere = CheckBaseline.Key(code: key.code, file: nil, lineText: key.lineText, message: key.message)
            if key.file != nil, !CheckBaseline.ownCodes.contains(diagnostic.code), let entries = moved[anywhere],
                let index = entries.firstIndex(where: { (remaining[$0] ?? 0) > 0 })
            {
                let entry = entries[index]
                remaining[entry] = (remaining[entry] ?? 1) - 1
                if remaining[entry] == 0 { moved[anywhere]?.remove(at: index) }
                matched += 1
            } else {
                new.append(diagnostic)
            }
        }
        var gone: [CheckBaseline.Entry] = []
        for entry in baseline.entries {
            guard let left = remaining[entry.key], left > 0 else { continue }
            var goneEntry = entry
            goneEntry.count = left
            gone.append(goneEntry)
        }
        self.new = new
        self.matched = matched
        self.gone = gone
        stale = Self.stale(gone, file: file)
        var diagnostics = new
        if let stale { diagnostics.append(stale) }
        self.result = result.reporting(diagnostics)
    }

    /// The entries left with a count whose file is no longer in the checked repository (`root`: ``CheckResult/repositoryRoot``),
    /// by their key without the file, in the baseline's order; none without a root to look in.
    private static func movedEntries(_ remaining: [CheckBaseline.Key: Int], root: URL?) -> [CheckBaseline.Key: [CheckBaseline.Key]] {
        guard let root else { return [:] }
        var moved: [CheckBaseline.Key: [CheckBaseline.Key]] = [:]
        var exists: [String: Bool] = [:]
        for (key, count) in remaining where count > 0 {
            guard let file = key.file, !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else { continue }
            let there: Bool
            if let known = exists[file] {
                there = known
            } else {
                there = FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path)
                exists[file] = there
            }
            guard !there else { continue }
            moved[CheckBaseline.Key(code: key.code, file: nil, lineText: key.lineText, message: key.message), default: []].append(key)
        }
        // The baseline's order, so that which entry a problem takes never depends on a dictionary's.
        for (key, entries) in moved {
            moved[key] = entries.sorted { ($0.file ?? "") < ($1.file ?? "") }
        }
        return moved
    }

    /// The finding that `gone` entries of `file`'s baseline are gone: at the first of them (in the file's
    /// order), each gone entry a note at its place.
    private static func stale(_ gone: [CheckBaseline.Entry], file: BaselineFile?) -> Diagnostic? {
        guard !gone.isEmpty else { return nil }
        let count = gone.reduce(0) { $0.saturatingAdding($1.count) }
        let place = { (entry: CheckBaseline.Entry) in file?.places[entry.key] }
        let first = gone.compactMap(place).min { ($0.line, $0.column) < ($1.line, $1.column) }
        let notes = gone.map { entry in
            let inFile = entry.file.map { LocalizedText(ja: "（\($0)）", en: " in \($0)") } ?? LocalizedText(ja: "", en: "")
            return Diagnostic.Note(
                LocalizedText(
                    ja: "なくなった問題\(entry.count)件: \(entry.code)\(inFile.ja): \(entry.message)",
                    en: "gone (\(entry.count)): \(entry.code)\(inFile.en): \(entry.message)"),
                file: file?.name, line: place(entry)?.line, column: place(entry)?.column)
        }
        return Diagnostic(
            staleCode, .warning,
            LocalizedText(
                ja: "ベースラインに記録された問題のうち\(count)件がなくなりました（直ったか、行か文言が変わりました）",
                en: "\(count) problem\(count == 1 ? "" : "s") recorded in the baseline \(count == 1 ? "is" : "are") gone: fixed, or \(count == 1 ? "its" : "their") line or message changed"),
            file: file?.name, line: first?.line, column: first?.column,
            suggestion: LocalizedText(
                ja: "今日のチェックからベースラインを書き直してください。なくなった問題が記録に残ったままだと、戻ってきても気づけません",
                en: "write the baseline again from today's check, so that \(count == 1 ? "it" : "they") cannot come back unnoticed"),
            notes: notes)
    }
}

extension CheckBaseline {
    /// Compares `result` with the baseline (see ``BaselineComparison``); the baseline's own finding names no
    /// file (``BaselineFile/apply(to:)`` places it at the file's gone entries).
    public func apply(to result: CheckResult) -> BaselineComparison {
        var sources = SourceFiles(result.files)
        return apply(to: result, sources: &sources)
    }

    /// Compares `result` with the baseline, each line read through `sources`.
    public func apply(to result: CheckResult, sources: inout SourceFiles) -> BaselineComparison {
        BaselineComparison(result, baseline: self, file: nil, sources: &sources)
    }
}
