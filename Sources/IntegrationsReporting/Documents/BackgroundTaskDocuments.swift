import Foundation
public import IntegrationsCore

/// `task run --json`: what a background task's run did (Docs/JSON.md, "task run").
///
/// ```json
/// {"identifier": "com.example.app.refresh", "kind": "refresh", "expired": true, "completed": false, "resubmitted": true,
///  "earliestBegin": "2027-03-15T00:00:00Z",
///  "steps": [{"step": "reloadWidgets", "done": true}, {"step": "reindex", "done": false}],
///  "reloads": [{"kind": "TodayWidget", "reason": "task:com.example.app.refresh", "counted": true}]}
/// ```
public struct BackgroundTaskRunDocument: Encodable {
    /// One step: its name, whether it ran, and what it gave.
    public struct Step: Encodable {
        public var step: String
        public var done: Bool
        /// The widget kinds a `reloadWidgets` step names (absent: every widget).
        public var kinds: [String]?
        /// A `runIntent` step's intent and parameters.
        public var intent: String?
        public var parameters: [String: String]?
        /// A `runIntent` step's outcome, as `intent run --json` prints it.
        public var result: IntentDocument?
        /// A `reindex` step's count of items indexed.
        public var indexed: Int?
    }

    /// A widget reload the run asked for.
    public struct Reload: Encodable {
        public var kind: String
        public var reason: String
        public var counted: Bool
    }

    public var identifier: String
    public var kind: String
    public var steps: [Step]
    public var expired: Bool
    public var completed: Bool
    public var resubmitted: Bool
    /// ISO 8601 (UTC): the resubmitted request's earliest begin.
    public var earliestBegin: String?
    public var reloads: [Reload]

    /// The document of `run`, the intents' texts in `language`.
    public init(_ run: BackgroundTaskRun, language: Language) {
        identifier = run.identifier
        kind = run.kind.rawValue
        steps = run.steps.map { step in
            var document = Step(step: step.step.name, done: step.done)
            switch step.step {
            case .reloadWidgets(let kinds): document.kinds = kinds.isEmpty ? nil : kinds
            case .reindex: document.indexed = step.indexed
            case .runIntent(let name, let parameters):
                document.intent = name
                document.parameters = parameters.isEmpty ? nil : parameters
                document.result = step.outcome.map { IntentDocument(request: IntentRequest(intent: name, parameters: parameters), outcome: $0, language: language, phrase: nil) }
            }
            return document
        }
        expired = run.expired
        completed = run.completed
        resubmitted = run.resubmitted
        earliestBegin = run.earliestBegin.map(ISODate.format)
        reloads = run.reloads.map { Reload(kind: $0.kind, reason: $0.reason, counted: $0.counted) }
    }
}

/// `task run --json` for an identifier the app does not declare: `{"identifier", "outcome": "noMatch", "nearest"}`.
public struct BackgroundTaskNoMatchDocument: Encodable {
    public var identifier: String
    public var outcome = "noMatch"
    /// The declared identifier nearest to it; absent when the app declares none.
    public var nearest: String?

    /// Creates the document.
    public init(identifier: String, nearest: String?) {
        self.identifier = identifier
        self.nearest = nearest
    }
}
