public import IntegrationsCore

/// The progress strings' templates in one language, in the manifest's ``FieldTemplate`` syntax (`$$` is
/// a literal `$`). `${name}` is replaced by a value: `${done}`,
/// `${total}`, `${remaining}`, `${percent}` (rounded down) and, in ``widget``, `${bar}`.
public struct ProgressTemplates: Sendable, Hashable, Codable {
    /// Everything done.
    public var allDone: String
    /// At least 75% done (by the exact fraction, not the rounded percent), not all.
    public var onTrack: String
    /// Under 75% done.
    public var keepGoing: String
    /// Under 75% done with exactly one left (languages that inflect for it).
    public var keepGoingOne: String
    /// Nothing to do today, or counts that say nothing (negative).
    public var nothingToday: String
    /// `localizedDescription`.
    public var completed: String
    /// `localizedAdditionalDescription`.
    public var unitsOfTotal: String
    /// Either description when the work is indeterminate.
    public var indeterminate: String
    /// A widget's line.
    public var widget: String

    /// Creates templates.
    public init(
        allDone: String, onTrack: String, keepGoing: String, keepGoingOne: String, nothingToday: String, completed: String,
        unitsOfTotal: String, indeterminate: String, widget: String
    ) {
        self.allDone = allDone
        self.onTrack = onTrack
        self.keepGoing = keepGoing
        self.keepGoingOne = keepGoingOne
        self.nothingToday = nothingToday
        self.completed = completed
        self.unitsOfTotal = unitsOfTotal
        self.indeterminate = indeterminate
        self.widget = widget
    }

    /// The toolkit's neutral Japanese: nothing an app does is named (an app words its own in the
    /// manifest's `progress`).
    public static let japanese = ProgressTemplates(
        allDone: "素晴らしい！今日の${total}件をすべて完了しました。",
        onTrack: "順調です！${total}件中${done}件完了。達成率${percent}%です。",
        keepGoing: "まだ頑張りましょう！残り${remaining}件です。",
        keepGoingOne: "まだ頑張りましょう！残り${remaining}件です。",
        nothingToday: "今日の予定はまだありません。",
        completed: "${percent}%完了",
        unitsOfTotal: "${total}件中${done}件",
        indeterminate: "処理中",
        widget: "今日 ${done}/${total} ${bar}")

    /// The toolkit's neutral English.
    public static let english = ProgressTemplates(
        allDone: "Wonderful! All ${total} done today.",
        onTrack: "You're on track! ${done} of ${total} done, ${percent}% complete.",
        keepGoing: "Keep going! ${remaining} left.",
        keepGoingOne: "Keep going! 1 left.",
        nothingToday: "Nothing for today yet.",
        completed: "${percent}% completed",
        unitsOfTotal: "${done} of ${total} done",
        indeterminate: "In progress",
        widget: "Today ${done}/${total} ${bar}")

    /// These templates with the ones `phrases` gives in their place.
    public func applying(_ phrases: ProgressWording.Phrases?) -> ProgressTemplates {
        guard let phrases else { return self }
        return ProgressTemplates(
            allDone: phrases.allDone ?? allDone, onTrack: phrases.onTrack ?? onTrack, keepGoing: phrases.keepGoing ?? keepGoing,
            keepGoingOne: phrases.keepGoingOne ?? keepGoingOne, nothingToday: phrases.nothingToday ?? nothingToday, completed: phrases.completed ?? completed,
            unitsOfTotal: phrases.unitsOfTotal ?? unitsOfTotal, indeterminate: phrases.indeterminate ?? indeterminate, widget: phrases.widget ?? widget)
    }
}

/// The toolkit's ``ProgressReporting``: templates per language, numbers as plain integers, percent rounded
/// down, never a blank string.
///
/// ```swift
/// let reporter = StringProgressReporter()
/// reporter.checkProgressAnswer(ProgressCounts(completed: 3, total: 4), language: .ja)
/// // "順調です！4個中3個完了。達成率75%です。"
/// ```
public struct StringProgressReporter: ProgressReporting {
    /// The templates, by language.
    public var templates: [Language: ProgressTemplates]
    /// Cells in a widget's bar.
    public var barWidth: Int

    /// Creates a reporter; languages without templates use the built-in ones.
    public init(templates: [Language: ProgressTemplates] = [:], barWidth: Int = 10) {
        self.templates = templates
        self.barWidth = Swift.max(barWidth, 1)
    }

    /// A reporter in an app's own wording (its manifest's `progress`), the neutral defaults elsewhere.
    public init(wording: ProgressWording?, barWidth: Int = 10) {
        self.init(
            templates: [.ja: ProgressTemplates.japanese.applying(wording?.ja), .en: ProgressTemplates.english.applying(wording?.en)],
            barWidth: barWidth)
    }

    private func templates(_ language: Language) -> ProgressTemplates {
        templates[language] ?? (language == .ja ? .japanese : .english)
    }

    public func checkProgressAnswer(_ counts: ProgressCounts, language: Language) -> String {
        let templates = templates(language)
        let template: String
        if counts.isIndeterminate || counts.total <= 0 {
            template = templates.nothingToday
        } else if counts.isFinished {
            template = templates.allDone
        } else if counts.completed * 4 >= counts.total * 3 {
            template = templates.onTrack
        } else {
            template = counts.remaining == 1 ? templates.keepGoingOne : templates.keepGoing
        }
        return fill(template, counts, fallback: templates.nothingToday)
    }

    public func localizedDescription(_ progress: ProgressTree, language: Language) -> String {
        let templates = templates(language)
        guard !progress.isIndeterminate else { return nonBlank(templates.indeterminate) }
        return fill(templates.completed, progress.counts, percent: progress.percent, fallback: templates.indeterminate)
    }

    public func localizedAdditionalDescription(_ counts: ProgressCounts, language: Language) -> String {
        let templates = templates(language)
        guard !counts.isIndeterminate else { return nonBlank(templates.indeterminate) }
        return fill(templates.unitsOfTotal, counts, fallback: templates.indeterminate)
    }

    public func widgetLine(_ counts: ProgressCounts, language: Language) -> String {
        let templates = templates(language)
        let filled = counts.isFinished ? barWidth : Int((counts.fractionCompleted * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "▓", count: filled) + String(repeating: "░", count: barWidth - filled)
        let shown = counts.isIndeterminate ? ProgressCounts(completed: Swift.max(counts.completed, 0), total: Swift.max(counts.total, 0)) : counts
        return fill(templates.widget, shown, extra: ["bar": bar], fallback: templates.indeterminate)
    }

    /// Fills the `${name}` placeholders (the manifest's ``FieldTemplate`` syntax; an unknown name stays as
    /// written); a template that comes out blank gives `fallback` instead.
    private func fill(
        _ template: String, _ counts: ProgressCounts, percent: Int? = nil, extra: [String: String] = [:], fallback: String
    ) -> String {
        var values = [
            "done": String(counts.completed), "total": String(counts.total), "remaining": String(counts.remaining),
            "percent": String(percent ?? counts.percent),
        ]
        values.merge(extra) { _, new in new }
        let result = FieldTemplate(template).render { name in values[name] ?? "${\(name)}" }
        return result.allSatisfy(\.isWhitespace) ? nonBlank(fallback) : result
    }

    private func nonBlank(_ text: String) -> String {
        text.allSatisfy(\.isWhitespace) ? "…" : text
    }
}
