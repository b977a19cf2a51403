import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The rules of the manifest's Home Screen quick actions (Docs/QuickActions.md): each has a type of its own,
/// opens a route or runs an intent the manifest declares, with every value that route or intent needs, and
/// the app offers no more of them than the Human Interface Guidelines allow.
struct QuickActionManifestChecks {
    let manifest: AppManifest
    /// The manifest\'s quick actions, as ``QuickActionsPoint`` decoded its section.
    let declarations: [QuickActionDeclaration]

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func add(_ code: Diagnostic.Code, _ path: String, _ ja: String, _ en: String, severity: Diagnostic.Severity = .error, nearest: String? = nil) {
            diagnostics.append(Diagnostic(code, severity, LocalizedText(ja: ja, en: en), path: path,
                                          suggestion: nearest.map(LocalizedText.didYouMean)))
        }
        var types: Set<String> = []
        for (index, action) in declarations.enumerated() {
            let path = "$.quickActions[\(index)]"
            let type = TerminalText.shortLine(action.type)
            if action.type.isEmpty {
                add("quickAction.emptyType", "\(path).type", "クイックアクションの type が空です。システムはこの type でアプリに選ばれたアクションを伝えます",
                    "a quick action has an empty type; the system tells the app which action was chosen by its type")
            } else if !types.insert(action.type).inserted {
                add("quickAction.duplicateType", "\(path).type", "クイックアクション「\(type)」が重複しています。アプリはどちらが選ばれたか区別できません",
                    "the quick action \"\(type)\" is declared twice; the app cannot tell which one was chosen")
            }
            switch action.does {
            case .openRoute(let name, let given):
                let route = TerminalText.shortLine(name)
                guard let declaration = manifest.routes.first(where: { $0.name == name }) else {
                    add("quickAction.unknownRoute", "\(path).does", "クイックアクション「\(type)」が開くルート「\(route)」はありません",
                        "the route \"\(route)\" that quick action \"\(type)\" opens does not exist", nearest: ManifestKeys.nearest(to: name, in: Set(manifest.routes.map(\.name))))
                    break
                }
                for parameter in given.keys.sorted() where declaration.parameters[parameter] == nil && declaration.query[parameter] == nil {
                    let known = declaration.parameters.keys.sorted().joined(separator: ", ")
                    add("quickAction.unknownParameter", "\(path).does.parameters", "クイックアクション「\(type)」が渡すパラメータ「\(TerminalText.shortLine(parameter))」はルート「\(route)」にありません\(known.isEmpty ? "" : "（あるのは \(known)）")",
                        "the route \"\(route)\" has no parameter \"\(TerminalText.shortLine(parameter))\", which quick action \"\(type)\" gives\(known.isEmpty ? "" : " (it has \(known))")")
                }
                for (parameter, parameterType) in declaration.parameters.sorted(by: { $0.key < $1.key }) {
                    guard let value = given[parameter] else {
                        add("quickAction.routeParameterUnfilled", "\(path).does", "クイックアクション「\(type)」が開くルート「\(route)」のパラメータ「\(parameter)」に値がありません。parameters に値を書いてください",
                            "nothing fills the parameter \"\(parameter)\" of route \"\(route)\", which quick action \"\(type)\" opens; give its value in parameters")
                        continue
                    }
                    if parameterType.value(of: value) == nil {
                        add("quickAction.routeParameterUnfilled", "\(path).does.parameters", "クイックアクション「\(type)」がルート「\(route)」のパラメータ「\(parameter)」に渡す「\(TerminalText.shortLine(value))」は \(parameterType) ではありません",
                            "the value \"\(TerminalText.shortLine(value))\" that quick action \"\(type)\" gives the parameter \"\(parameter)\" of route \"\(route)\" is not \(parameterType)")
                    }
                }
            case .runIntent(let name, let given):
                let intentName = TerminalText.shortLine(name)
                guard let intent = manifest.intents.first(where: { $0.identifier == name }) else {
                    add("quickAction.unknownIntent", "\(path).does", "クイックアクション「\(type)」が実行するインテント「\(intentName)」はありません",
                        "the intent \"\(intentName)\" that quick action \"\(type)\" runs does not exist", nearest: ManifestKeys.nearest(to: name, in: Set(manifest.intents.map(\.identifier))))
                    break
                }
                for parameter in given.keys.sorted() where intent.parameter(named: parameter) == nil {
                    let known = intent.parameters.map(\.name).joined(separator: ", ")
                    add("quickAction.unknownParameter", "\(path).does.parameters", "クイックアクション「\(type)」が渡すパラメータ「\(TerminalText.shortLine(parameter))」はインテント「\(intentName)」にありません\(known.isEmpty ? "" : "（あるのは \(known)）")",
                        "the intent \"\(intentName)\" has no parameter \"\(TerminalText.shortLine(parameter))\", which quick action \"\(type)\" gives\(known.isEmpty ? "" : " (it has \(known))")")
                }
                for parameter in intent.parameters where parameter.isRequired && parameter.defaultValue == nil && given[parameter.name] == nil {
                    add("quickAction.intentParameterUnfilled", "\(path).does", "クイックアクション「\(type)」が実行するインテント「\(intentName)」の必須パラメータ「\(parameter.name)」に値がありません。parameters に値を書いてください",
                        "nothing fills the required parameter \"\(parameter.name)\" of intent \"\(intentName)\", which quick action \"\(type)\" runs; give its value in parameters")
                }
            }
        }
        let limit = QuickActionDeclaration.maximumCount
        if declarations.count > limit {
            let count = declarations.count
            add("quickAction.limit", "$.quickActions[\(limit)]",
                "クイックアクションが\(count)個あります（静的と動的を合わせて）。Human Interface Guidelines はアプリ全体で\(limit)個までとしています",
                "the app declares \(count) quick actions, static and dynamic together; the Human Interface Guidelines allow a total of \(limit)", severity: .warning)
        }
        return diagnostics
    }
}
