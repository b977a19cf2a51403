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
        // Live Activities and the Info.plist keys they need, when the app has any (ImportReport+LiveActivities.swift).
        if let activities = report.liveActivities, !activities.isEmpty {
            section(LocalizedText(ja: "Live Activity", en: "Live Activities"), activities.map { activity in
                func fields(_ list: [ImportReport.LiveActivityField]) -> String {
                    list.map { field in
                        let key = field.key == field.name ? "" : " \"\(field.key)\""
                        let cases = field.cases.map { " [\($0.joined(separator: "|"))]" } ?? ""
                        return "\(field.name)\(key): \(field.type)\(field.optional ? "?" : "")\(cases)"
                    }.joined(separator: ", ")
                }
                let flags = [
                    activity.startedAt.isEmpty ? nil : LocalizedText(ja: "開始", en: "started")[language],
                    activity.updatedAt.isEmpty ? nil : LocalizedText(ja: "更新", en: "updated")[language],
                    activity.endedAt.isEmpty ? nil : LocalizedText(ja: "終了", en: "ended")[language],
                    activity.pushTypes.isEmpty ? nil : "push " + activity.pushTypes.joined(separator: ", "),
                    activity.pushToStart ? "push-to-start" : nil,
                    activity.presentedBy.isEmpty ? nil
                        : LocalizedText(ja: "表示: ", en: "shown by ")[language] + activity.presentedBy.map(\.widget).joined(separator: ", "),
                ].compactMap { $0 }
                let described = [
                    LocalizedText(ja: "属性: ", en: "attributes: ")[language] + fields(activity.attributes),
                    LocalizedText(ja: "状態: ", en: "state: ")[language] + fields(activity.contentState),
                    flags.joined(separator: ", "),
                ].filter { !$0.isEmpty }.joined(separator: "; ")
                let uncertain = activity.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
                let places = ([activity.source].compactMap { $0 } + activity.startedAt + activity.updatedAt + activity.endedAt
                    + activity.pushToStartAt + activity.presentedBy.map(\.source)).joined(separator: ", ")
                return safe("\(activity.attributesType) (\(described))\(uncertain) — \(places.isEmpty ? "?" : places)")
            })
        }
        let app = report.app
        let liveActivityKeys: [String] = [
            app.supportsLiveActivitiesSource.map { "NSSupportsLiveActivities = \(app.supportsLiveActivities.map { $0 ? "YES" : "NO" } ?? "?") — \($0)" },
            app.supportsLiveActivitiesFrequentUpdatesSource.map {
                "NSSupportsLiveActivitiesFrequentUpdates = \(app.supportsLiveActivitiesFrequentUpdates.map { $0 ? "YES" : "NO" } ?? "?") — \($0)"
            },
        ].compactMap { $0 } + (app.liveActivityKeyInExtensions ?? []).map {
            LocalizedText(ja: "機能拡張の Info.plist の NSSupportsLiveActivities（効果なし）", en: "NSSupportsLiveActivities in an extension's Info.plist (no effect)")[language] + " — \($0)"
        } + (report.frequentPushesReadAt.map { ["frequentPushesEnabled " + LocalizedText(ja: "の読み取り", en: "read")[language] + " — " + $0.joined(separator: ", ")] } ?? [])
        if !liveActivityKeys.isEmpty {
            section(LocalizedText(ja: "Live Activity のキー", en: "Live Activity keys"), liveActivityKeys.map(safe))
        }
        // The intents controls and interactive widgets run, and the app entities offered to Spotlight, when the
        // code has any (ImportReport+Controls.swift).
        if let uses = report.intentUses, !uses.isEmpty {
            section(LocalizedText(ja: "コントロールと操作できるウィジェット", en: "Controls and interactive widgets"), uses.map { use in
                let widget = use.widget.map { " \"\($0)\"" } ?? ""
                let kind = use.intentKind.map { " [\($0)]" } ?? ""
                let targets = [
                    use.compiledBy.map { LocalizedText(ja: "呼び出しは ", en: "call in ")[language] + $0.joined(separator: ", ") },
                    use.intentCompiledBy.map { LocalizedText(ja: "インテントは ", en: "intent in ")[language] + ($0.isEmpty ? "-" : $0.joined(separator: ", ")) },
                ].compactMap { $0 }
                let compiled = targets.isEmpty ? "" : " (\(targets.joined(separator: "; ")))"
                let uncertain = use.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
                return safe("\(use.use.rawValue)\(widget) → \(use.intent)\(kind)\(compiled)\(uncertain) — \(use.source)")
            })
        }
        if let entities = report.spotlightEntities, !entities.isEmpty {
            let deployment = report.app.deploymentTarget.map { LocalizedText(ja: "デプロイメントターゲット iOS ", en: "deployment target iOS ")[language] + $0 }
            section(LocalizedText(ja: "Spotlight の App Entity", en: "App entities in Spotlight"), entities.map { entity in
                let what = entity.type.map { "\(entity.use.rawValue) \($0)" } ?? entity.use.rawValue
                let guarded = entity.availableFrom.map { "@available iOS \($0)" }
                    ?? entity.unreadGuard.map { LocalizedText(ja: "読めない条件: ", en: "unread guard: ")[language] + $0 }
                    ?? LocalizedText(ja: "条件なし", en: "no guard")[language]
                return safe("\(what) (\(([guarded] + [deployment].compactMap { $0 }).joined(separator: "; "))) — \(entity.source)")
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
        // Home Screen quick actions and where the code receives them, when the app has any (ImportReport+QuickActions.swift).
        if let actions = report.quickActions, !actions.isEmpty {
            section(LocalizedText(ja: "クイックアクション", en: "Quick actions"), actions.map { action in
                let flags = [
                    action.declared ? LocalizedText(ja: "宣言", en: "declared") : nil,
                    action.created ? LocalizedText(ja: "作成", en: "created") : nil,
                    action.handled ? LocalizedText(ja: "処理", en: "handled") : nil,
                ].compactMap { $0?[language] }.joined(separator: ", ")
                let missing = action.missingKeys.isEmpty ? "" : "; " + LocalizedText(ja: "欠けているキー: ", en: "missing ")[language] + action.missingKeys.joined(separator: ", ")
                let type = action.type ?? LocalizedText(ja: "（タイプなし）", en: "(no type)")[language]
                let title = action.title.map { " \"\($0)\"" } ?? ""
                let uncertain = action.uncertainty.map { " (" + LocalizedText(ja: "不確か: ", en: "uncertain: ")[language] + $0.reason[language] + ")" } ?? ""
                let places = ([action.declaredAt].compactMap { $0 } + action.createdAt + action.handledAt).joined(separator: ", ")
                return safe("\(type)\(title) (\(flags)\(missing))\(uncertain) — \(places)")
            })
        }
        if let entry = report.quickActionEntryPoints {
            let places: [(String, [String])] = [
                ("windowScene(_:performActionFor:completionHandler:)", entry.windowScenePerformAction),
                ("connectionOptions.shortcutItem", entry.connectionOptionsShortcutItem),
                ("application(_:performActionFor:completionHandler:)", entry.applicationPerformAction),
                ("launchOptions[.shortcutItem]", entry.launchOptionsShortcutItem),
                ("UIWindowSceneDelegate", entry.windowSceneDelegates),
                ("UIApplicationSceneManifest", report.app.usesScenes == true ? [report.app.usesScenesSource ?? "-"] : []),
            ]
            section(LocalizedText(ja: "クイックアクションの受け口", en: "Quick action entry points"), places.filter { !$0.1.isEmpty }.map { safe("\($0.0) — \($0.1.joined(separator: ", "))") })
        }
        section(LocalizedText(ja: "メモ", en: "Notes"), report.notes.map { safe("\($0.source): \($0.message[language])") })
        return ReportText(lines.map { ReportText.Line($0) })
    }
}
