#if SwiftSources
import SwiftSyntax

/// `#if os(…)` decided for the app the reader reads, which builds for iOS (issue 46, Decision 498).
///
/// A file an iOS app shares with its watchOS, macOS or tvOS targets keeps each platform's code under
/// `#if os(watchOS)` … `#else` …: read for the iOS app, a branch for another platform is not compiled, and a
/// branch for iOS is not a condition. Only `os(…)` is decided, with `!`, `&&`, `||` and parentheses of
/// `os(…)` alone: `os(iOS)` holds (Mac Catalyst builds are iOS too), `os(watchOS)`, `os(macOS)`, `os(tvOS)`,
/// `os(visionOS)` and `os(Linux)` do not. Anything else (`DEBUG`, `canImport(…)`, `targetEnvironment(…)`,
/// `swift(>=…)`) leaves the clause as a condition, as before.
enum PlatformCondition {
    /// The platforms `os(…)` names that an iOS build is not.
    static let otherPlatforms: Set<String> = ["watchOS", "macOS", "OSX", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI"]

    /// The most clauses an `#if` … `#endif` may have, and the most terms a condition, to be decided: each use
    /// inside a clause asks about the clauses before it, so a hostile file of thousands of `#elseif`s stays
    /// linear (it is left undecided, as before). Real code has a handful.
    static let clauseLimit = 64
    static let termLimit = 64

    /// Whether `condition` holds in an iOS build; `nil` when it is not made of `os(…)` alone.
    static func holds(_ condition: ExprSyntax) -> Bool? {
        if let call = condition.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
            call.arguments.count == 1, let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            if name == "iOS" { return true }
            return otherPlatforms.contains(name) ? false : nil
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression).map(!)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        // `a && b`, `a || b`: the parser leaves a sequence of operands and operators (not folded).
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count % 2 == 1, elements.count <= 2 * termLimit else { return nil }
            let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
            guard operators.allSatisfy({ $0 == "&&" }) || operators.allSatisfy({ $0 == "||" }) else { return nil }
            var values: [Bool] = []
            for index in stride(from: 0, to: elements.count, by: 2) {
                guard let value = holds(elements[index]) else { return nil }
                values.append(value)
            }
            return operators.first == "&&" ? values.allSatisfy { $0 } : values.contains(true)
        }
        return nil
    }

    /// Whether an iOS build compiles a clause's code: `false` when its condition does not hold or an earlier
    /// clause's does, `true` when its condition holds (or it is the `#else`) and no earlier one could,
    /// `nil` otherwise.
    static func compiled(_ clause: IfConfigClauseSyntax) -> Bool? {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self), list.count <= clauseLimit else { return nil }
        var earlier: Bool? = false
        for each in list {
            let own: Bool? = each.condition.map(holds) ?? true
            if each.id == clause.id {
                switch earlier {
                case true?: return false
                case false?: return own
                case nil: return own == false ? false : nil
                }
            }
            // Whether an earlier clause is taken: for certain once one holds, unknown once one is not decided.
            earlier = earlier == true || own == true ? true : (earlier == false && own == false ? false : nil)
        }
        return nil
    }
}
#endif
