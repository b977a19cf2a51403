import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// The deep-link rules across an imported app's own files: the URL schemes its Info.plist registers
/// (`CFBundleURLTypes`) and queries (`LSApplicationQueriesSchemes`) against the URLs its Swift sources
/// build, open and handle (Docs/Check.md, "An app's own files").
struct DeepLinkProjectChecks {
    /// The imported app.
    let report: ImportReport

    /// The rules that conclude from what the app's Info.plist does not declare: silent when none was read.
    static let codesNeedingTheAppsFiles: Set<String> = ["project.urlSchemeNotQueried", "project.urlSchemeUnregistered"]

    /// Schemes the system opens itself (a web page, mail, a call…): no app registers them.
    static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "itms-appss",
        "app-settings", "file", "data", "about", "shortcuts", "music", "videos", "message", "x-apple-health",
        "app-prefs", "prefs", "x-apple.systempreferences", "itms-services", "itms-beta", "x-web-search", "webcal",
    ]

    /// Every finding, in no order (the check orders them).
    func run() -> [Diagnostic] {
        urlSchemes() + invalidURLSchemes() + urlHandlers() + sceneURLHandlers()
    }

    /// The app's Info.plist as messages name it.
    private var plist: String { report.appInfoPlistName }

    /// The names an app's own scheme is usually made of: its name, its bundle identifier and that
    /// identifier's last part, letters and digits only, lower-cased (`Hearth` and `com.example.hearth` give
    /// `hearth` and `comexamplehearth`).
    var ownSchemeNames: Set<String> {
        func plain(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        var names: Set<String> = []
        if let name = report.app.name, !name.contains("$") { names.insert(plain(name)) }
        if let identifier = report.app.bundleIdentifier, !identifier.contains("$") {
            names.insert(plain(identifier))
            if let last = identifier.split(separator: ".").last { names.insert(plain(String(last))) }
        }
        names.remove("")
        return names
    }

    /// The schemes every URL handler lets through, or `nil` when some handler accepts every scheme (or
    /// there is none).
    var handledSchemes: Set<String>? {
        guard let handlers = report.urlHandlers, !handlers.isEmpty else { return nil }
        var schemes: Set<String> = []
        for handler in handlers {
            guard let gate = handler.schemes else { return nil }
            schemes.formUnion(gate.map(\.value))
        }
        return schemes
    }

    /// Whether the reader read every URL handler the app may have: no Swift source was left unread, and no handler
    /// was in a kind of source it does not read (Objective-C; `urlHandler` among the unread kinds).
    var everyURLHandlerRead: Bool {
        report.unreadSwiftSources.isEmpty && !report.unreadKinds.contains("urlHandler")
    }

    /// Whether the app's URL handling takes a widget's URL of `scheme`: a handler lets it through (its gate names
    /// the scheme, or it has none), or not every handler was read (Swift sources left unread, or handlers in
    /// Objective-C, which the reader does not read).
    func widgetSchemeIsHandled(_ scheme: String) -> Bool {
        if !everyURLHandlerRead { return true }
        guard let handlers = report.urlHandlers, !handlers.isEmpty else { return false }
        return handlers.contains { handler in handler.schemes.map { gate in gate.contains { $0.value == scheme } } ?? true }
    }

    func urlSchemes() -> [Diagnostic] {
        // Without the app's Info.plist, what it registers and queries is not known: the point drops these
        // findings then (``codesNeedingTheAppsFiles``).
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        let registered = Set(report.app.urlSchemes)
        let queried = Set(report.app.queriedSchemes)
        // A scheme the Info.plist gives through a build setting that was not resolved may be any scheme.
        let unresolvedRegistered = report.app.urlSchemes.first { $0.contains("$") }.map { Uncertainty(.unresolved, $0) }
        let unresolvedQueried = report.app.queriedSchemes.first { $0.contains("$") }.map { Uncertainty(.unresolved, $0) }
        let handled = (report.urlHandlers ?? []).flatMap { $0.schemes ?? [] }
        let ownNames = ownSchemeNames
        // A redirect an authentication session captures needs no registered scheme: "either register the custom
        // URL scheme … or set the callbackURLScheme argument" (ASWebAuthenticationSession).
        for url in report.urls where url.use != "identifier" && url.use != "redirect" && !Self.systemSchemes.contains(url.scheme) {
            if url.use == "canOpenURL" {
                // canOpenURL(_:) "always returns false for undeclared schemes" (LSApplicationQueriesSchemes).
                guard !queried.contains(url.scheme), !registered.contains(url.scheme), reported.insert(url.scheme + "/query").inserted else { continue }
                diagnostics.append(ProjectFinding.at(url.source, "project.urlSchemeNotQueried", .error, LocalizedText(
                    ja: "コードは canOpenURL(_:) に URL「\(url.url)」を渡していますが、スキーム「\(url.scheme)」は \(plist) の LSApplicationQueriesSchemes にありません。宣言されていないスキームについて canOpenURL(_:) は、そのアプリが入っていても常に false を返します。",
                    en: "The code passes the URL \"\(url.url)\" to canOpenURL(_:), but the scheme \"\(url.scheme)\" is not in \(plist)'s LSApplicationQueriesSchemes: canOpenURL(_:) always returns false for a scheme that is not declared, whether or not an app for it is installed."),
                    fix: LocalizedText(ja: "\(plist) の LSApplicationQueriesSchemes に「\(url.scheme)」を加えてください（open(_:) だけで開くならこの確認は要りません）。",
                                       en: "Add \"\(url.scheme)\" to LSApplicationQueriesSchemes in \(plist) (or drop the check: open(_:) alone needs no entry)."),
                    uncertainties: [url.uncertainty, unresolvedQueried]))
                continue
            }
            guard !registered.contains(url.scheme) else { continue }
            if url.inWidget || url.use == "widgetURL" {
                // widgetURL(_:) and Link "open the URL in the containing app" (SwiftUI): the app gets it whatever
                // its scheme, but nothing else can open that URL, and the app's URL handling keys on its schemes.
                // An app whose handler lets the scheme through (by name, or every scheme) keeps a scheme for its
                // widgets on purpose; one whose handlers were not all read may (Decision 502).
                guard !widgetSchemeIsHandled(url.scheme), reported.insert(url.scheme + "/widget").inserted else { continue }
                diagnostics.append(ProjectFinding.at(url.source, "project.urlSchemeUnregistered", .warning, LocalizedText(
                    ja: "ウィジェットの URL「\(url.url)」のスキーム「\(url.scheme)」は \(plist) の CFBundleURLTypes にありません。アプリはこの URL を受け取りますが、通知や Safari、ほかのアプリからは開けず、アプリのスキームでの振り分けにも掛かりません。",
                    en: "The scheme \"\(url.scheme)\" of the widget's URL \"\(url.url)\" is not in \(plist)'s CFBundleURLTypes: the containing app receives the URL, but nothing else (a notification, Safari, another app) can open it, and URL handling keyed on the app's schemes does not expect it."),
                    fix: report.app.urlSchemes.isEmpty
                        ? LocalizedText(ja: "CFBundleURLTypes に「\(url.scheme)」を登録してください（アプリはまだスキームを登録していません）。",
                                        en: "Register \"\(url.scheme)\" in CFBundleURLTypes (the app registers no scheme yet).")
                        : LocalizedText(ja: "アプリのスキーム（\(report.app.urlSchemes.joined(separator: ", "))）を使うか、CFBundleURLTypes に「\(url.scheme)」を登録してください。",
                                        en: "Use the app's scheme (\(report.app.urlSchemes.joined(separator: ", "))), or register \"\(url.scheme)\" in CFBundleURLTypes."),
                    uncertainties: [url.uncertainty, unresolvedRegistered]))
                continue
            }
            // Opening another app's URL needs no entry anywhere (open(_:) is not bound by
            // LSApplicationQueriesSchemes). A scheme the app's own URL handler expects, or named after the app,
            // is the app's own: opened while CFBundleURLTypes does not register it, nothing opens.
            let expectedBy = handled.first { $0.value == url.scheme }
            let plainScheme = String(url.scheme.filter { $0.isLetter || $0.isNumber })
            guard expectedBy != nil || ownNames.contains(plainScheme), reported.insert(url.scheme + "/own").inserted else { continue }
            let opened = url.use == "open" || url.use == "Link"
            let why = expectedBy != nil
                ? LocalizedText(ja: "アプリの URL ハンドラが受け付けるスキーム", en: "a scheme the app's URL handler accepts")
                : LocalizedText(ja: "アプリの名前のスキーム", en: "a scheme named after the app")
            let does = opened ? LocalizedText(ja: "開いています", en: "opens") : LocalizedText(ja: "作っています", en: "builds")
            diagnostics.append(ProjectFinding.at(url.source, "project.urlSchemeUnregistered", expectedBy != nil && opened ? .error : .warning, LocalizedText(
                ja: "コードは URL「\(url.url)」を\(does.ja)。そのスキーム「\(url.scheme)」は\(why.ja)ですが、\(plist) の CFBundleURLTypes にありません。iOS はカスタムスキームの URL をそのスキームを登録したアプリでしか開かないため、この URL ではアプリが開きません。",
                en: "The code \(does.en) the URL \"\(url.url)\", whose scheme \"\(url.scheme)\" is \(why.en), but \(plist)'s CFBundleURLTypes does not register it: iOS opens a custom-scheme URL only in an app that registers the scheme, so this URL does not open the app."),
                fix: report.app.urlSchemes.isEmpty
                    ? LocalizedText(ja: "\(plist) の CFBundleURLTypes > CFBundleURLSchemes に「\(url.scheme)」を加えてください。",
                                    en: "Add \"\(url.scheme)\" to CFBundleURLTypes > CFBundleURLSchemes in \(plist).")
                    : LocalizedText(ja: "\(plist) の CFBundleURLTypes > CFBundleURLSchemes に「\(url.scheme)」を加えるか、登録済みのスキーム（\(report.app.urlSchemes.joined(separator: ", "))）を使ってください。",
                                    en: "Add \"\(url.scheme)\" to CFBundleURLTypes > CFBundleURLSchemes in \(plist), or use a registered scheme (\(report.app.urlSchemes.joined(separator: ", ")))."),
                uncertainties: [url.uncertainty, unresolvedRegistered])
                .related(expectedBy?.source, LocalizedText(
                    ja: "スキーム「\(url.scheme)」を受け付ける URL ハンドラ", en: "the URL handler that accepts the scheme \"\(url.scheme)\"")))
        }
        return diagnostics
    }

    /// `project.urlSchemeInvalid`: a scheme `CFBundleURLSchemes` registers that is not a URL scheme (RFC 3986
    /// §3.1), at its Info.plist line. Certain: the value is the Info.plist's, resolved.
    func invalidURLSchemes() -> [Diagnostic] {
        (report.invalidURLSchemes ?? []).compactMap { scheme in
            guard let problem = URLSchemeSyntax.problem(of: scheme.value) else { return nil }
            return ProjectFinding.at(scheme.source, "project.urlSchemeInvalid", .error, URLSchemeSyntax.invalidSchemeMessage(scheme.value, problem),
                                fix: LocalizedText(ja: "CFBundleURLSchemes の値を英字で始まる、英数字と + - . だけのスキームにしてください。",
                                                   en: "Make the CFBundleURLSchemes value a scheme: a letter, then letters, digits, \"+\", \"-\" or \".\"."))
        }
    }

    /// A scheme the app registers whose every URL the URL handlers turn away: each handler lets through
    /// only other schemes (``ImportReport/URLHandler/schemes``).
    func urlHandlers() -> [Diagnostic] {
        guard report.app.source != nil, let accepted = handledSchemes, let handlers = report.urlHandlers, let first = handlers.first else { return [] }
        var diagnostics: [Diagnostic] = []
        let shown = accepted.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        // The handlers by kind in the message, each at its place as a note: a line inserted above a handler
        // moves its place, not the finding (its fingerprint and baseline entry hold the message).
        let kinds = handlers.map(\.kind).joined(separator: ", ")
        let handlersEn = handlers.count == 1 ? "the URL handler \(kinds) lets" : "the URL handlers \(kinds) let"
        for scheme in report.app.urlSchemes where !scheme.contains("$") && !accepted.contains(scheme) {
            let place = first.schemes?.first?.source ?? first.source
            diagnostics.append(ProjectFinding.at(place, "project.urlSchemeIgnored", .warning, LocalizedText(
                ja: "\(plist) の CFBundleURLTypes はスキーム「\(scheme)」を登録していますが、URL ハンドラ \(kinds) はスキームが \(shown) の URL しか通さないため、「\(scheme)」の URL で開かれてもアプリは何もしません。",
                en: "\(plist)'s CFBundleURLTypes registers the scheme \"\(scheme)\", but \(handlersEn) through only URLs whose scheme is \(shown): every \"\(scheme)\" URL opens the app and is ignored."),
                fix: LocalizedText(ja: "ハンドラで「\(scheme)」も扱うか、使わないなら CFBundleURLTypes から外してください。",
                                   en: "Handle \"\(scheme)\" in the handler, or remove it from CFBundleURLTypes if the app no longer uses it."),
                uncertainties: handlers.map(\.uncertainty))
                .related(handlers.map { handler in
                    (handler.source, LocalizedText(
                        ja: "URL ハンドラ \(handler.kind)（スキームが \(shown) の URL だけを通します）",
                        en: "the URL handler \(handler.kind), which lets through only URLs whose scheme is \(shown)"))
                }))
        }
        return diagnostics
    }

    /// A scene-based app whose only URL handler is the app delegate's `application(_:open:options:)`: UIKit
    /// hands a scene-based app's URLs to its scene delegate (`connectionOptions.urlContexts` in
    /// `scene(_:willConnectTo:options:)` at launch, `scene(_:openURLContexts:)` while it runs; Apple: Defining a
    /// custom URL scheme for your app, Managing your app's life cycle), so the method is never called. A
    /// warning, at the handler: the reader may have missed a handler it cannot read; silent when a Swift
    /// source or an Objective-C one was not read (`urlHandler` among the unread kinds), or when the app has
    /// another handler (`scene(_:openURLContexts:)`, SwiftUI's `onOpenURL`). An app without scenes is never
    /// reported.
    func sceneURLHandlers() -> [Diagnostic] {
        let appDelegateKind = "application(_:open:options:)"
        guard everyURLHandlerRead, let handlers = report.urlHandlers,
            let handler = handlers.first(where: { $0.kind == appDelegateKind }), handlers.allSatisfy({ $0.kind == appDelegateKind }),
            let scenes = report.sceneAdoption
        else { return [] }
        return [ProjectFinding.at(handler.source, "project.urlHandlerIgnoredByScenes", .warning, LocalizedText(
            ja: "アプリはシーンを使っています（\(scenes.ja)）が、URL を \(appDelegateKind) でしか処理していません。シーンを使うアプリでは UIKit は URL をシーンのデリゲートに渡し（起動時は scene(_:willConnectTo:options:) の connectionOptions.urlContexts、動作中は scene(_:openURLContexts:)）、このメソッドを呼ばないので、アプリを開く URL はすべて無視されます。",
            en: "The app uses scenes (\(scenes.en)), but handles URLs only in \(appDelegateKind): UIKit hands a scene-based app's URLs to its scene delegate (connectionOptions.urlContexts in scene(_:willConnectTo:options:) at launch, scene(_:openURLContexts:) while it runs) and never calls this method, so every URL that opens the app is ignored."),
            fix: LocalizedText(
                ja: "シーンのデリゲートに scene(_:openURLContexts:) を実装して scene(_:willConnectTo:options:) で connectionOptions.urlContexts を読むか、SwiftUI なら onOpenURL を使い、このメソッドと同じく URL を処理してください。",
                en: "Implement scene(_:openURLContexts:) in the scene delegate and read connectionOptions.urlContexts in scene(_:willConnectTo:options:), or use onOpenURL in SwiftUI, and handle the URL as this method does."))]
    }
}
