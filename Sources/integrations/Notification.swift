import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsNotifications

extension Integrations {
    struct Notification: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Notifications: when triggers fire.",
            subcommands: [NextDates.self]
        )

        func run() async throws {
            throw ValidationError("Give a subcommand: next-dates. / サブコマンド next-dates を指定してください。")
        }

        struct NextDates: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "next-dates",
                abstract: "The instants a trigger fires at, as a device's clock would deliver it.",
                discussion: """
                    TRIGGER is the manifest's JSON form: {"calendar": {"hour": 2, "minute": 30}, "repeats": true}, \
                    {"calendar": {...}, "timeZone": "Asia/Tokyo"} or {"timeInterval": 3600, "repeats": true}. \
                    A time that does not exist (a daylight-saving gap) fires the same offset after the gap; one \
                    that happens twice fires once, first. An invalid trigger exits 1 naming the field.
                    """
            )

            @Option(help: ArgumentHelp("The trigger, as JSON.", valueName: "json"))
            var trigger: String

            @Option(help: ArgumentHelp("Dates after this instant, ISO 8601 (default: now, or INTEGRATIONS_NOW).", valueName: "iso8601"))
            var after: String?

            @Option(name: .customLong("time-zone"), help: ArgumentHelp("The user's time zone (default: TZ, else the system's).", valueName: "zone"))
            var timeZone: String?

            @Option(help: ArgumentHelp("How many dates, 1 to 1000.", valueName: "n"))
            var count: Int = 5

            @Flag(help: "Print {\"dates\": [ISO 8601 instants in UTC]} (Docs/JSON.md).")
            var json = false

            @OptionGroup var app: AppOptions

            func validate() throws {
                guard (1...1_000).contains(count) else {
                    throw ValidationError("--count must be 1 to 1000, not \(count). / --count には 1〜1000 を指定してください。")
                }
                if let timeZone, TimeZone(identifier: timeZone) == nil {
                    throw ValidationError("--time-zone \(timeZone) is not a time zone (such as Asia/Tokyo). / --time-zone には Asia/Tokyo のようなタイムゾーンを指定してください。")
                }
                if let after, ISODate.parse(after) == nil {
                    throw ValidationError("--after must be an ISO 8601 date and time such as 2027-03-13T00:00:00Z, not '\(after)'. / --after には ISO 8601 の日時を指定してください。")
                }
            }

            func run() async throws {
                let language = app.language
                try await runReportingErrors(language: language, json: json) {
                    let data = Data(trigger.utf8)
                    let parsed: NotificationTrigger
                    do {
                        parsed = try JSONDecoder().decode(NotificationTrigger.self, from: data)
                    } catch {
                        let problem = JSONProblem(error, data: data)
                        let (ja, en) = problem.syntax.map { ("\($0.column)文字目で\($0.problem.ja)", "at character \($0.column), \($0.problem.en)") }
                            ?? ("\(problem.path) に\(problem.expected.ja)が必要です", "expected \(problem.expected.en) at \(problem.path)")
                        throw IntegrationsError(.invalidNotification, LocalizedText(
                            ja: "--trigger はトリガーの JSON ではありません: \(ja)。{\"calendar\": {\"hour\": 8}, \"repeats\": true} のように書いてください。",
                            en: "--trigger is not a trigger: \(en). Write it like {\"calendar\": {\"hour\": 8}, \"repeats\": true}."))
                    }
                    if let problem = parsed.problem {
                        throw IntegrationsError(.invalidNotification, LocalizedText(
                            ja: "--trigger の \(problem.path) が正しくありません: \(problem.message.ja)。直してからもう一度実行してください。",
                            en: "--trigger is invalid at \(problem.path): \(problem.message.en). Fix it and run the command again."))
                    }
                    let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
                    let start = try after.flatMap(ISODate.parse) ?? app.clock().now()
                    let dates = TriggerSchedule.nextDates(of: parsed, after: start, userTimeZone: zone, count: count)
                    if json {
                        try Output.json(["dates": dates.map(ISODate.format)])
                    } else {
                        var calendar = Calendar(identifier: .gregorian)
                        calendar.timeZone = zone
                        for date in dates {
                            Output.print("\(ISODate.format(date))  (\(Self.local(date, zone)))")
                        }
                        if dates.isEmpty {
                            Output.error(language == .ja ? "このトリガーは時刻では通知されません（プッシュ）。" : "This trigger never fires by the clock (push).")
                        }
                    }
                }
            }

            /// The local wall-clock time with its offset, such as `2027-03-14 03:30 -04:00`.
            static func local(_ date: Date, _ zone: TimeZone) -> String {
                let offset = zone.secondsFromGMT(for: date)
                let shifted = date.addingTimeInterval(TimeInterval(offset))
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: shifted)
                let sign = offset < 0 ? "-" : "+"
                let magnitude = abs(offset)
                return String(format: "%04d-%02d-%02d %02d:%02d:%02d %@%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0,
                              sign, magnitude / 3600, (magnitude % 3600) / 60)
            }
        }
    }
}
