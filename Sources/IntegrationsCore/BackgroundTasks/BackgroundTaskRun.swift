public import Foundation

/// What running a background task did, as the system would see it: each step and whether it ran, whether
/// the expiration handler cut the task short, what `setTaskCompleted(success:)` reported, and whether the
/// task was submitted again.
public struct BackgroundTaskRun: Sendable, Hashable {
    /// What one step did.
    public struct Step: Sendable, Hashable {
        /// The step as declared.
        public var step: BackgroundTaskStep
        /// Whether it ran: `false` for the steps after the expiration handler.
        public var done: Bool
        /// A `runIntent` step's outcome, when it ran.
        public var outcome: IntentOutcome?
        /// A `reindex` step's count of items indexed, when it ran.
        public var indexed: Int?

        /// Creates a step's result.
        public init(step: BackgroundTaskStep, done: Bool, outcome: IntentOutcome? = nil, indexed: Int? = nil) {
            self.step = step
            self.done = done
            self.outcome = outcome
            self.indexed = indexed
        }
    }

    /// A widget reload the task asked for, as the day's budget counted it.
    public struct Reload: Sendable, Hashable {
        /// The widget's kind.
        public var kind: String
        /// Why it was asked for: `task:<identifier>`, or the intent whose completion asked for it.
        public var reason: String
        /// Whether the day's budget still had room for it.
        public var counted: Bool

        /// Creates a reload.
        public init(kind: String, reason: String, counted: Bool) {
            self.kind = kind
            self.reason = reason
            self.counted = counted
        }
    }

    /// The task's identifier.
    public var identifier: String
    /// Refresh or processing.
    public var kind: BackgroundTaskDeclaration.Kind
    /// Every declared step, in order.
    public var steps: [Step]
    /// Whether the expiration handler ran (the system took the time back).
    public var expired: Bool
    /// What the handler passed to `setTaskCompleted(success:)`: `false` when the task expired.
    public var completed: Bool
    /// Whether the task was submitted again (``BackgroundTaskDeclaration/resubmits``).
    public var resubmitted: Bool
    /// The resubmitted request's `earliestBeginDate`, when it has one.
    public var earliestBegin: Date?
    /// The widget reloads the task's steps asked for, in order.
    public var reloads: [Reload]

    /// Creates a run's result.
    public init(
        identifier: String, kind: BackgroundTaskDeclaration.Kind, steps: [Step], expired: Bool, completed: Bool, resubmitted: Bool,
        earliestBegin: Date? = nil, reloads: [Reload] = []
    ) {
        self.identifier = identifier
        self.kind = kind
        self.steps = steps
        self.expired = expired
        self.completed = completed
        self.resubmitted = resubmitted
        self.earliestBegin = earliestBegin
        self.reloads = reloads
    }
}
