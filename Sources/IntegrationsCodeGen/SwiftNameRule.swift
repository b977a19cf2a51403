public import IntegrationsCore
public import IntegrationsQuickActions
public import IntegrationsBackgroundTasks
import IntegrationsHandoff
import IntegrationsNotifications
import IntegrationsWidgets
import IntegrationsAppClips
import IntegrationsRouting

extension SwiftGenerator {
    /// The names of the manifest the generated Swift names, which cannot become a Swift identifier: a
    /// route, a parameter, an intent, a category, an action, an activity type, a user-info key, a widget,
    /// a search domain, an App Clip experience or a quick action type whose name holds no letter or digit Swift accepts in a name
    /// (`!!!`, `🎉`). `check` reports them as errors (`codegen.noSwiftName`) at the name's place.
    ///
    /// Every other name is renamed so that the source compiles, as Docs/Manifest.md says: a keyword in
    /// backticks, a leading digit after `_`, a name the generated code or Swift keeps (`url`, `Type`) and
    /// two names that map to one identifier with a number.
    public var nameDiagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        /// A diagnostic when `name` has no Swift name: `what` it names, of `owner` when it has one, shown as
        /// `written` in the manifest when that differs. An empty name, which a rule of its own refuses where
        /// `hasEmptyRule`, is left to that rule.
        func check(_ name: String, _ path: String, _ what: LocalizedText, of owner: LocalizedText? = nil, hasEmptyRule: Bool = false, written: String? = nil) {
            guard !SwiftNames.hasSwiftName(name), !(hasEmptyRule && name.isEmpty) else { return }
            let shown = TerminalText.shortLine(written ?? name)
            diagnostics.append(Diagnostic("codegen.noSwiftName", .error, LocalizedText(
                ja: "\(owner.map { $0.ja + "の" } ?? "")\(what.ja)「\(shown)」には Swift の名前に使える文字も数字もなく、生成する Swift で名前を付けられません",
                en: "the \(what.en) \"\(shown)\"\(owner.map { " of " + $0.en } ?? "") has no letter or digit Swift accepts in a name, so the generated Swift cannot name it"),
                path: path, suggestion: LocalizedText(
                    ja: "文字か数字を含む名前にしてください。生成する Swift では「item-edit」が itemEdit に、「2fa」が _2fa になります",
                    en: "give it a name with a letter or digit; the generated Swift turns \"item-edit\" into itemEdit and \"2fa\" into _2fa")))
        }
        // Each route's patterns, found once: looking them up route by route grew with the square of the routes.
        let patterns = Dictionary(grouping: Router.reused(for: manifest.routes).patterns, by: \.route)
        for (index, route) in manifest.routes.enumerated() {
            let path = "$.routes[\(index)]"
            check(route.name, "\(path).name", LocalizedText(ja: "ルート名", en: "route name"))
            let owner = LocalizedText(ja: "ルート「\(TerminalText.shortLine(route.name))」", en: "route \"\(TerminalText.shortLine(route.name))\"")
            var seen: Set<String> = []
            for pattern in patterns[route.name] ?? [] {
                for parameter in pattern.parameters where seen.insert(parameter.name).inserted {
                    let form = route.forms.firstIndex { $0.kind == pattern.form } ?? 0
                    let place = route.parameters[parameter.name] != nil ? "\(path).parameters.\(parameter.name)" : "\(path).forms[\(form)].template"
                    check(parameter.name, place, LocalizedText(ja: "パラメータ", en: "parameter"), of: owner)
                }
            }
            for name in route.query.keys.sorted() where !seen.contains(name) {
                check(name, "\(path).query.\(name)", LocalizedText(ja: "クエリパラメータ", en: "query parameter"), of: owner)
            }
        }
        for (index, experience) in manifest.appClipExperiences.enumerated() {
            check(experience.name, "$.appClipExperiences[\(index)].name", LocalizedText(ja: "App Clip エクスペリエンス", en: "App Clip experience"))
        }
        for (index, intent) in manifest.intents.enumerated() {
            check(intent.identifier, "$.intents[\(index)].identifier", LocalizedText(ja: "インテント", en: "intent"), hasEmptyRule: true)
            for (parameterIndex, parameter) in intent.parameters.enumerated() {
                check(parameter.name, "$.intents[\(index)].parameters[\(parameterIndex)].name", LocalizedText(ja: "パラメータ", en: "parameter"),
                      of: LocalizedText(ja: "インテント「\(TerminalText.shortLine(intent.identifier))」", en: "intent \"\(TerminalText.shortLine(intent.identifier))\""))
            }
        }
        for (index, category) in manifest.notifications.categories.enumerated() {
            let path = "$.notifications.categories[\(index)]"
            check(category.identifier, "\(path).identifier", LocalizedText(ja: "通知カテゴリ", en: "notification category"), hasEmptyRule: true)
            for (actionIndex, action) in category.actions.enumerated() {
                check(action.identifier, "\(path).actions[\(actionIndex)].identifier", LocalizedText(ja: "アクション", en: "action"),
                      of: LocalizedText(ja: "カテゴリ「\(TerminalText.shortLine(category.identifier))」", en: "category \"\(TerminalText.shortLine(category.identifier))\""), hasEmptyRule: true)
            }
        }
        for (index, activity) in manifest.activities.enumerated() {
            let short = IdentifierCode.shortName(ofActivityType: activity.type, bundleIdentifier: manifest.app.bundleIdentifier)
            // Its name in the generated Swift is what it does not share with the bundle identifier.
            check(short, "$.activities[\(index)].type", LocalizedText(ja: "アクティビティタイプ", en: "activity type"), hasEmptyRule: true, written: activity.type)
            for (keyIndex, key) in activity.userInfo.enumerated() {
                check(key.key, "$.activities[\(index)].userInfo[\(keyIndex)].key", LocalizedText(ja: "userInfo のキー", en: "userInfo key"),
                      of: LocalizedText(ja: "アクティビティ「\(TerminalText.shortLine(activity.type))」", en: "activity \"\(TerminalText.shortLine(activity.type))\""))
            }
        }
        for (index, widget) in manifest.widgets.enumerated() {
            check(widget.kind, "$.widgets[\(index)].kind", LocalizedText(ja: "ウィジェットの種類", en: "widget kind"), hasEmptyRule: true)
            for (parameterIndex, parameter) in widget.configuration.enumerated() {
                check(parameter.name, "$.widgets[\(index)].configuration[\(parameterIndex)].name", LocalizedText(ja: "設定パラメータ", en: "configuration parameter"),
                      of: LocalizedText(ja: "ウィジェット「\(TerminalText.shortLine(widget.kind))」", en: "widget \"\(TerminalText.shortLine(widget.kind))\""))
            }
        }
        for (index, task) in manifest.backgroundTasks.enumerated() {
            // Named, as an activity type, by what it does not share with the bundle identifier.
            let short = IdentifierCode.shortName(ofActivityType: task.identifier, bundleIdentifier: manifest.app.bundleIdentifier)
            check(short, "$.backgroundTasks[\(index)].identifier", LocalizedText(ja: "バックグラウンドタスク", en: "background task"), written: task.identifier)
        }
        for (index, domain) in manifest.searchDomains.enumerated() {
            check(domain.identifier, "$.searchDomains[\(index)].identifier", LocalizedText(ja: "検索ドメイン", en: "search domain"), hasEmptyRule: true)
        }
        for (index, action) in manifest.quickActions.enumerated() {
            let short = IdentifierCode.shortName(ofActivityType: action.type, bundleIdentifier: manifest.app.bundleIdentifier)
            // Named, as an activity type is, by what it does not share with the bundle identifier.
            check(short, "$.quickActions[\(index)].type", LocalizedText(ja: "クイックアクションの type", en: "quick action type"), hasEmptyRule: true, written: action.type)
        }
        return diagnostics
    }

    /// Whether `name` is a Swift identifier as the generator writes every name it declares: letters,
    /// digits and `_` that Swift's lexer takes in a name, not starting with a digit, not `_` alone, a
    /// keyword only in backticks. The fuzz target `codegen` holds every declared name to it.
    public static func isValidIdentifier(_ name: String) -> Bool {
        SwiftNames.isValidIdentifier(name)
    }

    /// The names a generated nested type never has, since `X.Type` and `X.Protocol` mean the metatype even
    /// in backticks: such a name gets a number (`Type2`).
    public static var reservedTypeNames: Set<String> { SwiftNames.reservedTypeMembers }
}
