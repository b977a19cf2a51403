#if SwiftSources
import IntegrationsCore
import IntegrationsImport
import SwiftSyntax

/// Activities created through the app's own initialisers and continued through an enum's raw values, and
/// SiriKit intents handled and created.
extension FactCollector {
    // MARK: Activities

    /// `NSUserActivity(activityType:)`, an initialiser that forwards to it (`NSUserActivity(kind: .x)`,
    /// `MyActivity(kind: .x)`), followed one level; a name bound to `Kind(rawValue: ….activityType)`; an
    /// intent class created.
    func activityCalls(_ node: FunctionCallExprSyntax, callee: String) {
        if let type = Self.rawValueOfActivityType(node), let name = Self.boundPattern(node) {
            activityKindBindings[name] = type
        }
        if Self.isIntentClassName(callee), node.calledExpression.is(DeclReferenceExprSyntax.self) {
            facts.createdIntents.append(SourceValue(callee, source: source(node)))
        }
        guard callee == "NSUserActivity" || constants.activityInitializers[callee] != nil else { return }
        if callee == "NSUserActivity", let argument = node.arguments.first(where: { $0.label?.text == "activityType" }) {
            let types = activity(argument.expression, created: true)
            if let name = Self.activityBoundName(node) { activityBindings[name] = types }
            return
        }
        // One level: the initialiser whose labels the call's arguments have.
        let labels = node.arguments.map { $0.label?.text }
        guard let forwarding = constants.activityInitializers[callee]?.first(where: { $0.parameters.map(\.label) == labels }) else { return }
        let caller = Constants.Scope(type: types.last, file: path)
        var scope = Constants.Scope(type: callee, file: forwarding.file)
        for (parameter, argument) in zip(forwarding.parameters, node.arguments) {
            scope.bindings[parameter.name] = Constants.Binding(
                expression: argument.expression, typeHint: parameter.type.trimmingSuffix("?"), scope: caller)
        }
        let types = activity(forwarding.activityType, created: true, scope: scope, at: node)
        for (flag, on) in forwarding.flags {
            for type in types {
                if on { facts.eligibility[type, default: []].insert(flag) } else { facts.disabledEligibility[type, default: []].insert(flag) }
            }
        }
        if let name = Self.activityBoundName(node) { activityBindings[name] = types }
    }

    /// The name an activity is bound to: `let a = NSUserActivity(…)`, `userActivity = …`,
    /// `self.userActivity = …`.
    static func activityBoundName(_ node: FunctionCallExprSyntax) -> String? {
        if let name = boundName(node) { return name }
        guard let parent = node.parent else { return nil }
        if let infix = parent.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == node.id {
            return boundBase(infix.leftOperand)
        }
        if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id { return boundBase(elements[0]) }
        }
        return nil
    }

    /// A name as an assignment or a member access writes it: `self.userActivity?` is `userActivity`.
    static func boundBase(_ expression: ExprSyntax) -> String {
        var text = expression.writtenText
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// The name `let x = call`, `if let x = call` or `guard let x = call` binds.
    static func boundPattern(_ node: FunctionCallExprSyntax) -> String? {
        guard let initializer = node.parent?.as(InitializerClauseSyntax.self) else { return nil }
        if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let condition = initializer.parent?.as(OptionalBindingConditionSyntax.self) {
            return condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    /// The enum of `Kind(rawValue: activity.activityType)` (also `.init(rawValue:)` named by its type).
    static func rawValueOfActivityType(_ node: FunctionCallExprSyntax) -> String? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "rawValue" else { return nil }
        var value = argument.expression
        if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
        guard value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "activityType" else { return nil }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            return base.writtenText.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    /// `switch Kind(rawValue: activity.activityType) { case .a: …; case .b?: … }`, or a switch on a name
    /// bound to that: every case listed continues its raw value.
    func activityKindsSwitched(_ node: SwitchExprSyntax) {
        let type: String
        if let call = node.subject.as(FunctionCallExprSyntax.self), let found = Self.rawValueOfActivityType(call) {
            type = found
        } else if let reference = node.subject.as(DeclReferenceExprSyntax.self), let found = activityKindBindings[reference.baseName.text] {
            type = found
        } else {
            return
        }
        let scope = Constants.Scope(type: types.last, file: path)
        let reached = ReachCondition.of(node)
        for item in node.cases {
            guard case .switchCase(let branch) = item, case .case(let label) = branch.label else { continue }
            for caseItem in label.caseItems {
                guard var expression = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
                if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
                guard let named = constants.enumCase(expression, scope, hint: type), named.type == type,
                    let raw = constants.rawValue(of: named.type, named.name)
                else { continue }
                facts.handledActivities.append(SourceValue(raw, source: source(expression), uncertainty: reached))
            }
        }
    }

    // MARK: SiriKit

    /// Whether a name is a SiriKit intent class's: `INSendMessageIntent`, `LDRestockIntent`.
    static func isIntentClassName(_ name: String) -> Bool {
        name.count > "Intent".count && name.hasSuffix("Intent") && name.first?.isUppercase == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A type conforming to `XIntentHandling` handles the SiriKit intent `XIntent`.
    func siriKitHandlers(of name: String, conformances: Set<String>, at decl: DeclSyntax) {
        let reached = ReachCondition.of(decl)
        for conformance in conformances.sorted() where conformance.hasSuffix("IntentHandling") {
            let intent = String(conformance.dropLast("Handling".count))
            guard Self.isIntentClassName(intent) else { continue }
            facts.siriKitHandlers.append(SourceValue(intent, source: source(decl), uncertainty: reached))
        }
    }

    /// `func handle(intent: XIntent, completion: …)` (and `confirm`, `resolve…`) handles `XIntent`.
    func siriKitHandler(function node: FunctionDeclSyntax) {
        let name = node.name.text
        guard name == "handle" || name == "confirm" || name.hasPrefix("resolve"),
            let first = node.signature.parameterClause.parameters.first, first.firstName.text == "intent" else { return }
        let type = first.type.writtenText
        guard Self.isIntentClassName(type), type != "INIntent" else { return }
        facts.siriKitHandlers.append(SourceValue(type, source: source(node.name), uncertainty: ReachCondition.of(node)))
    }
}
#endif
