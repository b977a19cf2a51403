#if SwiftSources
import Foundation
import IntegrationsImport
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// The string constants an app's sources declare, so that a kind, an activity type or a URL written as
/// `Kinds.progress`, `ActivityType.viewing.rawValue` or `"\(scheme)://items"` reads as its value.
///
/// Followed: `static let` / `let` / `static var … { "literal" }` of a type or the file, enum cases with
/// raw values (explicit, and implicit: the case's name), `+` and interpolation of those, and the
/// first argument of `String(localized:)`, `LocalizedStringResource(_:)` and `NSLocalizedString(_:comment:)`.
/// Values built in code are followed too, each with the condition it depends on (``values(_:in:)``):
/// `if` and `switch` expressions, getters that `return` in each branch of an `if #available`, an enum
/// case's computed property (`switch self`, `rawValue`), a member a protocol extension supplies,
/// `String(describing: Self.self)`, and `Bundle.main.bundleIdentifier` (``bundleIdentifierMarker``).
/// Anything else is not a literal, and the caller notes it.
///
/// Names are scoped as the compiler scopes them: a `private` or `fileprivate` type or constant belongs to
/// its file, so three files each with their own `private struct Constants { static let kind = … }` give
/// three kinds; a name found in the file asking wins over one of another file.
final class Constants {
    /// Where a constant is declared and what it is.
    struct Entry {
        enum Value {
            /// `let x = value`, `var x: T { value }`.
            case expression(ExprSyntax)
            /// A getter whose body does more than return one expression.
            case body(CodeBlockItemListSyntax)
        }

        var value: Value
        var file: String
        /// The `#if` it is declared under.
        var condition: Uncertainty?
    }

    /// An enum case of a `String` enum.
    struct Case {
        var name: String
        var type: String
        var rawValue: ExprSyntax?
        var file: String
        /// Whether the enum's raw values are strings (`enum Kind: String`).
        var isString = true
    }

    /// An initialiser that forwards to `NSUserActivity(activityType:)` (`convenience init(kind: Kind) {
    /// self.init(activityType: kind.rawValue) }`, or a subclass's `super.init(activityType:)`).
    struct ActivityInitializer {
        /// The parameters: label (nil for `_`), name, type as written.
        var parameters: [(label: String?, name: String, type: String)]
        /// The `activityType:` argument it forwards.
        var activityType: ExprSyntax
        var file: String
        /// `isEligibleFor…` flags its body sets, `true` or `false`.
        var flags: [String: Bool]
    }

    /// A value found, and why it may not be the one the app uses.
    struct Found: Hashable {
        var text: String
        var uncertainty: Uncertainty?
    }

    /// Where a question is asked: the type a bare name belongs to, the file (for `private` names), the
    /// enum case `self` is, and the parameters of an initialiser being followed.
    struct Scope {
        var type: String?
        var file: String
        var selfCase: (type: String, name: String)?
        var bindings: [String: Binding] = [:]
        /// The value a name bound in the function around the question has (`let id = …`,
        /// `guard let id = Bundle.main.bundleIdentifier else { … }`), before the file's and types' names.
        var locals: ((String) -> ExprSyntax?)?

        init(type: String?, file: String, selfCase: (type: String, name: String)? = nil) {
            self.type = type
            self.file = file
            self.selfCase = selfCase
        }
    }

    /// A parameter bound to the argument a call gives it, read where the call is.
    final class Binding {
        let expression: ExprSyntax
        let typeHint: String?
        let scope: Scope
        /// The values, when they were read where the name was bound (a getter's locals).
        let values: [Found]?

        init(expression: ExprSyntax, typeHint: String?, scope: Scope, values: [Found]? = nil) {
            self.expression = expression
            self.typeHint = typeHint
            self.scope = scope
            self.values = values
        }
    }

    /// What `Bundle.main.bundleIdentifier` reads as: the build setting Xcode writes `CFBundleIdentifier`
    /// from, replaced by the importer with the app's identifier when it knows it.
    static let bundleIdentifierMarker = ImportReport.bundleIdentifierMarker

    /// Who read and wrote which names of the tables below (a file's facts read before a later file's names
    /// were written are read again).
    let reads: TableReads

    /// Entries by key: `file\0Type.name` or `\0Type.name` (a file's `private` names carry the file).
    private var entries: RecordedTable<[Entry]>
    /// `String` enum cases by `file\0Type.case` or `\0Type.case`, and by case name.
    private var cases: RecordedTable<[Case]>
    private var casesByName: RecordedTable<[Case]>
    /// Each type's conformances and superclass (last name component), from declarations and extensions.
    private(set) var conformances: RecordedTable<Set<String>>
    /// Every protocol declared, and the names of types declared (not extended).
    private(set) var protocols: RecordedTable<Bool>
    private(set) var declaredTypes: RecordedTable<Bool>
    /// Members a protocol extension supplies, by protocol.
    private(set) var protocolMembers: RecordedTable<[MemberBlockSyntax]>
    /// Initialisers that forward to `NSUserActivity(activityType:)`, by the type they initialise.
    private(set) var activityInitializers: RecordedTable<[ActivityInitializer]>

    init(reads: TableReads = TableReads()) {
        self.reads = reads
        entries = RecordedTable(.constants, reads)
        cases = RecordedTable(.cases, reads)
        casesByName = RecordedTable(.casesByName, reads)
        conformances = RecordedTable(.conformances, reads)
        protocols = RecordedTable(.protocols, reads)
        declaredTypes = RecordedTable(.declaredTypes, reads)
        protocolMembers = RecordedTable(.protocolMembers, reads)
        activityInitializers = RecordedTable(.activityInitializers, reads)
    }

    private static func key(_ name: String, file: String?) -> String { (file ?? "") + "\u{0}" + name }

    /// Records a constant named `name` in `type` (`nil` at file level); `fileScoped` when it or its type
    /// is `private` or `fileprivate`.
    func add(_ name: String, in type: String?, value: Entry.Value, file: String, fileScoped: Bool, condition: Uncertainty?) {
        let qualified = type.map { "\($0).\(name)" } ?? name
        entries.change(Self.key(qualified, file: fileScoped ? file : nil), initial: []) { $0.append(Entry(value: value.copiedOut, file: file, condition: condition)) }
    }

    /// Records a `String` enum case and its raw value (`nil`: the case's name).
    func addCase(_ name: String, in type: String, rawValue: ExprSyntax?, file: String, fileScoped: Bool, isString: Bool = true) {
        let found = Case(name: name, type: type, rawValue: rawValue?.copiedOut, file: file, isString: isString)
        cases.change(Self.key("\(type).\(name)", file: fileScoped ? file : nil), initial: []) { $0.append(found) }
        casesByName.change(name, initial: []) { $0.append(found) }
    }

    /// Adds conformances to `type`'s; one it already has (an extension adding none) is not a change, so no
    /// file that read the type's conformances is read again for it (``TableReads``).
    func addConformances(_ names: [String], to type: String) {
        guard !names.allSatisfy(unrecordedConformances(of: type).contains) else { return }
        conformances.change(type, initial: []) { $0.formUnion(names) }
    }

    /// `type`'s conformances so far, while the names are collected: not a read of a file's facts.
    private func unrecordedConformances(of type: String) -> Set<String> {
        conformances.unrecorded(type) ?? []
    }

    func addDeclaredType(_ name: String) { declaredTypes.insert(name) }

    func addProtocol(_ name: String, inherits: [String]) {
        protocols.insert(name)
        addConformances(inherits, to: name)
    }

    func addProtocolMembers(_ members: MemberBlockSyntax, of name: String) {
        protocolMembers.change(name, initial: []) { $0.append(members.copiedOut) }
    }

    func addActivityInitializer(_ initializer: ActivityInitializer, for type: String) {
        activityInitializers.change(type, initial: []) { $0.append(initializer) }
    }

    /// Every protocol and superclass `type` conforms to, through protocols that refine others.
    func allConformances(of type: String) -> Set<String> {
        var found: Set<String> = []
        var pending = Array(conformances[type] ?? [])
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += conformances[next] ?? []
        }
        return found
    }

    /// How many expressions one question may look at: constants made of constants (`let a = b + b + b`,
    /// `let b = c + c + c`…) would otherwise take time and memory that grow as a power of their number.
    static let stepLimit = 10_000
    /// The longest string a question may build from constants.
    static let lengthLimit = 1 << 20
    /// The most values one question may give (each branch of an `if`, a `switch`…, and their combinations).
    static let valueLimit = 32
    /// Expressions looked at in the current question.
    private var steps = 0
    /// The file being read, where a question names no file: its `private` names are found first.
    var currentFile = ""

    // MARK: Questions

    /// The string `expression` stands for, or `nil` when it is not a literal the rules above follow, or
    /// may be one of several values, or depends on a condition.
    func string(_ expression: ExprSyntax, in type: String? = nil, file: String? = nil) -> String? {
        string(expression, in: Scope(type: type, file: file ?? currentFile))
    }

    /// The string `expression` stands for in `scope`, as ``string(_:in:file:)``.
    func string(_ expression: ExprSyntax, in scope: Scope) -> String? {
        let found = values(expression, in: scope)
        guard found.count == 1, let only = found.first, only.uncertainty == nil else { return nil }
        return only.text
    }

    /// Every value `expression` may stand for, each with the condition it depends on; empty when it is not
    /// a literal the rules above follow.
    func values(_ expression: ExprSyntax, in scope: Scope) -> [Found] {
        steps = 0
        return resolve(expression, scope, depth: 0)
    }

    private func resolve(_ expression: ExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        guard depth < 12 else { return [] }
        steps += 1
        guard steps <= Self.stepLimit else { return [] }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return interpolated(literal, scope, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return constant(reference.baseName.text, scope, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return memberValue(member, scope, depth: depth)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequenceValue(sequence, scope, depth: depth)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return resolve(inner.expression, scope, depth: depth + 1)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            return resolve(forced.expression, scope, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return callValue(call, scope, depth: depth)
        }
        if let branches = expression.as(IfExprSyntax.self) {
            return ifValues(branches, scope, depth: depth)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchValues(switchExpression, scope, depth: depth)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = ternary.condition.writtenText
            return Self.merged([
                Self.conditioned(resolve(ternary.thenExpression, scope, depth: depth + 1), Uncertainty(.condition, condition)),
                Self.conditioned(resolve(ternary.elseExpression, scope, depth: depth + 1), Uncertainty(.condition, "!(\(condition))")),
            ])
        }
        return []
    }

    private func interpolated(_ literal: StringLiteralExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        var results = [Found(text: "", uncertainty: nil)]
        let kind = literal.stringLiteralKind
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                var text = ""
                if let kind, !part.hasError {
                    part.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &text)
                } else {
                    text = part.content.text
                }
                for index in results.indices { results[index].text += text }
            case .expressionSegment(let part):
                guard part.expressions.count == 1, let inner = part.expressions.first else { return [] }
                let filled = resolve(inner.expression, scope, depth: depth + 1)
                guard let combined = Self.product(results, filled) else { return [] }
                results = combined
            }
        }
        return results
    }

    /// Every `a + b` of a value of each, or `nil` past the limits.
    private static func product(_ left: [Found], _ right: [Found]) -> [Found]? {
        guard !right.isEmpty, left.count * right.count <= valueLimit else { return nil }
        var combined: [Found] = []
        for first in left {
            for second in right {
                guard first.text.utf8.count + second.text.utf8.count <= lengthLimit else { return nil }
                combined.append(Found(text: first.text + second.text, uncertainty: first.uncertainty ?? second.uncertainty))
            }
        }
        return combined
    }

    private func sequenceValue(_ sequence: SequenceExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        let elements = Array(sequence.elements)
        // `a ?? b`: the value of `a` when it has one (`Bundle.main.bundleIdentifier ?? ""`: an app's bundle
        // always has its identifier). When `a` is not known (a property of a package not in the repository,
        // `Bundle.main.mainBundleIdentifier ?? Bundle.main.bundleIdentifier!`), the value of `b`, uncertain
        // for being built from `a`, which may have another value.
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let first = resolve(elements[0], scope, depth: depth + 1)
            guard first.isEmpty else { return first }
            return Self.conditioned(resolve(elements[2], scope, depth: depth + 1), Uncertainty(.unresolved, FactCollector.shortText(elements[0])))
        }
        // `a + b + c`, unfolded: operands at even places, `+` between.
        var results = [Found(text: "", uncertainty: nil)]
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return [] }
            } else {
                guard let combined = Self.product(results, resolve(element, scope, depth: depth + 1)) else { return [] }
                results = combined
            }
        }
        return results
    }

    private func callValue(_ call: FunctionCallExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        // The callee's name, without writing out a long callee (`a.b().c()…`).
        let implicitMember: String? = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member -> String? in
            member.base == nil ? "." + member.declName.baseName.text : nil
        }
        let callee: String = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? implicitMember ?? ""
        // `text.replacingOccurrences(of: "a", with: "b")` of known values.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "replacingOccurrences",
            let base = member.base, call.arguments.count == 2,
            let of = call.arguments.first(where: { $0.label?.text == "of" }), let with = call.arguments.first(where: { $0.label?.text == "with" })
        {
            let target = resolve(of.expression, scope, depth: depth + 1), replacement = resolve(with.expression, scope, depth: depth + 1)
            guard target.count == 1, replacement.count == 1, let text = target.first?.text, !text.isEmpty, let new = replacement.first?.text else { return [] }
            return resolve(base, scope, depth: depth + 1).map {
                Found(text: $0.text.replacingOccurrences(of: text, with: new), uncertainty: $0.uncertainty ?? target[0].uncertainty ?? replacement[0].uncertainty)
            }
        }
        // `String(describing: Self.self)`: the type's name.
        if callee == "String", call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing",
            let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base
        {
            let written = base.writtenText
            let name = written == "Self" ? scope.type : String(written.split(separator: ".").last ?? "")
            return name.map { [Found(text: $0, uncertainty: nil)] } ?? []
        }
        // `LocalizedStringResource("key", defaultValue: "Title")`, `.init("key", defaultValue: …)`: the text shown.
        if ["String", "LocalizedStringResource", ".init", "NSLocalizedString"].contains(callee),
            let value = call.arguments.first(where: { $0.label?.text == "defaultValue" || $0.label?.text == "value" })
        {
            return resolve(value.expression, scope, depth: depth + 1)
        }
        if ["String", "LocalizedStringResource", "NSLocalizedString", "LocalizedStringKey", "Text"].contains(callee),
            let first = call.arguments.first, first.label == nil || first.label?.text == "localized"
        {
            return resolve(first.expression, scope, depth: depth + 1)
        }
        return []
    }

    private func ifValues(_ node: IfExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        let condition = node.conditions.writtenText
        var found: [[Found]] = []
        guard let body = Self.onlyExpression(node.body.statements) else { return [] }
        found.append(Self.conditioned(resolve(body, scope, depth: depth + 1), Uncertainty(.condition, condition)))
        switch node.elseBody {
        case .ifExpr(let next)?:
            found.append(Self.conditioned(ifValues(next, scope, depth: depth + 1), Uncertainty(.condition, "!(\(condition))")))
        case .codeBlock(let block)?:
            guard let other = Self.onlyExpression(block.statements) else { return [] }
            found.append(Self.conditioned(resolve(other, scope, depth: depth + 1), Uncertainty(.condition, "!(\(condition))")))
        case nil:
            return []
        }
        guard !found.contains(where: \.isEmpty) else { return [] }
        return Self.merged(found)
    }

    private func switchValues(_ node: SwitchExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        // `switch self` in an enum's property, asked of one case: that case's branch.
        let subject = node.subject.writtenText
        if subject == "self", let selfCase = scope.selfCase, let branch = Self.branch(of: node, for: selfCase.name) {
            guard let expression = Self.onlyExpression(branch.statements) else { return [] }
            return resolve(expression, scope, depth: depth + 1)
        }
        var found: [[Found]] = []
        for item in node.cases {
            guard case .switchCase(let branch) = item, let expression = Self.onlyExpression(branch.statements) else { return [] }
            let values = resolve(expression, scope, depth: depth + 1)
            guard !values.isEmpty else { return [] }
            found.append(Self.conditioned(values, Uncertainty(.condition, branch.label.writtenText.trimmingSuffix(":"))))
        }
        return Self.merged(found)
    }

    /// The branch of `switch self` that a case takes (`case .a, .b:`), else its `default:`.
    static func branch(of node: SwitchExprSyntax, for caseName: String) -> SwitchCaseSyntax? {
        var fallback: SwitchCaseSyntax?
        for item in node.cases {
            guard case .switchCase(let branch) = item else { continue }
            switch branch.label {
            case .default: fallback = branch
            case .case(let label):
                for caseItem in label.caseItems {
                    let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
                    if pattern?.declName.baseName.text == caseName { return branch }
                }
            }
        }
        return fallback
    }

    /// The expression a block is made of when it is one expression or one `return`.
    static func onlyExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first else { return nil }
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression }
            return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    static func conditioned(_ values: [Found], _ condition: Uncertainty?) -> [Found] {
        values.map { Found(text: $0.text, uncertainty: $0.uncertainty ?? condition) }
    }

    /// The values of several branches: a value every branch gives without a condition of its own is certain;
    /// any other keeps the first reason found.
    static func merged(_ branches: [[Found]]) -> [Found] {
        var order: [String] = []
        var certain: Set<String> = []
        var reasons: [String: Uncertainty] = [:]
        var branchCount: [String: Int] = [:]
        for branch in branches {
            for text in Set(branch.map(\.text)) { branchCount[text, default: 0] += 1 }
            for value in branch {
                if !order.contains(value.text) { order.append(value.text) }
                if let uncertainty = value.uncertainty {
                    if reasons[value.text] == nil { reasons[value.text] = uncertainty }
                } else {
                    certain.insert(value.text)
                }
            }
        }
        // A value every branch gives is reached whichever is taken.
        return order.prefix(valueLimit).map { text in
            let everywhere = branches.count > 1 && branchCount[text] == branches.count
            return Found(text: text, uncertainty: certain.contains(text) || everywhere ? nil : reasons[text])
        }
    }

    // MARK: Names

    private func constant(_ name: String, _ scope: Scope, depth: Int) -> [Found] {
        if let binding = scope.bindings[name] {
            if let values = binding.values { return values }
            return resolve(binding.expression, binding.scope, depth: depth + 1)
        }
        if name == "rawValue", let selfCase = scope.selfCase {
            return rawValue(selfCase.type, selfCase.name, depth: depth)
        }
        // A local of the function the question is asked in shadows a member and a file's constant.
        if let local = scope.locals?(name) { return resolve(local, scope, depth: depth + 1) }
        if let type = scope.type, let found = member(name, of: type, scope, depth: depth) { return found }
        guard let list = lookup(name, file: scope.file) else { return [] }
        return resolveEntries(list, name: name, Scope(type: scope.type, file: scope.file, selfCase: scope.selfCase), depth: depth)
    }

    /// `type.name`, or the member a protocol `type` conforms to supplies in an extension (`Self` is `type`).
    private func member(_ name: String, of type: String, _ scope: Scope, depth: Int) -> [Found]? {
        var inner = Scope(type: type, file: scope.file, selfCase: scope.selfCase?.type == type ? scope.selfCase : nil)
        inner.bindings = [:]
        if let list = lookup("\(type).\(name)", file: scope.file) {
            return resolveEntries(list, name: name, inner, depth: depth)
        }
        for owner in allConformances(of: type).sorted() where protocols.contains(owner) {
            if let list = lookup("\(owner).\(name)", file: scope.file) { return resolveEntries(list, name: name, inner, depth: depth) }
        }
        return nil
    }

    private func memberValue(_ member: MemberAccessExprSyntax, _ scope: Scope, depth: Int) -> [Found] {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.case` of an enum named nowhere: the raw value of the one case of that name.
            let named = (casesByName[name] ?? []).filter(\.isString)
            guard let first = named.first, named.allSatisfy({ $0.type == first.type }) else { return [] }
            return rawValue(first.type, name, depth: depth)
        }
        if let enumCase = self.enumCase(base, scope, hint: nil) {
            if name == "rawValue" { return rawValue(enumCase.type, enumCase.name, depth: depth) }
            // An enum case's computed property, with `self` that case.
            guard let list = lookup("\(enumCase.type).\(name)", file: scope.file) else { return [] }
            return resolveEntries(list, name: name, Scope(type: enumCase.type, file: scope.file, selfCase: enumCase), depth: depth)
        }
        if name == "rawValue" { return [] }
        let written = base.writtenText
        if let value = Self.systemStrings[written + "." + name] { return [Found(text: value, uncertainty: nil)] }
        if written.hasSuffix("Bundle.main"), name == "bundleIdentifier" { return [Found(text: Self.bundleIdentifierMarker, uncertainty: nil)] }
        // `Self.name` inside a type is that type's member.
        let owner = (written == "Self" || written == "self") ? (scope.type ?? written) : written
        if let found = self.member(name, of: owner, scope, depth: depth) { return found }
        // `Module.Type.name` or `Outer.Type.name`: the last component.
        if let last = owner.split(separator: ".").last.map(String.init), last != owner, let found = self.member(name, of: last, scope, depth: depth) {
            return found
        }
        return []
    }

    /// The enum case an expression names: `Kind.a`, `.a` (of `hint`'s type, or the one enum with such a
    /// case), `self` in a case's property, or a parameter bound to one of those.
    func enumCase(_ expression: ExprSyntax, _ scope: Scope, hint: String?) -> (type: String, name: String)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return scope.selfCase }
            if let binding = scope.bindings[name] { return enumCase(binding.expression, binding.scope, hint: binding.typeHint) }
            return nil
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return enumCase(forced.expression, scope, hint: hint) }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if let hint, let type = hint.split(separator: ".").last.map(String.init), lookupCase(type, name, file: scope.file) != nil { return (type, name) }
            let named = casesByName[name] ?? []
            guard let first = named.first, named.allSatisfy({ $0.type == first.type }) else { return nil }
            return (first.type, name)
        }
        var written = base.writtenText
        if written == "Self", let type = scope.type { written = type }
        let type = String(written.split(separator: ".").last ?? "")
        return lookupCase(type, name, file: scope.file) != nil ? (type, name) : nil
    }

    private func lookupCase(_ type: String, _ name: String, file: String) -> Case? {
        let key = "\(type).\(name)"
        if let scoped = cases[Self.key(key, file: file)]?.first { return scoped }
        guard let list = cases[Self.key(key, file: nil)], let first = list.first else { return nil }
        return list.first { $0.file == file } ?? first
    }

    /// The raw value of `type`'s case `name`, when it is one value.
    func rawValue(of type: String, _ name: String) -> String? {
        steps = 0
        let found = rawValue(type, name, depth: 0)
        guard found.count == 1, let only = found.first, only.uncertainty == nil else { return nil }
        return only.text
    }

    private func rawValue(_ type: String, _ name: String, depth: Int) -> [Found] {
        // Two enums of one name whose case says two things (the app's `Kind` and a local package's): which one
        // a call means is the module's own or the one it imports, and the reader does not know modules.
        let declared = cases[Self.key("\(type).\(name)", file: nil)] ?? []
        if declared.count > 1, Set(declared.map { $0.rawValue?.writtenText ?? $0.name }).count > 1 { return [] }
        guard let found = lookupCase(type, name, file: "") ?? casesByName[name]?.first(where: { $0.type == type }), found.isString else { return [] }
        guard let expression = found.rawValue else { return [Found(text: name, uncertainty: nil)] }
        return resolve(expression, Scope(type: type, file: found.file), depth: depth + 1)
    }

    /// The entries of a name: the file's own (`private`) first, then the module's; of several in other
    /// files, the one in the file asking, or none when they disagree.
    /// The array literal a name stands for (`static let phrases: [AppShortcutPhrase<X>] = ["…", …]`), written
    /// `name`, `Self.name` or `Type.name`, when it has one declaration and that is an array literal.
    func arrayLiteral(_ expression: ExprSyntax, in type: String?, file: String) -> ArrayExprSyntax? {
        let name: String
        var owner = type
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            let written = base.writtenText
            if written != "Self", written != "self" { owner = String(written.split(separator: ".").last ?? Substring(written)) }
            if owner == nil { return nil }
        } else {
            return nil
        }
        let list = owner.flatMap { lookup("\($0).\(name)", file: file) } ?? (expression.is(DeclReferenceExprSyntax.self) ? lookup(name, file: file) : nil)
        guard let list, list.count == 1, case .expression(let value) = list[0].value else { return nil }
        return value.as(ArrayExprSyntax.self)
    }

    private func lookup(_ name: String, file: String) -> [Entry]? {
        if let scoped = entries[Self.key(name, file: file)], !scoped.isEmpty { return scoped }
        guard let list = entries[Self.key(name, file: nil)], !list.isEmpty else { return nil }
        let here = list.filter { $0.file == file }
        if !here.isEmpty { return here }
        let files = Set(list.map(\.file))
        return files.count == 1 ? list : (Set(list.map(\.valueText)).count == 1 ? [list[0]] : nil)
    }

    private func resolveEntries(_ list: [Entry], name: String, _ scope: Scope, depth: Int) -> [Found] {
        var branches: [[Found]] = []
        for entry in list {
            let inner = Scope(type: scope.type, file: entry.file, selfCase: scope.selfCase)
            let found: [Found]
            switch entry.value {
            case .expression(let expression): found = resolve(expression, inner, depth: depth + 1)
            case .body(let items): found = bodyValues(items, inner, depth: depth + 1)
            }
            guard !found.isEmpty else { return [] }
            branches.append(Self.conditioned(found, entry.condition))
        }
        // Declarations under `#if` and `#else` are alternatives; one without a condition is the value.
        return branches.count == 1 ? branches[0] : Self.merged(branches).map {
            Found(text: $0.text, uncertainty: $0.uncertainty ?? list.compactMap(\.condition).first)
        }
    }

    /// The values a getter's body returns, each with the condition of its branch: `if #available(…)
    /// { return a } else { return b }`, `switch`, `#if`, `guard … else { return a }`.
    private func bodyValues(_ items: CodeBlockItemListSyntax, _ scope: Scope, depth: Int) -> [Found] {
        var branches: [[Found]] = []
        var failed = false
        // Locals: `let x = …` and `x = …` bind `x` to the expression, read where it was bound.
        var current = scope
        // Read when bound, so a chain of reassignments costs no depth.
        func bind(_ name: String, _ expression: ExprSyntax) {
            let values = resolve(expression, current, depth: depth + 1)
            current.bindings[name] = Binding(expression: expression, typeHint: nil, scope: current, values: values)
        }
        func walk(_ items: CodeBlockItemListSyntax, _ condition: Uncertainty?) {
            for item in items {
                switch item.item {
                case .stmt(let statement):
                    if let returned = statement.as(ReturnStmtSyntax.self) {
                        guard let expression = returned.expression else { failed = true; return }
                        let found = resolve(expression, current, depth: depth + 1)
                        if found.isEmpty { failed = true }
                        branches.append(Self.conditioned(found, condition))
                    } else if let guarded = statement.as(GuardStmtSyntax.self) {
                        walk(guarded.body.statements, Uncertainty(.condition, "!(\(guarded.conditions.writtenText))"))
                    } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                        walkExpression(expression, condition)
                    }
                case .expr(let expression): walkExpression(expression, condition)
                case .decl(let decl):
                    if let config = decl.as(IfConfigDeclSyntax.self) {
                        for clause in config.clauses {
                            if case .statements(let inner)? = clause.elements, PlatformCondition.compiled(clause) != false { walk(inner, condition ?? Self.condition(of: clause)) }
                        }
                    } else if let variable = decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                                bind(name, value)
                            }
                        }
                    }
                }
            }
        }
        func walkExpression(_ expression: ExprSyntax, _ condition: Uncertainty?) {
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = sequence.elements.last
            {
                bind(target, value)
                return
            }
            if let branch = expression.as(IfExprSyntax.self) {
                let written = branch.conditions.writtenText
                walk(branch.body.statements, condition ?? Uncertainty(.condition, written))
                switch branch.elseBody {
                case .ifExpr(let next)?: walkExpression(ExprSyntax(next), condition ?? Uncertainty(.condition, "!(\(written))"))
                case .codeBlock(let block)?: walk(block.statements, condition ?? Uncertainty(.condition, "!(\(written))"))
                case nil: break
                }
            } else if let switched = expression.as(SwitchExprSyntax.self) {
                if switched.subject.writtenText == "self", let selfCase = scope.selfCase, let branch = Self.branch(of: switched, for: selfCase.name) {
                    walk(branch.statements, condition)
                    return
                }
                for item in switched.cases {
                    guard case .switchCase(let branch) = item else { continue }
                    walk(branch.statements, condition ?? Uncertainty(.condition, branch.label.writtenText.trimmingSuffix(":")))
                }
            }
        }
        walk(items, nil)
        guard !failed, !branches.isEmpty else { return [] }
        return Self.merged(branches)
    }

    /// The `#if` clause's condition as written (`#if DEBUG`, `#else`).
    static func condition(of clause: IfConfigClauseSyntax) -> Uncertainty? {
        // A clause an iOS build compiles for certain (`#if os(iOS)`, the `#else` of `#if os(watchOS)`) is no condition.
        if PlatformCondition.compiled(clause) == true { return nil }
        let condition = clause.condition.map { " " + $0.writtenText } ?? ""
        return Uncertainty(.condition, clause.poundKeyword.text + condition)
    }

    /// The system's string constants an app's URLs and activity types are built from.
    static let systemStrings: [String: String] = [
        "UIApplication.openSettingsURLString": "app-settings:",
        "UIApplication.openNotificationSettingsURLString": "app-settings:notifications",
    ]

    /// The leading part of a string literal that is known: its text up to the first interpolation that is
    /// not a constant (`"https://host/items/\(id)"` gives `https://host/items/`), and whether that is all
    /// of it. `nil` when `expression` is not a string literal or a constant.
    func knownPrefix(_ expression: ExprSyntax, in type: String? = nil, file: String? = nil) -> (text: String, isWhole: Bool)? {
        if let whole = string(expression, in: type, file: file) { return (whole, true) }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        return Self.interpolate(literal) { string($0, in: type, file: file) }
    }

    /// A string literal's text as the program sees it, each interpolation `\(…)` replaced by what `value`
    /// gives for its one expression, up to the first it gives nothing for; and whether the text is the
    /// whole literal.
    ///
    /// Escapes are decoded as the compiler decodes them (`\0 \\ \t \n \r \" \' \u{…}`, in a raw string
    /// `\#n`…), a multi-line literal's indentation is stripped and its line continuations (`\` at a line's
    /// end) joined, and its line breaks are `\n`: `"com.ex.a\u{41}b"` is `com.ex.aAb`. A segment the parser
    /// found an error in (an unknown escape) keeps its text as written.
    static func interpolate(_ literal: StringLiteralExprSyntax, _ value: (ExprSyntax) -> String?) -> (text: String, isWhole: Bool) {
        var text = ""
        let kind = literal.stringLiteralKind
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                if let kind, !part.hasError {
                    part.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &text)
                } else {
                    text += part.content.text
                }
            case .expressionSegment(let part):
                guard part.expressions.count == 1, let inner = part.expressions.first, let filled = value(inner.expression),
                    text.utf8.count + filled.utf8.count <= lengthLimit
                else {
                    return (text, false)
                }
                text += filled
            }
        }
        return (text, true)
    }

    // MARK: Member names (widget families)

    /// The member names an array stands for (`[.systemSmall, .systemMedium]` is `systemSmall`,
    /// `systemMedium`), following a constant or a getter that holds one, each with its condition: a getter
    /// that returns in each branch of an `if #available`, or builds `var families = […]` and then
    /// `families.append(…)` under one. `nil` when it is not such an array.
    func memberNames(_ expression: ExprSyntax, in scope: Scope, depth: Int = 0) -> [Found]? {
        guard depth < 12 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [Found] = []
            for element in array.elements {
                guard let member = element.expression.as(MemberAccessExprSyntax.self) else { return nil }
                names.append(Found(text: member.declName.baseName.text, uncertainty: nil))
            }
            return names
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return bodyMemberNames(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(expression))]), scope, depth: depth + 1)
        }
        var list: [Entry]?
        var owner = scope.type
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            list = scope.type.flatMap { lookup("\($0).\(name)", file: scope.file) } ?? lookup(name, file: scope.file)
            if list == nil, let type = scope.type {
                for protocolName in allConformances(of: type).sorted() where protocols.contains(protocolName) {
                    if let found = lookup("\(protocolName).\(name)", file: scope.file) { list = found; break }
                }
            }
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let written = base.writtenText
            let name = member.declName.baseName.text
            owner = (written == "Self" || written == "self") ? scope.type : written
            list = owner.flatMap { lookup("\($0).\(name)", file: scope.file) }
            // A member a protocol the type conforms to supplies in an extension.
            if list == nil, let type = owner {
                for protocolName in allConformances(of: type).sorted() where protocols.contains(protocolName) {
                    if let found = lookup("\(protocolName).\(name)", file: scope.file) { list = found; break }
                }
            }
        }
        guard let list, list.count == 1, let entry = list.first else { return nil }
        let inner = Scope(type: owner, file: entry.file)
        switch entry.value {
        case .expression(let value): return memberNames(value, in: inner, depth: depth + 1).map { Self.conditioned($0, entry.condition) }
        case .body(let items): return bodyMemberNames(items, inner, depth: depth + 1)
        }
    }

    /// A getter body's member names: each `return`'s, with locals built by `var x = […]` and
    /// `x.append(…)`, `x.append(contentsOf: […])`, `x += […]`.
    private func bodyMemberNames(_ items: CodeBlockItemListSyntax, _ scope: Scope, depth: Int) -> [Found]? {
        var locals: [String: [Found]] = [:]
        var branches: [[Found]] = []
        var failed = false
        func names(_ expression: ExprSyntax) -> [Found]? {
            if let reference = expression.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] { return local }
            return memberNames(expression, in: scope, depth: depth + 1)
        }
        func add(_ found: [Found]?, to name: String, _ condition: Uncertainty?) {
            guard let found, locals[name] != nil else { failed = true; return }
            for value in Self.conditioned(found, condition) where !locals[name]!.contains(where: { $0.text == value.text }) {
                locals[name]!.append(value)
            }
        }
        func walk(_ items: CodeBlockItemListSyntax, _ condition: Uncertainty?) {
            // A branch that is one value (`if c { [.a] } else { [.b] }`) gives it.
            if items.count == 1, let only = Constants.onlyExpression(items),
                only.is(ArrayExprSyntax.self) || only.is(DeclReferenceExprSyntax.self) || only.is(MemberAccessExprSyntax.self)
            {
                guard let found = names(only) else { failed = true; return }
                branches.append(Self.conditioned(found, condition))
                return
            }
            for item in items {
                var expression: ExprSyntax?
                switch item.item {
                case .decl(let decl):
                    if let variable = decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                let value = binding.initializer?.value else { continue }
                            guard let found = names(value) else { failed = true; continue }
                            locals[name] = Self.conditioned(found, condition)
                        }
                    } else if let config = decl.as(IfConfigDeclSyntax.self) {
                        for clause in config.clauses {
                            if case .statements(let inner)? = clause.elements, PlatformCondition.compiled(clause) != false { walk(inner, condition ?? Self.condition(of: clause)) }
                        }
                    }
                case .stmt(let statement):
                    if let returned = statement.as(ReturnStmtSyntax.self) {
                        guard let value = returned.expression, let found = names(value) else { failed = true; return }
                        branches.append(Self.conditioned(found, condition))
                    } else if let guarded = statement.as(GuardStmtSyntax.self) {
                        walk(guarded.body.statements, Uncertainty(.condition, "!(\(guarded.conditions.writtenText))"))
                    } else {
                        expression = statement.as(ExpressionStmtSyntax.self)?.expression
                    }
                case .expr(let value): expression = value
                }
                guard let expression else { continue }
                if let branch = expression.as(IfExprSyntax.self) {
                    let written = branch.conditions.writtenText
                    walk(branch.body.statements, condition ?? Uncertainty(.condition, written))
                    if case .codeBlock(let block)? = branch.elseBody { walk(block.statements, condition ?? Uncertainty(.condition, "!(\(written))")) }
                    if case .ifExpr(let next)? = branch.elseBody {
                        walk(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]), condition ?? Uncertainty(.condition, "!(\(written))"))
                    }
                } else if let switched = expression.as(SwitchExprSyntax.self) {
                    for item in switched.cases {
                        guard case .switchCase(let branch) = item else { continue }
                        walk(branch.statements, condition ?? Uncertainty(.condition, branch.label.writtenText.trimmingSuffix(":")))
                    }
                } else if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let base = callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = call.arguments.first
                {
                    switch (callee.declName.baseName.text, argument.label?.text) {
                    case ("append", nil):
                        let member = argument.expression.as(MemberAccessExprSyntax.self)
                        add(member.map { [Found(text: $0.declName.baseName.text, uncertainty: nil)] }, to: base, condition)
                    case ("append", "contentsOf"): add(names(argument.expression), to: base, condition)
                    default: break
                    }
                } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                    let target = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                    let value = sequence.elements.last
                {
                    add(names(value), to: target, condition)
                }
            }
        }
        walk(items, nil)
        guard !failed, !branches.isEmpty else { return nil }
        return Self.merged(branches)
    }
}

extension Constants.Entry {
    /// The entry's text as written, to tell whether entries of several files agree.
    var valueText: String {
        switch value {
        case .expression(let expression): return expression.writtenText
        case .body(let items): return items.writtenText
        }
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

/// The condition a node is reached under: the nearest `#if` clause, `if` or `else` branch, `switch` case,
/// `guard … else` or `?:` branch around it; `nil` when it is reached whenever its declaration is.
enum ReachCondition {
    static func of(_ node: some SyntaxProtocol) -> Uncertainty? {
        var child = Syntax(node)
        while let parent = child.parent {
            defer { child = parent }
            if let clause = parent.as(IfConfigClauseSyntax.self), child.id == clause.elements?.id, let condition = Constants.condition(of: clause) {
                return condition
            }
            if let branch = parent.as(IfExprSyntax.self) {
                let written = branch.conditions.writtenText
                if child.id == branch.body.id { return Uncertainty(.condition, written) }
                if child.id == branch.elseBody?.id { return Uncertainty(.condition, "!(\(written))") }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id {
                return Uncertainty(.condition, switchCase.label.writtenText.trimmingSuffix(":"))
            }
            if let guarded = parent.as(GuardStmtSyntax.self), child.id == guarded.body.id {
                return Uncertainty(.condition, "!(\(guarded.conditions.writtenText))")
            }
            if let ternary = parent.as(TernaryExprSyntax.self) {
                if child.id == ternary.thenExpression.id { return Uncertainty(.condition, ternary.condition.writtenText) }
                if child.id == ternary.elseExpression.id { return Uncertainty(.condition, "!(\(ternary.condition.writtenText))") }
            }
        }
        return nil
    }
}

/// The first pass over every file: the constants, enum cases, conformances, protocol extensions and
/// initialisers that forward to `NSUserActivity(activityType:)`.
final class ConstantCollector: SyntaxVisitor {
    let constants: Constants
    let file: String
    /// The enclosing types, and whether each belongs to this file (`private`, `fileprivate`, or inside one).
    private var types: [(name: String, fileScoped: Bool)] = []
    /// The URL members' pass, read in the same walk: each visit below hands its node to it first, and the
    /// nodes this pass does not enter (a protocol, an initializer's body) are walked by it alone.
    private let links: LinkMemberCollector

    init(constants: Constants, links: LinkMemberCollector, file: String) {
        self.constants = constants
        self.links = links
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func isFileScoped(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    private func enter(
        _ name: String, modifiers: DeclModifierListSyntax, inherited: InheritanceClauseSyntax?, attributes: AttributeListSyntax? = nil, declares: Bool = true
    ) {
        let fileScoped = Self.isFileScoped(modifiers) || (types.last?.fileScoped ?? false)
        types.append((name, fileScoped))
        if declares { constants.addDeclaredType(name) }
        constants.addConformances(Self.names(inherited) + (attributes.map(macroConformances) ?? []), to: name)
    }

    static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { String($0.type.writtenText.split(separator: ".").last ?? "") } ?? []
    }

    /// Code an iOS build does not compile (`#if os(watchOS)`) defines nothing the app has (PlatformCondition).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PlatformCondition.compiled(node) == false ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        enter(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) {
        links.visitPost(node)
        types.removeLast()
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        enter(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        links.visitPost(node)
        types.removeLast()
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        enter(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) {
        links.visitPost(node)
        types.removeLast()
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        links.walk(node)
        constants.addProtocol(node.name.text, inherits: Self.names(node.inheritanceClause))
        return .skipChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        let extended = node.extendedType.writtenText
        let name = String(extended.split(separator: ".").last ?? "")
        enter(name, modifiers: node.modifiers, inherited: node.inheritanceClause, declares: false)
        // A protocol's extension supplies members to every conforming type; which names are protocols is
        // known once every file is read.
        constants.addProtocolMembers(node.memberBlock, of: name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        links.visitPost(node)
        types.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        enter(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause, attributes: node.attributes)
        // Every enum's cases (a case's computed property is read with `self` that case); a `String` enum's
        // raw values.
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.writtenText } ?? []
        let isString = inherited.contains("String") || inherited.contains("Swift.String")
        let fileScoped = types.last?.fileScoped ?? false
        for member in node.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                constants.addCase(element.name.text, in: node.name.text, rawValue: element.rawValue?.value, file: file, fileScoped: fileScoped, isString: isString)
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        links.visitPost(node)
        types.removeLast()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `init(kind: Kind) { self.init(activityType: kind.rawValue) }` in an extension of `NSUserActivity`,
    /// or `super.init(activityType:)` in a subclass.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        links.walk(node)
        guard let type = types.last?.name, let body = node.body else { return .skipChildren }
        let isActivity = type == "NSUserActivity" || (constants.conformances[type] ?? []).contains("NSUserActivity")
        guard isActivity else { return .skipChildren }
        final class Forward: SyntaxVisitor {
            var activityType: ExprSyntax?
            var flags: [String: Bool] = [:]
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if activityType == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                    ["self", "super"].contains(member.base?.writtenText ?? ""),
                    let argument = node.arguments.first(where: { $0.label?.text == "activityType" })
                {
                    activityType = argument.expression
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let value = elements[2].as(BooleanLiteralExprSyntax.self) {
                    var target = elements[0].writtenText
                    if target.hasPrefix("self.") { target.removeFirst(5) }
                    if let flag = FactCollector.eligibilityFlags[target] { flags[flag] = value.literal.text == "true" }
                }
                return .visitChildren
            }
        }
        let forward = Forward(viewMode: .sourceAccurate)
        forward.walk(body)
        guard let activityType = forward.activityType else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            return (label: label, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.writtenText)
        }
        constants.addActivityInitializer(
            Constants.ActivityInitializer(parameters: parameters, activityType: activityType.copiedOut, file: file, flags: forward.flags),
            for: type)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = links.visit(node)
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        // A type's `static` members and its stored `let`s, and file-level constants.
        guard isStatic || types.isEmpty || node.bindingSpecifier.text == "let" || node.bindings.contains(where: { $0.accessorBlock != nil }) else {
            return .skipChildren
        }
        let fileScoped = Self.isFileScoped(node.modifiers) || (types.last?.fileScoped ?? false)
        let condition = ReachCondition.of(node)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value: Constants.Entry.Value
            if let initial = binding.initializer?.value {
                value = .expression(initial)
            } else if let body = binding.accessorBlock {
                if let returned = Self.returnedExpression(body) {
                    value = .expression(returned)
                } else if let items = Self.getterBody(body) {
                    value = .body(items)
                } else {
                    continue
                }
            } else {
                continue
            }
            constants.add(name, in: types.last?.name, value: value, file: file, fileScoped: fileScoped, condition: condition)
        }
        return .skipChildren
    }

    /// The statements of a getter (`{ … }`, `get { … }`).
    static func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let list): return list
        case .accessors(let accessors): return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// The expression a getter returns when its body is that one expression (`{ "x" }`, `{ return "x" }`).
    static func returnedExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        getterBody(block).flatMap(Constants.onlyExpression)
    }
}
#endif
