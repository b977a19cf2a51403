import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsPointKit
import IntegrationsHost
import IntegrationsImport
import IntegrationsLiveActivities
import IntegrationsNotifications
import IntegrationsReporting

extension Integrations {
    struct LiveActivity: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "live-activity",
            abstract: "Live Activities: the app's attributes types, and the ActivityKit push payloads that start, update and end them.",
            discussion: """
                `live-activity payload --attributes NAME --event update --state JSON | integrations live-activity validate-payload - --attributes NAME` \
                writes a push and checks it. A Live Activity's updates do not come out of its widget's reload budget: \
                priority-10 pushes draw down a per-device budget Apple does not document, priority-5 pushes do not. \
                Docs/LiveActivities.md.
                """,
            subcommands: [DeclarationList<LiveActivityDeclaration>.self, ValidatePayload.self, Payload.self]
        )

        struct ValidatePayload: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "validate-payload",
                abstract: "Check an ActivityKit push payload (and its headers) against a Live Activity's attributes.",
                discussion: """
                    The attributes come from the app folder's manifest (--app, default the embedded sample) or from an \
                    app's own Swift sources (--project, read as integrations import reads them). Every problem is listed \
                    with its JSON path and line:column; --headers checks apns-push-type, apns-topic and apns-priority \
                    (Name: value lines, as curl -H takes them, or a JSON object). Exit 0 valid (warnings allowed), 1 invalid. \
                    --json prints the problems as a JSON array, like check --json.
                    """)

            @Argument(help: "The payload file, or - for standard input.")
            var file: String

            @Option(name: .customLong("attributes"), help: ArgumentHelp("The Live Activity's attributes type (see live-activity list).", valueName: "name"))
            var attributesType: String

            @Option(help: ArgumentHelp("The request's headers: Name: value lines or a JSON object.", valueName: "file"))
            var headers: String?

            @Option(help: ArgumentHelp("An app's repository or project folder whose Swift sources declare the attributes, instead of --app.", valueName: "path"))
            var project: String?

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func validate() throws {
                if project != nil, app.appDirectory != nil {
                    throw ValidationError(CommandLanguage.text(
                        ja: "--project と --app は一緒に使えません。--project はアプリのプロジェクトの Swift ソースから、--app はアプリのフォルダの integrations.json から Live Activity を読みます。どちらか一つを指定してください。",
                        en: "--project cannot be used with --app: --project reads the Live Activity from an app's project sources, --app from an app folder's integrations.json. Give one of them."))
                }
                if let project, project.isEmpty {
                    throw ValidationError(CommandLanguage.text(ja: "--project にアプリのリポジトリかプロジェクトのフォルダを指定してください。", en: "--project is empty: give the app's repository or project folder."))
                }
            }

            func body() async throws {
                let (declaration, bundleIdentifier) = try attributes()
                let name = InputFile.name(file, language)
                let data = try InputFile.read(file, limit: LiveActivityPayload.inputLimit, APNsPayload.input)
                let headerFile = try headers.map { path throws(IntegrationsError) in
                    LiveActivityHeaders.read(try InputFile.read(path, limit: LiveActivityPayload.inputLimit, LiveActivityHeaders.input), file: InputFile.name(path, language))
                }
                let validation = PayloadValidation(name: name, attributesType: declaration.attributesType, diagnostics: LiveActivityPayload.validate(
                    data, file: name, attributes: declaration, headers: headerFile, bundleIdentifier: bundleIdentifier))
                try show(validation, PayloadValidationReporter(language: language).report(validation))
                if !validation.isValid { throw ExitCodes.failure }
            }

            /// The declaration named, and the bundle identifier the topic must start with (`nil` when not known).
            func attributes() throws(IntegrationsError) -> (LiveActivityDeclaration, String?) {
                if let project {
                    let report = try ProjectImporter.installed(configuration: nil, target: nil, environment: CommandContext.current.environment)
                        .importProject(at: URL(fileURLWithPath: project))
                    let declarations = (report.liveActivities ?? []).map { $0.declaration() }
                    let bundleIdentifier = report.app.bundleIdentifier.flatMap { $0.contains("$(") ? nil : $0 }
                    return (try LiveActivityPayload.declaration(attributesType, in: declarations, source: TerminalText.safeLine(project)), bundleIdentifier)
                }
                let loaded = try app.loadApp()
                let declared = try LiveActivitiesPoint().declarations(in: loaded.manifest, file: loaded.manifestPath)
                return (try LiveActivityPayload.declaration(attributesType, in: declared, source: app.manifestSource), loaded.manifest.app.bundleIdentifier)
            }
        }

        struct Payload: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "payload",
                abstract: "Write the ActivityKit push payload that starts, updates or ends a Live Activity.",
                discussion: """
                    --state is the ContentState as JSON; a date field may be an ISO 8601 string, written in the \
                    declaration's dateEncoding. A start also needs the fixed properties: --attributes-values JSON, or \
                    --entity ID to fill them from the declaration's value templates. timestamp is now (INTEGRATIONS_NOW). \
                    The payload is JSON with or without --json; --json prints {"headers": {...}, "payload": {...}} with \
                    apns-push-type, apns-topic and apns-priority. Warnings (a start without an alert) go to standard error; \
                    a payload that would not decode exits 1.
                    """)

            @Option(name: .customLong("attributes"), help: ArgumentHelp("The Live Activity's attributes type (see live-activity list).", valueName: "name"))
            var attributesType: String

            @Option(help: ArgumentHelp("start, update or end.", valueName: "event"))
            var event: String

            @Option(help: ArgumentHelp("The ContentState, as a JSON object.", valueName: "json"))
            var state: String

            @Option(name: .customLong("attributes-values"), help: ArgumentHelp("For a start: the fixed properties, as a JSON object.", valueName: "json"))
            var attributesValues: String?

            @Option(help: ArgumentHelp("For a start: the entity whose record fills the fixed properties' value templates.", valueName: "id"))
            var entity: String?

            @Option(name: .customLong("stale-date"), parsing: .unconditional, help: ArgumentHelp("When the content goes stale, ISO 8601.", valueName: "iso8601"))
            var staleDate: String?

            @Option(name: .customLong("dismissal-date"), parsing: .unconditional, help: ArgumentHelp("For an end: when the system removes the activity, ISO 8601.", valueName: "iso8601"))
            var dismissalDate: String?

            @Option(name: .customLong("relevance-score"), parsing: .unconditional, help: ArgumentHelp("Which of the app's activities the system shows first.", valueName: "n"))
            var relevanceScore: Double?

            @Option(parsing: .unconditional, help: ArgumentHelp("apns-priority: 10 delivers at once and draws down the budget, 5 does not (default 10).", valueName: "5|10"))
            var priority: Int = 10

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func validate() throws {
                guard LiveActivityPayload.Event(rawValue: event) != nil else {
                    throw ValidationError(CommandLanguage.text(ja: "--event には start、update、end のどれかを指定してください。", en: "--event must be start, update or end, not '\(event)'."))
                }
                for (flag, value) in [("--stale-date", staleDate), ("--dismissal-date", dismissalDate)] {
                    if let value, ISODate.parse(value) == nil {
                        throw ValidationError(CommandLanguage.text(ja: "\(flag) には ISO 8601 の日時を指定してください。", en: "\(flag) must be an ISO 8601 date and time such as 2027-03-13T00:00:00Z, not '\(value)'."))
                    }
                }
                guard [5, 10].contains(priority) else {
                    throw ValidationError(CommandLanguage.text(ja: "--priority には 5 か 10 を指定してください。", en: "--priority must be 5 or 10, not \(priority)."))
                }
                // ActivityKit's relevanceScore is any Double, the highest shown first; JSON has no NaN or infinity.
                if let relevanceScore, !relevanceScore.isFinite {
                    throw ValidationError(CommandLanguage.text(
                        ja: "--relevance-score には有限の数（50 など）を指定してください（\(relevanceScore) ではなく）。JSON のペイロードは NaN も無限大も表せません。",
                        en: "--relevance-score must be a finite number such as 50, not \(relevanceScore): a JSON payload cannot hold NaN or infinity."))
                }
                if attributesValues != nil, entity != nil {
                    throw ValidationError(CommandLanguage.text(ja: "--attributes-values と --entity は一緒に使えません。どちらか一つを指定してください。", en: "--attributes-values cannot be used with --entity; give one of them."))
                }
                if event != "start", attributesValues != nil || entity != nil {
                    throw ValidationError(CommandLanguage.text(ja: "--attributes-values と --entity は --event start のときだけ使えます。", en: "--attributes-values and --entity apply to --event start only."))
                }
            }

            func body() async throws {
                let loaded = try app.loadApp()
                let declared = try LiveActivitiesPoint().declarations(in: loaded.manifest, file: loaded.manifestPath)
                let declaration = try LiveActivityPayload.declaration(attributesType, in: declared, source: app.manifestSource)
                let stateValues = try LiveActivityPayload.object(state, input: "--state")
                let attributes = try entity.map { entity throws(IntegrationsError) in try loaded.liveActivityAttributes(of: declaration, entity: entity) }
                    ?? attributesValues.map { text throws(IntegrationsError) in try LiveActivityPayload.object(text, input: "--attributes-values") }
                let written = try LiveActivityPayload.payload(
                    for: declaration, event: LiveActivityPayload.Event(rawValue: event) ?? .update, state: stateValues, attributes: attributes,
                    staleDate: staleDate.flatMap(ISODate.parse), dismissalDate: dismissalDate.flatMap(ISODate.parse), relevanceScore: relevanceScore,
                    now: try app.clock().now())
                for warning in written.warnings { Output.error("\(warning.severity.rawValue): \(warning.text(language))") }
                if output.json {
                    let headers = LiveActivityPayload.headers(bundleIdentifier: loaded.manifest.app.bundleIdentifier, priority: priority)
                    Output.print(try APNsPayload.json(["headers": headers, "payload": written.payload]), as: .json)
                } else {
                    Output.print(try APNsPayload.json(written.payload), as: .json)
                }
            }
        }
    }
}

extension LiveActivityDeclaration: ListedInCommand {
    static var listed: ManifestListing<Self> { ManifestListing(abstract: "The Live Activities the app declares.", point: LiveActivitiesPoint()) }
}
