import IntegrationsCore

/// Every sentence the resolver says, in Japanese and English. Tests pin them.
enum IntentMessages {
    /// `recordCompletion`'s dialog when the app does not word its own (Appcadia's design).
    static let completed = LocalizedText(ja: "${title}を完了しました！", en: "Completed ${title}!")
    /// `recordCompletion`'s dialog when the entity was already done today.
    static let alreadyCompleted = LocalizedText(
        ja: "${title}は今日すでに完了しています。", en: "${title} is already done for today.")
    /// `openRoute`'s dialog.
    static let opening = LocalizedText(ja: "${url} を開きます。", en: "Opening ${url}.")

    static func prompt(_ parameter: IntentParameter) -> LocalizedText {
        parameter.prompt ?? LocalizedText(
            ja: "\(parameter.title.ja)を指定してください。", en: "What is the \(parameter.title.en.lowercased())?")
    }

    static func notFound(_ text: String, parameter: IntentParameter) -> LocalizedText {
        let prompt = prompt(parameter)
        // What someone said or typed is echoed, not repeated whole: 80 characters at most.
        let text = TerminalText.shortLine(text)
        return LocalizedText(
            ja: "「\(text)」に当てはまる\(parameter.title.ja)はありません。\(prompt.ja)",
            en: "No \(parameter.title.en.lowercased()) matches \"\(text)\". \(prompt.en)")
    }

    static func whichOne(_ text: String, count: Int, parameter: IntentParameter) -> LocalizedText {
        let text = TerminalText.shortLine(text)
        return LocalizedText(
            ja: "「\(text)」に当てはまる\(parameter.title.ja)が\(count)個あります。どれですか？",
            en: "\(count) matches for \"\(text)\". Which \(parameter.title.en.lowercased())?")
    }

    static func unknownIntent(_ identifier: String, known: [String]) -> IntegrationsError {
        let list = known.isEmpty ? nil : known.joined(separator: ", ")
        return IntegrationsError(.invalidIntentRequest, LocalizedText(
            ja: "インテント「\(TerminalText.shortLine(identifier))」はありません。\(list.map { "あるのは \($0) です" } ?? "このアプリにはインテントがありません")。",
            en: "There is no intent \"\(TerminalText.shortLine(identifier))\". \(list.map { "The intents are \($0)" } ?? "This app has no intents")."), remedy: .listIntents)
    }

    static func unknownParameter(_ name: String, intent: IntentDefinition) -> IntegrationsError {
        let names = intent.parameters.map(\.name).joined(separator: ", ")
        return IntegrationsError(.invalidIntentRequest, LocalizedText(
            ja: "インテント「\(intent.identifier)」にパラメータ「\(TerminalText.shortLine(name))」はありません。\(names.isEmpty ? "パラメータを取らないインテントです" : "パラメータは \(names) です")。",
            en: "The intent \"\(intent.identifier)\" has no parameter \"\(TerminalText.shortLine(name))\". \(names.isEmpty ? "It takes no parameters" : "Its parameters are \(names)")."))
    }

    static func wrongType(_ text: String, parameter: IntentParameter, intent: IntentDefinition) -> IntegrationsError {
        let text = TerminalText.shortLine(text)
        let (ja, en, example): (String, String, String) =
            switch parameter.type {
            case .integer: ("整数", "a whole number", "3")
            case .boolean: ("真偽値（true か false）", "true or false", "true")
            case .date: ("日付（YYYY-MM-DD）", "a date (YYYY-MM-DD)", "2026-11-21")
            case .string, .enumeration, .entity: ("文字列", "text", "…")
            }
        return IntegrationsError(.invalidIntentRequest, LocalizedText(
            ja: "インテント「\(intent.identifier)」のパラメータ「\(parameter.name)」の値「\(text)」は\(ja)ではありません。例: \(parameter.name)=\(example)",
            en: "The value \"\(text)\" of parameter \"\(parameter.name)\" of intent \"\(intent.identifier)\" is not \(en). For example: \(parameter.name)=\(example)"))
    }

    static func effectNeedsEntity(_ intent: IntentDefinition, parameter: String) -> LocalizedText {
        LocalizedText(
            ja: "インテント「\(intent.identifier)」の recordCompletion には、エンティティのパラメータ「\(parameter)」が必要です。manifest を確かめてください。",
            en: "The recordCompletion effect of intent \"\(intent.identifier)\" needs an entity parameter named \"\(parameter)\". Check the manifest.")
    }

    static func noRoute(_ intent: IntentDefinition, route: String) -> LocalizedText {
        LocalizedText(
            ja: "インテント「\(intent.identifier)」の openRoute のルート「\(route)」の URL を作れません。manifest の routes を確かめてください。",
            en: "Cannot build the URL of route \"\(route)\" for intent \"\(intent.identifier)\"'s openRoute effect. Check the manifest's routes.")
    }

    static func nothingToPerform(_ intent: IntentDefinition) -> LocalizedText {
        LocalizedText(
            ja: "インテント「\(intent.identifier)」には effect も登録されたハンドラもないため、実行できません。manifest に effect を書くか、IntentHandling を登録してください。",
            en: "The intent \"\(intent.identifier)\" has neither an effect nor a registered handler, so it cannot run. Add an effect to the manifest or register an IntentHandling.")
    }

    /// Fills `${name}` placeholders with the values' titles and `extra`; unknown names stay as written.
    static func fill(_ text: LocalizedText, _ values: [String: IntentValue], extra: [String: String] = [:]) -> LocalizedText {
        func render(_ template: String) -> String {
            FieldTemplate(template).render { name in extra[name] ?? values[name]?.title ?? "${\(name)}" }
        }
        return LocalizedText(ja: render(text.ja), en: render(text.en))
    }
}
