import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsApp

extension Integrations {
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Read an app's repository or project folder: its Info.plist files, entitlements, build settings, SiriKit definitions and Swift sources.",
            discussion: """
                Nothing is compiled or run: property lists (XML or binary) are parsed, $(VAR)s resolved from \
                .xcconfig chains and project.pbxproj for --configuration, Swift sources read with swift-syntax. \
                What is not a literal, or stays unresolved, is a note with its file and line. \
                `integrations check --project PATH` checks the same files against each other. Docs/Importing.md.
                --json prints the import report: {"app", "intents", "appShortcuts", "widgets", "notificationCategories", "activityTypes", "urls", "intentClasses", …, "notes"} (Docs/JSON.md).
                """
        )

        @Argument(help: ArgumentHelp("The app's repository or project folder.", valueName: "path"))
        var path: String

        @Option(help: ArgumentHelp("The build configuration whose settings resolve $(VAR)s: one the project defines (default: Release, else the project's default configuration).", valueName: "name"))
        var configuration: String?

        @Option(help: ArgumentHelp("The application target read as the app (default: the iOS application target the project's own data picks; Docs/Importing.md).", valueName: "name"))
        var target: String?

        @Option(help: ArgumentHelp("Write an app folder here: integrations.json and the record files it names (an existing manifest is never overwritten).", valueName: "dir"))
        var output: String?

        @OptionGroup var jsonOption: JSONOption

        @OptionGroup var app: AppOptions

        func validate() throws {
            try AppFolderWriter.refuseEmpty(output, option: "--output")
        }

        func run() async throws {
            let language = app.language
            try await runReportingErrors(language: language, json: jsonOption.json) {
                var report = try ProjectImporter.installed(configuration: configuration, target: target).importProject(at: URL(fileURLWithPath: path))
                var written: String?
                if let output {
                    let folder = ImportedAppFolder(report)
                    report.notes += folder.notes
                    written = try AppFolderWriter.write(folder, to: URL(fileURLWithPath: output))
                }
                if jsonOption.json {
                    try Output.json(report, userInfo: [ImportReport.languageKey: language])
                } else {
                    Output.print(ImportReportText(report, path: path, language: language).lines.joined(separator: "\n"))
                    if let written {
                        Output.print(LocalizedText(
                            ja: "\(TerminalText.safeLine(written)) を書きました。`integrations check --app \(TerminalText.safeLine(output ?? ""))` で確かめられます。",
                            en: "Wrote \(TerminalText.safeLine(written)); check it with `integrations check --app \(TerminalText.safeLine(output ?? ""))`.")[language])
                    }
                }
            }
        }
    }
}

/// The import report for people: the app, then each point with its places, then the notes.
struct ImportReportText {
    var lines: [String] = []

    init(_ report: ImportReport, path: String, language: Language) {
        let safe = TerminalText.safeLine
        let files = report.files
        let name = report.app.name.map(safe) ?? "?"
        let identifier = report.app.bundleIdentifier.map(safe) ?? "?"
        lines.append(LocalizedText(
            ja: "\(safe(path)) から \(name)（\(identifier)）を読み込みました: プロパティリスト\(files.propertyLists)、entitlements \(files.entitlements)、xcconfig \(files.xcconfigs)、プロジェクト\(files.projects)、SiriKit 定義\(files.intentDefinitions)、Swift ソース\(files.swiftSources)。",
            en: "Imported \(name) (\(identifier)) from \(safe(path)): \(files.propertyLists) property lists, \(files.entitlements) entitlements, \(files.xcconfigs) xcconfig, \(files.projects) projects, \(files.intentDefinitions) SiriKit definitions, \(files.swiftSources) Swift sources.")[language])
        if let target = report.target {
            let shownTarget = safe(target.name)
            let configuration = safe(target.configuration)
            lines.append(LocalizedText(
                ja: "ターゲット \(shownTarget)（\(safe(target.project))、構成 \(configuration)）: \(target.explanation.ja)。",
                en: "Target \(shownTarget) (\(safe(target.project)), configuration \(configuration)): \(target.explanation.en).")[language])
        }
        func section(_ title: LocalizedText, _ items: [String]) {
            lines.append("\(title[language]) (\(items.count))")
            lines += items.map { "  " + $0 }
        }
        if let extensions = report.extensions {
            section(LocalizedText(ja: "機能拡張", en: "Extensions"), extensions.map { found in
                let facts = [found.bundleIdentifier, found.point, found.infoPlist, found.swiftSources.map { "\($0) Swift" }].compactMap { $0 }
                return safe("\(found.name) (\(facts.joined(separator: ", ")))")
            })
        }
        section(LocalizedText(ja: "URL スキーム", en: "URL schemes"), report.app.urlSchemes.map(safe))
        section(LocalizedText(ja: "関連ドメイン", en: "Associated domains"), report.app.associatedDomains.map(safe))
        section(LocalizedText(ja: "App Group", en: "App Groups"), report.app.appGroups.map(safe))
        section(LocalizedText(ja: "インテント", en: "Intents"), report.intents.map { intent in
            let parameters = intent.parameters.map { "\($0.name): \($0.type)\($0.optional ? "?" : "")" }.joined(separator: ", ")
            return safe("\(intent.type) \"\(intent.title ?? "?")\" [\(intent.kind)] (\(parameters)) — \(intent.source)")
        })
        section(LocalizedText(ja: "App Shortcut", en: "App Shortcuts"), report.appShortcuts.map { shortcut in
            safe("\(shortcut.intent): \(shortcut.phrases.map { "\"\($0)\"" }.joined(separator: ", ")) — \(shortcut.source)")
        })
        section(LocalizedText(ja: "ウィジェット", en: "Widgets"), report.widgets.map { widget in
            // A family or a widget found only under a condition says which.
            let families = widget.families.map { family in
                (widget.familyUncertainties?[family]).map { "\(family) (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? family
            }
            let uncertain = widget.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
            return safe("\(widget.kind) (\(widget.type), \(widget.configuration)) [\(families.joined(separator: ", "))]\(uncertain) — \(widget.source)")
        })
        section(LocalizedText(ja: "通知カテゴリ", en: "Notification categories"), report.notificationCategories.map { category in
            let actions = category.actions.map(\.identifier).joined(separator: ", ")
            let registered = category.registered ? LocalizedText(ja: "登録済み", en: "registered") : LocalizedText(ja: "未登録", en: "not registered")
            return safe("\(category.identifier) [\(actions)] \(registered[language]) — \(category.source)")
        })
        section(LocalizedText(ja: "アクティビティタイプ", en: "Activity types"), report.activityTypes.map { activity in
            let flags = [
                activity.declared ? LocalizedText(ja: "宣言", en: "declared") : nil,
                activity.created ? LocalizedText(ja: "作成", en: "created") : nil,
                activity.handled ? LocalizedText(ja: "継続", en: "handled") : nil,
            ].compactMap { $0?[language] }.joined(separator: ", ")
            let uncertain = activity.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
            return safe("\(activity.type) (\(flags))\(uncertain) — \(activity.source)")
        })
        // URLs and their handlers, when the sources have any: what the code does with each URL decides the
        // rules about its scheme (Docs/Check.md).
        if !report.urls.isEmpty {
            section(LocalizedText(ja: "URL", en: "URLs"), report.urls.map { url in
                let uncertain = url.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
                return safe("\(url.url)\(url.isComplete ? "" : "…") [\(url.use)]\(uncertain) — \(url.source)")
            })
        }
        if let handlers = report.urlHandlers, !handlers.isEmpty {
            section(LocalizedText(ja: "URL ハンドラ", en: "URL handlers"), handlers.map { handler in
                let schemes = handler.schemes.map { gate in
                    LocalizedText(ja: "通すスキーム: ", en: "lets through ")[language] + gate.map(\.value).joined(separator: ", ")
                } ?? LocalizedText(ja: "どのスキームも通す", en: "lets through every scheme")[language]
                return safe("\(handler.kind) \(schemes) — \(handler.source)")
            })
        }
        section(LocalizedText(ja: "メモ", en: "Notes"), report.notes.map { safe("\($0.source): \($0.message[language])") })
    }
}

extension Integrations {
    struct Schema: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the JSON Schema (draft-07) of integrations.json, for editors and validators.",
            discussion: """
                Written from the key table check uses, so the two agree. A manifest may name the schema with \
                "$schema". What depends on more than one value (routes a widget names, fields of the records, \
                App Shortcut rules) is check's. Docs/Manifest.md.
                """
        )

        func run() async throws {
            Output.write(ManifestSchema.json())
        }
    }
}
