import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// Controls, interactive widgets and app entities in Spotlight: the App Intents a control or widget runs
/// against the targets that compile them, and iOS 18's app-entity API against the deployment target
/// (Docs/Check.md, "Controls and app entities").
struct ControlProjectChecks {
    /// The imported app.
    let report: ImportReport

    /// The iOS version `IndexedEntity`, `indexAppEntities(_:priority:)` and `CSSearchableItem(appEntity:)`
    /// are available from.
    static let appEntityIndexingVersion = "18.0"

    /// Every finding, in no order (the check orders them).
    func run() -> [Diagnostic] {
        controlIntents() + indexedEntities()
    }

    /// `project.controlIntentNotInApp`: an intent a control or widget in an extension runs that no file of
    /// the app target declares.
    func controlIntents() -> [Diagnostic] {
        guard let uses = report.intentUses, let app = report.target?.name else { return [] }
        var diagnostics: [Diagnostic] = []
        for use in uses {
            // Only a call an extension compiles, of an intent the sources declare, with every target known.
            guard let callers = use.compiledBy, callers.contains(where: { $0 != app }), let declaredAt = use.intentDeclaredAt,
                let compiling = use.intentCompiledBy, !compiling.isEmpty, !compiling.contains(app) else { continue }
            let intent = TerminalText.shortLine(use.intent)
            let owners = compiling.map { TerminalText.shortLine($0) }.joined(separator: ", ")
            let appName = TerminalText.shortLine(app)
            let file = TerminalText.shortLine(ImportReport.place(of: declaredAt).file)
            let runner = Self.runner(use)
            let fix = LocalizedText(
                ja: "\(file) をターゲット \(appName) のメンバーにも加えてください。",
                en: "Add \(file) to the \(appName) target's membership too.")
            if use.intentKind == "LiveActivityIntent" {
                diagnostics.append(ProjectFinding.at(use.source, "project.controlIntentNotInApp", .error, LocalizedText(
                    ja: "\(runner.ja) は \(intent)（LiveActivityIntent）を実行しますが、それをコンパイルするのは \(owners) だけです。システムはこのインテントをアプリのプロセスで実行しますが、アプリにはありません。",
                    en: "\(runner.en) runs \(intent) (a LiveActivityIntent), which only \(owners) compiles; the system performs it in the app's process, where it does not exist."),
                    fix: fix, uncertainties: [use.uncertainty]))
            } else {
                diagnostics.append(ProjectFinding.at(use.source, "project.controlIntentNotInApp", .warning, LocalizedText(
                    ja: "\(runner.ja) は \(intent) を実行しますが、それをコンパイルするのは \(owners) だけで、アプリのターゲット \(appName) にはありません。コントロールや操作できるウィジェットのインテントは、アプリと機能拡張の両方に入れるよう開発者が報告しています。",
                    en: "\(runner.en) runs \(intent), which only \(owners) compiles, not the app target \(appName); developers report that the intents of controls and interactive widgets must be in both the app and the extension."),
                    fix: fix, uncertainties: [use.uncertainty]))
            }
        }
        return diagnostics
    }

    /// What runs the intent, in words: the control or widget by its kind, else the call.
    static func runner(_ use: ImportReport.IntentUse) -> LocalizedText {
        let kind = use.widget.map { TerminalText.shortLine($0) }
        switch (use.use, kind) {
        case (.controlWidgetButton, let kind?), (.controlWidgetToggle, let kind?):
            return LocalizedText(ja: "コントロール「\(kind)」の \(use.use.rawValue)", en: "The control \"\(kind)\"'s \(use.use.rawValue)")
        case (_, let kind?):
            return LocalizedText(ja: "ウィジェット「\(kind)」の \(use.use.rawValue)(intent:)", en: "The widget \"\(kind)\"'s \(use.use.rawValue)(intent:)")
        case (.controlWidgetButton, nil), (.controlWidgetToggle, nil):
            return LocalizedText(ja: "\(use.use.rawValue)(action:)", en: "\(use.use.rawValue)(action:)")
        case (_, nil):
            return LocalizedText(ja: "\(use.use.rawValue)(intent:)", en: "\(use.use.rawValue)(intent:)")
        }
    }

    /// `project.indexedEntityAvailability`: iOS 18's app-entity indexing used below a deployment target of
    /// 18.0 without an availability guard.
    func indexedEntities() -> [Diagnostic] {
        guard let entities = report.spotlightEntities, let target = report.app.deploymentTarget,
            ImportReport.isVersion(target, earlierThan: Self.appEntityIndexingVersion) == true else { return [] }
        let shownTarget = TerminalText.shortLine(target)
        var diagnostics: [Diagnostic] = []
        for entity in entities {
            if let from = entity.availableFrom, ImportReport.isVersion(from, earlierThan: Self.appEntityIndexingVersion) != true { continue }
            let what: LocalizedText
            switch entity.use {
            case .indexedEntity:
                let type = TerminalText.shortLine(entity.type ?? "?")
                what = LocalizedText(ja: "\(type) は IndexedEntity に準拠しています。IndexedEntity は", en: "\(type) conforms to IndexedEntity, which is")
            case .indexAppEntities:
                what = LocalizedText(ja: "コードは indexAppEntities(_:priority:) を呼んでいます。これは", en: "The code calls indexAppEntities(_:priority:), which is")
            case .searchableItem:
                what = LocalizedText(ja: "コードは CSSearchableItem(appEntity:) を作っています。これは", en: "The code creates CSSearchableItem(appEntity:), which is")
            }
            let fix = LocalizedText(
                ja: "@available(iOS 18.0, *) を付けるか if #available(iOS 18.0, *) の中に入れるか、デプロイメントターゲットを iOS 18.0 以上にしてください。",
                en: "Mark it @available(iOS 18.0, *) or put it inside if #available(iOS 18.0, *), or raise the deployment target to iOS 18.0.")
            if let unread = entity.unreadGuard, entity.availableFrom == nil {
                diagnostics.append(ProjectFinding.at(entity.source, "project.indexedEntityAvailability", .warning, LocalizedText(
                    ja: "\(what.ja) iOS 18.0 からのものですが、アプリのデプロイメントターゲットは iOS \(shownTarget) です。囲む条件（\(TerminalText.shortLine(unread))）の iOS のバージョンは読めませんでした。",
                    en: "\(what.en) available from iOS 18.0, but the app's deployment target is iOS \(shownTarget), and the iOS version of the guard around it (\(TerminalText.shortLine(unread))) could not be read."),
                    fix: fix))
                continue
            }
            let guardText = entity.availableFrom.map { from in
                LocalizedText(ja: "囲む条件は iOS \(TerminalText.shortLine(from)) からとしか言っていません", en: "its guard says only iOS \(TerminalText.shortLine(from))")
            } ?? LocalizedText(ja: "@available(iOS 18.0, *) も #available(iOS 18.0, *) もありません", en: "nothing marks it @available(iOS 18.0, *) or guards it with #available(iOS 18.0, *)")
            diagnostics.append(ProjectFinding.at(entity.source, "project.indexedEntityAvailability", .error, LocalizedText(
                ja: "\(what.ja) iOS 18.0 からのものですが、アプリのデプロイメントターゲットは iOS \(shownTarget) で、\(guardText.ja)。Xcode はビルドしません。",
                en: "\(what.en) available from iOS 18.0, but the app's deployment target is iOS \(shownTarget) and \(guardText.en): Xcode refuses to build it."),
                fix: fix))
        }
        return diagnostics
    }
}
