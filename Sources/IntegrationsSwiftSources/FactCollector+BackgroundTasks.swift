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
    func backgroundTaskCalls(_ node: FunctionCallExprSyntax, callee: String) {
        switch callee {
        case "register":
            guard let argument = node.arguments.first(where: { $0.label?.text == "forTaskWithIdentifier" }) else { return }
            backgroundTask(argument.expression, .register, kind: nil, at: node, lateIn: Self.lateLifecycleCallback(around: node))
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
        _ expression: ExprSyntax, _ use: ImportReport.BackgroundTaskUse.Use, kind: ImportReport.BackgroundTask.Kind?, at node: FunctionCallExprSyntax,
        lateIn: String? = nil
    ) {
        let found = constants.values(expression, in: scope(at: expression))
        guard !found.isEmpty else {
            notLiteral(expression, what: LocalizedText(ja: "バックグラウンドタスクの識別子", en: "a background task's identifier"))
            facts.unreadKinds.insert("backgroundTask")
            return
        }
        let reached = Self.condition(of: node)
        for value in found {
            facts.backgroundTaskUses.append(ImportReport.BackgroundTaskUse(
                use, SourceValue(value.text, source: source(expression), uncertainty: value.uncertainty ?? reached), kind: kind, lateIn: lateIn))
        }
    }

    /// The lifecycle callbacks that run only after the app has finished launching: a view controller's
    /// appearance, a scene's connection and activation (a scene connects after
    /// `application(_:didFinishLaunchingWithOptions:)` returns), and the app's return to the foreground.
    static let callbacksAfterLaunch: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)",
        "scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)", "sceneWillEnterForeground(_:)",
        "applicationDidBecomeActive(_:)", "applicationWillEnterForeground(_:)",
    ]

    /// The lifecycle callback after launch that `node` runs in: the nearest enclosing function when it is one
    /// of ``callbacksAfterLaunch``, or a SwiftUI view's `.onAppear` or `.task` closure. `nil` for anything
    /// else, since a function of the app's own may be called from `application(_:didFinishLaunchingWithOptions:)`.
    static func lateLifecycleCallback(around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), let call = Self.callTaking(closure),
                call.calledExpression.is(MemberAccessExprSyntax.self), ["onAppear", "task"].contains(Self.calleeName(call.calledExpression))
            {
                return "." + Self.calleeName(call.calledExpression)
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                let name = "\(function.name.text)(\(labels))"
                return callbacksAfterLaunch.contains(name) ? name : nil
            }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self) || syntax.is(VariableDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The call `closure` is the trailing closure or an argument of.
    private static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
#endif
