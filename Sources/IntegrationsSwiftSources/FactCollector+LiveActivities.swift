#if SwiftSources
import IntegrationsCore
import IntegrationsImport
import SwiftSyntax

/// What the reader gathers about Live Activities (ActivityKit) over every file: the `ActivityAttributes`
/// types and their fields, the structs and `String` enums a `ContentState` may be made of, and where the
/// code starts, updates, ends and presents each activity. ``finish(into:)`` puts them together once every
/// file is read, since a `typealias ContentState = Status` may name a struct in another file.
struct LiveActivityReading {
    /// A type conforming to `ActivityAttributes`.
    struct Declaration {
        var type: String
        var source: String
        var attributes: [ImportReport.LiveActivityField]
        var uncertainty: Uncertainty?
    }

    /// A place the code names an attributes type.
    struct Use {
        enum Kind { case start, update, end, pushToStart, present }
        var kind: Kind
        var type: String
        var source: String
        var uncertainty: Uncertainty?
        var pushType: String?
        var widget: String?
    }

    var declarations: [Declaration] = []
    /// Each struct's stored fields (JSON keys applied), by its name and by `Outer.Name`.
    var structs: [String: [ImportReport.LiveActivityField]] = [:]
    /// Each `String` enum's raw values, by its name and by `Outer.Name`.
    var stringEnums: [String: [String]] = [:]
    /// `typealias ContentState = X`, by the type that declares it.
    var stateAliases: [String: String] = [:]
    var uses: [Use] = []
    var frequentPushesReadAt: [String] = []

    /// Adds one file's findings.
    mutating func add(_ other: LiveActivityReading) {
        declarations += other.declarations
        structs.merge(other.structs) { first, _ in first }
        stringEnums.merge(other.stringEnums) { first, _ in first }
        stateAliases.merge(other.stateAliases) { first, _ in first }
        uses += other.uses
        frequentPushesReadAt += other.frequentPushesReadAt
    }

    /// The fields of the struct a name is written as (`Status`, `Model.Status`), each `String` enum's cases added.
    private func fields(of written: String) -> [ImportReport.LiveActivityField]? {
        let last = String(written.split(separator: ".").last ?? Substring(written))
        return (structs[written] ?? structs[last]).map(withCases)
    }

    private func withCases(_ fields: [ImportReport.LiveActivityField]) -> [ImportReport.LiveActivityField] {
        fields.map { field in
            var found = field
            let last = String(field.type.split(separator: ".").last ?? Substring(field.type))
            found.cases = stringEnums[field.type] ?? stringEnums[last]
            return found
        }
    }

    /// Every Live Activity with its uses, into `facts`; a `ContentState` not found makes
    /// `liveActivityAttributes` an unread kind, with a note.
    func finish(into facts: inout SwiftSourceFacts) {
        var activities: [ImportReport.LiveActivity] = []
        var declaredUncertainty: [String: Uncertainty] = [:]
        func index(_ type: String) -> Int {
            if let found = activities.firstIndex(where: { $0.attributesType == type }) { return found }
            activities.append(ImportReport.LiveActivity(attributesType: type))
            return activities.count - 1
        }
        for declaration in declarations where !activities.contains(where: { $0.attributesType == declaration.type }) {
            var activity = ImportReport.LiveActivity(
                attributesType: declaration.type, source: declaration.source, attributes: withCases(declaration.attributes))
            // A nested `ContentState` is looked up by `Type.ContentState` only: another type's has the same last name.
            if let state = structs["\(declaration.type).ContentState"].map(withCases) ?? stateAliases[declaration.type].flatMap(fields(of:)) {
                activity.contentState = state
            } else {
                facts.unreadKinds.insert("liveActivityAttributes")
                let written = stateAliases[declaration.type].map { TerminalText.shortLine($0) }
                facts.notes.append(Diagnostic.importNote(.importNotLiteral, declaration.source, LocalizedText(
                    ja: "\(declaration.type) の ContentState\(written.map { "（\($0)）" } ?? "") の宣言が読んだソースにありません。そのフィールドは分かりません",
                    en: "the ContentState of \(declaration.type)\(written.map { " (\($0))" } ?? "") is not declared in the sources read; its fields are not known")))
            }
            activities.append(activity)
            declaredUncertainty[declaration.type] = declaration.uncertainty
        }
        var certainStart: Set<String> = []
        var startReason: [String: Uncertainty] = [:]
        for use in uses {
            let at = index(use.type)
            func add(_ list: inout [String]) { if !list.contains(use.source) { list.append(use.source) } }
            switch use.kind {
            case .start:
                add(&activities[at].startedAt)
                if let push = use.pushType, !activities[at].pushTypes.contains(push) { activities[at].pushTypes.append(push) }
            case .update: add(&activities[at].updatedAt)
            case .end: add(&activities[at].endedAt)
            case .pushToStart:
                activities[at].pushToStart = true
                add(&activities[at].pushToStartAt)
            case .present:
                let presenter = ImportReport.LiveActivity.Presenter(widget: use.widget ?? "?", source: use.source)
                if !activities[at].presentedBy.contains(presenter) { activities[at].presentedBy.append(presenter) }
            }
            guard use.kind == .start || use.kind == .pushToStart else { continue }
            if let reason = use.uncertainty {
                if startReason[use.type] == nil { startReason[use.type] = reason }
            } else {
                certainStart.insert(use.type)
            }
        }
        for at in activities.indices {
            let type = activities[at].attributesType
            let starts = !activities[at].startedAt.isEmpty || !activities[at].pushToStartAt.isEmpty
            activities[at].uncertainty = starts ? (certainStart.contains(type) ? nil : startReason[type]) : declaredUncertainty[type]
        }
        facts.liveActivities += activities
        facts.frequentPushesReadAt += frequentPushesReadAt
    }
}

/// One file's Live Activities (see ``LiveActivityReading``), read during the file's one walk: FactCollector's
/// visits call each method as they reach its node, before the node's children.
final class LiveActivityFileReader {
    unowned let collector: FactCollector
    var found = LiveActivityReading()
    /// The enclosing types, innermost last: the walk's own.
    private var types: [String] { collector.types }
    /// Whether the file's text names `Activity` at all: when it does not, no `Activity<X>` is looked for.
    private let mentionsActivity: Bool
    /// Names bound to an `Activity<X>` (`let a = try Activity<X>.request(…)`, `for a in Activity<X>.activities`,
    /// `var current: Activity<X>?`), and the X.
    private var activityNames: [String: String] = [:]
    /// Names bound to a value of a type (`let attributes = BrewAttributes(…)`, `attributes: BrewAttributes`).
    private var valueTypes: [String: String] = [:]
    /// Updates and ends on a base whose attributes type is not known yet.
    private var pending: [(kind: LiveActivityReading.Use.Kind, source: String, uncertainty: Uncertainty?)] = []
    /// Every attributes type the file names.
    private var named: Set<String> = []

    init(collector: FactCollector, mentionsActivity: Bool) {
        self.collector = collector
        self.mentionsActivity = mentionsActivity
    }

    // MARK: Types

    /// A struct, before the walk enters it.
    func structDecl(_ node: StructDeclSyntax) {
        let name = node.name.text
        let conformances = Set(FactCollector.inheritedNames(of: DeclSyntax(node))).union(collector.constants.allConformances(of: name))
        let fields = storedFields(node.memberBlock)
        if !fields.isEmpty || node.memberBlock.members.isEmpty { record(&found.structs, name, fields) }
        if conformances.contains("ActivityAttributes") {
            named.insert(name)
            found.declarations.append(LiveActivityReading.Declaration(
                type: name, source: collector.source(node.name), attributes: fields, uncertainty: ReachCondition.of(node)))
        }
    }

    /// An enum, before the walk enters it.
    func enumDecl(_ node: EnumDeclSyntax) {
        let name = node.name.text
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.writtenText } ?? []
        if inherited.contains("String") || inherited.contains("Swift.String") {
            let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).map { element in
                collector.constants.rawValue(of: name, element.name.text) ?? element.name.text
            }
            record(&found.stringEnums, name, cases)
        }
    }

    func typeAlias(_ node: TypeAliasDeclSyntax) {
        if node.name.text == "ContentState", let owner = types.last {
            found.stateAliases[owner] = node.initializer.value.writtenText
        }
    }

    /// Records a value under the type's name and under `Outer.Name`.
    private func record<Value>(_ table: inout [String: Value], _ name: String, _ value: Value) {
        if table[name] == nil { table[name] = value }
        if let outer = types.last, table["\(outer).\(name)"] == nil { table["\(outer).\(name)"] = value }
    }

    /// A type's stored properties as its synthesized `Codable` writes them: not `static`, not computed, not a
    /// `let` with a value; keyed by `CodingKeys` when it has them (a property it leaves out is not written).
    func storedFields(_ members: MemberBlockSyntax) -> [ImportReport.LiveActivityField] {
        var keys: [String: String]?
        for member in members.members {
            guard let codingKeys = member.decl.as(EnumDeclSyntax.self), codingKeys.name.text == "CodingKeys" else { continue }
            var found: [String: String] = [:]
            for cases in codingKeys.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }) {
                for element in cases.elements {
                    let raw = element.rawValue.flatMap { collector.constants.string($0.value, in: codingKeys.name.text) }
                    found[element.name.text] = raw ?? element.name.text
                }
            }
            keys = found
        }
        var fields: [ImportReport.LiveActivityField] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
            let bindings = Array(variable.bindings)
            for (position, binding) in bindings.enumerated() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock {
                    switch accessors.accessors {
                    case .getter: continue
                    case .accessors(let list):
                        if list.contains(where: { ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }) { continue }
                    }
                }
                if variable.bindingSpecifier.text == "let", binding.initializer != nil { continue }
                // `var a, b: Int`: the type written on a later binding.
                let annotation = binding.typeAnnotation ?? bindings[position...].lazy.compactMap(\.typeAnnotation).first
                var type = annotation?.type.writtenText ?? binding.initializer.map { Self.literalType($0.value) } ?? "?"
                var optional = false
                if type.hasSuffix("?") || type.hasSuffix("!") {
                    type.removeLast()
                    optional = true
                } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
                    type = String(type.dropFirst("Optional<".count).dropLast())
                    optional = true
                }
                if let keys {
                    guard let key = keys[name] else { continue }
                    fields.append(ImportReport.LiveActivityField(name: name, key: key, type: type, optional: optional))
                } else {
                    fields.append(ImportReport.LiveActivityField(name: name, type: type, optional: optional))
                }
            }
        }
        return fields
    }

    /// The type a literal gives a property written without one (`var count = 0`).
    static func literalType(_ expression: ExprSyntax) -> String {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callee.baseName.text
        }
        return "?"
    }

    // MARK: Names

    /// `X` of the first `Activity<X>` in a node; none in a file that never names `Activity`.
    func activityType(in node: some SyntaxProtocol) -> String? {
        mentionsActivity ? Self.activityType(in: node) : nil
    }

    /// `X` of the first `Activity<X>` in a node.
    static func activityType(in node: some SyntaxProtocol) -> String? {
        let finder = ActivityGenericFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    func binding(_ node: PatternBindingSyntax) {
        // The names bound are read only by a call on `Activity`, which a file that never names it has none of.
        guard mentionsActivity, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let annotation = node.typeAnnotation {
            if let type = activityType(in: annotation) {
                activityNames[name] = type
                named.insert(type)
            } else {
                valueTypes[name] = Self.typeName(annotation.type)
            }
        }
        if let value = node.initializer?.value {
            if let type = activityType(in: value) {
                activityNames[name] = type
            } else if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), let type = Self.constructedType(call) {
                valueTypes[name] = type
            }
        }
    }

    func parameter(_ node: FunctionParameterSyntax) {
        guard mentionsActivity else { return }
        let name = (node.secondName ?? node.firstName).text
        if let type = activityType(in: node.type) { activityNames[name] = type } else { valueTypes[name] = Self.typeName(node.type) }
    }

    func forLoop(_ node: ForStmtSyntax) {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = activityType(in: node.sequence) {
            activityNames[name] = type
        }
    }

    /// A type's name as written, without `?`, `!` or its module.
    static func typeName(_ type: TypeSyntax) -> String {
        var text = type.writtenText
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return String(text.split(separator: ".").last ?? Substring(text))
    }

    /// An expression without `try`, `await` and `!`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let inner = expression.as(TryExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(AwaitExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(inner.expression) }
        return expression
    }

    /// `X` of `X(…)` and `X.init(…)`, when X is written upper-case first (a type).
    static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return name.first?.isUppercase == true ? name : nil
    }

    // MARK: Calls

    func call(_ node: FunctionCallExprSyntax, callee: String) {
        switch callee {
        case "request": request(node)
        case "update": lifecycle(node, .update)
        case "end": lifecycle(node, .end)
        case "ActivityConfiguration":
            if let argument = node.arguments.first(where: { $0.label?.text == "for" })?.expression.as(MemberAccessExprSyntax.self),
                argument.declName.baseName.text == "self", let base = argument.base
            {
                let type = String(base.writtenText.split(separator: ".").last ?? "")
                named.insert(type)
                use(.present, type, at: node, widget: types.first)
            }
        default: break
        }
    }

    func member(_ node: MemberAccessExprSyntax) {
        switch node.declName.baseName.text {
        case "pushToStartTokenUpdates":
            if let base = node.base, let type = activityType(in: base) {
                named.insert(type)
                use(.pushToStart, type, at: node)
            }
        case "frequentPushesEnabled":
            found.frequentPushesReadAt.append(collector.source(node))
        default: break
        }
    }

    private func use(_ kind: LiveActivityReading.Use.Kind, _ type: String, at node: some SyntaxProtocol, pushType: String? = nil, widget: String? = nil) {
        found.uses.append(LiveActivityReading.Use(
            kind: kind, type: type, source: collector.source(node), uncertainty: FactCollector.condition(of: node), pushType: pushType, widget: widget))
    }

    /// `Activity<X>.request(attributes:…)`, `Activity.request(attributes: X(…), …)` (iOS 16.1's
    /// `contentState:` form too), with its `pushType:`.
    private func request(_ node: FunctionCallExprSyntax) {
        guard let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return }
        let written = base.writtenText
        var type: String?
        if let specialized = base.as(GenericSpecializationExprSyntax.self) {
            guard ["Activity", "ActivityKit.Activity"].contains(specialized.expression.writtenText) else { return }
            type = activityType(in: base)
        } else {
            guard written == "Activity" || written == "ActivityKit.Activity" else { return }
        }
        let attributes = node.arguments.first { $0.label?.text == "attributes" }?.expression
        if type == nil, let attributes {
            if let call = Self.unwrapped(attributes).as(FunctionCallExprSyntax.self) {
                type = Self.constructedType(call)
            } else if let reference = Self.unwrapped(attributes).as(DeclReferenceExprSyntax.self) {
                type = valueTypes[reference.baseName.text]
            }
        }
        guard let type else {
            collector.notLiteral(attributes ?? ExprSyntax(node), what: LocalizedText(ja: "Live Activity の属性の型", en: "a Live Activity's attributes type"))
            collector.facts.unreadKinds.insert("liveActivityAttributes")
            return
        }
        named.insert(type)
        var pushType: String?
        if let push = node.arguments.first(where: { $0.label?.text == "pushType" })?.expression {
            if let member = push.as(MemberAccessExprSyntax.self) {
                pushType = member.declName.baseName.text
            } else if let call = push.as(FunctionCallExprSyntax.self) {
                pushType = FactCollector.calleeName(call.calledExpression)
            }
        }
        use(.start, type, at: node, pushType: pushType)
    }

    /// `update(…)` and `end(…)` on an activity: a name bound to `Activity<X>`, an `Activity<X>` in the base
    /// (`Activity<X>.activities.first?.end(…)`), or `$0` in a closure given to a call on one
    /// (`Activity<X>.activities.forEach { … }`). Another base counts when the call has ActivityKit's
    /// arguments and the file names one attributes type only.
    private func lifecycle(_ node: FunctionCallExprSyntax, _ kind: LiveActivityReading.Use.Kind) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        var type: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            type = activityNames[reference.baseName.text]
            if type == nil, reference.baseName.text.hasPrefix("$") { type = closureActivityType(node) }
        } else if let optional = base.as(OptionalChainingExprSyntax.self), let reference = optional.expression.as(DeclReferenceExprSyntax.self) {
            type = activityNames[reference.baseName.text]
        }
        if type == nil { type = activityType(in: base) }
        if let type {
            use(kind, type, at: node)
            return
        }
        // ActivityKit's shapes: `update(ActivityContent(…))`, `update(using:)`, `end(_:dismissalPolicy:)`, `end(using:…)`.
        let labels = node.arguments.map { $0.label?.text }
        let first = node.arguments.first.map { FactCollector.calleeName(Self.unwrapped($0.expression).as(FunctionCallExprSyntax.self)?.calledExpression ?? $0.expression) }
        let shaped = kind == .update
            ? (first == "ActivityContent" || labels.contains("using") || labels.contains("alertConfiguration"))
            : (labels.contains("dismissalPolicy") || (labels.contains("using") && first != nil))
        guard shaped else { return }
        pending.append((kind, collector.source(node), FactCollector.condition(of: node)))
    }

    /// The `Activity<X>` a closure's `$0` stands for: the closure is given to a call on `Activity<X>…`.
    private func closureActivityType(_ node: some SyntaxProtocol) -> String? {
        for ancestor in FactCollector.ancestors(of: node) {
            guard ancestor.is(ClosureExprSyntax.self) else { continue }
            var outer = ancestor.parent
            while let current = outer, !current.is(FunctionCallExprSyntax.self) { outer = current.parent }
            guard let call = outer?.as(FunctionCallExprSyntax.self) else { return nil }
            return activityType(in: call.calledExpression)
        }
        return nil
    }

    /// Updates and ends on an unknown base count for the file's one attributes type; with none or several,
    /// they are left out.
    func resolvePending() {
        guard named.count == 1, let only = named.first else { return }
        for entry in pending {
            found.uses.append(LiveActivityReading.Use(kind: entry.kind, type: only, source: entry.source, uncertainty: entry.uncertainty))
        }
    }
}

/// The first `Activity<X>` in a node, as an expression or a type.
final class ActivityGenericFinder: SyntaxVisitor {
    var found: String?
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, ["Activity", "ActivityKit.Activity"].contains(node.expression.writtenText),
            let argument = node.genericArgumentClause.arguments.first
        {
            found = Self.lastName(argument.argument.writtenText)
        }
        return found == nil ? .visitChildren : .skipChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.name.text == "Activity", let argument = node.genericArgumentClause?.arguments.first {
            found = Self.lastName(argument.argument.writtenText)
        }
        return found == nil ? .visitChildren : .skipChildren
    }
    static func lastName(_ text: String) -> String { String(text.split(separator: ".").last ?? Substring(text)) }
}
#endif
