import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The rules of the manifest's notifications: categories, actions, templates, and what actions do.
struct NotificationManifestChecks {
    let manifest: AppManifest
    /// The entity records by entity type, for templates' fields and routes filled from them.
    let records: [String: [EntityRecord]]

    /// Fields the app supplies itself when it fills a template (not from the record).
    static let suppliedFields: Set<String> = [StreakNotification.streakField]
    static let interruptionLevels: Set<String> = ["passive", "active", "timeSensitive", "critical"]
    /// The file types `UNNotificationAttachment` accepts, by extension: audio (AIFF, WAVE, MP3, MPEG-4
    /// audio), image (JPEG, GIF, PNG) and movie (MPEG, MPEG-2, MPEG-4, AVI). Anything else fails with
    /// `UNError.Code.attachmentUnrecognizedType` and the request is not scheduled.
    static let attachmentExtensions: Set<String> = [
        "aif", "aiff", "wav", "mp3", "m4a", "jpg", "jpeg", "gif", "png", "mpg", "mpeg", "mp2", "m2v", "mp4", "m4v", "avi",
    ]

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ code: Diagnostic.Code, _ path: String, _ ja: String, _ en: String) {
            diagnostics.append(Diagnostic(code, .error, LocalizedText(ja: ja, en: en), path: path))
        }
        let declarations = manifest.notifications
        var categoryIdentifiers: Set<String> = []
        for (categoryIndex, category) in declarations.categories.enumerated() {
            let path = "$.notifications.categories[\(categoryIndex)]"
            if category.identifier.isEmpty {
                error("notification.emptyCategory", "\(path).identifier", "カテゴリの識別子が空です", "a category has an empty identifier")
            } else if !categoryIdentifiers.insert(category.identifier).inserted {
                error("notification.duplicateCategory", "\(path).identifier", "カテゴリ「\(category.identifier)」が重複しています", "the category \"\(category.identifier)\" is declared twice")
            }
            let entities = Set(declarations.templates.filter { $0.category == category.identifier }.compactMap(\.entity))
            var actionIdentifiers: Set<String> = []
            for (actionIndex, action) in category.actions.enumerated() {
                let actionPath = "\(path).actions[\(actionIndex)]"
                if action.identifier.isEmpty {
                    error("notification.emptyAction", "\(actionPath).identifier", "アクションの識別子が空です", "an action has an empty identifier")
                } else if !actionIdentifiers.insert(action.identifier).inserted {
                    error("notification.duplicateAction", "\(actionPath).identifier", "カテゴリ「\(category.identifier)」のアクション「\(action.identifier)」が重複しています",
                          "the action \"\(action.identifier)\" is declared twice in category \"\(category.identifier)\"")
                }
                if let typed = action.textInput?.parameter {
                    if case .runIntent = action.does {} else {
                        error("notification.textInputWithoutIntent", "\(actionPath).textInput.parameter",
                              "アクション「\(action.identifier)」はインテントを実行しないので、入力されたテキストはパラメータ「\(typed)」に届きません",
                              "the action \"\(action.identifier)\" runs no intent, so the typed text cannot fill the parameter \"\(typed)\"")
                    }
                }
                if let textInput = action.textInput, textInput.buttonTitle == nil {
                    error("notification.textInputWithoutButton", "\(actionPath).textInput", "テキスト入力のアクション「\(action.identifier)」に buttonTitle がありません",
                          "the text-input action \"\(action.identifier)\" has no buttonTitle")
                }
                switch action.does {
                case .runIntent(let name):
                    guard let intent = manifest.intents.first(where: { $0.identifier == name }) else {
                        error("notification.unknownIntent", "\(actionPath).does", "アクション「\(action.identifier)」が実行するインテント「\(name)」はありません",
                              "the intent \"\(name)\" that action \"\(action.identifier)\" runs does not exist")
                        break
                    }
                    // The notification's entity fills the intent's entity parameter, the typed text the
                    // text input's parameter; nothing fills the others.
                    let typed = action.textInput?.parameter
                    if let typed {
                        if let parameter = intent.parameter(named: typed) {
                            if parameter.type != .string {
                                error("notification.textInputNotString", "\(actionPath).textInput.parameter",
                                      "テキスト入力が埋めるインテント「\(name)」のパラメータ「\(typed)」は文字列ではありません",
                                      "the parameter \"\(typed)\" of intent \"\(name)\", which the typed text fills, is not a string")
                            }
                        } else {
                            let known = intent.parameters.map(\.name).joined(separator: ", ")
                            error("notification.textInputUnknownParameter", "\(actionPath).textInput.parameter",
                                  "テキスト入力が埋めるパラメータ「\(typed)」はインテント「\(name)」にありません\(known.isEmpty ? "" : "（あるのは \(known)）")",
                                  "the intent \"\(name)\" has no parameter \"\(typed)\" for the typed text to fill\(known.isEmpty ? "" : " (it has \(known))")")
                        }
                    }
                    for parameter in intent.parameters where parameter.isRequired && parameter.name != typed {
                        if case .entity(let entity) = parameter.type, entities.contains(entity) { continue }
                        error("notification.intentParameterUnfilled", "\(actionPath).does", "アクション「\(action.identifier)」が実行するインテント「\(name)」のパラメータ「\(parameter.name)」を通知から埋められません",
                              "the notification cannot fill the parameter \"\(parameter.name)\" of intent \"\(name)\", which action \"\(action.identifier)\" runs")
                    }
                case .openRoute(let name):
                    guard let route = manifest.routes.first(where: { $0.name == name }) else {
                        error("notification.unknownRoute", "\(actionPath).does", "アクション「\(action.identifier)」が開くルート「\(name)」はありません",
                              "the route \"\(name)\" that action \"\(action.identifier)\" opens does not exist")
                        break
                    }
                    for parameter in route.parameters.keys.sorted() {
                        let filled = entities.contains { entity in
                            let all = records[entity] ?? []
                            return !all.isEmpty && all.allSatisfy { $0.fields[parameter] != nil }
                        }
                        if !filled {
                            error("notification.routeParameterUnfilled", "\(actionPath).does", "アクション「\(action.identifier)」が開くルート「\(name)」のパラメータ「\(parameter)」を通知のエンティティから埋められません",
                                  "the notification's entity cannot fill the parameter \"\(parameter)\" of route \"\(name)\", which action \"\(action.identifier)\" opens")
                        }
                    }
                case .postpone(let seconds):
                    if !(seconds > 0) {
                        error("notification.postponeNotPositive", "\(actionPath).does.postpone", "後回しにする時間は0秒より長くしてください（\(seconds)）", "the postponement must be more than 0 seconds (it is \(seconds))")
                    } else if seconds > NotificationTrigger.maximumTimeInterval {
                        error("notification.postponeTooLong", "\(actionPath).does.postpone", "後回しにする時間は\(Int(NotificationTrigger.maximumTimeInterval))秒（100年）以下にしてください（\(seconds)）",
                              "the postponement must be at most \(Int(NotificationTrigger.maximumTimeInterval)) seconds, 100 years (it is \(seconds))")
                    }
                case nil:
                    break
                }
            }
        }
        var templateIdentifiers: Set<String> = []
        for (index, template) in declarations.templates.enumerated() {
            let path = "$.notifications.templates[\(index)]"
            if !templateIdentifiers.insert(template.identifier).inserted {
                error("notification.duplicateTemplate", "\(path).identifier", "テンプレート「\(template.identifier)」が重複しています", "the template \"\(template.identifier)\" is declared twice")
            }
            if let category = template.category, !categoryIdentifiers.contains(category) {
                error("notification.unknownCategory", "\(path).category", "テンプレート「\(template.identifier)」のカテゴリ「\(category)」は宣言されていません",
                      "the category \"\(category)\" of template \"\(template.identifier)\" is not declared")
            }
            if let trigger = template.trigger, let problem = trigger.problem {
                error("notification.invalidTrigger", "\(path).trigger.\(problem.path)", "テンプレート「\(template.identifier)」のトリガー: \(problem.message.ja)",
                      "the trigger of template \"\(template.identifier)\": \(problem.message.en)")
            }
            if let badge = template.badge, badge < 0 {
                error("notification.badge", "\(path).badge", "バッジは0以上です（\(badge)）", "the badge must be 0 or more (it is \(badge))")
            }
            if let score = template.relevanceScore, !(0...1).contains(score) {
                error("notification.relevanceScore", "\(path).relevanceScore", "relevanceScore は0〜1です（\(score)）", "relevanceScore must be 0 to 1 (it is \(score))")
            }
            if let level = template.interruptionLevel, !Self.interruptionLevels.contains(level) {
                error("notification.interruptionLevel", "\(path).interruptionLevel", "interruptionLevel は passive、active、timeSensitive、critical のどれかです（\(level)）",
                      "interruptionLevel must be passive, active, timeSensitive or critical (it is \(level))")
            }
            var attachments: Set<String> = []
            for (attachmentIndex, attachment) in template.attachments.enumerated() {
                let attachmentPath = "\(path).attachments[\(attachmentIndex)]"
                let name = attachment.split(separator: "?", maxSplits: 1).first.map(String.init) ?? attachment
                let fileExtension = name.split(separator: "/").last.flatMap { last in
                    last.contains(".") ? last.split(separator: ".").last.map { $0.lowercased() } : nil
                }
                if attachment.isEmpty {
                    error("notification.emptyAttachment", attachmentPath, "テンプレート「\(template.identifier)」の添付ファイル名が空です",
                          "template \"\(template.identifier)\" has an attachment with an empty name")
                } else if !attachments.insert(attachment).inserted {
                    error("notification.duplicateAttachment", attachmentPath, "テンプレート「\(template.identifier)」の添付ファイル「\(attachment)」が重複しています",
                          "template \"\(template.identifier)\" attaches \"\(attachment)\" twice")
                } else if !(fileExtension.map(Self.attachmentExtensions.contains) ?? false) {
                    error("notification.attachmentType", attachmentPath,
                          "添付ファイル「\(attachment)」の形式は通知に使えません。音声（aiff、wav、mp3、m4a）、画像（jpg、gif、png）、動画（mpg、mp4、avi）のどれかにしてください",
                          "the attachment \"\(attachment)\" is not a type notifications accept; use audio (aiff, wav, mp3, m4a), an image (jpg, gif, png) or a movie (mpg, mp4, avi)")
                }
            }
            let fields = template.fields.subtracting(Self.suppliedFields)
            if let entity = template.entity {
                guard manifest.searchDomains.contains(where: { $0.entity == entity }) else {
                    error("notification.unknownEntity", "\(path).entity", "テンプレート「\(template.identifier)」のエンティティ「\(entity)」は searchDomains にありません",
                          "the entity \"\(entity)\" of template \"\(template.identifier)\" is not in searchDomains")
                    continue
                }
                let all = records[entity] ?? []
                for field in fields.sorted() {
                    let lacking = all.indices.filter { all[$0].fields[field] == nil }
                    if !lacking.isEmpty {
                        diagnostics.append(Diagnostic("notification.recordsLackField", .warning, LocalizedText(
                            ja: "テンプレート「\(template.identifier)」が使うフィールド「\(field)」が\(lacking.count)件のレコードにありません",
                            en: "\(lacking.count) record\(lacking.count == 1 ? " lacks" : "s lack") the field \"\(field)\" that template \"\(template.identifier)\" uses"),
                            path: "\(path).body"))
                    }
                }
            } else if let field = fields.sorted().first {
                error("notification.fieldWithoutEntity", "\(path).body", "テンプレート「\(template.identifier)」は ${\(field)} を使いますが、entity がありません",
                      "template \"\(template.identifier)\" uses ${\(field)} but names no entity")
            }
        }
        // What a completion queues, by declaration: the streak rule's template and the actions' confirmations.
        let known = Set(declarations.templates.map(\.identifier))
        if let rule = declarations.streakNotification {
            if !known.contains(rule.template) {
                error("notification.streakTemplateUnknown", "$.notifications.streakNotification.template", "連続記録の通知のテンプレート「\(rule.template)」は宣言されていません",
                      "the streak notification's template \"\(rule.template)\" is not declared")
            }
            if rule.minimumStreak < 1 {
                error("notification.minimumStreak", "$.notifications.streakNotification.minimumStreak", "minimumStreak は1日以上です（\(rule.minimumStreak)）",
                      "minimumStreak must be 1 day or more (it is \(rule.minimumStreak))")
            }
        }
        for (categoryIndex, category) in declarations.categories.enumerated() {
            for (actionIndex, action) in category.actions.enumerated() {
                guard let confirmation = action.confirmation, !known.contains(confirmation) else { continue }
                error("notification.confirmationUnknown", "$.notifications.categories[\(categoryIndex)].actions[\(actionIndex)].confirmation",
                      "アクション「\(action.identifier)」の確認のテンプレート「\(confirmation)」は宣言されていません",
                      "the confirmation template \"\(confirmation)\" of action \"\(action.identifier)\" is not declared")
            }
        }
        return diagnostics
    }
}
