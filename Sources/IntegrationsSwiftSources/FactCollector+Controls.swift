#if SwiftSources
import IntegrationsCore
import IntegrationsImport
import SwiftSyntax

/// Controls and interactive widgets: the App Intent each runs (`ControlWidgetButton(action:)`,
/// `ControlWidgetToggle(…, action:)`, `Button(intent:)`, `Toggle(isOn:intent:)`) and the widget or control
/// around it; `LiveActivityIntent` conformances; and app entities offered to Spotlight (`IndexedEntity`,
/// `indexAppEntities(`, `CSSearchableItem(appEntity:)`) with the iOS version their guards make them
/// available from (Availability.swift).
extension FactCollector {
    /// The argument label that names the intent each call runs.
    static let intentArguments: [String: (label: String, use: ImportReport.IntentUse.Use)] = [
        "ControlWidgetButton": ("action", .controlWidgetButton),
        "ControlWidgetToggle": ("action", .controlWidgetToggle),
        "Button": ("intent", .button),
        "Toggle": ("intent", .toggle),
    ]

    /// The calls of this part: a control's or widget's intent, and Spotlight's app-entity calls.
    func controlCalls(_ node: FunctionCallExprSyntax, callee: String) {
        if let (label, use) = Self.intentArguments[callee], let argument = node.arguments.first(where: { $0.label?.text == label }) {
            guard let intent = Self.intentType(argument.expression) else {
                notLiteral(argument.expression, what: LocalizedText(ja: "\(callee) が実行するインテント", en: "the intent \(callee) runs"))
                facts.unreadKinds.insert("intentUse")
                return
            }
            facts.intentUses.append(ImportReport.IntentUse(
                intent: intent, use: use, widget: enclosingWidgetKind(), source: source(node), uncertainty: Self.condition(of: node)))
        } else if callee == "indexAppEntities" {
            spotlight(.indexAppEntities, type: nil, at: node, source: source(node))
        } else if callee == "CSSearchableItem" || callee == "init" && node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.writtenText == "CSSearchableItem",
            node.arguments.contains(where: { $0.label?.text == "appEntity" })
        {
            spotlight(.searchableItem, type: nil, at: node, source: source(node))
        }
    }

    /// A type's conformances of this part: `LiveActivityIntent` (among all it conforms to) and an
    /// `IndexedEntity` conformance written here.
    func controlConformances(_ name: String, own: Set<String>, inherited: Set<String>, at decl: DeclSyntax) {
        if inherited.contains("LiveActivityIntent") { facts.liveActivityIntents.insert(name) }
        if own.contains("IndexedEntity") {
            let token: (any SyntaxProtocol)? = decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name
                ?? decl.as(EnumDeclSyntax.self)?.name ?? decl.as(ActorDeclSyntax.self)?.name ?? decl.as(ExtensionDeclSyntax.self)?.extendedType
            spotlight(.indexedEntity, type: name, at: decl, source: token.map { source($0) } ?? source(decl))
        }
    }

    private func spotlight(_ use: ImportReport.SpotlightEntity.Use, type: String?, at node: some SyntaxProtocol, source: String) {
        let availability = Availability.of(node)
        facts.spotlightEntities.append(ImportReport.SpotlightEntity(
            use: use, type: type, source: source, availableFrom: availability.iOS, unreadGuard: availability.unread))
    }

    /// The intent type an argument creates: `X()`, `X(…)`, `X.init(…)`, `Module.X()`, also made in a closure
    /// called at once (``madeInCalledClosure(_:)``); `nil` for anything else (a name bound elsewhere, a
    /// function's result).
    static func intentType(_ expression: ExprSyntax) -> String? {
        guard var call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        switch madeInCalledClosure(call) {
        case .call(let made)?: call = made
        case .annotated(let type)?: return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        case nil: break
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if member.declName.baseName.text == "init" {
            guard let base = member.base else { return nil }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        let name = member.declName.baseName.text
        return member.base != nil && name.first?.isUppercase == true ? name : nil
    }

    /// The kind of the nearest enclosing type that is a widget or control in this file, when it has one kind.
    private func enclosingWidgetKind() -> String? {
        for type in types.reversed() {
            let kinds = Set(facts.widgets.filter { $0.type == type }.map(\.kind))
            if !kinds.isEmpty { return kinds.count == 1 ? kinds.first : nil }
        }
        return nil
    }
}
#endif
