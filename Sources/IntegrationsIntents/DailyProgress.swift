public import IntegrationsCore

/// Today's goals and which of them are done: the numbers the check-progress answer, the
/// `integrations progress` command and needs-value suggestions are made from.
///
/// The goals are every entity of the manifest's ``AppManifest/completedEntity`` (Appcadia: every goal,
/// each a daily habit); a goal is done on a day when the completion log has it for that day.
///
/// ```swift
/// let progress = DailyProgress(manifest: manifest, entities: catalog, completions: log)
/// let today = try await progress.report(on: clock.today)
/// today.counts // ProgressCounts(completed: 3, total: 42)
/// ```
public struct DailyProgress: Sendable {
    /// The entity type whose completions count, or `nil` when the app records none.
    public let entity: String?
    /// Where the entities come from.
    public let entities: any IntentEntityQuerying
    /// The completion log.
    public let completions: any CompletionRecording

    /// Creates the progress of a manifest's completed entity.
    public init(manifest: AppManifest, entities: any IntentEntityQuerying, completions: any CompletionRecording) {
        self.entity = manifest.completedEntity
        self.entities = entities
        self.completions = completions
    }

    /// One day's entities and completions.
    public struct Report: Sendable, Hashable {
        /// The day.
        public var day: CalendarDay
        /// Every entity the progress counts, in the app's order.
        public var entities: [IntentEntity]
        /// The identifiers of the entities done that day.
        public var completed: Set<String>

        /// Done and total; `0 / 0` when the app has none.
        public var counts: ProgressCounts {
            ProgressCounts(completed: Int64(entities.filter { completed.contains($0.identifier) }.count), total: Int64(entities.count))
        }

        /// The entities not done that day, in the app's order.
        public var incomplete: [IntentEntity] {
            entities.filter { !completed.contains($0.identifier) }
        }
    }

    /// The report for `day`. Completions of entities the app no longer has do not count.
    public func report(on day: CalendarDay) async throws(IntegrationsError) -> Report {
        guard let entity else { return Report(day: day, entities: [], completed: []) }
        let counted = try await entities.entities(of: entity)
        let done = Set(try await completions.completions(on: day).map(\.entityID))
        return Report(day: day, entities: counted, completed: done.intersection(counted.map(\.identifier)))
    }
}
