public import Foundation
public import IntegrationsCore

/// What running a background task did, as the system would see it: each step and whether it ran, whether
/// the expiration handler cut the task short, what `setTaskCompleted(success:)` reported, and whether the
/// task was submitted again.
///
/// It is also `task run --json` (Docs/JSON.md, "task run"), the intents' texts in the encoder's language
/// (``Foundation/CodingUserInfoKey/language``):
///
/// ```json
/// {"identifier": "com.example.app.refresh", "kind": "refresh", "expired": true, "completed": false, "resubmitted": true,
///  "earliestBegin": "2027-03-15T00:00:00Z",
///  "steps": [{"step": "reloadWidgets", "done": true}, {"step": "reindex", "done": false}],
///  "reloads": [{"kind": "TodayWidget", "reason": "task:com.example.app.refresh", "counted": true}]}
/// ```
public struct BackgroundTaskRun: Sendable, Hashable, Encodable {
    /// What one step did.
    public struct Step: Sendable, Hashable, Encodable {
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

        private enum CodingKeys: String, CodingKey { case step, done, kinds, intent, parameters, result, indexed }

        /// `{"step", "done"}`, then what the step names and gave: a `reloadWidgets` step's `kinds` (absent:
        /// every widget); a `runIntent` step's `intent`, `parameters` (absent when none) and `result` (the
        /// intent's outcome as `intent run --json` writes it, with its `intent`); a `reindex` step's `indexed`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(step.name, forKey: .step)
            try container.encode(done, forKey: .done)
            switch step {
            case .reloadWidgets(let kinds):
                if !kinds.isEmpty { try container.encode(kinds, forKey: .kinds) }
            case .reindex:
                try container.encodeIfPresent(indexed, forKey: .indexed)
            case .runIntent(let name, let parameters):
                try container.encode(name, forKey: .intent)
                if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
                if let outcome { try container.encode(IntentResult(intent: name, outcome: outcome), forKey: .result) }
            }
        }
    }

    /// A widget reload the task asked for, as the day's budget counted it.
    public struct Reload: Sendable, Hashable, Encodable {
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

    private enum CodingKeys: String, CodingKey { case identifier, kind, steps, expired, completed, resubmitted, earliestBegin, reloads }

    /// Writes the run as `task run --json` prints it: `earliestBegin` in ISO 8601 (UTC), absent when the
    /// task was not resubmitted with one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(steps, forKey: .steps)
        try container.encode(expired, forKey: .expired)
        try container.encode(completed, forKey: .completed)
        try container.encode(resubmitted, forKey: .resubmitted)
        try container.encodeIfPresent(earliestBegin.map(ISODate.format), forKey: .earliestBegin)
        try container.encode(reloads, forKey: .reloads)
    }
}
