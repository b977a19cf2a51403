import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The route enum of the generated file: a case per route with typed associated values, `url(form:)`,
/// `url`, `init?(url:)`, and the table of patterns the reading and writing use.
///
/// The patterns are the router's own (`Router(routes).patterns`), so a form the router leaves out is left
/// out here too, and they are listed in the order the router's trie tries them (``RouteCode/precedence``).
struct RouteCode {
    /// The generated enum's name.
    static let typeName = "AppRoute"
    /// The name of the private table type the generated readers and writers share.
    static let patternTypeName = "AppRoutePattern"

    /// Names the route enum uses for its own members: a route with one of these names gets a suffix.
    private static let reservedMembers: Set<String> = ["name", "parameters", "forms", "url", "init", "self", "Type", "Form", "hash", "hashValue"]

    struct Parameter {
        var name: String
        var label: String
        var type: RouteParameterType
        /// Whether every form's URL carries it (or it has a default or is required): not optional.
        var isAlwaysPresent: Bool
        var defaultValue: String?
    }

    struct Route {
        var declaration: RouteDeclaration
        var caseName: String
        var parameters: [Parameter]
        var forms: [RouteForm.Kind]
    }

    let routes: [Route]
    let patterns: [RoutePattern]
    let appName: String

    init(manifest: AppManifest) {
        appName = manifest.app.name
        let router = Router(manifest.routes)
        patterns = Self.precedence(router.patterns)
        // Declarations in the manifest's order; the first of two with one name is the router's too (it keeps
        // the first in name order, which is the same declaration).
        var seen: Set<String> = []
        let declarations = manifest.routes.filter { declaration in
            seen.insert(declaration.name).inserted && router.patterns.contains { $0.route == declaration.name }
        }
        let caseNames = SwiftNames.unique(declarations.map(\.name), SwiftNames.member, reserved: Self.reservedMembers)
        routes = zip(declarations, caseNames).map { declaration, caseName in
            let own = router.patterns.filter { $0.route == declaration.name }
            return Route(declaration: declaration, caseName: caseName, parameters: Self.parameters(of: declaration, patterns: own), forms: own.map(\.form))
        }
    }

    /// The patterns in the order the router's trie finds them: segment by segment, a constant before a
    /// case-folded constant, before a typed parameter (in the router's type order), an untyped one, `*` and
    /// `**`; equal shapes keep the router's order (by route name, then form).
    static func precedence(_ patterns: [RoutePattern]) -> [RoutePattern] {
        func rank(_ pattern: RoutePattern) -> [Int] {
            pattern.segments.map { segment in
                switch segment {
                case .constant: pattern.isCaseInsensitive ? 1 : 0
                case .parameter(_, let type, let typed): typed ? 2 + Router.typeOrder(type) : 6
                case .wildcard: 7
                case .catchAll: 8
                }
            }
        }
        return patterns.enumerated().sorted { left, right in
            let (a, b) = (rank(left.element), rank(right.element))
            return a != b ? a.lexicographicallyPrecedes(b) : left.offset < right.offset
        }.map(\.element)
    }

    private static func parameters(of declaration: RouteDeclaration, patterns: [RoutePattern]) -> [Parameter] {
        // Path parameters in the order the forms name them, then query parameters by name.
        var names: [String] = []
        for pattern in patterns {
            for parameter in pattern.parameters where !names.contains(parameter.name) { names.append(parameter.name) }
        }
        var parameters = names.map { name in
            let type = patterns.lazy.compactMap { $0.parameters.first { $0.name == name }?.type }.first ?? .string
            let everywhere = patterns.allSatisfy { $0.parameters.contains { $0.name == name } }
            return Parameter(name: name, label: "", type: type, isAlwaysPresent: everywhere, defaultValue: nil)
        }
        for (name, query) in declaration.query.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            let usableDefault = query.defaultValue.flatMap { query.type.value(of: $0) }?.description
            parameters.append(Parameter(
                name: name, label: "", type: query.type, isAlwaysPresent: usableDefault != nil || query.isRequired, defaultValue: usableDefault))
        }
        let labels = SwiftNames.unique(parameters.map(\.name), SwiftNames.member)
        for index in parameters.indices { parameters[index].label = labels[index] }
        return parameters
    }

    // MARK: - Writing the source

    func source(into code: SwiftCode) {
        let type = Self.typeName
        code.doc("A deep link into \(appName): one case per route of `integrations.json`.")
        code.doc("")
        code.doc("``url(form:)`` writes a route's URL and ``init(url:)`` reads one back, both as IntegrationsRouting's")
        code.doc("`Router` does: `\(type)(url: route.url(form: form)!) == route` for every route and form.")
        code.block("public enum \(type): Hashable, Sendable") {
            for route in routes {
                for line in docLines(route) { code.doc(line) }
                let values = route.parameters.map { "\($0.label): \(swiftType($0))\(defaultClause($0))" }
                code.line("case \(route.caseName)" + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"))
            }
            code.blank()
            code.doc("A route's URL forms: a custom-scheme URL, a universal link, an App Clip invocation URL.")
            code.block("public enum Form: String, Hashable, Sendable, CaseIterable") {
                code.line("case scheme, web, clip")
            }
            code.blank()
            code.doc("The route's name in `integrations.json`.")
            code.block("public var name: String") {
                code.line("switch self {")
                for route in routes { code.line("case .\(route.caseName): \(SwiftNames.literal(route.declaration.name))") }
                code.line("}")
            }
            code.blank()
            code.doc("The route's forms, in the manifest's order.")
            code.block("public var forms: [Form]") {
                code.line("switch self {")
                for route in routes { code.line("case .\(route.caseName): [\(route.forms.map { "." + $0.rawValue }.joined(separator: ", "))]") }
                code.line("}")
            }
            code.blank()
            code.doc("The route's parameters as its URLs write them, query parameters included.")
            code.block("public var parameters: [String: String]") {
                code.line("switch self {")
                for route in routes {
                    if route.parameters.isEmpty {
                        code.line("case .\(route.caseName): return [:]")
                        continue
                    }
                    // The values are bound to the generated code's own names, never to the labels: a parameter
                    // named `values`, `match` or `self` shadows nothing.
                    code.line("case .\(route.caseName)(\(route.parameters.indices.map { "let \(Self.local($0))" }.joined(separator: ", "))):")
                    code.indented {
                        code.line("var values: [String: String] = [:]")
                        for (index, parameter) in route.parameters.enumerated() {
                            let value = parameter.isAlwaysPresent
                                ? written(Self.local(index), parameter.type)
                                : "\(Self.local(index)).map { \(written("$0", parameter.type)) }"
                            code.line("values[\(SwiftNames.literal(parameter.name))] = \(value)")
                        }
                        code.line("return values")
                    }
                }
                code.line("}")
            }
            code.blank()
            code.doc("The route's URL in `form`, or nil when the route has no such form or a value cannot be written in")
            code.doc("it (an empty string, a value outside its list, `.` or `..` in a web URL).")
            code.block("public func url(form: Form) -> URL?") {
                code.line("\(Self.patternTypeName).all.first { $0.route == name && $0.form == form }?.url(parameters)")
            }
            code.blank()
            code.doc("The route's URL in its first form.")
            code.block("public var url: URL?") {
                code.line("forms.first.flatMap { url(form: $0) }")
            }
            code.blank()
            code.doc("The route a URL opens, read as IntegrationsRouting's `Router` reads it: schemes and hosts without")
            code.doc("case, empty segments skipped, `.` and `..` resolved, segments percent-decoded, query parameters")
            code.doc("typed with their defaults. Nil when no route matches.")
            code.block("public init?(url: URL)") {
                code.line("guard let match = \(Self.patternTypeName).match(url) else { return nil }")
                code.line("switch match.route {")
                for route in routes {
                    code.line("case \(SwiftNames.literal(route.declaration.name)):")
                    code.indented {
                        var arguments: [String] = []
                        for (index, parameter) in route.parameters.enumerated() {
                            let read = "match.values[\(SwiftNames.literal(parameter.name))]" + reader(parameter.type)
                            if parameter.isAlwaysPresent {
                                code.line("guard let \(Self.local(index)) = \(read) else { return nil }")
                            } else {
                                code.line("let \(Self.local(index)) = \(read)")
                            }
                            arguments.append("\(SwiftNames.label(parameter.label)): \(Self.local(index))")
                        }
                        code.line("self = .\(route.caseName)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))
                    }
                }
                code.line("default:")
                code.line("    return nil")
                code.line("}")
            }
        }
        code.blank()
        code.line(RouteRuntime.source)
        code.blank()
        code.block("extension \(Self.patternTypeName)") {
            code.doc("Every route form, in the order the router's trie tries them.")
            code.line("static let all: [\(Self.patternTypeName)] = [")
            code.indented {
                for pattern in patterns { code.line(patternLiteral(pattern) + ",") }
            }
            code.line("]")
        }
    }

    /// The generated code's local name for a route's parameter at `index`: `value1`, `value2`, … A label
    /// is never a local, so no parameter name can shadow `match` or `values`, or rebind `self`.
    private static func local(_ index: Int) -> String {
        "value\(index + 1)"
    }

    private func docLines(_ route: Route) -> [String] {
        var lines = route.declaration.forms.filter { form in route.forms.contains(form.kind) }
            .map { "- \($0.kind.rawValue): `\(SwiftNames.commentText($0.template).replacingOccurrences(of: "`", with: "'"))`" }
        lines.insert("The route `\(SwiftNames.commentText(route.declaration.name))`.", at: 0)
        lines.insert("", at: 1)
        for parameter in route.parameters where route.declaration.query[parameter.name] != nil {
            lines.append("- query `\(SwiftNames.commentText(parameter.name))`: \(SwiftNames.commentText(parameter.type.description))"
                + (parameter.defaultValue.map { ", default \(SwiftNames.commentText($0))" } ?? ""))
        }
        return lines
    }

    private func swiftType(_ parameter: Parameter) -> String {
        let base: String
        switch parameter.type {
        case .int: base = "Int"
        case .uuid: base = "UUID"
        case .string, .enumeration: base = "String"
        }
        return parameter.isAlwaysPresent ? base : base + "?"
    }

    private func defaultClause(_ parameter: Parameter) -> String {
        if !parameter.isAlwaysPresent { return " = nil" }
        guard let value = parameter.defaultValue else { return "" }
        switch parameter.type {
        case .int: return " = \(value)"
        case .string, .enumeration: return " = \(SwiftNames.literal(value))"
        case .uuid:
            // A UUID literal without a force unwrap: its sixteen bytes.
            guard let uuid = UUID(uuidString: value) else { return "" }
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            return " = UUID(uuid: (" + bytes.map { String(format: "0x%02X", $0) }.joined(separator: ", ") + "))"
        }
    }

    private func written(_ value: String, _ type: RouteParameterType) -> String {
        switch type {
        case .int: "String(\(value))"
        case .uuid: "\(value).uuidString.lowercased()"
        case .string, .enumeration: value
        }
    }

    private func reader(_ type: RouteParameterType) -> String {
        switch type {
        case .int: ".flatMap({ Int($0) })"
        case .uuid: ".flatMap({ UUID(uuidString: $0) })"
        case .string, .enumeration: ""
        }
    }

    private func kindLiteral(_ type: RouteParameterType) -> String {
        switch type {
        case .int: ".int"
        case .uuid: ".uuid"
        case .string: ".string"
        case .enumeration(let values): ".oneOf([\(values.map(SwiftNames.literal).joined(separator: ", "))])"
        }
    }

    private func patternLiteral(_ pattern: RoutePattern) -> String {
        let segments = pattern.segments.map { segment -> String in
            switch segment {
            case .constant(let value): (pattern.isCaseInsensitive ? ".folded(" : ".constant(") + SwiftNames.literal(value) + ")"
            case .parameter(let name, let type, _): ".parameter(\(SwiftNames.literal(name)), \(kindLiteral(type)))"
            case .wildcard: ".wildcard"
            case .catchAll: ".catchAll"
            }
        }
        let query = pattern.query.sorted { $0.key < $1.key }.map { name, parameter in
            ".init(name: \(SwiftNames.literal(name)), kind: \(kindLiteral(parameter.type)), isRequired: \(parameter.isRequired), "
                + "defaultValue: \(parameter.defaultValue.map(SwiftNames.literal) ?? "nil"))"
        }
        return ".init(route: \(SwiftNames.literal(pattern.route)), form: .\(pattern.form.rawValue), scheme: \(SwiftNames.literal(pattern.scheme)), "
            + "host: \(pattern.host.map(SwiftNames.literal) ?? "nil"), segments: [\(segments.joined(separator: ", "))], query: [\(query.joined(separator: ", "))])"
    }
}
