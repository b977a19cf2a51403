import Foundation
public import IntegrationsCore

/// The checks across an imported app's own files: where its Info.plist, entitlements, SiriKit definitions
/// and Swift sources disagree, each reported at the file and line a person fixes, with a code.
///
/// The rules and the Apple documentation each follows are listed in Docs/Check.md ("An app's own files").
public struct ProjectChecks: Sendable {
    /// The imported app.
    public let report: ImportReport

    /// The most App Shortcuts an app may declare (Apple: "an app can have up to 10 App Shortcuts").
    public static let maximumAppShortcuts = 10

    /// Checks `report`.
    public init(report: ImportReport) {
        self.report = report
    }

    /// Activity types the system defines: continuing or declaring them needs no declaration of the app's.
    static let systemActivityTypes: Set<String> = [
        "NSUserActivityTypeBrowsingWeb", "com.apple.corespotlightitem", "com.apple.corespotlightquerycontinuation",
    ]

    /// Schemes the system opens itself (a web page, mail, a call…): no app registers them.
    static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "itms-appss",
        "app-settings", "file", "data", "about", "shortcuts", "music", "videos", "message", "x-apple-health",
        "app-prefs", "prefs", "x-apple.systempreferences", "itms-services", "itms-beta", "x-web-search", "webcal",
    ]

    /// Every diagnostic, ordered by file and line.
    public func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += activityTypes()
        diagnostics += urlSchemes()
        diagnostics += intentClasses()
        diagnostics += appShortcuts()
        diagnostics += widgets()
        diagnostics += notificationCategories()
        diagnostics += webpageHosts()
        return diagnostics.sorted { ($0.file ?? "", $0.line ?? 0, $0.code.rawValue) < ($1.file ?? "", $1.line ?? 0, $1.code.rawValue) }
    }

    /// A diagnostic at a `path:line` source.
    package static func finding(_ code: Diagnostic.Code, at source: String, _ severity: Diagnostic.Severity, _ message: LocalizedText, fix: LocalizedText? = nil) -> Diagnostic {
        let (file, line) = Self.split(source)
        return Diagnostic(code, severity, message, file: file, line: line, suggestion: fix)
    }

    /// A finding concluded from values of which one may be uncertain: an error only when none is (the
    /// severity discipline, Docs/Check.md); otherwise at most a warning whose message ends with why.
    package static func finding(
        _ code: Diagnostic.Code, at source: String, _ severity: Diagnostic.Severity, _ message: LocalizedText,
        fix: LocalizedText? = nil, uncertainties: [Uncertainty?]
    ) -> Diagnostic {
        guard let uncertainty = uncertainties.lazy.compactMap({ $0 }).first else {
            return finding(code, at: source, severity, message, fix: fix)
        }
        let lowered: Diagnostic.Severity = severity == .error ? .warning : severity
        let reason = uncertainty.reason
        let explained = LocalizedText(ja: "\(message.ja)（不確か: \(reason.ja)）", en: "\(message.en) (uncertain: \(reason.en))")
        return finding(code, at: source, lowered, explained, fix: fix)
    }

    static func split(_ source: String) -> (String, Int?) {
        guard let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) else { return (source, nil) }
        return (String(source[..<colon]), line)
    }

    /// Whether `name` is a SiriKit system intent (`INSendMessageIntent`, `INStartCallIntent`…).
    static func isSystemIntent(_ name: String) -> Bool {
        name.hasPrefix("IN") && name.hasSuffix("Intent") && name.dropFirst(2).first?.isUppercase == true
    }

    private var plist: String { report.app.source.map { Self.split($0).0 } ?? "Info.plist" }

    private var providedIntentClasses: Set<String> {
        Set(report.intents.map(\.type)).union(report.declaredTypes)
    }

    func activityTypes() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for activity in report.activityTypes where !Self.systemActivityTypes.contains(activity.type) {
            if !activity.declared, report.app.source != nil {
                let uses = (activity.createdAt.isEmpty ? activity.handledAt : activity.createdAt)
                for source in uses.prefix(1) {
                    let how = activity.created ? LocalizedText(ja: "作成しています", en: "creates") : LocalizedText(ja: "継続しています", en: "continues")
                    diagnostics.append(Self.finding("project.activityTypeUndeclared", at: source, .error, LocalizedText(
                        ja: "コードはアクティビティタイプ「\(activity.type)」を\(how.ja)が、\(plist) の NSUserActivityTypes にありません。別のデバイスでの Handoff は黙って失敗します。",
                        en: "The code \(how.en) activity type \"\(activity.type)\", which \(plist)'s NSUserActivityTypes does not declare: Handoff to another device fails silently."),
                        fix: LocalizedText(ja: "\(plist) の NSUserActivityTypes に「\(activity.type)」を加えてください。",
                                           en: "Add \"\(activity.type)\" to NSUserActivityTypes in \(plist).")))
                }
            }
            // An entry the code may build from values that are not constants is not concluded to be unused.
            if activity.declared, !activity.created, !activity.handled, !Self.isSystemIntent(activity.type),
                !providedIntentClasses.contains(activity.type), !report.unreadKinds.contains("activityType")
            {
                diagnostics.append(Self.finding("project.activityTypeUnused", at: activity.source, .warning, LocalizedText(
                    ja: "NSUserActivityTypes の「\(activity.type)」は、コードが作成も継続もしないアクティビティタイプで、インテントのクラスでもありません。",
                    en: "\"\(activity.type)\" in NSUserActivityTypes names no activity type the code creates or continues, and no intent class."),
                    fix: LocalizedText(ja: "名前を直すか、この項目を消してください。", en: "Correct the name, or remove the entry.")))
            }
        }
        return diagnostics
    }

    func urlSchemes() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        let registered = Set(report.app.urlSchemes)
        for url in report.urls where !Self.systemSchemes.contains(url.scheme) && !registered.contains(url.scheme) {
            // A widget's link opens the containing app: its scheme must be the app's. Elsewhere the app may be
            // opening another app, which LSApplicationQueriesSchemes lists.
            let fromWidget = url.inWidget || url.use == "widgetURL"
            if !fromWidget, report.app.queriedSchemes.contains(url.scheme) { continue }
            guard reported.insert(url.scheme + (fromWidget ? "/widget" : "")).inserted else { continue }
            if fromWidget {
                // widgetURL(_:) and Link "open the URL in the containing app" (SwiftUI): the app gets it whatever
                // its scheme, but nothing else can open that URL, and the app's URL handling keys on its schemes.
                diagnostics.append(Self.finding("project.urlSchemeUnregistered", at: url.source, .warning, LocalizedText(
                    ja: "ウィジェットの URL「\(url.url)」のスキーム「\(url.scheme)」は \(plist) の CFBundleURLTypes にありません。アプリはこの URL を受け取りますが、通知や Safari、ほかのアプリからは開けず、アプリのスキームでの振り分けにも掛かりません。",
                    en: "The scheme \"\(url.scheme)\" of the widget's URL \"\(url.url)\" is not in \(plist)'s CFBundleURLTypes: the containing app receives the URL, but nothing else (a notification, Safari, another app) can open it, and URL handling keyed on the app's schemes does not expect it."),
                    fix: LocalizedText(ja: "アプリのスキーム（\(report.app.urlSchemes.joined(separator: ", "))）を使うか、CFBundleURLTypes に「\(url.scheme)」を登録してください。",
                                       en: "Use the app's scheme (\(report.app.urlSchemes.joined(separator: ", "))), or register \"\(url.scheme)\" in CFBundleURLTypes.")))
            } else {
                diagnostics.append(Self.finding("project.urlSchemeUnregistered", at: url.source, .warning, LocalizedText(
                    ja: "コードの URL「\(url.url)」のスキーム「\(url.scheme)」は \(plist) の CFBundleURLTypes にも LSApplicationQueriesSchemes にもありません。",
                    en: "The scheme \"\(url.scheme)\" of the URL \"\(url.url)\" is neither in \(plist)'s CFBundleURLTypes nor in its LSApplicationQueriesSchemes."),
                    fix: LocalizedText(
                        ja: "アプリのスキームなら CFBundleURLTypes に、ほかのアプリのものなら LSApplicationQueriesSchemes に加えてください。",
                        en: "Register it in CFBundleURLTypes if it is the app's, or list it in LSApplicationQueriesSchemes if it is another app's.")))
            }
        }
        return diagnostics
    }

    func intentClasses() -> [Diagnostic] {
        let provided = providedIntentClasses
        return report.intentClasses.compactMap { named in
            guard !Self.isSystemIntent(named.name), !provided.contains(named.name) else { return nil }
            let definitions = report.intents.filter { $0.kind == "SiriKit" }.map(\.type)
            let candidates = definitions + report.declaredTypes.filter { $0.hasSuffix("Intent") }
            let near = candidates.map { ($0, EditDistance.between($0, named.name)) }.filter { $0.1 <= max(2, named.name.count / 4) }
                .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
            return Self.finding("project.intentClassMissing", at: named.source, .error, LocalizedText(
                ja: "\(named.key) のインテントクラス「\(named.name)」は、どの .intentdefinition（クラス接頭辞を含む）にも Swift の型にもありません。",
                en: "The intent class \"\(named.name)\" in \(named.key) is provided by no .intentdefinition (with its class prefix) and no Swift type."),
                fix: near.map { LocalizedText(ja: "「\($0)」のことですか?", en: "Did you mean \"\($0)\"?") }
                    ?? LocalizedText(ja: "名前を直すか、この項目を消してください。", en: "Correct the name, or remove the entry."))
        }
    }

    func appShortcuts() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if report.appShortcuts.count > Self.maximumAppShortcuts, let extra = report.appShortcuts.dropFirst(Self.maximumAppShortcuts).first {
            diagnostics.append(Self.finding("intent.tooManyShortcuts", at: extra.source, .error, LocalizedText(
                ja: "App Shortcut が\(report.appShortcuts.count)個あります。アプリが宣言できるのは\(Self.maximumAppShortcuts)個までです。",
                en: "The app declares \(report.appShortcuts.count) App Shortcuts; an app may declare at most \(Self.maximumAppShortcuts).")))
        }
        let intents = Dictionary(report.intents.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
        for shortcut in report.appShortcuts {
            for (offset, phrase) in shortcut.phrases.enumerated() {
                let place = offset < shortcut.phraseSources.count ? shortcut.phraseSources[offset] : shortcut.source
                let slots = Self.slots(in: phrase)
                if !slots.contains("applicationName") {
                    diagnostics.append(Self.finding("phrase.missingAppName", at: place, .error, LocalizedText(
                        ja: "\(shortcut.intent) の App Shortcut のフレーズ「\(phrase)」に \\(.applicationName) がありません。",
                        en: "The App Shortcut phrase \"\(phrase)\" of \(shortcut.intent) does not contain \\(.applicationName)."),
                        fix: LocalizedText(ja: "フレーズに \\(.applicationName) を入れてください。", en: "Put \\(.applicationName) in the phrase.")))
                }
                let parameters = slots.filter { $0 != "applicationName" }
                if parameters.count > 1 {
                    diagnostics.append(Self.finding("phrase.tooManyParameters", at: place, .error, LocalizedText(
                        ja: "\(shortcut.intent) の App Shortcut のフレーズ「\(phrase)」にはパラメータが\(parameters.count)個あります。1個までです。",
                        en: "The App Shortcut phrase \"\(phrase)\" of \(shortcut.intent) holds \(parameters.count) parameters; at most one is allowed.")))
                }
                for name in parameters {
                    guard let parameter = intents[shortcut.intent]?.parameters.first(where: { $0.name == name }) else { continue }
                    if !report.entityTypes.contains(parameter.type) {
                        diagnostics.append(Self.finding("phrase.slotNotEntityOrEnum", at: place, .error, LocalizedText(
                            ja: "\(shortcut.intent) の App Shortcut のフレーズにあるパラメータ「\(name)」は \(parameter.type) 型です。フレーズに入れられるのは AppEntity か AppEnum の型のパラメータだけです。",
                            en: "The parameter \"\(name)\" in an App Shortcut phrase of \(shortcut.intent) is of type \(parameter.type); a phrase may only hold a parameter of an AppEntity or AppEnum type.")))
                    }
                }
            }
        }
        return diagnostics
    }

    /// The `${name}` slots of a phrase.
    static func slots(in phrase: String) -> [String] {
        var slots: [String] = []
        var rest = phrase[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            slots.append(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return slots
    }

    func widgets() -> [Diagnostic] {
        var seen: [String: ImportReport.Widget] = [:]
        var diagnostics: [Diagnostic] = []
        for widget in report.widgets {
            if let first = seen[widget.kind] {
                diagnostics.append(Self.finding("widget.duplicateKind", at: widget.source, .error, LocalizedText(
                    ja: "ウィジェット \(widget.type) の kind「\(widget.kind)」は \(first.type)（\(first.source)）と同じです。kind はウィジェットごとに別にしてください。",
                    en: "Widget \(widget.type) has the kind \"\(widget.kind)\" of \(first.type) (\(first.source)); each widget needs a kind of its own.")))
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
                diagnostics.append(Self.finding("project.notificationCategoryUnregistered", at: category.source, .error, LocalizedText(
                    ja: "通知カテゴリ「\(category.identifier)」のアクション「\(handled.value)」は処理されています（\(handled.source)）が、カテゴリが登録されていません。ボタンは表示されません。",
                    en: "The action \"\(handled.value)\" of notification category \"\(category.identifier)\" is handled (\(handled.source)), but the category is never registered: its buttons never show."),
                    fix: LocalizedText(ja: "UNUserNotificationCenter の setNotificationCategories にこのカテゴリを渡してください。",
                                       en: "Pass the category to UNUserNotificationCenter's setNotificationCategories.")))
            } else if !report.unreadKinds.contains("notificationAction"), !report.createdActions.contains(where: { $0.value == handled.value }) {
                // With actions made from values that are not constants, this one may be among them.
                diagnostics.append(Self.finding("project.notificationActionUnknown", at: handled.source, .warning, LocalizedText(
                    ja: "通知アクション「\(handled.value)」を処理していますが、このアクションを持つカテゴリがありません。",
                    en: "The code handles notification action \"\(handled.value)\", but no category has that action.")))
            }
        }
        var reported: Set<String> = []
        for handled in report.handledCategories where !registered.contains(where: { $0.identifier == handled.value }) {
            guard reported.insert(handled.value).inserted else { continue }
            diagnostics.append(Self.finding("project.notificationCategoryUnregistered", at: handled.source, .error, LocalizedText(
                ja: "通知カテゴリ「\(handled.value)」を処理していますが、登録もコンテンツ拡張での宣言（UNNotificationExtensionCategory）もされていません。",
                en: "The code handles notification category \"\(handled.value)\", which is neither registered nor declared by a content extension (UNNotificationExtensionCategory).")))
        }
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.file ?? "")\u{0}\($0.line ?? 0)\u{0}\($0.code.rawValue)").inserted }
    }

    func webpageHosts() -> [Diagnostic] {
        let domains = report.app.associatedDomains.compactMap { entry -> AssociatedDomain? in
            guard entry.hasPrefix("applinks:") else { return nil }
            return try? AssociatedDomain.parse(entry).get()
        }
        var diagnostics: [Diagnostic] = []
        for activity in report.activityTypes {
            for entry in activity.webpageHosts where !domains.contains(where: { $0.covers(entry.value) }) {
                let host = entry.value
                diagnostics.append(Self.finding("project.webpageHostNotAssociated", at: entry.source, .warning, LocalizedText(
                    ja: "アクティビティ「\(activity.type)」の webpageURL のホスト \(host) はアプリの applinks ドメインにありません。別のデバイスではブラウザで開きます。",
                    en: "The webpageURL host \(host) of activity \"\(activity.type)\" is none of the app's applinks domains: another device opens it in the browser."),
                    fix: LocalizedText(ja: "entitlements に applinks:\(host) を加えるか、URL を直してください。", en: "Add applinks:\(host) to the entitlements, or correct the URL.")))
            }
        }
        return diagnostics
    }
}
