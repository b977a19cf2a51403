import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit
import IntegrationsRouting

/// The Handoff rules across an imported app's own files: the activity types its Swift sources create and
/// continue against its Info.plist's `NSUserActivityTypes`, and their web pages' hosts against its applinks
/// domains (Docs/Check.md, "An app's own files").
struct HandoffProjectChecks {
    /// The imported app.
    let report: ImportReport

    /// The rules that conclude from what the app's Info.plist or entitlements do not declare: silent when
    /// none was read.
    static let codesNeedingTheAppsFiles: Set<String> = ["project.activityTypeUndeclared", "project.webpageHostNotAssociated"]

    /// Every finding, in no order (the check orders them).
    func run() -> [Diagnostic] {
        activityTypes() + webpageHosts()
    }

    /// The app's Info.plist as messages name it.
    private var plist: String { report.appInfoPlistName }

    /// Whether an `NSUserActivityTypes` entry names an intent class rather than an activity type of the app's
    /// own: a SiriKit system intent (`INSendMessageIntent`) or an intent the project has.
    static func namesIntent(_ name: String, in report: ImportReport) -> Bool {
        ImportReport.isSystemIntent(name) || report.knownIntents.contains(name)
    }

    /// Whether a name is written as an intent class's (`AddItemIntent`: no dots, upper-case first, `Intent`
    /// last): SiriKit hands the app an activity of its intent's class name.
    static func looksLikeIntentClass(_ name: String) -> Bool {
        name.count > 6 && name.hasSuffix("Intent") && name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether an activity the code creates is offered for Handoff: `isEligibleForHandoff` is `true` unless
    /// the code sets it to `false`.
    static func offersHandoff(_ activity: ImportReport.ActivityType) -> Bool {
        activity.eligibility.contains("handoff") || !(activity.disabledEligibility ?? []).contains("handoff")
    }

    func activityTypes() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A widget's kind is the activity type of the activity a tap on the widget (without a URL) hands the app.
        let widgetKinds = Set(report.widgets.map(\.kind))
        let knownIntents = report.knownIntents
        // Uncertain types one line makes (`NSUserActivity(activityType: kind)` with `kind` a `switch self` of
        // an enum's cases) are one finding at that line, naming the others.
        var madeAt: [String: Int] = [:]
        var othersAt: [Int: [String]] = [:]
        for activity in report.activityTypes where !ImportReport.systemActivityTypes.contains(activity.type) {
            if !activity.declared, report.app.source != nil, let diagnostic = undeclared(activity, widgetKinds: widgetKinds, knownIntents: knownIntents) {
                let place = "\(diagnostic.file ?? ""):\(diagnostic.line ?? 0)"
                if activity.uncertainty != nil, diagnostic.severity == .warning, let first = madeAt[place] {
                    othersAt[first, default: []].append(TerminalText.shortLine(activity.type))
                    continue
                }
                if activity.uncertainty != nil, diagnostic.severity == .warning { madeAt[place] = diagnostics.count }
                diagnostics.append(diagnostic)
            }
            // An entry the code may build from values that are not constants is not concluded to be unused.
            guard activity.declared, !activity.created, !activity.handled, !widgetKinds.contains(activity.type),
                !report.unreadKinds.contains("activityType") else { continue }
            if knownIntents.contains(activity.type) { continue }
            if ImportReport.isSystemIntent(activity.type) {
                // A SiriKit system intent is valid in NSUserActivityTypes when the app handles or donates it.
                diagnostics.append(ProjectFinding.at(activity.source, "project.activityTypeUnused", .warning, LocalizedText(
                    ja: "NSUserActivityTypes の「\(activity.type)」は SiriKit のシステムインテントですが、IntentsSupported にも INIntentsSupported にもなく、コードも処理も作成（寄付）もしていません。",
                    en: "\"\(activity.type)\" in NSUserActivityTypes is a SiriKit system intent that no IntentsSupported or INIntentsSupported lists and the code neither handles nor creates (donates)."),
                    fix: LocalizedText(ja: "インテントを扱うならその一覧に加え、扱わないならこの項目を消してください。",
                                       en: "List the intent where the app handles it, or remove the entry.")))
                continue
            }
            diagnostics.append(ProjectFinding.at(activity.source, "project.activityTypeUnused", .warning, LocalizedText(
                ja: "NSUserActivityTypes の「\(activity.type)」は、コードが作成も継続もしないアクティビティタイプで、インテントのクラスでもありません。",
                en: "\"\(activity.type)\" in NSUserActivityTypes names no activity type the code creates or continues, and no intent class."),
                fix: LocalizedText(ja: "名前を直すか、この項目を消してください。", en: "Correct the name, or remove the entry.")))
        }
        for (index, others) in othersAt {
            let list = others.map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics[index].message = LocalizedText(
                ja: diagnostics[index].message.ja + " 同じ行は、宣言されていないほかのタイプ \(list) も作ります（それぞれ別の条件の下で）。",
                en: diagnostics[index].message.en + " The same line makes \(others.count) other undeclared types, each under a condition of its own: \(list).")
        }
        return diagnostics
    }

    /// An activity type the code creates or continues that `NSUserActivityTypes` lacks, with the reason its
    /// flags give: Handoff (on by default) needs the entry on both devices, Siri suggestions
    /// (`isEligibleForPrediction`) need it too; an activity for neither (search only) needs none. A widget's
    /// kind, continued, needs none: WidgetKit hands it to the app.
    private func undeclared(_ activity: ImportReport.ActivityType, widgetKinds: Set<String>, knownIntents: Set<String>) -> Diagnostic? {
        let type = TerminalText.shortLine(activity.type)
        let add = LocalizedText(ja: "\(plist) の NSUserActivityTypes に「\(type)」を加えてください。", en: "Add \"\(type)\" to NSUserActivityTypes in \(plist).")
        let uncertain = [activity.uncertainty]
        if activity.created, let source = activity.createdAt.first {
            let handoff = Self.offersHandoff(activity)
            if handoff, !activity.handled {
                return ProjectFinding.at(source, "project.activityTypeUndeclared", .error, LocalizedText(
                    ja: "コードはアクティビティタイプ「\(type)」を Handoff に出しています（isEligibleForHandoff は既定で true）が、\(plist) の NSUserActivityTypes になく、継続するコードもありません。ほかのデバイスのこのアプリでは開けません（webpageURL があればブラウザで開くだけです）。",
                    en: "The code offers activity type \"\(type)\" for Handoff (isEligibleForHandoff is true unless set to false), but \(plist)'s NSUserActivityTypes does not declare it and no code continues it: this app on the user's other devices cannot open it (only a webpageURL, if one is set, opens in the browser)."),
                    fix: LocalizedText(
                        ja: "NSUserActivityTypes に「\(type)」を加えて継続する（onContinueUserActivity など）か、Handoff に出さないなら isEligibleForHandoff を false にしてください。",
                        en: "Add \"\(type)\" to NSUserActivityTypes and continue it (onContinueUserActivity, application(_:continue:restorationHandler:)), or set isEligibleForHandoff to false if it is not meant for Handoff."),
                    uncertainties: uncertain)
            }
            if handoff {
                return ProjectFinding.at(source, "project.activityTypeUndeclared", .error, LocalizedText(
                    ja: "コードはアクティビティタイプ「\(type)」を作成していますが、\(plist) の NSUserActivityTypes にありません。別のデバイスでの Handoff は黙って失敗します。",
                    en: "The code creates activity type \"\(type)\", which \(plist)'s NSUserActivityTypes does not declare: Handoff to another device fails silently."),
                    fix: add, uncertainties: uncertain)
            }
            if activity.eligibility.contains("prediction") {
                return ProjectFinding.at(source, "project.activityTypeUndeclared", .error, LocalizedText(
                    ja: "コードはアクティビティタイプ「\(type)」を Siri の提案に出しています（isEligibleForPrediction）が、\(plist) の NSUserActivityTypes にありません。ショートカットとして提案されません。",
                    en: "The code offers activity type \"\(type)\" to Siri suggestions (isEligibleForPrediction, with Handoff off), which needs it in \(plist)'s NSUserActivityTypes; it is not there, so Siri never suggests it as a shortcut."),
                    fix: add, uncertainties: uncertain)
            }
            // Handoff off and no prediction: for search or the app's own state, which need no declaration.
            if !activity.handled { return nil }
        }
        guard activity.handled, let source = activity.handledAt.first else { return nil }
        if widgetKinds.contains(activity.type) { return nil }
        // A SiriKit intent handed to the app (its class name as the activity type) is declared as an intent;
        // whether it must be listed depends on how the intent reaches the app, so this is a warning.
        let namesAnIntent = Self.namesIntent(activity.type, in: report) || knownIntents.contains(activity.type)
            || Self.looksLikeIntentClass(activity.type)
        // Continued, but nothing in the app creates it: whether anything offers it (the app on another platform,
        // another of the team's apps, a Siri shortcut an earlier version donated) is not in the project, so
        // this is a warning that says so (Decision 503).
        if !namesAnIntent, !activity.created {
            return ProjectFinding.at(source, "project.activityTypeUndeclared", .warning, LocalizedText(
                ja: "コードはアクティビティタイプ「\(type)」を継続していますが、\(plist) の NSUserActivityTypes になく、アプリのコードはこのタイプを作っていません。ほかのアプリや別のプラットフォームのこのアプリ、以前の版が寄付した Siri のショートカットがこのタイプを出しているなら、iOS はこのアプリに渡しません。",
                en: "The code continues activity type \"\(type)\", which \(plist)'s NSUserActivityTypes does not declare, and no code of the app creates it: if something else offers it (the app on another platform, another of your apps, a Siri shortcut an earlier version donated), iOS does not hand it to this app."),
                fix: LocalizedText(
                    ja: "\(plist) の NSUserActivityTypes に「\(type)」を加えるか、このタイプを出すものがもうないなら、継続するコードを消してください。",
                    en: "Add \"\(type)\" to NSUserActivityTypes in \(plist), or remove the code that continues it if nothing offers it any more."),
                uncertainties: uncertain)
        }
        return ProjectFinding.at(source, "project.activityTypeUndeclared", namesAnIntent ? .warning : .error, LocalizedText(
            ja: "コードはアクティビティタイプ「\(type)」を継続していますが、\(plist) の NSUserActivityTypes にありません。別のデバイスでの Handoff は黙って失敗します。",
            en: "The code continues activity type \"\(type)\", which \(plist)'s NSUserActivityTypes does not declare: Handoff to another device fails silently."),
            fix: add, uncertainties: uncertain)
    }

    func webpageHosts() -> [Diagnostic] {
        let domains = AssociatedDomain.parsed(report.app.associatedDomains.filter { $0.hasPrefix("applinks:") })
        var diagnostics: [Diagnostic] = []
        for activity in report.activityTypes {
            for entry in activity.webpageHosts where !domains.contains(where: { $0.covers(entry.value) }) {
                let host = entry.value
                diagnostics.append(ProjectFinding.at(entry.source, "project.webpageHostNotAssociated", .warning, LocalizedText(
                    ja: "アクティビティ「\(activity.type)」の webpageURL のホスト \(host) はアプリの applinks ドメインにありません。別のデバイスではブラウザで開きます。",
                    en: "The webpageURL host \(host) of activity \"\(activity.type)\" is none of the app's applinks domains: another device opens it in the browser."),
                    fix: LocalizedText(ja: "entitlements に applinks:\(host) を加えるか、URL を直してください。", en: "Add applinks:\(host) to the entitlements, or correct the URL.")))
            }
        }
        return diagnostics
    }
}
