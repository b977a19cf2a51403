import Foundation
import IntegrationsCore
import IntegrationsStore
import IntegrationsTestSupport
import IntegrationsState
import Testing

@Suite struct WidgetReloadLogTests {
    /// The 40th reload of a widget's day is counted, the 41st waits; other widgets and the next day have
    /// their own budgets.
    @Test func theBudgetAtItsEdge() async throws {
        let folder = try TemporaryFolder(prefix: "integrations-widgets")
        let log = WidgetReloadLog(store: try Store.open(at: folder.path("store.sqlite"), schemas: [WidgetSchema()]))
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let start = try Date("2026-11-22T00:00:00+09:00", strategy: .iso8601)
        let day = CalendarDay(year: 2026, month: 11, day: 22)
        for minute in 0..<39 {
            try await log.record(kinds: ["A"], reason: "r\(minute)", at: start.addingTimeInterval(Double(minute) * 60), timeZone: zone)
        }
        #expect(try await log.remaining(of: ["A", "B"], on: day) == ["A": 1, "B": 40])
        let fortieth = try await log.record(kinds: ["A", "B"], reason: "40th", at: start.addingTimeInterval(3_000), timeZone: zone)
        #expect(fortieth.map(\.counted) == [true, true])
        #expect(try await log.remaining(of: ["A"], on: day) == ["A": 0])
        let fortyFirst = try await log.record(kinds: ["A"], reason: "41st", at: start.addingTimeInterval(3_060), timeZone: zone)
        #expect(fortyFirst.map(\.counted) == [false])
        #expect(try await log.reloads(on: day).count == 42)
        // 23:59 is still the 22nd in Tokyo; 00:00 is the 23rd, with a whole budget.
        #expect(try await log.record(kinds: ["A"], reason: "late", at: start.addingTimeInterval(86_340), timeZone: zone).map(\.counted) == [false])
        #expect(try await log.record(kinds: ["A"], reason: "next day", at: start.addingTimeInterval(86_400), timeZone: zone).map(\.counted) == [true])
        #expect(try await log.remaining(of: ["A"], on: day.adding(days: 1)) == ["A": 39])
    }
}
