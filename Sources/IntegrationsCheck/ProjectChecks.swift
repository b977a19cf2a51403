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

    /// Schemes the system opens itself (a web page, mail, a call…): no app registers them.
    static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "itms-appss",
        "app-settings", "file", "data", "about", "shortcuts", "music", "videos", "message", "x-apple-health",
        "app-prefs", "prefs", "x-apple.systempreferences", "itms-services", "itms-beta", "x-web-search", "webcal",
    ]

    /// Every diagnostic, ordered by file and line.
    public func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += urlSchemes()
        diagnostics += invalidURLSchemes()
        diagnostics += urlHandlers()
        diagnostics += widgets()
        diagnostics += notificationCategories()
        diagnostics += controls()
        // The points registered as plug-ins, from their own facts.
        diagnostics += IntegrationPoints.all.flatMap { $0.checkProject(report) }
        if report.app.source == nil {
            // No app Info.plist was read (no iOS app target, a Tuist project before `tuist generate`): what
            // it would declare is unknown, so nothing is concluded from its absence.
            diagnostics.removeAll { Self.needsTheAppsFiles.contains($0.code.rawValue) }
        }
        // Each at the columns of what its place was read from (``ImportReport/regions``), where known.
        return diagnostics.map { $0.placed(in: report.regions) }
            .sorted { ($0.file ?? "", $0.line ?? 0, $0.code.rawValue) < ($1.file ?? "", $1.line ?? 0, $1.code.rawValue) }
    }

    /// Rules that conclude from what the app's Info.plist or entitlements do not declare.
    static let needsTheAppsFiles: Set<String> = [
        "project.urlSchemeNotQueried", "project.urlSchemeUnregistered",
    ]

    /// A diagnostic at a `path:line` source.
    static func finding(_ code: Diagnostic.Code, at source: String, _ severity: Diagnostic.Severity, _ message: LocalizedText, fix: LocalizedText? = nil) -> Diagnostic {
        ProjectFinding.at(source, code, severity, message, fix: fix)
    }

    /// A finding concluded from values of which one may be uncertain (``ProjectFinding``, the point kit's,
    /// which the points in the plug-in shape use too).
    static func finding(
        _ code: Diagnostic.Code, at source: String, _ severity: Diagnostic.Severity, _ message: LocalizedText,
        fix: LocalizedText? = nil, uncertainties: [Uncertainty?]
    ) -> Diagnostic {
        ProjectFinding.at(source, code, severity, message, fix: fix, uncertainties: uncertainties)
    }

    private var plist: String { report.app.source.map { ImportReport.place(of: $0).file } ?? "Info.plist" }

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

    func urlSchemes() -> [Diagnostic] {
        // Without the app's Info.plist, what it registers and queries is not known: `run` drops these
        // findings then (``needsTheAppsFiles``).
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        let registered = Set(report.app.urlSchemes)
        let queried = Set(report.app.queriedSchemes)
        // A scheme the Info.plist gives through a build setting that was not resolved may be any scheme.
        let unresolvedRegistered = report.app.urlSchemes.first { $0.contains("$") }.map { Uncertainty(.unresolved, $0) }
        let unresolvedQueried = report.app.queriedSchemes.first { $0.contains("$") }.map { Uncertainty(.unresolved, $0) }
        let handled = (report.urlHandlers ?? []).flatMap { $0.schemes ?? [] }
        let ownNames = ownSchemeNames
        for url in report.urls where url.use != "identifier" && !Self.systemSchemes.contains(url.scheme) {
            if url.use == "canOpenURL" {
                // canOpenURL(_:) "always returns false for undeclared schemes" (LSApplicationQueriesSchemes).
                guard !queried.contains(url.scheme), !registered.contains(url.scheme), reported.insert(url.scheme + "/query").inserted else { continue }
                diagnostics.append(Self.finding("project.urlSchemeNotQueried", at: url.source, .error, LocalizedText(
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
                guard reported.insert(url.scheme + "/widget").inserted else { continue }
                diagnostics.append(Self.finding("project.urlSchemeUnregistered", at: url.source, .warning, LocalizedText(
                    ja: "ウィジェットの URL「\(url.url)」のスキーム「\(url.scheme)」は \(plist) の CFBundleURLTypes にありません。アプリはこの URL を受け取りますが、通知や Safari、ほかのアプリからは開けず、アプリのスキームでの振り分けにも掛かりません。",
                    en: "The scheme \"\(url.scheme)\" of the widget's URL \"\(url.url)\" is not in \(plist)'s CFBundleURLTypes: the containing app receives the URL, but nothing else (a notification, Safari, another app) can open it, and URL handling keyed on the app's schemes does not expect it."),
                    fix: LocalizedText(ja: "アプリのスキーム（\(report.app.urlSchemes.joined(separator: ", "))）を使うか、CFBundleURLTypes に「\(url.scheme)」を登録してください。",
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
            diagnostics.append(Self.finding("project.urlSchemeUnregistered", at: url.source, expectedBy != nil && opened ? .error : .warning, LocalizedText(
                ja: "コードは URL「\(url.url)」を\(does.ja)。そのスキーム「\(url.scheme)」は\(why.ja)ですが、\(plist) の CFBundleURLTypes にありません。iOS はカスタムスキームの URL をそのスキームを登録したアプリでしか開かないため、この URL ではアプリが開きません。",
                en: "The code \(does.en) the URL \"\(url.url)\", whose scheme \"\(url.scheme)\" is \(why.en), but \(plist)'s CFBundleURLTypes does not register it: iOS opens a custom-scheme URL only in an app that registers the scheme, so this URL does not open the app."),
                fix: LocalizedText(ja: "\(plist) の CFBundleURLTypes > CFBundleURLSchemes に「\(url.scheme)」を加えるか、登録済みのスキーム（\(report.app.urlSchemes.joined(separator: ", "))）を使ってください。",
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
            return Self.finding("project.urlSchemeInvalid", at: scheme.source, .error, ManifestChecks.invalidSchemeMessage(scheme.value, problem),
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
            diagnostics.append(Self.finding("project.urlSchemeIgnored", at: place, .warning, LocalizedText(
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

    func widgets() -> [Diagnostic] {
        var seen: [String: ImportReport.Widget] = [:]
        var diagnostics: [Diagnostic] = []
        for widget in report.widgets {
            if let first = seen[widget.kind] {
                // Widgets read from one type (a kind an `if` chooses) are not two widgets.
                if first.type == widget.type, first.source == widget.source { continue }
                diagnostics.append(Self.finding("widget.duplicateKind", at: widget.source, .error, LocalizedText(
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
                diagnostics.append(Self.finding("project.notificationCategoryUnregistered", at: category.source, .error, LocalizedText(
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
                diagnostics.append(Self.finding("project.notificationActionUnknown", at: handled.source, .warning, LocalizedText(
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
            diagnostics.append(Self.finding("project.notificationCategoryUnregistered", at: handled.source, .error, LocalizedText(
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
