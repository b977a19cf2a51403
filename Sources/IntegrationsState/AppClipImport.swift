public import Foundation
import GRDB
public import IntegrationsCore
public import IntegrationsStore

/// What importing an App Clip's transfer document did.
public struct AppClipImportReport: Sendable, Hashable, Codable {
    /// Titles of the goals added.
    public var added: [String]
    /// Titles of the goals the full app already had (same title and category): left as they were.
    public var skipped: [String]
    /// The trainer the person chose in the clip, now the app's selected trainer.
    public var selectedTrainer: String?
}

/// The full app's side of the App Clip hand-over: imports a transfer document into the store, in one
/// transaction, without duplicates (a goal is the same goal when its title and category are, compared in
/// Unicode's canonical composition, NFC).
public struct AppClipImporter: Sendable {
    public let store: Store

    /// An importer on a store opened with ``StateSchema``.
    public init(store: Store) {
        self.store = store
    }

    /// Imports `transfer`; all of it or, when anything fails, none of it.
    public func `import`(_ transfer: AppClipTransfer, at date: Date) async throws(IntegrationsError) -> AppClipImportReport {
        try await store.write { db in
            var report = AppClipImportReport(added: [], skipped: [], selectedTrainer: transfer.selectedTrainerId)
            for goal in transfer.goals {
                // One goal is one goal however its text is composed: café in NFC and in NFD are the same title.
                let goal = AppClipTransfer.Goal(
                    title: goal.title.precomposedStringWithCanonicalMapping, category: goal.category.precomposedStringWithCanonicalMapping,
                    targetDescription: goal.targetDescription, difficulty: goal.difficulty, motivation: goal.motivation)
                try db.execute(
                    sql: """
                        INSERT INTO importedGoal (title, category, targetDescription, difficulty, motivation, importedAt, createdAt)
                        VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(title, category) DO NOTHING
                        """,
                    arguments: [goal.title, goal.category, goal.targetDescription, goal.difficulty, goal.motivation, date.timeIntervalSince1970, transfer.createdAt])
                if db.changesCount > 0 { report.added.append(goal.title) } else { report.skipped.append(goal.title) }
            }
            if let trainer = transfer.selectedTrainerId {
                try db.execute(
                    sql: "INSERT INTO selectedTrainer (id, trainerID) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET trainerID = excluded.trainerID",
                    arguments: [trainer])
            }
            return report
        }
    }

    /// The goals imported so far, oldest first.
    public func importedGoals() async throws(IntegrationsError) -> [AppClipTransfer.Goal] {
        try await store.read { db in
            try Row.fetchAll(db, sql: "SELECT title, category, targetDescription, difficulty, motivation FROM importedGoal ORDER BY id").map {
                AppClipTransfer.Goal(title: $0["title"], category: $0["category"], targetDescription: $0["targetDescription"],
                                     difficulty: $0["difficulty"], motivation: $0["motivation"])
            }
        }
    }
}
