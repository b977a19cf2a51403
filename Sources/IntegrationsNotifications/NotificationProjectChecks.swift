import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// The notification rules on an app's own Swift sources (Docs/Check.md, "An app's own files"): a handled
/// category or action no registration shows, a handled action no category declares, and a registered action
/// no code tells apart.
struct NotificationProjectChecks {
    let report: ImportReport

    func run() -> [Diagnostic] {
        notificationCategories() + unhandledActions()
    }

    /// A registered category's action that runs in the background (no `.foreground` option) or takes text,
    /// which no code compares a response's `actionIdentifier` with: when the user chooses it, the app is
    /// told only that some action was chosen, so it cannot do what the button says (Apple: Declaring your
    /// actionable notification types, "Handle actions"). A foreground action that is not told apart opens
    /// the app as a tap does, which may be all it is for: not reported. Silent when a Swift source was not
    /// read or a read of `actionIdentifier` was not followed (`handledNotificationAction` among the unread
    /// kinds); a warning, since a handler the reader cannot read (Objective-C, a package) may exist.
    func unhandledActions() -> [Diagnostic] {
        guard report.unreadSwiftSources.isEmpty, !report.unreadKinds.contains("handledNotificationAction") else { return [] }
        let handled = Set(report.handledActions.map(\.value))
        // An action a handled typo stands for (`rejectAction` handled, `declineAction` declared) is the fix
        // `project.notificationActionUnknown` names already: one finding for one mistake.
        let declared = Set(report.notificationCategories.flatMap { $0.actions.map(\.identifier) })
        let created = Set(report.createdActions.map(\.value))
        let typos = report.unreadKinds.contains("notificationAction") ? [] : handled.filter { !declared.contains($0) && !created.contains($0) && !$0.hasPrefix("com.apple.UNNotification") }
        var reported = Set(typos.compactMap { nearestDeclaredAction(to: $0)?.identifier })
        var diagnostics: [Diagnostic] = []
        for category in report.notificationCategories where category.registered {
            for action in category.actions where !handled.contains(action.identifier) && (!action.options.contains("foreground") || action.textInput) {
                guard reported.insert(action.identifier).inserted else { continue }
                let place = report.createdActions.first { $0.value == action.identifier }?.source ?? category.source
                diagnostics.append(ProjectFinding.at(place, "project.notificationActionUnhandled", .warning, LocalizedText(
                    ja: "通知カテゴリ「\(category.identifier)」はアクション「\(action.identifier)」を登録していますが、どのコードも応答の actionIdentifier を「\(action.identifier)」と比べていません。このボタンを選んでも、アプリはどのアクションが選ばれたかを知らず、ボタンの処理は行われません。",
                    en: "Notification category \"\(category.identifier)\" registers the action \"\(action.identifier)\", but no code compares a response's actionIdentifier with \"\(action.identifier)\": when the user chooses it, the app cannot tell which action it was, and the button does nothing of its own."),
                    fix: LocalizedText(
                        ja: "userNotificationCenter(_:didReceive:withCompletionHandler:) で response.actionIdentifier が「\(action.identifier)」のときの処理を書くか、使わないならカテゴリから外してください。",
                        en: "Handle response.actionIdentifier == \"\(action.identifier)\" in userNotificationCenter(_:didReceive:withCompletionHandler:), or remove the action from the category if the app no longer uses it.")))
            }
        }
        return diagnostics
    }

    func notificationCategories() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let registered = report.notificationCategories.filter(\.registered)
        for handled in report.handledActions where !handled.value.hasPrefix("com.apple.UNNotification") {
            if registered.contains(where: { $0.actions.contains { $0.identifier == handled.value } }) { continue }
            if let category = report.notificationCategories.first(where: { $0.actions.contains { $0.identifier == handled.value } }) {
                diagnostics.append(ProjectFinding.at(category.source, "project.notificationCategoryUnregistered", .error, LocalizedText(
                    ja: "通知カテゴリ「\(category.identifier)」のアクション「\(handled.value)」は処理されていますが、カテゴリが登録されていません。ボタンは表示されません。",
                    en: "The action \"\(handled.value)\" of notification category \"\(category.identifier)\" is handled, but the category is never registered: its buttons never show."),
                    fix: LocalizedText(ja: "UNUserNotificationCenter の setNotificationCategories にこのカテゴリを渡してください。",
                                       en: "Pass the category to UNUserNotificationCenter's setNotificationCategories."),
                    uncertainties: [handled.uncertainty])
                    .related(handled.source, LocalizedText(
                        ja: "アクション「\(handled.value)」を処理するコード", en: "the code that handles the action \"\(handled.value)\"")))
            } else if !report.unreadKinds.contains("notificationAction"), !report.createdActions.contains(where: { $0.value == handled.value }) {
                // With actions made from values that are not constants, this one may be among them.
                let near = nearestDeclaredAction(to: handled.value)
                diagnostics.append(ProjectFinding.at(handled.source, "project.notificationActionUnknown", .warning, LocalizedText(
                    ja: "通知アクション「\(handled.value)」を処理していますが、このアクションを持つカテゴリがありません。この分岐は実行されません。",
                    en: "The code handles notification action \"\(handled.value)\", but no category has that action: this branch never runs."),
                    fix: near.map { action in
                        LocalizedText(ja: "カテゴリ「\(action.category)」が宣言する「\(action.identifier)」のことですか?（どのコードも処理していません）",
                                      en: "Did you mean \"\(action.identifier)\", which category \"\(action.category)\" declares and no code handles?")
                    } ?? LocalizedText(ja: "カテゴリにこのアクションを加えるか、識別子を直してください。", en: "Add the action to a category, or correct the identifier."),
                    uncertainties: [handled.uncertainty]))
            }
        }
        var reported: Set<String> = []
        // A handled category matters unregistered only when the app declares it with actions, which then
        // never show: a tap on a notification carries its categoryIdentifier whether or not the category is
        // registered (a server's category without actions, Harbour's), and such handling works.
        let declaredWithActions = Set(report.notificationCategories.filter { !$0.actions.isEmpty }.map(\.identifier))
        for handled in report.handledCategories where !registered.contains(where: { $0.identifier == handled.value }) {
            guard declaredWithActions.contains(handled.value), reported.insert(handled.value).inserted else { continue }
            diagnostics.append(ProjectFinding.at(handled.source, "project.notificationCategoryUnregistered", .error, LocalizedText(
                ja: "通知カテゴリ「\(handled.value)」を処理していますが、登録もコンテンツ拡張での宣言（UNNotificationExtensionCategory）もされていません。カテゴリのアクションは表示されません。",
                en: "The code handles notification category \"\(handled.value)\", which is neither registered nor declared by a content extension (UNNotificationExtensionCategory): its actions never show."),
                uncertainties: [handled.uncertainty]))
        }
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.file ?? "")\u{0}\($0.line ?? 0)\u{0}\($0.code.rawValue)").inserted }
    }

    /// The declared action nearest `identifier` by edit distance, among those no code handles (a typo's
    /// other half: `rejectAction` handled, `declineAction` declared), else among all within a few edits.
    func nearestDeclaredAction(to identifier: String) -> (identifier: String, category: String)? {
        let handled = Set(report.handledActions.map(\.value))
        let declared = report.notificationCategories.flatMap { category in category.actions.map { ($0.identifier, category.identifier) } }
        let ranked = declared.map { ($0, EditDistance.between($0.0, identifier)) }.sorted { ($0.1, $0.0.0) < ($1.1, $1.0.0) }
        if let unhandled = ranked.first(where: { !handled.contains($0.0.0) }) { return unhandled.0 }
        return ranked.first { $0.1 <= max(2, identifier.count / 4) }?.0
    }
}
