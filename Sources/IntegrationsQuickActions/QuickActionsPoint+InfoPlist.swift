import Foundation
public import IntegrationsCore
import IntegrationsPointKit

extension QuickActionsPoint {
    /// The static quick actions the Info.plist must list: each non-dynamic declaration's type as the
    /// `UIApplicationShortcutItemType` of an item of `UIApplicationShortcutItems` (Apple: static quick actions
    /// are defined "in the UIApplicationShortcutItems array" of the Info.plist; the system registers them when
    /// the app is installed). A dynamic one is created by the app's code and needs no entry.
    public func checkInfoPlist(_ plist: [String: Any], name: String, manifest: AppManifest) -> [Diagnostic] {
        let items = plist["UIApplicationShortcutItems"] as? [[String: Any]] ?? []
        let listed = Set(items.compactMap { $0["UIApplicationShortcutItemType"] as? String })
        var diagnostics: [Diagnostic] = []
        for (index, action) in declared(in: manifest).enumerated() where !action.dynamic && !action.type.isEmpty && !listed.contains(action.type) {
            let type = TerminalText.shortLine(action.type)
            diagnostics.append(Diagnostic("infoPlist.quickActionMissing", .warning, LocalizedText(
                ja: "静的クイックアクション「\(type)」が Info.plist（\(name)）の UIApplicationShortcutItems にありません。ホーム画面のメニューに出ません",
                en: "the static quick action \"\(type)\" is not in UIApplicationShortcutItems of the Info.plist (\(name)), so the Home Screen menu does not show it"),
                path: "$.quickActions[\(index)].type",
                suggestion: LocalizedText(
                    ja: "integrations export info-plist の出力を Info.plist に入れるか、アプリのコードが作るなら dynamic: true にしてください",
                    en: "merge the output of integrations export info-plist into the Info.plist, or set dynamic: true if the app's code creates it")))
        }
        return diagnostics
    }
}

extension QuickActionsPoint {
    /// The Info.plist key of the manifest's static quick actions: `UIApplicationShortcutItems`, one item per
    /// non-dynamic action with its `UIApplicationShortcutItemType`, `UIApplicationShortcutItemTitle`,
    /// `UIApplicationShortcutItemSubtitle` and `UIApplicationShortcutItemIconSymbolName`, titles in English
    /// (the other language goes in the app's `InfoPlist.strings`); none for an app without static quick actions.
    public func infoPlistKeys(for manifest: AppManifest) -> [String: Any] {
        let items: [[String: Any]] = declared(in: manifest).filter { !$0.dynamic }.map { action in
            var item: [String: Any] = ["UIApplicationShortcutItemType": action.type, "UIApplicationShortcutItemTitle": action.title.en]
            if let subtitle = action.subtitle { item["UIApplicationShortcutItemSubtitle"] = subtitle.en }
            if let icon = action.icon { item["UIApplicationShortcutItemIconSymbolName"] = icon }
            return item
        }
        return items.isEmpty ? [:] : ["UIApplicationShortcutItems": items]
    }
}
