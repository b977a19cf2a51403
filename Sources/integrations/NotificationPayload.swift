import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsIntents
import IntegrationsNotifications
import IntegrationsState
import IntegrationsApp
import IntegrationsReporting

// `notification payload`, `notification validate-payload` and `notification next-dates`: the commands that
// compute without the notification center's state changing.
extension Integrations.Notification {
    struct Payload: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "payload",
            abstract: "The APNs payload of a pending notification (or of a template for an entity).",
            discussion: "With --simulator the payload names the app (\"Simulator Target Bundle\") so `xcrun simctl push booted FILE` accepts it on a Mac. The payload is JSON with or without --json; --json makes a failure print {\"error\": …} too.")

        @Argument(help: "A pending request's identifier.")
        var identifier: String?

        @Option(help: ArgumentHelp("A template instead of a pending request.", valueName: "template"))
        var template: String?

        @Option(help: ArgumentHelp("The template's entity, by identifier (as search shows it).", valueName: "id"))
        var entity: String?

        @Flag(help: "Add \"Simulator Target Bundle\" for xcrun simctl push.")
        var simulator = false

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func validate() throws {
            guard (identifier == nil) != (template == nil) else {
                throw ValidationError(CommandLanguage.text(ja: "保留中の通知の識別子か --template を指定してください。", en: "Give a pending request's identifier or --template."))
            }
        }

        func body() async throws {
            let host = try app.openHost()
            // A template's is filled as scheduling would fill it, without scheduling anything.
            let content = if let identifier { try await host.notifications.pendingRequest(identifier).content } else {
                try host.notificationRequest(template: template ?? "", entity: entity, trigger: .push, identifier: nil, extraFields: [:], entities: nil).content
            }
            let payload = APNsPayload.payload(for: content, language: language, bundleIdentifier: simulator ? host.app.manifest.app.bundleIdentifier : nil)
            Output.print(try APNsPayload.json(payload), as: .json)
        }
    }

    struct ValidatePayload: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "validate-payload",
            abstract: "Check an APNs payload against Apple's documented keys and limits.",
            discussion: "Every problem is listed with its JSON path and line:column. Exit 0 valid (unknown aps keys are warnings), 1 invalid. --json prints the problems as a JSON array, like check --json.")

        @Argument(help: "The payload file, or - for standard input.")
        var file: String

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let name = InputFile.name(file, language)
            let data = try InputFile.read(file, limit: APNsPayload.inputLimit, APNsPayload.input)
            let validation = PayloadValidation(name: name, diagnostics: APNsPayload.validate(data, file: name))
            try show(validation, PayloadValidationReporter(language: language).report(validation))
            if !validation.isValid { throw ExitCodes.failure }
        }
    }

    struct NextDates: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "next-dates",
            abstract: "The instants a trigger fires at, as a device's clock would deliver it.",
            discussion: """
                TRIGGER is the manifest's JSON form: {"calendar": {"hour": 2, "minute": 30}, "repeats": true}, \
                {"calendar": {...}, "timeZone": "Asia/Tokyo"} or {"timeInterval": 3600, "repeats": true}. \
                A time that does not exist (a daylight-saving gap) fires the same offset after the gap; one \
                that happens twice fires once, first. An invalid trigger exits 1 naming the field.
                --json prints {\"dates\": [ISO 8601 instants in UTC]} (Docs/JSON.md).
                """
        )

        @Option(help: ArgumentHelp("The trigger, as JSON.", valueName: "json"))
        var trigger: String

        @Option(parsing: .unconditional, help: ArgumentHelp("Dates after this instant, ISO 8601 (default: now, or INTEGRATIONS_NOW).", valueName: "iso8601"))
        var after: String?

        @OptionGroup var timeZone: TimeZoneOption

        @Option(parsing: .unconditional, help: ArgumentHelp("How many dates, 1 to 1000.", valueName: "n"))
        var count: Int = 5

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func validate() throws {
            guard (1...1_000).contains(count) else {
                throw ValidationError(CommandLanguage.text(ja: "--count には 1〜1000 を指定してください。", en: "--count must be 1 to 1000, not \(count)."))
            }
            if let after, ISODate.parse(after) == nil {
                throw ValidationError(CommandLanguage.text(ja: "--after には ISO 8601 の日時を指定してください。", en: "--after must be an ISO 8601 date and time such as 2027-03-13T00:00:00Z, not '\(after)'."))
            }
        }

        func body() async throws {
            let parsed = try NotificationTrigger.read(json: trigger, input: "--trigger")
            let zone = timeZone.zone ?? CommandContext.current.timeZone
            let start = try after.flatMap(ISODate.parse) ?? app.clock().now()
            let dates = TriggerSchedule.nextDates(of: parsed, after: start, userTimeZone: zone, count: count)
            try show(["dates": dates.map(ISODate.format)], TriggerDatesReporter(language: language, timeZone: zone).report(dates))
        }
    }
}
