/// How far along some work is: the value every progress string is made from.
///
/// Counts follow `Foundation.Progress`: the work is *indeterminate* when either count is negative or
/// both are zero, and ``fractionCompleted`` is then 0. Completed counts above the total are allowed
/// (the fraction is capped at 1).
public struct ProgressCounts: Sendable, Hashable, Codable {
    /// Units done.
    public var completed: Int64
    /// Units in all.
    public var total: Int64

    /// Creates counts.
    public init(completed: Int64, total: Int64) {
        self.completed = completed
        self.total = total
    }

    /// Whether the amount of work is unknown: a negative count, or both counts zero.
    public var isIndeterminate: Bool {
        completed < 0 || total < 0 || (completed == 0 && total == 0)
    }

    /// Whether every unit is done (and there is work).
    public var isFinished: Bool {
        !isIndeterminate && total > 0 && completed >= total
    }

    /// Units left, never negative.
    public var remaining: Int64 {
        isIndeterminate ? 0 : Swift.max(total - completed, 0)
    }

    /// `completed / total` in 0...1; 0 when indeterminate.
    public var fractionCompleted: Double {
        guard !isIndeterminate, total > 0 else { return 0 }
        return Swift.min(Double(completed) / Double(total), 1)
    }

    /// The whole percent the toolkit shows: rounded **down**, so that 100% means every unit is done and
    /// 199 of 200 shows 99%. 0 when indeterminate.
    public var percent: Int {
        guard !isIndeterminate, total > 0 else { return 0 }
        if completed >= total { return 100 }
        return Int((Swift.max(completed, 0) * 100) / total)
    }
}

/// A tree of progress, the way `Foundation.Progress` composes: each child stands for a number of the
/// parent's units (its *pending unit count*), and counts toward the parent by its own fraction.
///
/// ```swift
/// var indexing = ProgressTree(total: 2)
/// indexing.addChild(ProgressTree(completed: 50, total: 100), pendingUnitCount: 1)
/// indexing.fractionCompleted // 0.25
/// ```
public struct ProgressTree: Sendable, Hashable, Codable {
    /// This node's own counts, in its own units.
    public var counts: ProgressCounts
    /// Children and the parent units each stands for.
    public var children: [Child]

    /// A child of a progress tree.
    public struct Child: Sendable, Hashable, Codable {
        /// How many of the parent's units the child stands for.
        public var pendingUnitCount: Int64
        /// The child's progress.
        public var progress: ProgressTree
    }

    /// Creates a node with counts and no children.
    public init(completed: Int64 = 0, total: Int64) {
        counts = ProgressCounts(completed: completed, total: total)
        children = []
    }

    /// Adds a child standing for `pendingUnitCount` of this node's units.
    public mutating func addChild(_ child: ProgressTree, pendingUnitCount: Int64) {
        children.append(Child(pendingUnitCount: pendingUnitCount, progress: child))
    }

    /// Whether the amount of work is unknown: this node's counts are (see ``ProgressCounts``).
    public var isIndeterminate: Bool { counts.isIndeterminate }

    /// Completed units plus each unfinished child's share of its pending units, over the total, in
    /// 0...1. A finished child counts all its pending units; an indeterminate one counts none.
    public var fractionCompleted: Double {
        guard !counts.isIndeterminate, counts.total > 0 else { return 0 }
        var done = Double(counts.completed)
        for child in children where child.pendingUnitCount > 0 {
            done += Double(child.pendingUnitCount) * child.progress.fractionCompleted
        }
        return Swift.min(Swift.max(done / Double(counts.total), 0), 1)
    }

    /// ``fractionCompleted`` as a whole percent, rounded down (100 only when it is exactly 1).
    public var percent: Int {
        let fraction = fractionCompleted
        return fraction >= 1 ? 100 : Int((fraction * 100).rounded(.down))
    }
}

/// Turns progress into the strings a person reads, in Japanese and English.
///
/// `Foundation.Progress` leaves its localized descriptions empty on Linux, so the toolkit's reporter
/// owns its templates. Every string it returns is non-empty, including at zero items and when the work is
/// indeterminate. The Linux implementation is `StringProgressReporter` in `IntegrationsProgress`.
public protocol ProgressReporting: Sendable {
    /// The answer to "how am I doing today?" over today's goals.
    func checkProgressAnswer(_ counts: ProgressCounts, language: Language) -> String
    /// Foundation's `localizedDescription`: "75% completed".
    func localizedDescription(_ progress: ProgressTree, language: Language) -> String
    /// Foundation's `localizedAdditionalDescription`: "3 of 4".
    func localizedAdditionalDescription(_ counts: ProgressCounts, language: Language) -> String
    /// A widget's line: 「今日 5/12」 and a text bar.
    func widgetLine(_ counts: ProgressCounts, language: Language) -> String
}
