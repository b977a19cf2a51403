import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// Home Screen quick actions: the app's `UIApplicationShortcutItems` against the types the code creates and
/// handles, and the paths a scene-based app receives them by (Docs/Check.md, "Quick actions").
struct QuickActionProjectChecks {
    /// The quick action rules that conclude from what the app's Info.plist lacks.
    static let codesNeedingTheAppsFiles: Set<String> = ["project.quickActionUnknown"]

    let report: ImportReport

    func run() -> [Diagnostic] {
        let actions = report.quickActions ?? []
        var diagnostics: [Diagnostic] = []
        let plist = report.appInfoPlistName
        // What the code does not do is concluded only when every type it names was read.
        let codeRead = !report.unreadKinds.contains("quickActionType")
        let comparesAny = actions.contains(where: \.handled)
        for action in actions {
            if action.declared, !action.missingKeys.isEmpty, let declaredAt = action.declaredAt {
                diagnostics.append(incomplete(action, at: declaredAt, plist: plist))
            }
            guard let type = action.type else { continue }
            let shown = TerminalText.shortLine(type)
            if action.handled, !action.declared, !action.created, codeRead, let handledAt = action.handledAt.first {
                let near = nearestQuickActionType(to: type)
                diagnostics.append(ProjectFinding.at(handledAt, "project.quickActionUnknown", .warning, LocalizedText(
                    ja: "コードはクイックアクションのタイプ「\(shown)」を処理していますが、\(plist) の UIApplicationShortcutItems は宣言しておらず、どのコードも作っていません。この分岐は実行されません。",
                    en: "The code handles the quick action type \"\(shown)\", which \(plist)'s UIApplicationShortcutItems does not declare and no code creates: this branch never runs."),
                    fix: near.map { near in
                        let other = TerminalText.shortLine(near.type)
                        let unhandled = near.handled ? LocalizedText(ja: "", en: "") : LocalizedText(ja: "（どのコードも処理していません）", en: " and no code handles")
                        return near.declared
                            ? LocalizedText(ja: "UIApplicationShortcutItems が宣言する「\(other)」のことですか?\(unhandled.ja)",
                                            en: "Did you mean \"\(other)\", which UIApplicationShortcutItems declares\(unhandled.en)?")
                            : LocalizedText(ja: "コードが作る「\(other)」のことですか?\(unhandled.ja)",
                                            en: "Did you mean \"\(other)\", which the code creates\(unhandled.en)?")
                    } ?? LocalizedText(
                        ja: "「\(shown)」を \(plist) の UIApplicationShortcutItems に宣言するか、コードで作るか、タイプを直してください。",
                        en: "Declare \"\(shown)\" in UIApplicationShortcutItems in \(plist), create it in code, or correct the type."),
                    uncertainties: [action.uncertainty]))
            }
            if !action.handled, action.declared || action.created, codeRead, comparesAny, let place = action.declaredAt ?? action.createdAt.first {
                let message = action.declared
                    ? LocalizedText(
                        ja: "クイックアクション「\(shown)」は \(plist) の UIApplicationShortcutItems に宣言されていますが、どの処理も shortcutItem.type と比べていません。選ぶとアプリが開くだけで何もしません。",
                        en: "The quick action \"\(shown)\" is declared in \(plist)'s UIApplicationShortcutItems, but no handler compares shortcutItem.type with it: choosing it opens the app and does nothing.")
                    : LocalizedText(
                        ja: "クイックアクション「\(shown)」はコードで作られていますが、どの処理も shortcutItem.type と比べていません。選ぶとアプリが開くだけで何もしません。",
                        en: "The quick action \"\(shown)\" is created in code, but no handler compares shortcutItem.type with it: choosing it opens the app and does nothing.")
                diagnostics.append(ProjectFinding.at(place, "project.quickActionUnhandled", .warning, message, fix: LocalizedText(
                    ja: "クイックアクションを受け取る処理で「\(shown)」を扱うか、この項目を消してください。",
                    en: "Handle \"\(shown)\" where the app receives quick actions, or remove it."),
                    uncertainties: action.declared ? [] : [action.uncertainty]))
            }
        }
        diagnostics += coldLaunch()
        return diagnostics
    }

    /// An Info.plist item without `UIApplicationShortcutItemType` or `UIApplicationShortcutItemTitle`.
    private func incomplete(_ action: ImportReport.QuickAction, at place: String, plist: String) -> Diagnostic {
        let item = "UIApplicationShortcutItems[\(action.declaredIndex ?? 0)]"
        let keysEn = action.missingKeys.joined(separator: " and no ")
        let keysJa = action.missingKeys.joined(separator: " と ")
        let named = action.type.map { TerminalText.shortLine($0) }
        return ProjectFinding.at(place, "project.quickActionIncomplete", .error, LocalizedText(
            ja: "\(plist) の \(item) のクイックアクション\(named.map { "「\($0)」" } ?? "")に \(keysJa) がありません。クイックアクションには UIApplicationShortcutItemType と UIApplicationShortcutItemTitle が必須です。",
            en: "The quick action \(named.map { "\"\($0)\" " } ?? "")at \(item) in \(plist) has no \(keysEn); a quick action needs UIApplicationShortcutItemType and UIApplicationShortcutItemTitle."),
            fix: LocalizedText(
                ja: "\(plist) の \(item) に \(action.missingKeys.joined(separator: " と ")) を加えてください。",
                en: "Add \(action.missingKeys.joined(separator: " and ")) to \(item) in \(plist)."))
    }

    /// The declared or created type nearest `type` by edit distance, within a few edits (a typo's other half:
    /// `…brw` handled, `…brew` declared); of two as near, the one no code handles.
    func nearestQuickActionType(to type: String) -> (type: String, declared: Bool, handled: Bool)? {
        let known = (report.quickActions ?? []).filter { $0.declared || $0.created }.compactMap { action in
            action.type.map { (type: $0, declared: action.declared, handled: action.handled) }
        }
        let ranked = known.map { ($0, EditDistance.between($0.type, type)) }
            .sorted { ($0.1, $0.0.handled ? 1 : 0, $0.0.type) < ($1.1, $1.0.handled ? 1 : 0, $1.0.type) }
        return ranked.first { $0.1 <= max(2, type.count / 4) }?.0
    }

    /// A scene-based app that receives quick actions by one path only: the other (a launch, or a choice
    /// while it runs) is ignored. Apps without scenes receive both through the app delegate.
    private func coldLaunch() -> [Diagnostic] {
        guard let entry = report.quickActionEntryPoints, let scenes = report.sceneAdoption else { return [] }
        let code: Diagnostic.Code = "project.quickActionColdLaunchIgnored"
        let perform = "windowScene(_:performActionFor:completionHandler:)"
        let connect = "scene(_:willConnectTo:options:)"
        if let handler = entry.windowScenePerformAction.first {
            guard entry.connectionOptionsShortcutItem.isEmpty else { return [] }
            return [ProjectFinding.at(handler, code, .warning, LocalizedText(
                ja: "アプリは \(perform) でクイックアクションを処理していますが、\(connect) で connectionOptions.shortcutItem を読んでいません。アプリを起動したクイックアクションは無視されます。",
                en: "The app handles quick actions in \(perform) but never reads connectionOptions.shortcutItem in \(connect): a quick action that launches the app is ignored."),
                fix: LocalizedText(
                    ja: "\(connect) で connectionOptions.shortcutItem を読み、\(perform) と同じく処理してください。",
                    en: "Read connectionOptions.shortcutItem in \(connect) and handle it as \(perform) does."))]
        }
        if let handler = entry.applicationPerformAction.first {
            return [ProjectFinding.at(handler, code, .warning, LocalizedText(
                ja: "アプリはシーンを使っています（\(scenes.ja)）が、クイックアクションを application(_:performActionFor:completionHandler:) でしか処理していません。シーンを使うアプリでは、システムはクイックアクションをシーンのデリゲートに渡すので、無視されます。",
                en: "The app uses scenes (\(scenes.en)), but handles quick actions only in application(_:performActionFor:completionHandler:): the system hands a scene-based app's quick actions to its scene delegate, so they are ignored."),
                fix: LocalizedText(
                    ja: "シーンのデリゲートに \(perform) を実装し、\(connect) で connectionOptions.shortcutItem を読んでください。",
                    en: "Implement \(perform) in the scene delegate, and read connectionOptions.shortcutItem in \(connect)."))]
        }
        if let reader = entry.connectionOptionsShortcutItem.first {
            return [ProjectFinding.at(reader, code, .warning, LocalizedText(
                ja: "アプリは \(connect) で connectionOptions.shortcutItem を読んでいますが、\(perform) を実装していません。アプリの動作中に選ばれたクイックアクションは無視されます。",
                en: "The app reads connectionOptions.shortcutItem in \(connect) but does not implement \(perform): a quick action chosen while the app runs is ignored."),
                fix: LocalizedText(ja: "シーンのデリゲートに \(perform) を実装してください。", en: "Implement \(perform) in the scene delegate."))]
        }
        return []
    }
}
