#if SwiftSources
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// The string constants an app's sources declare, so that a kind, an activity type or a URL written as
/// `Kinds.progress`, `ActivityType.viewing.rawValue` or `"\(scheme)://items"` reads as its value.
///
/// Followed: `static let` / `let` / `static var … { "literal" }` of a type or the file, enum cases with
/// raw values (explicit, and implicit: the case's name), `+` and interpolation of those, and the
/// first argument of `String(localized:)`, `LocalizedStringResource(_:)` and `NSLocalizedString(_:comment:)`.
/// Anything else is not a literal, and the caller notes it.
final class Constants {
    /// Expressions by qualified name (`Kinds.progress`), and file-level constants by name; a file-level
    /// name declared twice is ambiguous and not followed. A bare name inside a type is that type's member
    /// or a file-level constant, never another type's member (it may be a local or a parameter).
    private var qualified: [String: ExprSyntax] = [:]
    private var bare: [String: [ExprSyntax]] = [:]
    /// Enum raw values by `Type.case` and by `case`.
    private var rawValues: [String: String] = [:]
    private var bareRawValues: [String: [String]] = [:]

    /// Records a constant named `name` in `type` (`nil` at file level).
    func add(_ name: String, in type: String?, value: ExprSyntax) {
        if let type { qualified["\(type).\(name)"] = value } else { bare[name, default: []].append(value) }
    }

    /// Records an enum case's raw value.
    func addCase(_ name: String, in type: String, rawValue: String) {
        rawValues["\(type).\(name)"] = rawValue
        bareRawValues[name, default: []].append(rawValue)
    }

    /// How many expressions one question may look at: constants made of constants (`let a = b + b + b`,
    /// `let b = c + c + c`…) would otherwise take time and memory that grow as a power of their number.
    static let stepLimit = 10_000
    /// The longest string a question may build from constants.
    static let lengthLimit = 1 << 20
    /// Expressions looked at in the current question.
    private var steps = 0

    /// The string `expression` stands for, or `nil` when it is not a literal the rules above follow.
    func string(_ expression: ExprSyntax, in type: String? = nil, depth: Int = 0) -> String? {
        guard depth < 12 else { return nil }
        if depth == 0 { steps = 0 }
        steps += 1
        guard steps <= Self.stepLimit else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let (text, isWhole) = Self.interpolate(literal) { string($0, in: type, depth: depth + 1) }
            return isWhole ? text : nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return constant(reference.baseName.text, in: type, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "rawValue", let base = member.base {
                return rawValue(of: base)
            }
            guard let base = member.base else { return bareRawValue(name) }
            let written = base.trimmedDescription
            if let value = Self.systemStrings[written + "." + name] { return value }
            // `Self.name` inside a type is that type's member.
            let owner = (written == "Self" || written == "self") ? (type ?? written) : written
            let path = owner + "." + name
            if let value = qualified[path] { return string(value, in: owner, depth: depth + 1) }
            // `Module.Type.name` or `Outer.Type.name`: the last two components.
            let lastTwo = path.split(separator: ".").suffix(2).joined(separator: ".")
            if let value = qualified[lastTwo] { return string(value, in: String(lastTwo.split(separator: ".")[0]), depth: depth + 1) }
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `a + b + c`, unfolded: operands at even places, `+` between.
            var text = ""
            for (offset, element) in sequence.elements.enumerated() {
                if offset % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let value = string(element, in: type, depth: depth + 1), text.utf8.count + value.utf8.count <= Self.lengthLimit else {
                        return nil
                    }
                    text += value
                }
            }
            return text
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return string(inner.expression, in: type, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // The callee's name, without writing out a long callee (`a.b().c()…`).
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? "." + $0.declName.baseName.text : nil } ?? ""
            // `LocalizedStringResource("key", defaultValue: "Title")`, `.init("key", defaultValue: …)`: the text shown.
            if ["String", "LocalizedStringResource", ".init", "NSLocalizedString"].contains(callee),
                let value = call.arguments.first(where: { $0.label?.text == "defaultValue" || $0.label?.text == "value" })
            {
                return string(value.expression, in: type, depth: depth + 1)
            }
            if ["String", "LocalizedStringResource", "NSLocalizedString", "LocalizedStringKey", "Text"].contains(callee),
                let first = call.arguments.first, first.label == nil || first.label?.text == "localized"
            {
                return string(first.expression, in: type, depth: depth + 1)
            }
        }
        return nil
    }

    /// The system's string constants an app's URLs and activity types are built from.
    static let systemStrings: [String: String] = [
        "UIApplication.openSettingsURLString": "app-settings:",
        "UIApplication.openNotificationSettingsURLString": "app-settings:notifications",
    ]

    /// The leading part of a string literal that is known: its text up to the first interpolation that is
    /// not a constant (`"https://host/items/\(id)"` gives `https://host/items/`), and whether that is all
    /// of it. `nil` when `expression` is not a string literal or a constant.
    func knownPrefix(_ expression: ExprSyntax, in type: String? = nil) -> (text: String, isWhole: Bool)? {
        if let whole = string(expression, in: type) { return (whole, true) }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        return Self.interpolate(literal) { string($0, in: type) }
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

    /// The string array `expression` stands for, as member names (`[.systemSmall, .systemMedium]` is
    /// `["systemSmall", "systemMedium"]`), following a constant that holds such an array.
    func memberNames(_ expression: ExprSyntax, in type: String? = nil, depth: Int = 0) -> [String]? {
        guard depth < 12 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let member = element.expression.as(MemberAccessExprSyntax.self) else { return nil }
                names.append(member.declName.baseName.text)
            }
            return names
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let value = type.flatMap { qualified["\($0).\(name)"] } ?? (bare[name]?.count == 1 ? bare[name]?.first : nil)
            return value.flatMap { memberNames($0, in: type, depth: depth + 1) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return qualified[base.trimmedDescription + "." + member.declName.baseName.text].flatMap { memberNames($0, in: base.trimmedDescription, depth: depth + 1) }
        }
        return nil
    }

    private func constant(_ name: String, in type: String?, depth: Int) -> String? {
        if let type, let value = qualified["\(type).\(name)"] { return string(value, in: type, depth: depth + 1) }
        guard let values = bare[name], values.count == 1, let value = values.first else { return nil }
        return string(value, in: type, depth: depth + 1)
    }

    private func rawValue(of base: ExprSyntax) -> String? {
        if let member = base.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let type = member.base?.trimmedDescription else { return bareRawValue(name) }
            return rawValues["\(type).\(name)"] ?? rawValues[type.split(separator: ".").last.map { "\($0).\(name)" } ?? ""]
        }
        return nil
    }

    private func bareRawValue(_ name: String) -> String? {
        guard let values = bareRawValues[name], Set(values).count == 1 else { return nil }
        return values.first
    }
}

/// The first pass over every file: the constants.
final class ConstantCollector: SyntaxVisitor {
    let constants: Constants
    private var types: [String] = []

    init(constants: Constants) {
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.extendedType.trimmedDescription); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains("String") {
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    let raw = element.rawValue.flatMap { constants.string($0.value) } ?? element.name.text
                    constants.addCase(element.name.text, in: node.name.text, rawValue: raw)
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        // A type's `static` members and its stored `let`s, and file-level constants.
        guard isStatic || types.isEmpty || node.bindingSpecifier.text == "let" || node.bindings.contains(where: { $0.accessorBlock != nil }) else {
            return .skipChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                constants.add(name, in: types.last, value: value)
            } else if let body = binding.accessorBlock, let value = Self.returnedExpression(body) {
                constants.add(name, in: types.last, value: value)
            }
        }
        return .skipChildren
    }

    /// The expression a getter returns when its body is that one expression (`{ "x" }`, `{ return "x" }`).
    static func returnedExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else { return nil }
            items = body.statements
        }
        guard items.count == 1, let item = items.first else { return nil }
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
#endif
