import IntegrationsCore

extension ProjectImporter {
    /// The required keys of a `UIApplicationShortcutItems` item.
    static let quickActionRequiredKeys = ["UIApplicationShortcutItemType", "UIApplicationShortcutItemTitle"]
    /// The icon keys of a `UIApplicationShortcutItems` item.
    static let quickActionIconKeys = ["UIApplicationShortcutItemIconType", "UIApplicationShortcutItemIconSymbolName", "UIApplicationShortcutItemIconFile"]

    /// The app's `UIApplicationShortcutItems` (each a declared ``ImportReport/QuickAction``, its type with
    /// build settings resolved, its title as written) and `UIApplicationSceneManifest` (``ImportReport/AppFacts/usesScenes``).
    func readQuickActions(_ plist: ResolvedPlist, info: [String: Any], into report: inout ImportReport, notes: inout [Diagnostic]) {
        let file = plist.file
        let itemsKey = "UIApplicationShortcutItems"
        for (index, item) in (info[itemsKey] as? [Any] ?? []).enumerated() {
            let item = item as? [String: Any] ?? [:]
            let written = item["UIApplicationShortcutItemType"] as? String
            let source = file.source(ofItem: index, underKey: itemsKey, value: written)
            var type = written.map { resolved($0, settings: plist.settings, source: source, key: "UIApplicationShortcutItemType", notes: &notes) }
            if type?.isEmpty == true { type = nil }
            let icon = Dictionary(uniqueKeysWithValues: Self.quickActionIconKeys.compactMap { key in (item[key] as? String).map { (key, $0) } })
            let action = ImportReport.QuickAction(
                type: type, title: item["UIApplicationShortcutItemTitle"] as? String, subtitle: item["UIApplicationShortcutItemSubtitle"] as? String,
                icon: icon.isEmpty ? nil : icon, declared: true, declaredAt: source, declaredIndex: index,
                missingKeys: Self.quickActionRequiredKeys.filter { (item[$0] as? String)?.isEmpty ?? true })
            report.quickActions = (report.quickActions ?? []) + [action]
        }
        let sceneKey = "UIApplicationSceneManifest"
        if info[sceneKey] != nil {
            report.app.usesScenes = true
            report.app.usesScenesSource = file.source(ofKey: sceneKey)
        } else if plist.target != nil, plist.settings.values["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES" {
            report.app.usesScenes = true
            report.app.usesScenesSource = report.app.source
        }
    }
}
