import Foundation
public import IntegrationsCore

/// The Linux implementation of ``Routing``: a trie per scheme and host, searched depth-first in
/// precedence order.
///
/// - Schemes and hosts are compared without case, a custom scheme's host too (`AppCadia://GOAL/1` is
///   `appcadia://goal/1`); a custom scheme's host is the first path segment, an https host selects the
///   associated domain. Paths are compared with case unless the route says otherwise.
/// - URLs are matched as they arrive: `.` and `..` segments are resolved first (``ArrivingURL``).
/// - At every segment a constant is tried first, then typed parameters (enumerations, then `Int`, then
///   UUID), then untyped parameters, then `*` (one segment), then `**` (one or more, the rest). When a
///   branch cannot finish, the search backs up and tries the next (`/:provider` and `/google/callback`
///   together still match `/google`). The first complete match is the most specific one, and the result
///   never depends on the order routes were declared in.
/// - A segment is percent-decoded only when it contains `%`; `+` stays `+`. Empty segments (`a//b`, a
///   trailing `/`) are ignored.
/// - The URL is read from its own string, once, in UTF-8 (no `URLComponents`): user information and port
///   are not part of the host.
/// - Problems with the table (a malformed template, a repeated name, two routes that match the same URLs,
///   a route every URL of which an earlier branch takes) are reported in ``diagnostics``; the routes at
///   fault are left out or lose, nothing traps.
///
/// ```swift
/// let router = Router([goal, goalEdit])
/// if case .match(let match) = router.resolve(URL(string: "appcadia://goal/42")!) {
///     print(match.route, match.parameters["id"]!) // goal 42
/// }
/// ```
public struct Router: Routing {
    /// The declarations the router was built from.
    public let declarations: [RouteDeclaration]
    /// Problems found while building the table.
    public let diagnostics: [RouteDiagnostic]

    package let patterns: [RoutePattern]
    let nodes: [Node]
    let constantEdges: ConstantEdges
    /// What a lookup reads of each node, packed small so that a large table stays in the caches.
    let hotNodes: [HotNode]
    /// Every node's typed edges, in precedence order; a node's are `hotNodes[i].typed`.
    let typedEdges: [(type: RouteParameterType, node: Int32)]

    struct HotNode: Sendable {
        var typedStart: Int32 = 0
        var typedEnd: Int32 = 0
        var untyped: Int32 = -1
        var wildcard: Int32 = -1
        var catchAll: Int32 = -1
        var terminal: Int32 = -1
        var hasConstants = false
        var hasFoldedConstants = false
    }
    let roots: [String: Int]
    /// The roots with their scheme and host as lower-cased bytes, for lookups that never build a key.
    let rootEntries: [(scheme: [UInt8], host: [UInt8]?, key: String, node: Int)]

    struct Node: Sendable {
        var constants: [String: Int] = [:]
        var foldedConstants: [String: Int] = [:]
        var typed: [(type: RouteParameterType, node: Int)] = []
        var untyped: Int?
        var wildcard: Int?
        var catchAll: Int?
        /// Patterns that end here (index into `patterns`); one, unless the table has conflicts.
        var terminals: [Int] = []
        /// The pattern a URL ending here matches: the first of `terminals`.
        var terminal: Int? { terminals.first }
    }

    /// Builds the table.
    public init(_ declarations: [RouteDeclaration]) {
        self.declarations = declarations
        var diagnostics: [RouteDiagnostic] = []
        var patterns: [RoutePattern] = []
        var names: Set<String> = []
        // The position of the declaration kept under each name, where its problems are reported.
        var keptPositions: [String: Int] = [:]
        patterns.reserveCapacity(declarations.count)
        names.reserveCapacity(declarations.count)
        // Sorted by name through their indices: moving the declarations themselves cost a tenth of a build.
        for position in declarations.indices.sorted(by: { declarations[$0].name < declarations[$1].name }) {
            let declaration = declarations[position]
            guard names.insert(declaration.name).inserted else {
                diagnostics.append(RouteDiagnostic(.routeDuplicateName, route: declaration.name, message: LocalizedText(
                    ja: "ルート名「\(declaration.name)」が重複しています。後の宣言は使いません。",
                    en: "The route name \"\(declaration.name)\" is declared twice; the later declaration is left out."),
                    declaration: position))
                continue
            }
            keptPositions[declaration.name] = position
            for form in declaration.forms {
                do {
                    patterns.append(try RoutePattern(route: declaration, form: form))
                } catch {
                    diagnostics.append(RouteDiagnostic(.routeInvalidForm, route: declaration.name, message: LocalizedText(
                        ja: "ルート「\(declaration.name)」の\(form.kind.rawValue)形式は使えません: \(error.message.ja)。",
                        en: "The \(form.kind.rawValue) form of route \"\(declaration.name)\" is left out: \(error.message.en)."),
                        declaration: position))
                }
            }
        }

        var nodes: [Node] = []
        var roots: [String: Int] = [:]
        var kept: [RoutePattern] = []
        kept.reserveCapacity(patterns.count)
        for pattern in patterns {
            let key = Self.tableKey(scheme: pattern.scheme, host: pattern.host)
            let root: Int
            if let existing = roots[key] {
                root = existing
            } else {
                nodes.append(Node())
                root = nodes.count - 1
                roots[key] = root
            }
            var current = root
            for segment in pattern.segments {
                func child(_ existing: Int?, _ store: (inout Node, Int) -> Void) -> Int {
                    if let existing { return existing }
                    nodes.append(Node())
                    store(&nodes[current], nodes.count - 1)
                    return nodes.count - 1
                }
                switch segment {
                case .constant(let value):
                    if pattern.isCaseInsensitive {
                        current = child(nodes[current].foldedConstants[value]) { $0.foldedConstants[value] = $1 }
                    } else {
                        current = child(nodes[current].constants[value]) { $0.constants[value] = $1 }
                    }
                case .parameter(_, let type, let typed):
                    if typed {
                        let existing = nodes[current].typed.first { $0.type == type }?.node
                        current = child(existing) { node, index in
                            node.typed.append((type, index))
                            node.typed.sort { Self.typeOrder($0.type) < Self.typeOrder($1.type) }
                        }
                    } else {
                        current = child(nodes[current].untyped) { $0.untyped = $1 }
                    }
                case .wildcard:
                    current = child(nodes[current].wildcard) { $0.wildcard = $1 }
                case .catchAll:
                    current = child(nodes[current].catchAll) { $0.catchAll = $1 }
                }
            }
            if let other = nodes[current].terminals.first.map({ kept[$0] }), other.route != pattern.route || other.form != pattern.form {
                diagnostics.append(RouteDiagnostic(.routeConflict, route: pattern.route, message: LocalizedText(
                    ja: "ルート「\(pattern.route)」（\(pattern.form.rawValue)）と「\(other.route)」（\(other.form.rawValue)）は同じ URL に一致します。「\(other.route)」が使われます。",
                    en: "Routes \"\(pattern.route)\" (\(pattern.form.rawValue)) and \"\(other.route)\" (\(other.form.rawValue)) match the same URLs; \"\(other.route)\" wins."),
                    suggestion: LocalizedText(
                        ja: "「\(pattern.route)」の \(pattern.form.rawValue) のテンプレートを、定数のセグメント、パラメータの型またはホストで「\(other.route)」と違うものにするか、二つのうち一方を削除してください",
                        en: "make the \(pattern.form.rawValue) template of \"\(pattern.route)\" differ from \"\(other.route)\" by a constant segment, a parameter's type or the host, or remove one of the two"),
                    declaration: keptPositions[pattern.route]))
            }
            kept.append(pattern)
            nodes[current].terminals.append(kept.count - 1)
        }
        self.patterns = kept
        self.nodes = nodes
        var edges = ConstantEdges(capacity: nodes.reduce(0) { $0 + $1.constants.count })
        for parent in nodes.indices {
            for (key, child) in nodes[parent].constants {
                // ASCII is its own NFC; Foundation's normalisation is the slowest step of a table's build.
                let normalized = key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
                edges.insert(parent: parent, key: normalized, child: child)
            }
        }
        constantEdges = edges
        var typedEdges: [(type: RouteParameterType, node: Int32)] = []
        hotNodes = nodes.map { node in
            var hot = HotNode()
            hot.typedStart = Int32(typedEdges.count)
            typedEdges += node.typed.map { ($0.type, Int32($0.node)) }
            hot.typedEnd = Int32(typedEdges.count)
            hot.untyped = node.untyped.map(Int32.init) ?? -1
            hot.wildcard = node.wildcard.map(Int32.init) ?? -1
            hot.catchAll = node.catchAll.map(Int32.init) ?? -1
            hot.terminal = node.terminal.map(Int32.init) ?? -1
            hot.hasConstants = !node.constants.isEmpty
            hot.hasFoldedConstants = !node.foldedConstants.isEmpty
            return hot
        }
        self.typedEdges = typedEdges
        self.roots = roots
        rootEntries = kept.reduce(into: []) { entries, pattern in
            let key = Self.tableKey(scheme: pattern.scheme, host: pattern.host)
            guard let node = roots[key], !entries.contains(where: { $0.key == key }) else { return }
            entries.append((Array(pattern.scheme.utf8), pattern.host.map { Array($0.utf8) }, key, node))
        }
        self.diagnostics = diagnostics + Self.unreachableRoutes(nodes: nodes, patterns: kept).map { diagnostic in
            var placed = diagnostic
            placed.declaration = keptPositions[diagnostic.route]
            return placed
        }
    }

    /// The schemes and hosts the table has routes for, as URL prefixes: `appcadia://`, `https://appcadia.com`.
    var knownPrefixes: [String] {
        roots.keys.map { $0.hasSuffix(":") ? $0 + "//" : $0 }.sorted()
    }

    static func tableKey(scheme: String, host: String?) -> String {
        host.map { "\(scheme)://\($0)" } ?? "\(scheme):"
    }

    package static func typeOrder(_ type: RouteParameterType) -> Int {
        switch type {
        case .enumeration: 0
        case .int: 1
        case .uuid: 2
        case .string: 3
        }
    }
}
