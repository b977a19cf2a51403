#if SwiftSources
import Foundation
import IntegrationsCore
import IntegrationsImport
import SwiftSyntax

/// Members whose body is `URL(string:)` (`var url: URL { URL(string: "\(rawValue)://")! }`, `static let
/// help = URL(string: …)`, `func helpURL() -> URL { … }`) and the cases of each `String` enum, in every
/// file: read before the facts, so that a URL reached through a member is found where the member is used.
final class LinkMembers {
    /// A member's `string:` argument, the type it is in and its file, by `Type.name`, `Type.name()`,
    /// `name`, `name()`; a name two files give differently is left out.
    private var urls: RecordedTable<(argument: ExprSyntax, type: String?, file: String)?>
    /// The last names of the members above: a cheap test before a lookup.
    private(set) var names: RecordedTable<Bool>
    /// The cases of each `String` enum, in order: what `Type.allCases` holds.
    private var cases: RecordedTable<[String]>

    init(reads: TableReads = TableReads()) {
        urls = RecordedTable(.linkURLs, reads)
        names = RecordedTable(.linkNames, reads)
        cases = RecordedTable(.linkCases, reads)
    }

    func addURL(_ name: String, in type: String?, argument: ExprSyntax, file: String) {
        let key = type.map { "\($0).\(name)" } ?? name
        names.insert(name)
        if let existing = urls[key] {
            if existing?.argument.writtenText != argument.writtenText { urls.set(key, nil) }
        } else {
            urls.set(key, (argument.copiedOut, type, file))
        }
    }

    func addCase(_ name: String, in type: String) { cases.change(type, initial: []) { $0.append(name) } }

    /// The member `name` of `type` (its last name component too), or the file-level one (`type` `nil`).
    func url(_ name: String, in type: String?) -> (argument: ExprSyntax, type: String?, file: String)? {
        guard let type else { return urls[name] ?? nil }
        if let found = urls["\(type).\(name)"] { return found }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        return urls["\(last).\(name)"] ?? nil
    }

    /// The case names of the `String` enum `type` (or of its last name component).
    func caseNames(of type: String) -> [String]? {
        cases[type] ?? cases[type.split(separator: ".").last.map(String.init) ?? type]
    }
}

/// The pass that fills ``LinkMembers``, after the constants and before the facts.
final class LinkMemberCollector: SyntaxVisitor {
    let members: LinkMembers
    let file: String
    private var types: [String] = []

    init(members: LinkMembers, file: String) {
        self.members = members
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.extendedType.writtenText); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.writtenText == "String" }) == true {
            for member in node.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] { members.addCase(element.name.text, in: node.name.text) }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.parameterClause.parameters.isEmpty, let body = node.body, let value = Constants.onlyExpression(body.statements),
            let argument = FactCollector.urlStringArgument(value)
        {
            members.addURL(node.name.text + "()", in: types.last, argument: argument, file: file)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(ConstantCollector.returnedExpression)
            if let value, let argument = FactCollector.urlStringArgument(value) { members.addURL(name, in: types.last, argument: argument, file: file) }
        }
        return .skipChildren
    }
}

/// The names a block refers to, each with its references.
final class ReferenceIndex: SyntaxVisitor {
    var found: [String: [DeclReferenceExprSyntax]] = [:]
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        found[node.baseName.text, default: []].append(node)
        return .visitChildren
    }
}

/// What the reading of URLs, URL handlers and notification actions keeps while it walks one file.
struct LinkReadingState {
    /// The members and enum cases of every file.
    var members = LinkMembers()
    /// The names each block refers to, built once per block that a URL is bound in.
    var references: [SyntaxIdentifier: [String: [DeclReferenceExprSyntax]]] = [:]
    /// The names each statement list binds, built once per list a name is looked up in.
    var bindings: [SyntaxIdentifier: [String: [(end: AbsolutePosition, value: ExprSyntax)]]] = [:]
    /// Lists of actions bound to names (`let actions = Kind.allCases.map { UNNotificationAction(…) }`).
    var actionLists: [String: [ImportReport.NotificationCategory.Action]] = [:]
    /// The URL handlers the file declares.
    var urlHandlers: [ImportReport.URLHandler] = []
    /// The actions a content extension sets on its context.
    var contentExtensionActions: [SwiftSourceFacts.ContentExtensionActions] = []
}

/// URLs, what the code does with them, the handlers that receive them, and notification actions made per
/// case or set by a content extension. The rules that use these facts are in `ProjectChecks`
/// (Docs/Check.md, "An app's own files").
extension FactCollector {
    // MARK: URLs

    /// The scheme of a URL's text, lower-cased, when the text starts with one (`scheme:`).
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), text[..<colon].first?.isLetter == true,
            text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return nil }
        return text[..<colon].lowercased()
    }

    /// `URL(string:)` with a literal or constant scheme, and how the code uses the URL.
    func producedURL(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first(where: { $0.label?.text == "string" }) else { return }
        // A value chosen by a condition (`#if DEBUG` constants, a `switch` over the configuration): each one,
        // with the condition it depends on.
        let values = constants.values(argument.expression, in: Constants.Scope(type: types.last, file: path))
        if values.count > 1 || values.first?.uncertainty != nil {
            let use = urlUse(of: ExprSyntax(node))
            for value in values {
                guard let scheme = Self.scheme(of: value.text) else { continue }
                facts.urls.append(ImportReport.ProducedURL(
                    url: value.text, scheme: scheme, use: use, inWidget: declaresWidget, isComplete: true,
                    source: source(argument.expression), uncertainty: Self.condition(of: node) ?? value.uncertainty))
            }
            return
        }
        guard let (prefix, isComplete) = constants.knownPrefix(argument.expression, in: types.last) else { return }
        var text = prefix
        // `URL(string: "/path", relativeTo: base)`: a relative reference takes the base's scheme, so it is
        // resolved against the base when the base is a URL the reader can tell whole (Decision 506).
        if Self.scheme(of: text) == nil, let base = node.arguments.first(where: { $0.label?.text == "relativeTo" })?.expression,
            let baseText = wholeURLText(base, at: node), let resolved = Self.resolved(text, against: baseText)
        {
            text = resolved
        }
        // `URL(string: path)` is common and says nothing; a literal whose scheme is not known is noted.
        guard let scheme = Self.scheme(of: text) else {
            if argument.expression.is(StringLiteralExprSyntax.self), !text.contains(":"), !isBuiltFromRawValue(argument.expression) {
                notLiteral(argument.expression, what: LocalizedText(ja: "URL のスキーム", en: "a URL's scheme"))
                facts.unreadKinds.insert("urlScheme")
            }
            return
        }
        facts.urls.append(ImportReport.ProducedURL(
            url: text, scheme: scheme, use: urlUse(of: ExprSyntax(node)), inWidget: declaresWidget, isComplete: isComplete,
            source: source(argument.expression), uncertainty: Self.condition(of: node)))
    }

    /// `reference` resolved against `base` as `URL(string:relativeTo:)` resolves it (RFC 3986, section 5.2), or
    /// `nil` when either is not a URL or the result has no scheme.
    static func resolved(_ reference: String, against base: String) -> String? {
        guard let baseURL = URL(string: base), scheme(of: base) != nil,
            let resolved = URL(string: reference, relativeTo: baseURL)?.absoluteString, scheme(of: resolved) != nil else { return nil }
        return resolved
    }

    /// The whole text of the URL `expression` stands for: `URL(string: "…")` with one constant value, a
    /// member that is one (`baseURL`, `self.baseURL`, `API.baseURL`), or a local name bound to one; `nil`
    /// otherwise.
    private func wholeURLText(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        var expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = localValue(named: reference.baseName.text, at: node) {
            expression = Self.unwrapped(bound)
        }
        if let argument = Self.urlStringArgument(expression) { return constants.string(argument, in: scope(at: node)) }
        let members = memberURLs(expression)
        guard members.count == 1, members[0].isWhole, members[0].uncertainty == nil else { return nil }
        return members[0].text
    }

    /// Whether a `String` enum's member builds the URL from `rawValue`: it is read where a case's member is
    /// used (`Scheme.vpn.url`), not here.
    private func isBuiltFromRawValue(_ expression: ExprSyntax) -> Bool {
        guard let type = types.last, links.members.caseNames(of: type) != nil else { return false }
        return Self.referencedNames(in: expression).contains("rawValue")
    }

    /// How the code uses the URL `expression` makes: passed to `canOpenURL(_:)`, `open(_:)`/`openURL(_:)`,
    /// `widgetURL(_:)`, `Link(destination:)`; only compared, a dictionary key or `forURIRepresentation:`
    /// (`identifier`: not a link); otherwise `URL`. A URL bound to a local name takes the uses of that name
    /// in its block (`let url = URL(string: "fb://")!; if canOpenURL(url) { open(url) }` is `canOpenURL`).
    func urlUse(of expression: ExprSyntax, following: Bool = true) -> String {
        var current = Syntax(expression)
        while let parent = current.parent {
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(TryExprSyntax.self)
                || parent.is(AwaitExprSyntax.self)
            {
                current = parent
                continue
            }
            if let labeled = parent.as(LabeledExprSyntax.self) {
                let holder = labeled.parent?.parent
                if let tuple = holder?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                    current = Syntax(tuple)
                    continue
                }
                if let call = holder?.as(FunctionCallExprSyntax.self) { return Self.urlUse(passedTo: call, label: labeled.label?.text) }
                return "URL"
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(list)
                guard let index = elements.firstIndex(where: { $0.id == current.id }) else { return "URL" }
                let operators = [index - 1, index + 1].filter { elements.indices.contains($0) }
                    .compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
                if operators.contains(where: { ["==", "!=", "~=", "===", "!=="].contains($0) }) { return "identifier" }
                if operators.contains("??") {
                    current = Syntax(sequence)
                    continue
                }
                return "URL"
            }
            if let infix = parent.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if ["==", "!=", "~=", "===", "!=="].contains(op) { return "identifier" }
                if op == "??" {
                    current = parent
                    continue
                }
                return "URL"
            }
            if let element = parent.as(DictionaryElementSyntax.self) { return element.key.id == current.id ? "identifier" : "URL" }
            if parent.is(ExpressionPatternSyntax.self) { return "identifier" }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard following, let name = Self.boundLocalName(initializer) else { return "URL" }
                return usesOfName(name, boundAt: initializer)
            }
            return "URL"
        }
        return "URL"
    }

    /// The use a call makes of a URL given as its argument labelled `label`.
    static func urlUse(passedTo call: FunctionCallExprSyntax, label: String?) -> String {
        switch calleeName(call.calledExpression) {
        case "canOpenURL": return "canOpenURL"
        case "open", "openURL": return "open"
        case "widgetURL": return "widgetURL"
        case "Link" where label == "destination": return "Link"
        default:
            if label == "forURIRepresentation" { return "identifier" }
            // An OAuth redirect (`OIDAuthorizationRequest(…, redirectURL:)`, a `callbackURL:`): the
            // authentication session captures it, whether or not the app registers its scheme.
            if let label, Self.redirectLabels.contains(label) { return "redirect" }
            return "URL"
        }
    }

    /// The argument labels that take an OAuth redirect or an authentication session's callback URL.
    static let redirectLabels: Set<String> = ["redirectURL", "redirectURI", "redirectUri", "redirectUrl", "callbackURL"]

    /// The name an initializer binds in a block (`let url = …`, `if let url = …`, `guard let url = …`);
    /// `nil` for a type's or a file's member, whose uses are found where it is named.
    static func boundLocalName(_ initializer: InitializerClauseSyntax) -> String? {
        let pattern: PatternSyntax
        if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            guard !(binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) ?? false) else { return nil }
            pattern = binding.pattern
        } else if let condition = initializer.parent?.as(OptionalBindingConditionSyntax.self) {
            pattern = condition.pattern
        } else {
            return nil
        }
        guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let inBlock = ancestors(of: initializer).contains { $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) }
        return inBlock ? name : nil
    }

    /// The strongest use among the uses of `name` after `binding` in its block: `canOpenURL`, then `open`,
    /// `Link`, `widgetURL`, `URL`; `identifier` only when every use is one.
    private func usesOfName(_ name: String, boundAt binding: some SyntaxProtocol) -> String {
        guard let scope = Self.ancestors(of: binding).first(where: { $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) }) else { return "URL" }
        if links.references[scope.id] == nil {
            let names = ReferenceIndex(viewMode: .sourceAccurate)
            names.walk(scope)
            links.references[scope.id] = names.found
        }
        let after = binding.endPosition
        let uses = (links.references[scope.id]?[name] ?? []).filter { $0.position >= after }.map { urlUse(of: ExprSyntax($0), following: false) }
        guard !uses.isEmpty else { return "URL" }
        if uses.allSatisfy({ $0 == "identifier" }) { return "identifier" }
        if uses.allSatisfy({ $0 == "redirect" }) { return "redirect" }
        return ["canOpenURL", "open", "Link", "widgetURL"].first { uses.contains($0) } ?? "URL"
    }

    /// A URL reached through a member where a call uses it: `open(Scheme.vpn.url)` where `Scheme` is a
    /// `String` enum whose `var url: URL { URL(string: "\(rawValue)://")! }` (`vpn://`),
    /// `canOpenURL(Links.maps)`, `open(helpURL())`, or a local name bound to one of those. One level is
    /// followed: the member's body must be `URL(string:)` itself.
    func urlsThroughMembers(_ call: FunctionCallExprSyntax) {
        let callee = Self.calleeName(call.calledExpression)
        for argument in call.arguments {
            if callee == "Link" ? argument.label?.text != "destination" : argument.label != nil && argument.label?.text != "url" { continue }
            var expression = Self.unwrapped(argument.expression)
            if Self.urlStringArgument(expression) != nil { continue }  // URL(string:) itself: read where it is.
            if let reference = expression.as(DeclReferenceExprSyntax.self), let value = localValue(named: reference.baseName.text, at: reference) {
                expression = Self.unwrapped(value)
                if Self.urlStringArgument(expression) != nil { continue }
            } else if let reference = expression.as(DeclReferenceExprSyntax.self), isParameter(reference.baseName.text, at: reference) {
                continue
            }
            for found in memberURLs(expression) {
                guard let scheme = Self.scheme(of: found.text) else { continue }
                facts.urls.append(ImportReport.ProducedURL(
                    url: found.text, scheme: scheme, use: Self.urlUse(passedTo: call, label: argument.label?.text), inWidget: declaresWidget,
                    isComplete: found.isWhole, source: source(argument.expression), uncertainty: Self.condition(of: call) ?? found.uncertainty))
            }
        }
    }

    /// An expression without `!`, `?`, `try`, `await` and parentheses around it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            else if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
            else if let attempt = expression.as(TryExprSyntax.self) { expression = attempt.expression }
            else if let waited = expression.as(AwaitExprSyntax.self) { expression = waited.expression }
            else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                expression = only.expression
            } else { return expression }
        }
    }

    /// The `string:` argument of `URL(string:)` (with `!` or parentheses around the call).
    static func urlStringArgument(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self), calleeName(call.calledExpression) == "URL" else { return nil }
        return call.arguments.first { $0.label?.text == "string" }?.expression
    }

    /// The URLs a member stands for: `Type.case.member` (a `String` enum's case, `rawValue` its raw value),
    /// `.case.member` (the one enum with that case), `Type.member`, `member`, `Type.member()`; each with
    /// the condition it depends on (a member that switches over `self`, a constant under `#if`).
    private func memberURLs(_ expression: ExprSyntax) -> [(text: String, isWhole: Bool, uncertainty: Uncertainty?)] {
        var name: String
        var base: ExprSyntax?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return [] }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text + "()"
                base = member.base
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text + "()"
            } else {
                return []
            }
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return []
        }
        guard links.members.names.contains(name) else { return [] }
        var type: String?
        var selfCase: (type: String, name: String)?
        if let base {
            if let found = constants.enumCase(base, Constants.Scope(type: types.last, file: path), hint: nil) {
                (type, selfCase) = (found.type, found)
            } else {
                let written = base.writtenText
                type = written == "Self" || written == "self" ? types.last : written
            }
        } else {
            type = types.last
        }
        guard let member = links.members.url(name, in: type) ?? (base == nil ? links.members.url(name, in: nil) : nil) else { return [] }
        let found = constants.values(member.argument, in: Constants.Scope(type: member.type, file: member.file, selfCase: selfCase))
        if !found.isEmpty { return found.map { ($0.text, true, $0.uncertainty) } }
        guard selfCase == nil, let prefix = constants.knownPrefix(member.argument, in: member.type, file: member.file) else { return [] }
        return [(prefix.text, prefix.isWhole, nil)]
    }

    /// The value a local name was last bound to before `node` in the blocks around it (`let url = …`,
    /// `guard let url = …`, `if let url = …`).
    /// The scope a value written at `node` is resolved in: the enclosing type, the file, and the locals of
    /// the function around it (``localValue(named:at:)``).
    func scope(at node: some SyntaxProtocol) -> Constants.Scope {
        var scope = Constants.Scope(type: types.last, file: path)
        let place = Syntax(node)
        scope.locals = { [unowned self] name in self.localValue(named: name, at: place) }
        return scope
    }

    func localValue(named name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        var child = Syntax(node)
        for ancestor in Self.ancestors(of: node) {
            defer { child = ancestor }
            if let list = ancestor.as(CodeBlockItemListSyntax.self) {
                // The list's bindings by name, built once: a block of thousands of names stays linear.
                if links.bindings[list.id] == nil { links.bindings[list.id] = Self.bindings(in: list) }
                if let found = links.bindings[list.id]?[name]?.last(where: { $0.end <= child.position }) { return found.value }
            }
            if let branch = ancestor.as(IfExprSyntax.self), child.id == branch.body.id {
                for condition in branch.conditions {
                    if case .optionalBinding(let binding) = condition.condition,
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value
                    {
                        return value
                    }
                }
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return nil }
        }
        return nil
    }

    /// The names a block's statements bind (`let x = …`, `guard let x = …`), each with where the statement
    /// ends and the value, in order.
    static func bindings(in list: CodeBlockItemListSyntax) -> [String: [(end: AbsolutePosition, value: ExprSyntax)]] {
        var found: [String: [(end: AbsolutePosition, value: ExprSyntax)]] = [:]
        for item in list {
            switch item.item {
            case .decl(let decl):
                for binding in decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        found[name, default: []].append((item.endPosition, value))
                    }
                }
            case .stmt(let statement):
                for condition in statement.as(GuardStmtSyntax.self)?.conditions ?? [] {
                    if case .optionalBinding(let binding) = condition.condition,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
                    {
                        found[name, default: []].append((item.endPosition, value))
                    }
                }
            default: break
            }
        }
        return found
    }

    /// Whether `name` is a parameter of the function or closure around `node`.
    private func isParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        for ancestor in Self.ancestors(of: node) {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), Self.parameterNames(of: closure).contains(name) { return true }
        }
        return false
    }

    /// A closure's parameter names (`$0` when it names none).
    static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return Set(names.map(\.name.text))
        case .parameterClause(let clause)?: return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: return ["$0"]
        }
    }

    // MARK: Conditions

    /// Why code at `node` may not run: the nearest `#if` clause around it, or (unless `compilationOnly`)
    /// the nearest `if`/`else`, `guard … else`, `switch` case or `?:` branch inside its function, property
    /// or closure. `nil` when it runs whenever its function does.
    static func condition(of node: some SyntaxProtocol, compilationOnly: Bool = false) -> Uncertainty? {
        var child = Syntax(node)
        var outside = compilationOnly
        for ancestor in ancestors(of: node) {
            defer { child = ancestor }
            if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                // A clause an iOS build compiles for certain is no condition (PlatformCondition).
                if PlatformCondition.compiled(clause) == true { continue }
                let keyword = clause.poundKeyword.text
                if let condition = clause.condition { return Uncertainty(.condition, "\(keyword) \(shortText(condition))") }
                let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first?.condition.map { shortText($0) } ?? ""
                return Uncertainty(.condition, "#else of #if \(first)")
            }
            if outside { continue }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorBlockSyntax.self)
                || ancestor.is(SubscriptDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self)
            {
                outside = true
                continue
            }
            if let branch = ancestor.as(IfExprSyntax.self), child.id != branch.conditions.id {
                let condition = shortText(branch.conditions)
                return Uncertainty(.condition, child.id == branch.body.id ? "if \(condition)" : "else of if \(condition)")
            }
            if let guardStatement = ancestor.as(GuardStmtSyntax.self), child.id == guardStatement.body.id {
                return Uncertainty(.condition, "guard \(shortText(guardStatement.conditions)) else")
            }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), child.id != switchCase.label.id {
                var label = shortText(switchCase.label)
                if label.hasSuffix(":") { label.removeLast() }
                return Uncertainty(.condition, label)
            }
            if let ternary = ancestor.as(TernaryExprSyntax.self), child.id != ternary.condition.id {
                return Uncertainty(.condition, "\(shortText(ternary.condition)) ? :")
            }
        }
        return nil
    }

    // MARK: URL handlers

    /// `application(_:open:options:)` and `scene(_:openURLContexts:)`.
    func urlHandler(function node: FunctionDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        let kind: String
        let parameter: FunctionParameterSyntax
        if node.name.text == "application", let open = parameters.first(where: { $0.firstName.text == "open" }),
            open.type.writtenText.hasPrefix("URL")
        {
            (kind, parameter) = ("application(_:open:options:)", open)
        } else if node.name.text == "scene", let contexts = parameters.first(where: { $0.firstName.text == "openURLContexts" }) {
            (kind, parameter) = ("scene(_:openURLContexts:)", contexts)
        } else {
            return
        }
        guard let body = node.body else { return }
        let name = (parameter.secondName ?? parameter.firstName).text
        links.urlHandlers.append(ImportReport.URLHandler(
            kind: kind, schemes: schemeGate(body.statements, urlNames: [name]), source: source(node.name),
            uncertainty: Self.condition(of: node, compilationOnly: true)))
    }

    /// SwiftUI's `.onOpenURL { url in … }`; `.onOpenURL(perform: handle)` accepts every scheme as far as
    /// can be seen.
    func urlHandler(onOpenURL node: FunctionCallExprSyntax) {
        let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
        var schemes = closure.flatMap { schemeGate($0.statements, urlNames: Self.parameterNames(of: $0)) }
        // `.onOpenURL(perform: handle)`, `.onOpenURL(perform: self.handle)`: the method's own gate.
        if closure == nil, let argument = node.arguments.first?.expression, let name = Self.methodName(argument),
            let method = Self.method(named: name, labels: [nil], near: node), let parameter = method.signature.parameterClause.parameters.first,
            let body = method.body
        {
            schemes = schemeGate(body.statements, urlNames: [(parameter.secondName ?? parameter.firstName).text], depth: 1)
        }
        let place = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)
        links.urlHandlers.append(ImportReport.URLHandler(
            kind: "onOpenURL", schemes: schemes, source: source(place), uncertainty: Self.condition(of: node, compilationOnly: true)))
    }

    /// The schemes a handler's body lets through before it does anything else with the URL: a `guard`
    /// comparing the scheme that leaves otherwise, `if scheme != … { return }`, or a `switch` on the scheme
    /// whose `default` only leaves. Declarations before it are passed over (`let components = …`); anything
    /// else that uses the URL first (`router.open(url)`), or a comparison with a value that is not a
    /// constant, ends the search with `nil`. A handler that first hands the URL to a method of its own type
    /// (`handle(url)`, `return self.open(url)`) gates as that method's body does, followed up to
    /// ``delegationDepth`` methods deep (Decision 505).
    private func schemeGate(_ statements: CodeBlockItemListSyntax, urlNames: Set<String>, depth: Int = 0) -> [SourceValue]? {
        var names = urlNames
        var schemeNames: Set<String> = []
        func bind(_ name: String, to value: ExprSyntax) {
            if isScheme(value, names: names, schemeNames: schemeNames) { schemeNames.insert(name) }
            else if Self.mentions(value, names) { names.insert(name) }
        }
        for (offset, item) in statements.enumerated() {
            var expression: ExprSyntax?
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { return nil }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value { bind(name, to: value) }
                }
                continue
            case .stmt(let statement):
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    for condition in guardStatement.conditions {
                        if case .optionalBinding(let binding) = condition.condition, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            bind(name, to: binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
                        }
                    }
                    let leaves = Self.onlyLeaves(guardStatement.body.statements, names: names)
                    if let values = gateValues(guardStatement.conditions, equal: true, names: names, schemeNames: schemeNames) {
                        return leaves ? values : nil
                    }
                    if leaves { continue }
                    return nil
                }
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return returned.expression.flatMap { delegatedGate($0, names: names, depth: depth) }
                }
                expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .expr(let found):
                expression = found
            }
            guard let expression else { return nil }
            // Handed on as the last thing done with the URL: a `guard` in the method leaves only the method, so
            // a handler that goes on using the URL after the call is not gated by it.
            if Self.mentions(expression, names), let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self) {
                guard !statements.dropFirst(offset + 1).contains(where: { Self.mentions($0, names) }) else { return nil }
                return delegatedGate(ExprSyntax(call), names: names, depth: depth)
            }
            if let branch = expression.as(IfExprSyntax.self), branch.elseBody == nil,
                let values = gateValues(branch.conditions, equal: false, names: names, schemeNames: schemeNames)
            {
                return Self.onlyLeaves(branch.body.statements, names: names) ? values : nil
            }
            if let choice = expression.as(SwitchExprSyntax.self), isScheme(choice.subject, names: names, schemeNames: schemeNames) {
                var values: [SourceValue] = []
                var leavesOtherwise = false
                for switchCase in choice.cases {
                    guard case .switchCase(let item) = switchCase else { return nil }
                    switch item.label {
                    case .default:
                        leavesOtherwise = Self.onlyLeaves(item.statements, names: names, allowBreak: true)
                    case .case(let label):
                        for caseItem in label.caseItems {
                            guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self),
                                let value = constants.string(pattern.expression, in: types.last) else { return nil }
                            values.append(SourceValue(value.lowercased(), source: source(pattern.expression)))
                        }
                    }
                }
                return leavesOtherwise ? values : nil
            }
            // Something that does not use the URL (a log line) is passed over.
            if Self.mentions(expression, names) { return nil }
        }
        return nil
    }

    /// How deep a handler's URL is followed into the methods it is handed to.
    static let delegationDepth = 3

    /// The gate of the method a call hands the URL to: `handle(url)` or `self.handle(url)`, the URL itself as
    /// one of the arguments, a method of that name and those argument labels declared once in the same type
    /// body. `nil` when the call is anything else, the method is not found, or it does not gate.
    private func delegatedGate(_ expression: ExprSyntax, names: Set<String>, depth: Int) -> [SourceValue]? {
        guard depth < Self.delegationDepth, let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
            call.trailingClosure == nil, let name = Self.methodName(call.calledExpression)
        else { return nil }
        let arguments = Array(call.arguments)
        guard let position = arguments.firstIndex(where: { argument in
                argument.expression.as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } ?? false
            }),
            // The URL is handed on whole, once, and nothing else passed names it.
            arguments.filter({ Self.mentions($0.expression, names) }).count == 1,
            let method = Self.method(named: name, labels: arguments.map { $0.label?.text ?? "_" }, near: call), let body = method.body
        else { return nil }
        let parameter = Array(method.signature.parameterClause.parameters)[position]
        return schemeGate(body.statements, urlNames: [(parameter.secondName ?? parameter.firstName).text], depth: depth + 1)
    }

    /// `handle` of `handle` and `self.handle`.
    static func methodName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The one method named `name` whose parameters (none variadic or defaulted) take the argument labels
    /// `labels` (`nil`: any label, as a method named by reference takes) in the type body that holds `node`;
    /// `nil` when there is none, or more than one.
    static func method(named name: String, labels: [String?], near node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        guard let members = ancestors(of: node).lazy.compactMap({ $0.as(MemberBlockSyntax.self) }).first else { return nil }
        let found = members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { method in
            let parameters = method.signature.parameterClause.parameters
            return method.name.text == name && parameters.count == labels.count
                && zip(parameters, labels).allSatisfy { parameter, label in
                    parameter.ellipsis == nil && parameter.defaultValue == nil && (label.map { $0 == parameter.firstName.text } ?? true)
                }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `url.scheme`, `url.scheme?.lowercased()`, or a name bound to one.
    private func isScheme(_ expression: ExprSyntax, names: Set<String>, schemeNames: Set<String>) -> Bool {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return schemeNames.contains(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scheme", let base = member.base {
            return Self.mentions(base, names)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["lowercased", "localizedLowercase"].contains(member.declName.baseName.text), let base = member.base
        {
            return isScheme(base, names: names, schemeNames: schemeNames)
        }
        return false
    }

    /// The values conditions require the scheme to be (`equal`: `scheme == "a" || scheme == "b"`,
    /// `["a", "b"].contains(scheme)`) or not to be (`scheme != "a" && scheme != "b"`), lower-cased; `nil`
    /// when no condition is such a comparison, or a value is not a constant.
    private func gateValues(_ conditions: ConditionElementListSyntax, equal: Bool, names: Set<String>, schemeNames: Set<String>) -> [SourceValue]? {
        for condition in conditions {
            guard case .expression(let expression) = condition.condition else { continue }
            if equal, let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "contains", let array = member.base?.as(ArrayExprSyntax.self),
                let argument = call.arguments.first, isScheme(argument.expression, names: names, schemeNames: schemeNames)
            {
                var values: [SourceValue] = []
                for element in array.elements {
                    guard let value = constants.string(element.expression, in: types.last) else { return nil }
                    values.append(SourceValue(value.lowercased(), source: source(element.expression)))
                }
                return values
            }
            guard let sequence = expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            let joiner = equal ? "||" : "&&"
            let comparison = equal ? "==" : "!="
            var values: [SourceValue] = []
            var start = 0
            var isGate = true
            while start < elements.count {
                let end = elements[start...].firstIndex { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == joiner } ?? elements.count
                let part = Array(elements[start..<end])
                guard part.count == 3, part[1].as(BinaryOperatorExprSyntax.self)?.operator.text == comparison else {
                    isGate = false
                    break
                }
                let value: ExprSyntax
                if isScheme(part[0], names: names, schemeNames: schemeNames) { value = part[2] }
                else if isScheme(part[2], names: names, schemeNames: schemeNames) { value = part[0] }
                else {
                    isGate = false
                    break
                }
                guard let text = constants.string(value, in: types.last) else { return nil }
                values.append(SourceValue(text.lowercased(), source: source(value)))
                start = end + 1
            }
            if isGate, !values.isEmpty { return values }
        }
        return nil
    }

    /// Whether statements only leave (end in `return`, `throw`, `fatalError(…)`, or `break` in a `switch`)
    /// without using the URL.
    static func onlyLeaves(_ statements: CodeBlockItemListSyntax, names: Set<String>, allowBreak: Bool = false) -> Bool {
        guard let last = statements.last else { return allowBreak }
        if statements.contains(where: { mentions($0, names) }) { return false }
        switch last.item {
        case .stmt(let statement):
            if statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self) { return true }
            if allowBreak, statement.is(BreakStmtSyntax.self) { return true }
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression, let call = expression.as(FunctionCallExprSyntax.self) {
                return ["fatalError", "preconditionFailure"].contains(calleeName(call.calledExpression))
            }
            return false
        case .expr(let expression):
            if let call = expression.as(FunctionCallExprSyntax.self) { return ["fatalError", "preconditionFailure"].contains(calleeName(call.calledExpression)) }
            return false
        case .decl: return false
        }
    }

    /// Whether `node` refers to one of `names`.
    static func mentions(_ node: some SyntaxProtocol, _ names: Set<String>) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let text) = token.tokenKind { return names.contains(text) }
            if case .dollarIdentifier(let text) = token.tokenKind { return names.contains(text) }
            return false
        }
    }

    // MARK: Notification actions

    /// The actions `Kind.allCases.map { UNNotificationAction(identifier: $0.rawValue, …) }` makes: one per
    /// case of the `String` enum, its raw value the identifier. `nil` when `node` is not such a call.
    func actionsPerCase(_ node: FunctionCallExprSyntax) -> [ImportReport.NotificationCategory.Action]? {
        guard let identifier = node.arguments.first(where: { $0.label?.text == "identifier" })?.expression.as(MemberAccessExprSyntax.self),
            identifier.declName.baseName.text == "rawValue", let element = identifier.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let closure = Self.ancestors(of: node).first(where: { $0.is(ClosureExprSyntax.self) })?.as(ClosureExprSyntax.self),
            Self.parameterNames(of: closure).contains(element) || element == "$0"
        else { return nil }
        let holder = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let mapCall = holder, let map = mapCall.calledExpression.as(MemberAccessExprSyntax.self),
            ["map", "compactMap", "flatMap"].contains(map.declName.baseName.text),
            let allCases = map.base?.as(MemberAccessExprSyntax.self), allCases.declName.baseName.text == "allCases",
            let type = allCases.base?.writtenText, let names = links.members.caseNames(of: type)
        else { return nil }
        let cases = names.compactMap { name in constants.rawValue(of: String(type.split(separator: ".").last ?? ""), name).map { (name: name, rawValue: $0) } }
        guard cases.count == names.count else { return nil }
        let textInput = Self.calleeName(node.calledExpression).hasSuffix("UNTextInputNotificationAction")
        let titleArgument = node.arguments.first { $0.label?.text == "title" }?.expression
        let made = cases.map { item in
            ImportReport.NotificationCategory.Action(
                identifier: item.rawValue, title: titleArgument.flatMap { constants.string($0, in: types.last) },
                options: Self.actionOptions(node), textInput: textInput)
        }
        if let name = Self.boundName(mapCall) { links.actionLists[name] = made }
        return made
    }

    /// The actions an expression gives: an array of `UNNotificationAction(…)` calls, names bound to
    /// actions or lists of them, `Kind.allCases.map { … }`, and `+` of those; `nil` when a part is not read.
    func actions(in expression: ExprSyntax) -> [ImportReport.NotificationCategory.Action]? {
        let expression = Self.unwrapped(expression)
        if let array = expression.as(ArrayExprSyntax.self) {
            var found: [ImportReport.NotificationCategory.Action] = []
            for element in array.elements {
                let item = Self.unwrapped(element.expression)
                if let call = item.as(FunctionCallExprSyntax.self), ["UNNotificationAction", "UNTextInputNotificationAction"].contains(Self.calleeName(call.calledExpression)) {
                    guard let action = action(call, quiet: true) else { return nil }
                    found.append(action)
                } else if let reference = item.as(DeclReferenceExprSyntax.self), let action = actions[reference.baseName.text] {
                    found.append(action)
                } else if let listed = actions(in: item) {
                    found += listed
                } else {
                    return nil
                }
            }
            return found
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return links.actionLists[reference.baseName.text] }
        if let call = expression.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            closure.statements.count == 1, let only = closure.statements.first
        {
            var made: ExprSyntax?
            switch only.item {
            case .expr(let value): made = value
            case .stmt(let statement): made = statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: made = nil
            }
            return made.flatMap { Self.unwrapped($0).as(FunctionCallExprSyntax.self) }.flatMap(actionsPerCase)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var found: [ImportReport.NotificationCategory.Action] = []
            for (offset, element) in sequence.elements.enumerated() {
                if offset % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let listed = actions(in: element) else { return nil }
                    found += listed
                }
            }
            return found
        }
        return nil
    }

    /// `extensionContext?.notificationActions = […]` in a notification content extension: the actions its
    /// categories show while the notification is displayed (iOS 12 and later).
    func notificationActionsAssigned(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "notificationActions",
            let base = member.base, Self.shortText(base).contains("extensionContext") else { return }
        guard let listed = actions(in: value) else {
            notLiteral(value, what: LocalizedText(ja: "コンテンツ拡張が設定する通知アクション", en: "the actions a content extension sets"))
            facts.unreadKinds.insert("notificationAction")
            return
        }
        let category = categoryCompared(around: target)
        links.contentExtensionActions.append(SwiftSourceFacts.ContentExtensionActions(
            actions: listed, category: category, source: source(target),
            uncertainty: Self.condition(of: target, compilationOnly: category != nil)))
    }

    /// The category a `switch` on, or an `if` comparing, a notification's `categoryIdentifier` chooses
    /// around `node`.
    private func categoryCompared(around node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        for ancestor in Self.ancestors(of: node) {
            defer { child = ancestor }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self), Self.shortText(choice.subject).hasSuffix("categoryIdentifier"),
                label.caseItems.count == 1, let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)
            {
                return constants.string(pattern.expression, in: types.last)
            }
            if let branch = ancestor.as(IfExprSyntax.self), child.id == branch.body.id, branch.conditions.count == 1,
                case .expression(let condition)? = branch.conditions.first?.condition, let sequence = condition.as(SequenceExprSyntax.self)
            {
                let parts = Array(sequence.elements)
                if parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
                    if Self.shortText(parts[0]).hasSuffix("categoryIdentifier") { return constants.string(parts[2], in: types.last) }
                    if Self.shortText(parts[2]).hasSuffix("categoryIdentifier") { return constants.string(parts[0], in: types.last) }
                }
            }
            if ancestor.is(FunctionDeclSyntax.self) { return nil }
        }
        return nil
    }

    /// `switch Kind(rawValue: response.actionIdentifier) { case .accept: … }` (or a name bound to that
    /// value): each case handles its raw value.
    func handledThroughRawValues(_ node: SwitchExprSyntax) {
        var subject = Self.unwrapped(node.subject)
        if let reference = subject.as(DeclReferenceExprSyntax.self), let value = localValue(named: reference.baseName.text, at: reference) {
            subject = Self.unwrapped(value)
        }
        guard let call = subject.as(FunctionCallExprSyntax.self), let argument = call.arguments.first, argument.label?.text == "rawValue",
            let read = argument.expression.as(MemberAccessExprSyntax.self) else { return }
        let property = read.declName.baseName.text
        // `Kind(rawValue: shortcutItem.type)`: a quick action's type (FactCollector+QuickActions.swift).
        guard ["actionIdentifier", "categoryIdentifier"].contains(property) || (property == "type" && isShortcutItem(read.base)) else { return }
        let type = String(call.calledExpression.writtenText.split(separator: ".").last ?? "")
        guard links.members.caseNames(of: type) != nil else { return }
        if property == "actionIdentifier" { actionIdentifierResolved.insert(read.id) }
        for switchCase in node.cases {
            guard case .switchCase(let item) = switchCase, case .case(let label) = item.label else { continue }
            for caseItem in label.caseItems {
                guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self),
                    let member = Self.unwrapped(pattern.expression).as(MemberAccessExprSyntax.self),
                    let raw = constants.rawValue(of: member.base.map { String($0.writtenText.split(separator: ".").last ?? "") } ?? type, member.declName.baseName.text)
                else { continue }
                let found = SourceValue(raw, source: source(pattern), uncertainty: Self.condition(of: pattern, compilationOnly: true))
                if property == "type" { quickActionHandledRawValue(found) }
                else if property == "actionIdentifier" { facts.handledActions.append(found) } else { facts.handledCategories.append(found) }
            }
        }
    }
}
#endif
