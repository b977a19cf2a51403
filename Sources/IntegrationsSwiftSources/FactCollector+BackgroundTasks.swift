#if SwiftSources
import IntegrationsCore
import IntegrationsImport
import SwiftSyntax

/// Background tasks: the identifiers the code registers launch handlers for and the requests it creates
/// to submit (BackgroundTasks framework), and SwiftUI's `.backgroundTask(.appRefresh(_:))`.
extension FactCollector {
    /// `BGTaskScheduler.shared.register(forTaskWithIdentifier: X, using: …)`, `BGAppRefreshTaskRequest(identifier: X)`,
    /// `BGProcessingTaskRequest(identifier: X)` and `.backgroundTask(.appRefresh(X))`, with X read through
    /// the constants; an X that is not one is a note and makes `backgroundTask` an unread kind.
    func backgroundTaskCalls(_ node: FunctionCallExprSyntax) {
        switch Self.calleeName(node.calledExpression) {
        case "register":
            guard let argument = node.arguments.first(where: { $0.label?.text == "forTaskWithIdentifier" }) else { return }
            backgroundTask(argument.expression, .register, kind: nil, at: node)
        case "BGAppRefreshTaskRequest", "BGProcessingTaskRequest":
            guard let argument = node.arguments.first(where: { $0.label?.text == "identifier" }) else { return }
            let kind: ImportReport.BackgroundTask.Kind = Self.calleeName(node.calledExpression) == "BGAppRefreshTaskRequest" ? .refresh : .processing
            backgroundTask(argument.expression, .submit, kind: kind, at: node)
        case "backgroundTask" where node.calledExpression.is(MemberAccessExprSyntax.self):
            // SwiftUI registers the task itself: `.backgroundTask(.appRefresh("id")) { … }`.
            guard let first = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let member = first.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "appRefresh",
                let identifier = first.arguments.first?.expression else { return }
            backgroundTask(identifier, .register, kind: .refresh, at: node)
        default: break
        }
    }

    private func backgroundTask(
        _ expression: ExprSyntax, _ use: ImportReport.BackgroundTaskUse.Use, kind: ImportReport.BackgroundTask.Kind?, at node: FunctionCallExprSyntax
    ) {
        let found = constants.values(expression, in: Constants.Scope(type: types.last, file: path))
        guard !found.isEmpty else {
            notLiteral(expression, what: LocalizedText(ja: "バックグラウンドタスクの識別子", en: "a background task's identifier"))
            unreadKinds.insert("backgroundTask")
            return
        }
        let reached = Self.condition(of: node)
        for value in found {
            backgroundTaskUses.append(ImportReport.BackgroundTaskUse(
                use, SourceValue(value.text, source: source(expression), uncertainty: value.uncertainty ?? reached), kind: kind))
        }
    }
}
#endif
