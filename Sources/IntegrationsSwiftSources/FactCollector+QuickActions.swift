#if SwiftSources
import IntegrationsCore
import IntegrationsImport
import SwiftSyntax

/// Home Screen quick actions: the types the code creates (dynamic quick actions) and compares a shortcut
/// item's `type` with, and where it receives a chosen quick action (UIKit's scene and app delegates).
extension FactCollector {
    /// `UIApplicationShortcutItem(type: X, localizedTitle: …)`, `UIMutableApplicationShortcutItem(type: X, …)` and
    /// `.init(type: X, localizedTitle: …)` where the type is implied (an array of shortcut items),
    /// with X read through the constants; an X that is not one is a note and makes `quickActionType` an unread kind.
    func quickActionCalls(_ node: FunctionCallExprSyntax, callee: String) {
        quickActionTypesThroughEnum(node)
        // `shortcutItems = [.init(type: …, localizedTitle: …)]`: the implicit member's labels are the type's own.
        let implicitInit = node.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
        guard callee == "UIApplicationShortcutItem" || callee == "UIMutableApplicationShortcutItem"
            || implicitInit && node.arguments.map({ $0.label?.text }).starts(with: ["type", "localizedTitle"]),
            let argument = node.arguments.first(where: { $0.label?.text == "type" }) else { return }
        let title = node.arguments.first { $0.label?.text == "localizedTitle" }.flatMap { constants.string($0.expression, in: types.last) }
        quickActionType(argument.expression, .create, title: title, reached: Self.condition(of: node))
    }

    /// The types a value stands for, recorded as created or handled where it is written.
    private func quickActionType(_ expression: ExprSyntax, _ use: ImportReport.QuickActionUse.Use, title: String? = nil, reached: Uncertainty?) {
        let found = constants.values(expression, in: scope(at: expression))
        guard !found.isEmpty else {
            notLiteral(expression, what: LocalizedText(ja: "クイックアクションのタイプ", en: "a quick action's type"))
            facts.unreadKinds.insert("quickActionType")
            return
        }
        for value in found {
            facts.quickActionUses.append(ImportReport.QuickActionUse(
                use, SourceValue(value.text, source: source(expression), uncertainty: value.uncertainty ?? reached), title: title))
        }
    }

    /// `item.type == X` (either side) where `item` is a shortcut item: X is handled.
    func quickActionCompared(_ subject: MemberAccessExprSyntax, _ value: ExprSyntax) {
        guard subject.declName.baseName.text == "type", isShortcutItem(subject.base) else { return }
        quickActionType(value, .handle, reached: Self.condition(of: value, compilationOnly: true))
    }

    /// `switch item.type { case "a": …; case Kind.b.rawValue: … }` on a shortcut item: each case's value is
    /// handled. (`switch Kind(rawValue: item.type)` is read by ``handledThroughRawValues(_:)``.)
    func quickActionTypesSwitched(_ node: SwitchExprSyntax) {
        guard let member = Self.unwrapped(node.subject).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "type",
            isShortcutItem(member.base) else { return }
        for switchCase in node.cases {
            guard case .switchCase(let item) = switchCase, case .case(let label) = item.label else { continue }
            for caseItem in label.caseItems {
                guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else { continue }
                quickActionType(pattern.expression, .handle, reached: Self.condition(of: pattern, compilationOnly: true))
            }
        }
    }

    /// `Kind(rawValue: item.type)` on a shortcut item, kept or passed on rather than switched over where it is
    /// made (`pending = Kind(rawValue: item.type)`, `guard let action = Kind(rawValue: item.type) … perform(action)`):
    /// every case of the `String` enum may be handled, each recorded as handled under that uncertainty, so that
    /// no rule says a case is unhandled; nor, being uncertain, that a handled case never runs. A call switched
    /// over at once, or through a local the same function switches over, is read case by case instead
    /// (``handledThroughRawValues(_:)``).
    private func quickActionTypesThroughEnum(_ node: FunctionCallExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "rawValue",
            let read = Self.unwrapped(argument.expression).as(MemberAccessExprSyntax.self), read.declName.baseName.text == "type",
            isShortcutItem(read.base) else { return }
        let type = String(node.calledExpression.writtenText.split(separator: ".").last ?? "")
        guard let names = links.members.caseNames(of: type), !isSwitchedOver(node) else { return }
        let detail = "a case of \(type)(rawValue: \(Self.shortText(argument.expression)))"
        for name in names {
            guard let raw = constants.rawValue(of: type, name) else { continue }
            facts.quickActionUses.append(ImportReport.QuickActionUse(.handle, SourceValue(raw, source: source(node), uncertainty: Uncertainty(.condition, detail))))
        }
    }

    /// Whether `node` is a `switch`'s subject, or bound to a local that a `switch` of the same function is over.
    private func isSwitchedOver(_ node: FunctionCallExprSyntax) -> Bool {
        for ancestor in Self.ancestors(of: node) {
            if let switchExpression = ancestor.as(SwitchExprSyntax.self) {
                return node.position >= switchExpression.subject.position && node.endPosition <= switchExpression.subject.endPosition
            }
            if ancestor.is(CodeBlockItemSyntax.self) { break }
        }
        guard let name = Self.boundName(node) ?? Self.conditionBinding(node),
            let body = Self.ancestors(of: node).first(where: {
                $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorBlockSyntax.self)
            })
        else { return false }
        if let known = switchedNames[body.id] { return known.contains(name) }
        // Every name the body switches over, found in one walk: a body of many such calls is walked once.
        final class Switches: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = FactCollector.unwrapped(node.subject).as(DeclReferenceExprSyntax.self)?.baseName.text { names.insert(name) }
                return .visitChildren
            }
        }
        let finder = Switches(viewMode: .sourceAccurate)
        finder.walk(body)
        switchedNames[body.id] = finder.names
        return finder.names.contains(name)
    }

    /// The name `if let name = …` or `guard let name = …` binds `node` to.
    static func conditionBinding(_ node: FunctionCallExprSyntax) -> String? {
        var current = Syntax(node).parent
        while let parent = current {
            if let binding = parent.as(OptionalBindingConditionSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            guard parent.is(InitializerClauseSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) else { return nil }
            current = parent.parent
        }
        return nil
    }

    /// A handled raw value of `switch Kind(rawValue: item.type)` (``handledThroughRawValues(_:)``).
    func quickActionHandledRawValue(_ found: SourceValue) {
        facts.quickActionUses.append(ImportReport.QuickActionUse(.handle, found))
    }

    /// Whether `base` is a shortcut item: a parameter or property typed `UIApplicationShortcutItem`, a name
    /// bound from `connectionOptions.shortcutItem`, `launchOptions?[.shortcutItem]` or a cast to the type, or
    /// a name (or member) called `shortcutItem`. Any other `x.type` is not a quick action's.
    func isShortcutItem(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        let expression = Self.unwrapped(base)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "shortcutItem" { return true }
            return member.base?.writtenText == "self" && isShortcutItemName(name, at: member)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return isShortcutItemName(reference.baseName.text, at: reference)
    }

    private func isShortcutItemName(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if name == "shortcutItem" { return true }
        func typed(_ type: TypeSyntax?) -> Bool { type?.writtenText.contains("ApplicationShortcutItem") ?? false }
        for ancestor in Self.ancestors(of: node) {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name && typed($0.type) }) { return true }
                break
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), case .parameterClause(let clause)? = closure.signature?.parameterClause,
                clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name && typed($0.type) })
            {
                return true
            }
        }
        if let value = localValue(named: name, at: node) {
            let text = Self.shortText(value)
            if text.contains("shortcutItem") || text.contains("ApplicationShortcutItem") { return true }
        }
        // A property of the enclosing type declared with the type (`var pending: UIApplicationShortcutItem?`).
        guard let members = Self.ancestors(of: node).lazy.compactMap({ $0.as(MemberBlockSyntax.self) }).first else { return false }
        return members.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && typed($0.typeAnnotation?.type)
            } ?? false
        }
    }

    /// `windowScene(_:performActionFor:completionHandler:)` and `application(_:performActionFor:completionHandler:)`.
    func quickActionEntryPoint(function node: FunctionDeclSyntax) {
        guard node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "performActionFor" }) else { return }
        switch node.name.text {
        case "windowScene": facts.quickActionEntryPoints.windowScenePerformAction.append(source(node.name))
        case "application": facts.quickActionEntryPoints.applicationPerformAction.append(source(node.name))
        default: break
        }
    }

    /// `connectionOptions.shortcutItem` (a scene's launch) and `launchOptions?[.shortcutItem]` (an app's
    /// launch without scenes).
    func quickActionMember(_ node: MemberAccessExprSyntax) {
        guard node.declName.baseName.text == "shortcutItem" else { return }
        if node.parent?.is(LabeledExprSyntax.self) == true, node.parent?.parent?.parent?.is(SubscriptCallExprSyntax.self) == true {
            facts.quickActionEntryPoints.launchOptionsShortcutItem.append(source(node))
            return
        }
        guard let base = node.base.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self) else { return }
        let name = base.baseName.text
        let isOptions = name == "connectionOptions" || Self.ancestors(of: node).lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first.map { function in
            function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name && $0.type.writtenText.hasSuffix("ConnectionOptions") }
        } ?? false
        if isOptions { facts.quickActionEntryPoints.connectionOptionsShortcutItem.append(source(node)) }
    }

    /// A type conforming to `UIWindowSceneDelegate`: the app uses scenes.
    func quickActionConformances(_ conformances: Set<String>, at decl: DeclSyntax) {
        guard conformances.contains("UIWindowSceneDelegate") else { return }
        let name = decl.as(ClassDeclSyntax.self)?.name ?? decl.as(StructDeclSyntax.self)?.name
        facts.quickActionEntryPoints.windowSceneDelegates.append(name.map { source($0) } ?? source(decl))
    }
}
#endif
