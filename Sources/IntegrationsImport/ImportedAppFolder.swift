public import Foundation
public import IntegrationsCore

/// The app folder an import becomes: a manifest that `check`, `route`, `aasa` and `intent` run on, and the
/// record files it names (empty: the app's data is not in its repository).
///
/// What the project says is carried over as it is; what it cannot say (a widget's layout, an activity's
/// title, the app's records) gets a neutral stand-in, and ``notes`` says which, so that `check` on the
/// folder reports the project's own problems rather than the import's.
public struct ImportedAppFolder: Sendable {
    /// The manifest.
    public var manifest: AppManifest
    /// Record files by name, each `[]`.
    public var recordFiles: [String]
    /// What was left out or stood in for, with the place it came from.
    public var notes: [Diagnostic]
    /// Where each element of the manifest came from in the project, by JSON path (`$.activities[1]` →
    /// `App/Handoff.swift:12`): what `check --project` places a manifest rule's finding at.
    public var sources: [String: String]

    /// The folder `report` becomes.
    public init(_ report: ImportReport) {
        var notes: [Diagnostic] = []
        var sources: [String: String] = [:]
        if let source = report.app.source { sources["$.app"] = source }
        let bundleIdentifier = report.app.bundleIdentifier.flatMap { $0.contains("$") ? nil : $0 } ?? "com.example.imported"
        let name = report.app.name.flatMap { $0.contains("$") ? nil : $0 }
            ?? bundleIdentifier.split(separator: ".").last.map(String.init) ?? "App"
        // A scheme no URL carries is not written: one the Info.plist gives is reported at its line
        // (`project.urlSchemeInvalid`); a macro's name the preprocessor kept is not known.
        var app = AppIdentity(
            name: name, bundleIdentifier: bundleIdentifier, urlSchemes: report.app.urlSchemes.filter { !$0.contains("$") && URLSchemeSyntax.isValid($0) },
            associatedDomains: report.app.associatedDomains.filter { entry in
                !entry.contains("$") && (try? AssociatedDomain.parse(entry).get()) != nil
            })
        app.appGroup = report.app.appGroups.first { !$0.contains("$") }

        // Entities: one search domain, with an empty records file, per AppEntity a parameter uses.
        let enums = report.enumCases
        var entities: [String: String] = [:]
        for intent in report.intents where intent.kind != "SiriKit" {
            for parameter in intent.parameters where report.entityTypes.contains(parameter.type) && enums[parameter.type] == nil {
                entities[parameter.type] = Self.entityName(parameter.type)
            }
        }
        // Widgets count an entity's records; with none from the intents, a stand-in entity.
        let widgetEntity = entities.values.sorted().first ?? "item"
        if !report.widgets.isEmpty, entities.isEmpty { entities["(widgets)"] = widgetEntity }
        let searchDomains = Set(entities.values).sorted().map { entity in
            SearchDomain(identifier: entity + "s", entity: entity, records: entity + "s.json", title: FieldTemplate("${title}"))
        }

        // Intents: the App Intents, with their App Shortcuts' phrases.
        var intents: [IntentDefinition] = []
        for intent in report.intents where intent.kind != "SiriKit" {
            sources["$.intents[\(intents.count)]"] = intent.source
            let parameters = intent.parameters.map { parameter -> IntentParameter in
                let type: IntentParameterType
                switch parameter.type {
                case "String", "AttributedString": type = .string
                case "Int", "Int64", "Int32", "UInt", "Measurement<UnitLength>": type = .integer
                case "Bool": type = .boolean
                case "Date", "DateComponents": type = .date
                default:
                    if let cases = enums[parameter.type] {
                        type = .enumeration(cases.map { IntentEnumCase(value: $0, title: LocalizedText(ja: $0, en: $0)) })
                    } else if let entity = entities[parameter.type] {
                        type = .entity(entity)
                    } else {
                        type = .string
                        notes.append(Diagnostic.importNote(.importApproximated, intent.source, LocalizedText(
                            ja: "\(intent.type) のパラメータ \(parameter.name) の型 \(parameter.type) は文字列として取り込みました",
                            en: "parameter \(parameter.name) of \(intent.type), a \(parameter.type), is imported as a string")))
                    }
                }
                let title = parameter.title ?? parameter.name
                return IntentParameter(name: parameter.name, title: LocalizedText(ja: title, en: title), type: type, isRequired: !parameter.optional)
            }
            // The code's phrases and, from AppShortcuts.xcstrings, each language's (English first).
            let shortcuts = report.appShortcuts.filter { $0.intent == intent.type }
            var english: [String] = []
            for phrase in shortcuts.flatMap({ $0.phrases + ($0.localizedPhrases["en"] ?? []) }) where !english.contains(phrase) { english.append(phrase) }
            var japanese: [String] = []
            for phrase in shortcuts.flatMap({ $0.localizedPhrases["ja"] ?? [] }) where !japanese.contains(phrase) { japanese.append(phrase) }
            let title = intent.title ?? intent.type
            intents.append(IntentDefinition(
                identifier: intent.type, title: LocalizedText(ja: title, en: title), description: LocalizedText(ja: "", en: ""),
                parameters: parameters, phrases: IntentPhrases(ja: japanese, en: english)))
        }

        // Notification categories, as the code creates them.
        for (index, category) in report.notificationCategories.enumerated() { sources["$.notifications.categories[\(index)]"] = category.source }
        let categories = report.notificationCategories.map { category in
            NotificationCategory(identifier: category.identifier, actions: category.actions.map { action in
                let title = action.title ?? action.identifier
                return NotificationAction(
                    identifier: action.identifier, title: LocalizedText(ja: title, en: title),
                    options: action.options.compactMap(NotificationAction.Option.init(rawValue:)),
                    textInput: action.textInput ? NotificationAction.TextInput(buttonTitle: LocalizedText(ja: title, en: title)) : nil)
            })
        }

        // Activity types the app declares or creates; the title stands in.
        // Intent class names in NSUserActivityTypes (SiriKit's, or any intent the project has) are not
        // activity types of the app's own, and are not held to reverse-DNS.
        let intentClasses = report.knownIntents
        let imported = report.activityTypes.filter { activity in
            (activity.declared || activity.created) && !ImportReport.systemActivityTypes.contains(activity.type)
                && !ImportReport.isSystemIntent(activity.type) && !intentClasses.contains(activity.type)
        }
        for (index, activity) in imported.enumerated() { sources["$.activities[\(index)]"] = activity.createdAt.first ?? activity.source }
        let activities = imported.map { activity -> ActivityTypeDeclaration in
            let eligibility = activity.eligibility.compactMap(ActivityTypeDeclaration.Eligibility.init(rawValue:))
            return ActivityTypeDeclaration(
                type: activity.type, title: LocalizedText(ja: activity.type, en: activity.type),
                webpageURL: activity.webpageHosts.first.map { "https://\($0.value)/" },
                eligibility: eligibility.isEmpty ? [.handoff] : eligibility)
        }

        // Widgets: kind and families; the layout stands in (a progress summary fits every family).
        var widgets: [WidgetDeclaration] = []
        var widgetKinds: Set<String> = []
        for widget in report.widgets where widgetKinds.insert(widget.kind).inserted {
            sources["$.widgets[\(widgets.count)]"] = widget.source
            var families: [WidgetFamily] = []
            for family in widget.families {
                if let known = WidgetFamily(rawValue: family) {
                    families.append(known)
                } else {
                    notes.append(Diagnostic.importNote(.importApproximated, widget.source, LocalizedText(
                        ja: "ウィジェット \(widget.kind) のファミリー \(family) はマニフェストにないため外しました",
                        en: "family \(family) of widget \(widget.kind) has no manifest counterpart; left out")))
                }
            }
            widgets.append(WidgetDeclaration(
                kind: widget.kind, displayName: LocalizedText(ja: widget.type, en: widget.type), description: LocalizedText(ja: "", en: ""),
                families: families.isEmpty ? [.systemSmall, .systemMedium, .systemLarge] : families, content: .progress, entity: widgetEntity))
        }

        // Routes: every whole URL the code builds on one of the app's schemes, once as a router tells URLs
        // apart. They stand in for the app's route table, which its code does not declare: two URLs the router
        // would take for the same one (`app://a`, `app://A/`, `app://a?tab=2`) are one route, and a URL only
        // compared or used as a key is no route at all.
        var routes: [RouteDeclaration] = []
        var templates: Set<String> = []
        var routeNames: Set<String> = []
        for url in report.urls where url.isComplete && url.use != "identifier" && app.urlSchemes.contains(url.scheme) {
            guard let key = Self.routeKey(url.url), templates.insert(key).inserted else { continue }
            let name = Self.routeName(url.url, taken: routeNames)
            routeNames.insert(name)
            sources["$.routes[\(routes.count)]"] = url.source
            routes.append(RouteDeclaration(name: name, forms: [RouteForm(.scheme, url.url)]))
        }

        manifest = AppManifest(
            app: app, searchDomains: searchDomains, routes: routes, intents: intents,
            notifications: NotificationDeclarations(categories: categories), activities: activities, widgets: widgets)
        recordFiles = searchDomains.map(\.records)
        self.notes = notes
        self.sources = sources
    }

    /// `ItemEntity` is `item`. The name becomes a record file's name (`items.json`), so it keeps only
    /// letters, digits and `_` of the type's name (`` `/../x` `` is `x`): one plain path component, never a
    /// path; a name with none of them is `item`.
    static func entityName(_ type: String) -> String {
        var name = String(type.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        if name.hasSuffix("Entity"), name.count > "Entity".count { name.removeLast("Entity".count) }
        if name.isEmpty { return "item" }
        if name.first?.isNumber == true { name = "entity" + name }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// What a router compares of a custom-scheme URL used as a constant template: the scheme and host
    /// without case, the path's non-empty segments, percent-decoded; the query and fragment left out.
    /// `nil` for a URL that is not a constant template (`{`, `}`, `*` in a segment).
    static func routeKey(_ url: String) -> String? {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        let rest = url[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }
        var segments = rest.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        if segments.contains(where: { $0.contains("{") || $0.contains("}") || $0 == "*" || $0 == "**" }) { return nil }
        if let host = segments.first { segments[0] = host.lowercased() }
        return ([scheme] + segments).joined(separator: "/")
    }

    /// A route's name from its URL (`larder://items/recent` is `itemsRecent`), unique among `taken`.
    static func routeName(_ url: String, taken: Set<String>) -> String {
        let rest = url.split(separator: ":", maxSplits: 1).last.map { $0.drop { $0 == "/" } } ?? ""
        let words = rest.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var name = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        if name.isEmpty || name.first?.isNumber == true { name = "route" + name }
        var unique = name
        var counter = 2
        while taken.contains(unique) {
            unique = name + String(counter)
            counter += 1
        }
        return unique
    }

    /// The manifest as `integrations.json` holds it.
    public func manifestJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(manifest) + Data("\n".utf8)
    }
}
