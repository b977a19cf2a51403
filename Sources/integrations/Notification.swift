import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsHost
import IntegrationsIntents
import IntegrationsNotifications
import IntegrationsState
import IntegrationsApp

extension Integrations {
    struct Notification: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notification",
            abstract: "Notifications: schedule, list, deliver by advancing a clock, respond; when triggers fire.",
            discussion: """
                A day's flow: `notification schedule TEMPLATE --entity ID --at 08:00`, \
                `notification pending`, `notification deliver --until 2026-11-22T08:00:00+09:00`, \
                `notification respond 1 COMPLETE_ACTION`. The clock is INTEGRATIONS_NOW (or the system's), \
                the time zone --time-zone, then TZ.
                """,
            subcommands: [
                Schedule.self, Pending.self, Deliver.self, Delivered.self, Respond.self, Remove.self, NextDates.self, Payload.self, ValidatePayload.self,
            ]
        )

        struct Schedule: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "schedule",
                abstract: "Schedule a notification template for an entity: daily --at HH:MM, any --trigger, or the template's own.")

            @Argument(help: "The template (see the manifest's notifications.templates).")
            var template: String

            @Option(help: ArgumentHelp("The entity whose fields fill the template, by identifier (as search shows it).", valueName: "id"))
            var entity: String?

            @Option(parsing: .unconditional, help: ArgumentHelp("Every day at this local time.", valueName: "HH:MM"))
            var at: String?

            @Option(help: ArgumentHelp("The trigger, as JSON (see next-dates).", valueName: "json"))
            var trigger: String?

            @Option(help: ArgumentHelp("The request's identifier (default: template-entity).", valueName: "id"))
            var identifier: String?

            @OptionGroup var clockOptions: NotificationClockOptions
            var output: JSONOption { clockOptions.output }

            func validate() throws {
                guard at == nil || trigger == nil else {
                    throw ValidationError(CommandLanguage.text(ja: "--at と --trigger は同時に指定できません。", en: "Give --at HH:MM or --trigger JSON, not both."))
                }
                if let at, NotificationTrigger.daily(at: at) == nil {
                    throw ValidationError(CommandLanguage.text(ja: "--at には 08:00 のような時刻を指定してください。", en: "--at takes a time of day as HH:MM, such as 08:00, not '\(at)'."))
                }
            }

            func body() async throws {
                let host = try clockOptions.app.openHost()
                let given = try at.flatMap(NotificationTrigger.daily(at:))
                    ?? trigger.map { json throws(IntegrationsError) in try NotificationTrigger.read(json: json, input: "--trigger") }
                let clock = try clockOptions.clock()
                let result = try await host.scheduleNotification(template: template, entity: entity, trigger: given, identifier: identifier, clock: clock).result
                try show(result, NotificationScheduledReporter(language: language, timeZone: clock.timeZone, note: clockOptions.defaultZoneNote(clock: clock)).report(result))
            }
        }

        struct Pending: DocumentSubcommand {
            static let configuration = CommandConfiguration(commandName: "pending", abstract: "The pending notifications, soonest first, with their next fire dates.")

            @OptionGroup var clockOptions: NotificationClockOptions
            var output: JSONOption { clockOptions.output }

            func body() async throws {
                let host = try clockOptions.app.openHost()
                let pending = try await host.notifications.pending()
                let zone = try clockOptions.clock().timeZone
                try show(["pending": pending], PendingNotificationsReporter(language: language, timeZone: zone).report(pending))
            }
        }

        struct Deliver: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "deliver",
                abstract: "Advance the clock: deliver what is due up to --until, in fire order.")

            @Option(parsing: .unconditional, help: ArgumentHelp("Deliver what fires up to this instant, ISO 8601 (default: now).", valueName: "iso8601"))
            var until: String?

            @OptionGroup var clockOptions: NotificationClockOptions
            var output: JSONOption { clockOptions.output }

            func validate() throws {
                if let until, ISODate.parse(until) == nil {
                    throw ValidationError(CommandLanguage.text(ja: "--until には ISO 8601 の日時を指定してください。", en: "--until must be an ISO 8601 date and time, not '\(until)'."))
                }
            }

            func body() async throws {
                let host = try clockOptions.app.openHost()
                let clock = try clockOptions.clock()
                let deliveries = try await host.deliverNotifications(until: until.flatMap(ISODate.parse) ?? clock.now(), timeZone: clock.timeZone)
                try show(deliveries, NotificationDeliveryReporter(language: language, timeZone: clock.timeZone).report(deliveries))
            }
        }

        struct Delivered: DocumentSubcommand {
            static let configuration = CommandConfiguration(commandName: "delivered", abstract: "The delivered notifications, with the numbers responses take.")

            @OptionGroup var clockOptions: NotificationClockOptions
            var output: JSONOption { clockOptions.output }

            func body() async throws {
                let host = try clockOptions.app.openHost()
                let deliveries = try await host.deliveredNotifications()
                try show(deliveries, DeliveredNotificationsReporter(language: language, timeZone: try clockOptions.clock().timeZone).report(deliveries))
            }
        }

        struct Respond: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "respond",
                abstract: "Respond to a delivered notification with an action, as a person would.",
                discussion: "ACTION is one of the category's action identifiers, or default (opening the notification) or dismiss.")

            @Argument(help: "The delivered notification's number (see notification delivered).")
            var number: Int64

            @Argument(help: "The action: a category action such as COMPLETE_ACTION, default or dismiss.")
            var action: String

            @Option(help: ArgumentHelp("The text typed into a text-input action.", valueName: "text"))
            var text: String?

            @OptionGroup var clockOptions: NotificationClockOptions
            var output: JSONOption { clockOptions.output }

            func body() async throws {
                let host = try clockOptions.app.openHost()
                let result = try await host.respond(
                    to: number, action: NotificationResponseAction.identifier(named: action), text: text, clock: try clockOptions.clock(), language: language)
                try show(result, NotificationResponseReporter(language: language).report(result))
            }
        }

        struct Remove: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "remove",
                abstract: "Remove pending notifications by identifier, or --all (and --delivered).",
                discussion: "--json prints {\"removed\": n}.")

            @Argument(help: "The pending requests' identifiers.")
            var identifiers: [String] = []

            @Flag(help: "Remove every pending notification.")
            var all = false

            @Flag(help: "Remove the delivered notifications too.")
            var delivered = false

            @OptionGroup var clockOptions: NotificationClockOptions
            var output: JSONOption { clockOptions.output }

            func validate() throws {
                if identifiers.isEmpty && !all && !delivered {
                    throw ValidationError(CommandLanguage.text(ja: "識別子か --all か --delivered を指定してください。", en: "Give identifiers, --all or --delivered."))
                }
            }

            func body() async throws {
                let host = try clockOptions.app.openHost()
                var removed = 0
                if all || !identifiers.isEmpty { removed += try await host.notifications.removePending(identifiers: all ? nil : identifiers) }
                if delivered { removed += try await host.notifications.removeDelivered(ids: nil) }
                try show(["removed": removed], NotificationsRemovedReporter(language: language).report(removed))
            }
        }

    }
}

/// Options the notification commands share: the app, the clock and time zone, JSON.
struct NotificationClockOptions: ParsableArguments {
    @OptionGroup var timeZone: TimeZoneOption

    @OptionGroup var output: JSONOption

    @OptionGroup var app: AppOptions

    /// The user's clock: INTEGRATIONS_NOW or the system's, in --time-zone, TZ or the system's zone.
    func clock() throws(IntegrationsError) -> UserClock {
        timeZone.applied(to: try app.clock())
    }

    /// One line for a person when the day's times were read in UTC only because nothing named a zone
    /// (no --time-zone, no TZ, a system set to UTC): right by the rule, but a surprise to someone in Tokyo
    /// whose 08:00 becomes 17:00. `nil` when a zone was named or the system's is not UTC.
    func defaultZoneNote(clock: UserClock, environment: [String: String] = CommandContext.current.environment) -> LocalizedText? {
        guard timeZone.identifier == nil, (environment["TZ"] ?? "").isEmpty, clock.timeZone.secondsFromGMT() == 0 else { return nil }
        return LocalizedText(
            ja: "タイムゾーンの指定がないため UTC（このマシンの設定）で読みました。別の地域の時刻なら --time-zone Asia/Tokyo のように指定してください。",
            en: "No time zone was given, so the time was read in UTC (this machine's zone). For another place's time, give --time-zone, such as --time-zone Asia/Tokyo.")
    }
}
