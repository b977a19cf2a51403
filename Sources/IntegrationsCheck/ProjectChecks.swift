import Foundation
public import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
public import IntegrationsImport

/// The checks across an imported app's own files: where its Info.plist, entitlements, SiriKit definitions
/// and Swift sources disagree, each reported at the file and line a person fixes, with a code.
///
/// The rules and the Apple documentation each follows are listed in Docs/Check.md ("An app's own files").
public struct ProjectChecks: Sendable {
    /// The imported app.
    public let report: ImportReport


    /// Checks `report`.
    public init(report: ImportReport) {
        self.report = report
    }

    /// Every diagnostic, ordered by file and line.
    public func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += widgets()
        diagnostics += notificationCategories()
        // The points registered as plug-ins, from their own facts.
        diagnostics += IntegrationPoints.all.flatMap { $0.checkProject(report) }
        // A point's rules that conclude from what the app's Info.plist does not declare are its own to drop
        // when none was read (`CoreTypedIntegrationPoint.codesNeedingTheAppsFiles`).
        // Each at the columns of what its place was read from (``ImportReport/regions``), where known.
        return diagnostics.map { $0.placed(in: report.regions) }
            .sorted { ($0.file ?? "", $0.line ?? 0, $0.code.rawValue) < ($1.file ?? "", $1.line ?? 0, $1.code.rawValue) }
    }

    func widgets() -> [Diagnostic] {
        var seen: [String: ImportReport.Widget] = [:]
        var diagnostics: [Diagnostic] = []
        for widget in report.widgets {
            if let first = seen[widget.kind] {
                // Widgets read from one type (a kind an `if` chooses) are not two widgets.
                if first.type == widget.type, first.source == widget.source { continue }
                diagnostics.append(ProjectFinding.at(widget.source, "widget.duplicateKind", .error, LocalizedText(
                    ja: "ウィジェット \(widget.type) の kind「\(widget.kind)」は \(first.type) と同じです。kind はウィジェットごとに別にしてください。",
                    en: "Widget \(widget.type) has the kind \"\(widget.kind)\" of \(first.type); each widget needs a kind of its own."),
                    uncertainties: [widget.uncertainty, first.uncertainty])
                    .related(first.source, LocalizedText(
                        ja: "kind「\(widget.kind)」を先に宣言したウィジェット \(first.type)", en: "the widget \(first.type), which declares the kind \"\(widget.kind)\" first")))
            } else {
                seen[widget.kind] = widget
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
        for handled in report.handledCategories where !registered.contains(where: { $0.identifier == handled.value }) {
            guard reported.insert(handled.value).inserted else { continue }
            diagnostics.append(ProjectFinding.at(handled.source, "project.notificationCategoryUnregistered", .error, LocalizedText(
                ja: "通知カテゴリ「\(handled.value)」を処理していますが、登録もコンテンツ拡張での宣言（UNNotificationExtensionCategory）もされていません。",
                en: "The code handles notification category \"\(handled.value)\", which is neither registered nor declared by a content extension (UNNotificationExtensionCategory)."),
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
