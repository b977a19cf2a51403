public import IntegrationsCore
import IntegrationsImport

/// Applies the inline suppressions written in the files a check's diagnostics point at: drops each
/// diagnostic a suppression covers, and warns about every suppression that covers nothing
/// (`suppression.unused`), names a code no rule has (`suppression.unknownCode`) or is not one
/// (`suppression.invalid`).
///
/// The comments are ``SuppressionCommand``s: in Swift files, `// integrations:disable:next CODE` (and
/// `:this`, `:previous`, a `disable` … `enable` region); in XML files (property lists, entitlements,
/// SiriKit definitions) the same in `<!-- … -->`. JSON has no comments: its diagnostics are suppressed by a
/// baseline or the configuration. Only the files diagnostics point at are read, each once, through
/// ``SourceFiles``; a diagnostic without a line is never suppressed inline.
///
/// A diagnostic is covered by a suppression of its code (or of `all`) on its line (`:next`, `:this`,
/// `:previous`), or inside a region: from the `disable` comment's place to the `enable` comment's place,
/// compared by line and column (a diagnostic without a column is at its line's start). An `enable` with a
/// line scope reports one line inside a region again. The warnings a suppression step reports can only be
/// suppressed by naming their codes (`// integrations:disable:next suppression.unused`), never by `all`.
///
/// ```swift
/// var sources = SourceFiles(result.files)
/// let shown = InlineSuppressions().apply(to: result, sources: &sources)
/// ```
public struct InlineSuppressions: Sendable {
    /// The codes a suppression may name; a code outside them that suppresses nothing is reported as
    /// unknown, with the nearest one. `nil`: any code is accepted (and an unused one is only unused).
    public var knownCodes: Set<Diagnostic.Code>?

    /// Suppressions checked against `knownCodes` (default: every rule's code and the suppression warnings').
    public init(knownCodes: Set<Diagnostic.Code>? = InlineSuppressions.catalogCodes) {
        self.knownCodes = knownCodes
    }

    /// The codes of every rule of the check (``CheckRules/all``), the suppression warnings' among them.
    public static var catalogCodes: Set<Diagnostic.Code>? {
        Set(CheckRules.all.map(\.code))
    }

    /// `result` with the suppressed diagnostics left out and the suppressions' own warnings placed among
    /// the others (after the diagnostics of their file at or before their line), its summary counted again.
    public func apply(to result: CheckResult, sources: inout SourceFiles) -> CheckResult {
        let diagnostics = apply(to: result.diagnostics, sources: &sources)
        guard diagnostics != result.diagnostics else { return result }
        return result.reporting(diagnostics)
    }

    /// `diagnostics` without those a suppression covers, with the suppressions' own warnings placed after
    /// the diagnostics of their file at or before their place.
    public func apply(to diagnostics: [Diagnostic], sources: inout SourceFiles) -> [Diagnostic] {
        covering(diagnostics, sources: &sources).kept
    }

    /// `result` as ``apply(to:sources:)-(CheckResult,_)`` leaves it, and the diagnostics a comment covers, each with
    /// the comment's reason as its justification.
    public func suppressing(_ result: CheckResult, sources: inout SourceFiles) -> (result: CheckResult, suppressed: [SuppressedFinding]) {
        let (kept, suppressed) = covering(result.diagnostics, sources: &sources, comments: result.swiftComments)
        return (kept == result.diagnostics ? result : result.reporting(kept), suppressed)
    }

    /// What stays of `diagnostics` (their order kept, the suppressions' own warnings placed among them) and
    /// what a comment covers. A Swift file's comments are `comments[file]` when the Swift reader gave them
    /// (swift-syntax's trivia), else found by ``SourceComments``' scan of its text.
    func covering(
        _ diagnostics: [Diagnostic], sources: inout SourceFiles, comments known: [String: [SwiftSourceComment]] = [:]
    ) -> (kept: [Diagnostic], suppressed: [SuppressedFinding]) {
        var files: [String] = []
        var indices: [String: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let file = diagnostic.file else { continue }
            if indices[file] == nil { files.append(file) }
            indices[file, default: []].append(index)
        }
        var kept = [Bool](repeating: true, count: diagnostics.count)
        var suppressed: [Int: SuppressedFinding] = [:]
        var warnings: [String: [Diagnostic]] = [:]
        var suggestions = SuppressionWarnings.suggestionLimit
        for file in files {
            guard let syntax = SuppressionSyntax(file: file) else { continue }
            let comments: [SourceComment]
            if syntax == .swift, let read = known[file] {
                comments = read.map { SourceComment(text: $0.text, line: $0.line, column: $0.column, endLine: $0.line) }
            } else {
                guard let lines = sources.lines(of: file) else { continue }
                comments = SourceComments.scan(lines, syntax: syntax)
            }
            guard comments.contains(where: { SuppressionCommand.parse($0.text) != nil }) else { continue }
            var scope = FileSuppressions(comments, file: file)
            let placed = indices[file, default: []]
            for (offset, command) in scope.cover(placed.map { diagnostics[$0] }, ownWarnings: false).enumerated() {
                guard let command else { continue }
                kept[placed[offset]] = false
                let reason = scope.written[command].command.reason.map { LocalizedText(ja: $0, en: $0) }
                suppressed[placed[offset]] = SuppressedFinding(diagnostics[placed[offset]], origin: .comment, justification: reason)
            }
            warnings[file] = scope.warnings(knownCodes: knownCodes, suggestions: &suggestions)
        }
        return (Self.merged(diagnostics, kept: kept, warnings: warnings, indices: indices), suppressed.sorted { $0.key < $1.key }.map(\.value))
    }

    /// The kept diagnostics in their order, each file's warnings placed before the first of its
    /// diagnostics that comes after them (else after its last).
    private static func merged(_ diagnostics: [Diagnostic], kept: [Bool], warnings: [String: [Diagnostic]], indices: [String: [Int]]) -> [Diagnostic] {
        var before: [Int: [Diagnostic]] = [:]
        var after: [Int: [Diagnostic]] = [:]
        for (file, fileWarnings) in warnings where !fileWarnings.isEmpty {
            let placed = indices[file, default: []]
            guard let last = placed.last else { continue }
            var next = 0
            let sorted = fileWarnings.enumerated().sorted { a, b in
                SourcePlace(a.element) != SourcePlace(b.element) ? SourcePlace(a.element) < SourcePlace(b.element) : a.offset < b.offset
            }
            for warning in sorted.map(\.element) {
                while next < placed.count, SourcePlace(diagnostics[placed[next]]) <= SourcePlace(warning) { next += 1 }
                if next < placed.count { before[placed[next], default: []].append(warning) } else { after[last, default: []].append(warning) }
            }
        }
        var result: [Diagnostic] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            result += before[index, default: []]
            if kept[index] { result.append(diagnostic) }
            result += after[index, default: []]
        }
        return result
    }
}

/// A place in a file, ordered by line then column; no line comes first, no column is the line's start.
struct SourcePlace: Comparable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ diagnostic: Diagnostic) {
        line = diagnostic.line ?? 0
        column = diagnostic.column ?? 1
    }

    static func < (a: SourcePlace, b: SourcePlace) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
}
