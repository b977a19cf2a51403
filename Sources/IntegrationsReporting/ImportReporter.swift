public import IntegrationsCore
public import IntegrationsImport

/// The import report for people: the app, then each point with its places, then the notes.
///
/// ```text
/// Imported Sprout (com.example.sprout) from ../Sprout: 4 property lists, 2 entitlements, …
/// URL schemes (1)
///   sprout
/// Notes (0)
/// ```
public struct ImportReporter: Reporter {
    public static let identifier = "import"

    /// The language of the text.
    public var language: Language
    /// The folder the report was read from, as the person gave it.
    public var path: String

    /// Creates the reporter.
    public init(language: Language, path: String) {
        self.language = language
        self.path = path
    }

    public func report(_ report: ImportReport) -> ReportText {
        var lines: [String] = []
        let safe: (String) -> String = TerminalText.safeLine
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
        // Background tasks and the background modes, when the app has any (ImportReport+BackgroundTasks.swift).
        if let tasks = report.backgroundTasks, !tasks.isEmpty {
            section(LocalizedText(ja: "バックグラウンドタスク", en: "Background tasks"), tasks.map { task in
                let flags = [
                    task.declared ? LocalizedText(ja: "許可", en: "permitted") : nil,
                    task.registeredAt.isEmpty ? nil : LocalizedText(ja: "登録", en: "registered"),
                    task.scheduledAt.isEmpty ? nil : LocalizedText(ja: "送信", en: "scheduled"),
                ].compactMap { $0?[language] }.joined(separator: ", ")
                let uncertain = task.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
                let places = ([task.declaredAt].compactMap { $0 } + task.registeredAt + task.scheduledAt).joined(separator: ", ")
                return safe("\(task.identifier) [\(task.kind.rawValue)] (\(flags))\(uncertain) — \(places)")
            })
        }
        if let modes = report.app.backgroundModes {
            section(LocalizedText(ja: "バックグラウンドモード", en: "Background modes"), modes.map(safe))
        }
        section(LocalizedText(ja: "メモ", en: "Notes"), report.notes.map { safe("\($0.source): \($0.message[language])") })
        return ReportText(lines.map { ReportText.Line($0) })
    }
}
