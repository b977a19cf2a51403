import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsReporting
import IntegrationsHost
import IntegrationsWidgets
import IntegrationsApp

extension Integrations {
    struct Widget: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "widget",
            abstract: "Widgets: the app's widgets, and their timelines from its real state.",
            discussion: "`widget timeline ProgressSummaryWidget --family systemSmall` at the clock (INTEGRATIONS_NOW or the system's) in --time-zone, then TZ. Docs/Widgets.md.",
            subcommands: [DeclarationList<WidgetDeclaration>.self, Timeline.self, Render.self, Reloads.self]
        )

        struct Timeline: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "timeline",
                abstract: "A widget's timeline at the clock: an entry now, at its refresh, and at the next local midnight.",
            discussion: "--json prints {\"kind\", \"family\", \"policy\", \"entries\": [{\"date\", \"reason\", \"content\"}]}.")

            @Argument(help: "The widget's kind (see widget list).")
            var kind: String

            @OptionGroup var widgetOptions: WidgetOptions

            @OptionGroup var timeZone: TimeZoneOption

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let clock = timeZone.applied(to: try app.clock())
                let host = try app.openHost()
                let result = try await host.widgetTimeline(
                    kind: kind, family: widgetOptions.chosenFamily, configuration: widgetOptions.given, clock: clock, language: language)
                try show(result, WidgetTimelineReporter(language: language, timeZone: clock.timeZone).report(result.timeline))
            }
        }
    }
}


extension Integrations.Widget {
    struct Reloads: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "reloads",
            abstract: "The day's requests to reload the widgets, and what remains of each widget's budget.",
            discussion: "--json prints {\"date\", \"budget\", \"reloads\": [{\"kind\", \"date\", \"reason\", \"counted\"}], \"remaining\": {kind: n}}.")

        @OptionGroup var day: DayOption

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func body() async throws {
            let host = try app.openHost()
            let clock = try app.clock()
            let report = try await host.widgetReloads(on: day.day(clock))
            try show(report, WidgetReloadsReporter(language: language, timeZone: clock.timeZone).report(report))
        }
    }
}


extension Integrations.Widget {
    struct Render: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw a widget's entry now: a box of the family's proportions, or an SVG (--svg).",
            discussion: "The SVG is at the point size of the family on an iPhone 15 (390 × 844 pt), light appearance. Docs/Widgets.md.")

        @Argument(help: "The widget's kind (see widget list).")
        var kind: String

        @OptionGroup var widgetOptions: WidgetOptions

        @Flag(help: "Print the SVG instead of the terminal box.")
        var svg = false

        @Option(help: ArgumentHelp("Draw the entry at midnight instead of now (the day's reset).", valueName: "now|midnight"))
        var entry: String = "now"

        @OptionGroup var app: AppOptions

        func validate() throws {
            guard entry == "now" || entry == "midnight" else {
                throw ValidationError(CommandLanguage.text(ja: "--entry には now か midnight を指定してください。", en: "--entry is now or midnight, not '\(entry)'."))
            }
        }

        func body() async throws {
            let host = try app.openHost()
            let result = try await host.widgetTimeline(
                kind: kind, family: widgetOptions.chosenFamily, configuration: widgetOptions.given, clock: try app.clock(), language: language)
            guard let shown = result.timeline.entries.first(where: { $0.reason == entry }) ?? result.timeline.entries.first else { return }
            // Both renderings escape what the data holds themselves (TerminalText, XML escapes).
            if svg {
                Output.print(String(WidgetRenderer.svg(shown.content, family: result.family).dropLast()), as: .xml)
            } else {
                Output.printStyled(String(WidgetRenderer.terminal(shown.content, family: result.family).dropLast()))
            }
        }
    }
}

/// `--family` and `--config name=value`, for the commands that compute a widget's timeline.
struct WidgetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The family (default: the widget's first): systemSmall, systemMedium, systemLarge, accessoryInline, accessoryRectangular, accessoryCircular.", valueName: "family"))
    var family: String?

    @Option(name: .customLong("config"), help: ArgumentHelp("A setting as name=value. Repeatable.", valueName: "name=value"))
    var settings: [String] = []

    func validate() throws {
        if let family, WidgetFamily(rawValue: family) == nil {
            let families = WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(CommandLanguage.text(
                ja: "--family には \(families) のいずれかを指定してください（「\(family)」は使えません）。",
                en: "--family must be one of \(families), not '\(family)'."))
        }
        for setting in settings where !setting.contains("=") {
            throw ValidationError(CommandLanguage.text(ja: "--config には name=value を指定してください。", en: "--config takes name=value, such as maxShown=4, not '\(setting)'."))
        }
        var seen: Set<Substring> = []
        for setting in settings {
            let name = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if !seen.insert(name).inserted {
                throw ValidationError(CommandLanguage.text(ja: "--config \(name) が2回あります。1回だけ指定してください。", en: "--config \(name) is given twice; give each setting once."))
            }
        }
    }

    var chosenFamily: WidgetFamily? { family.flatMap(WidgetFamily.init(rawValue:)) }

    /// The settings by name (each name is given once: ``validate()``).
    var given: [String: String] {
        var values: [String: String] = [:]
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            values[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return values
    }
}

extension WidgetDeclaration: ListedInCommand {
    static var listed: ManifestListing<Self> { ManifestListing(key: WidgetsPoint.key, abstract: "The widgets the app declares.") { manifest, file throws(IntegrationsError) in
            try manifest.widgetDeclarations(file: file)
        } }
}
