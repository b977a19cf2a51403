import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit

/// The intent rules across an imported app's own files: the SiriKit intent classes its Info.plists list
/// against its .intentdefinition files and Swift types, the SiriKit handlers nothing sends an intent to,
/// and its App Shortcuts (how many, and what their phrases hold) (Docs/Check.md, "An app's own files").
struct IntentProjectChecks {
    /// The imported app.
    let report: ImportReport

    /// Every finding, in no order (the check orders them).
    func run() -> [Diagnostic] {
        intentClasses() + appShortcuts()
    }

    /// The intent classes the project provides: its .intentdefinition files' and its Swift types.
    private var providedIntentClasses: Set<String> {
        Set(report.intents.map(\.type)).union(report.declaredTypes)
    }

    func intentClasses() -> [Diagnostic] {
        // A class the code handles (`XIntentHandling`) or creates exists: the code compiles against it.
        let provided = providedIntentClasses.union((report.siriKitHandlers ?? []).map(\.value)).union(report.createdIntents ?? [])
        // With the Swift sources unread, a class the code declares is not known to be missing.
        guard !report.unreadKinds.contains("type") else { return intentHandlers() }
        return intentHandlers() + report.intentClasses.compactMap { named in
            guard !ImportReport.isSystemIntent(named.name), !provided.contains(named.name) else { return nil }
            let definitions = report.intents.filter { $0.kind == "SiriKit" }.map(\.type)
            let candidates = definitions + report.declaredTypes.filter { $0.hasSuffix("Intent") }
            let near = candidates.map { ($0, EditDistance.between($0, named.name)) }.filter { $0.1 <= max(2, named.name.count / 4) }
                .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
            return ProjectFinding.at(named.source, "project.intentClassMissing", .error, LocalizedText(
                ja: "\(named.key) のインテントクラス「\(named.name)」は、どの .intentdefinition（クラス接頭辞を含む）にも Swift の型にもありません。",
                en: "The intent class \"\(named.name)\" in \(named.key) is provided by no .intentdefinition (with its class prefix) and no Swift type."),
                fix: near.map { LocalizedText(ja: "「\($0)」のことですか?", en: "Did you mean \"\($0)\"?") }
                    ?? LocalizedText(ja: "名前を直すか、この項目を消してください。", en: "Correct the name, or remove the entry."))
        }
    }

    func appShortcuts() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if report.appShortcuts.count > AppManifest.maximumShortcuts, let extra = report.appShortcuts.dropFirst(AppManifest.maximumShortcuts).first {
            diagnostics.append(ProjectFinding.at(extra.source, "intent.tooManyShortcuts", .error, LocalizedText(
                ja: "App Shortcut が\(report.appShortcuts.count)個あります。アプリが宣言できるのは\(AppManifest.maximumShortcuts)個までです。",
                en: "The app declares \(report.appShortcuts.count) App Shortcuts; an app may declare at most \(AppManifest.maximumShortcuts).")))
        }
        let intents = Dictionary(report.intents.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
        for shortcut in report.appShortcuts {
            for (offset, phrase) in shortcut.phrases.enumerated() {
                let place = offset < shortcut.phraseSources.count ? shortcut.phraseSources[offset] : shortcut.source
                let slots = Self.slots(in: phrase)
                if !slots.contains("applicationName") {
                    diagnostics.append(ProjectFinding.at(place, "phrase.missingAppName", .error, LocalizedText(
                        ja: "\(shortcut.intent) の App Shortcut のフレーズ「\(phrase)」に \\(.applicationName) がありません。",
                        en: "The App Shortcut phrase \"\(phrase)\" of \(shortcut.intent) does not contain \\(.applicationName)."),
                        fix: LocalizedText(ja: "フレーズに \\(.applicationName) を入れてください。", en: "Put \\(.applicationName) in the phrase.")))
                }
                let parameters = slots.filter { $0 != "applicationName" }
                if parameters.count > 1 {
                    diagnostics.append(ProjectFinding.at(place, "phrase.tooManyParameters", .error, LocalizedText(
                        ja: "\(shortcut.intent) の App Shortcut のフレーズ「\(phrase)」にはパラメータが\(parameters.count)個あります。1個までです。",
                        en: "The App Shortcut phrase \"\(phrase)\" of \(shortcut.intent) holds \(parameters.count) parameters; at most one is allowed.")))
                }
                for name in parameters {
                    guard let parameter = intents[shortcut.intent]?.parameters.first(where: { $0.name == name }) else { continue }
                    if !report.entityTypes.contains(parameter.type) {
                        diagnostics.append(ProjectFinding.at(place, "phrase.slotNotEntityOrEnum", .error, LocalizedText(
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

    /// A SiriKit intent the code handles (`XIntentHandling`, `handle(intent:)`) that no `IntentsSupported`
    /// or `INIntentsSupported` lists, `NSUserActivityTypes` does not name and the code never creates: Siri
    /// never sends it to the handler.
    func intentHandlers() -> [Diagnostic] {
        let listed = Set(report.intentClasses.map(\.name))
        let declaredTypes = Set(report.activityTypes.filter(\.declared).map(\.type))
        let created = Set(report.createdIntents ?? [])
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for handler in report.siriKitHandlers ?? [] where !listed.contains(handler.value) && !declaredTypes.contains(handler.value) && !created.contains(handler.value) {
            guard reported.insert(handler.value).inserted else { continue }
            let name = TerminalText.shortLine(handler.value)
            diagnostics.append(ProjectFinding.at(handler.source, "project.intentHandlerUnreachable", .warning, LocalizedText(
                ja: "コードは SiriKit のインテント「\(name)」を処理していますが、どの IntentsSupported にも INIntentsSupported にもなく、コードが作成（寄付）することもありません。Siri がこのハンドラを呼ぶことはありません。",
                en: "The code handles SiriKit intent \"\(name)\", but no IntentsSupported or INIntentsSupported lists it and the code never creates (donates) it: Siri never sends it to this handler."),
                fix: LocalizedText(
                    ja: "インテントを処理する Intents 拡張の IntentsSupported（アプリで処理するなら INIntentsSupported）に「\(name)」を加えるか、ハンドラを消してください。",
                    en: "Add \"\(name)\" to the IntentsSupported of the Intents extension that handles it (INIntentsSupported when the app does), or remove the handler."),
                uncertainties: [handler.uncertainty]))
        }
        return diagnostics
    }
}
