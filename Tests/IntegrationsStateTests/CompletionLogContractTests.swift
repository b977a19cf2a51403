import Foundation
import IntegrationsCore
import IntegrationsState
import IntegrationsTestSupport
import Testing

/// The SQLite completion log and the in-memory one keep the same `CompletionRecording` rules.
@Suite struct CompletionLogContractTests {
    static func steps(_ log: any CompletionRecording) async throws -> [String] {
        var seen: [String] = []
        let moments = ["2026-11-20T23:30:00+09:00", "2026-11-20T23:50:00+09:00", "2026-11-21T00:10:00+09:00", "2026-11-23T08:00:00+09:00"]
        for moment in moments {
            switch try await log.complete("t", at: instant(moment), timeZone: tokyo) {
            case .recorded(let completion): seen.append("recorded \(completion.day)")
            case .alreadyCompleted(let earlier): seen.append("already \(earlier.day)")
            }
        }
        for day in ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"] {
            let today = try #require(CalendarDay(day))
            seen.append("\(day): streak \(try await log.streak(of: "t", today: today)), \(try await log.completions(on: today).count) done")
        }
        // New York's day differs from Tokyo's: the same instant counts for the 20th there.
        if case .recorded(let completion) = try await log.complete("u", at: instant("2026-11-21T00:10:00+09:00"), timeZone: newYork) {
            seen.append("new york \(completion.day)")
        }
        return seen
    }

    @Test func bothLogsKeepTheSameRules() async throws {
        let temporary = try TemporaryLog()
        defer { temporary.remove() }
        let sqlite = try await Self.steps(try temporary.open())
        let memory = try await Self.steps(InMemoryCompletionLog())
        #expect(sqlite == memory)
        #expect(memory == [
            "recorded 2026-11-20", "already 2026-11-20", "recorded 2026-11-21", "recorded 2026-11-23",
            "2026-11-21: streak 2, 1 done", "2026-11-22: streak 2, 0 done", "2026-11-23: streak 1, 1 done",
            "2026-11-24: streak 1, 0 done", "2026-11-25: streak 0, 0 done", "new york 2026-11-20",
        ])
    }
}
