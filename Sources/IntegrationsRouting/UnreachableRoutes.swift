import IntegrationsCore

/// Finding routes that can never match: every URL they accept is taken first by a route the search
/// tries before them.
///
/// At a node the search tries constants, then typed parameters, then untyped ones, then `*`, then `**`,
/// and takes the first branch that completes. A route below a branch is unreachable when, for every URL
/// it accepts, an earlier branch of some node on its way completes too. The check is conservative: it
/// reports a route only when it can show the earlier route (case-insensitive constants are not counted
/// as covering anything), so it never reports a route that can match.
extension Router {
    /// One step of a route's template below a node, as the search sees it.
    private enum Step {
        case constant(String)
        case typed(RouteParameterType)
        case untyped
        case wildcard
        /// One or more segments, the rest of the URL.
        case catchAll
    }

    /// A node's edges in the order the search tries them, with their step.
    private static func edges(of node: Node) -> [(rank: Int, step: Step, child: Int)] {
        var edges: [(rank: Int, step: Step, child: Int)] = node.constants.map { (0, .constant($0.key), $0.value) }
        edges += node.typed.map { (1 + Self.typeOrder($0.type), .typed($0.type), $0.node) }
        if let untyped = node.untyped { edges.append((10, .untyped, untyped)) }
        if let wildcard = node.wildcard { edges.append((11, .wildcard, wildcard)) }
        if let catchAll = node.catchAll { edges.append((12, .catchAll, catchAll)) }
        return edges
    }

    static func unreachableRoutes(nodes: [Node], patterns: [RoutePattern]) -> [RouteDiagnostic] {
        var diagnostics: [RouteDiagnostic] = []
        var reported: Set<Int> = []

        /// A pattern that accepts every URL `path` describes from `node`, trying only the edges of `node`
        /// ranked before `before` at the first step.
        func acceptor(_ node: Int, _ path: ArraySlice<Step>, before: Int = .max) -> Int? {
            guard let step = path.first else { return before == .max ? nodes[node].terminal : nil }
            let rest = path.dropFirst()
            let candidates = edges(of: nodes[node]).filter { $0.rank < before }
            // A catch-all edge with a route takes any non-empty rest of the URL.
            let catchAll = candidates.first { if case .catchAll = $0.step { true } else { false } }.flatMap { nodes[$0.child].terminal }
            switch step {
            case .constant(let value):
                return acceptor(ofValue: value, candidates, rest) ?? catchAll
            case .typed(.enumeration(let values)):
                // Every value must be taken, possibly by different routes; name the first.
                let takers = values.map { acceptor(ofValue: $0, candidates, rest) ?? catchAll }
                return takers.allSatisfy { $0 != nil } ? takers.first ?? nil : nil
            case .typed(let type):
                for edge in candidates {
                    switch edge.step {
                    case .typed(let other) where other == type:
                        if let found = acceptor(edge.child, rest) { return found }
                    case .untyped, .wildcard:
                        if let found = acceptor(edge.child, rest) { return found }
                    default: continue
                    }
                }
                return catchAll
            case .untyped, .wildcard:
                for edge in candidates {
                    switch edge.step {
                    case .untyped, .wildcard:
                        if let found = acceptor(edge.child, rest) { return found }
                    default: continue
                    }
                }
                return catchAll
            case .catchAll:
                if let catchAll { return catchAll }
                // One segment by a branch that takes any segment and ends there, more by its own catch-all.
                for edge in candidates {
                    switch edge.step {
                    case .untyped, .wildcard:
                        if let one = nodes[edge.child].terminal, nodes[edge.child].catchAll.flatMap({ nodes[$0].terminal }) != nil {
                            return one
                        }
                    default: continue
                    }
                }
                return nil
            }
        }

        /// A pattern that accepts the constant segment `value`, then `rest`, through one of `candidates`.
        func acceptor(ofValue value: String, _ candidates: [(rank: Int, step: Step, child: Int)], _ rest: ArraySlice<Step>) -> Int? {
            for edge in candidates {
                switch edge.step {
                case .constant(let constant) where constant == value:
                    if let found = acceptor(edge.child, rest) { return found }
                case .typed(let type) where type.value(of: value) != nil:
                    if let found = acceptor(edge.child, rest) { return found }
                case .untyped, .wildcard:
                    if let found = acceptor(edge.child, rest) { return found }
                default: continue
                }
            }
            return nil
        }

        /// Every route below `node`, with the steps from `node` to it.
        func terminals(below node: Int, _ path: [Step]) -> [(pattern: Int, path: [Step])] {
            var found: [(pattern: Int, path: [Step])] = nodes[node].terminals.map { ($0, path) }
            for edge in edges(of: nodes[node]) {
                if case .catchAll = edge.step {
                    found += nodes[edge.child].terminals.map { ($0, path + [.catchAll]) }
                } else {
                    found += terminals(below: edge.child, path + [edge.step])
                }
            }
            return found
        }

        func report(_ pattern: Int, _ message: LocalizedText) {
            guard reported.insert(pattern).inserted else { return }
            diagnostics.append(RouteDiagnostic(.routeUnreachable, route: patterns[pattern].route, message: message))
        }

        // Below the edges a node tries first nothing is tried earlier, so only a route with an enumeration of
        // no values can be reported there: when the table has none, those subtrees are not walked (most of a
        // large table is below constants).
        let hasEmptyEnumeration = patterns.contains { pattern in
            pattern.segments.contains { if case .parameter(_, .enumeration(let values), _) = $0 { values.isEmpty } else { false } }
        }
        for (index, node) in nodes.enumerated() {
            let edges = edges(of: node)
            let first = edges.lazy.map(\.rank).min() ?? 0
            for edge in edges where edge.rank > first || hasEmptyEnumeration {
                let below: [(pattern: Int, path: [Step])] =
                    if case .catchAll = edge.step { nodes[edge.child].terminals.map { ($0, [.catchAll]) } } else {
                        terminals(below: edge.child, [edge.step])
                    }
                for (pattern, path) in below {
                    let route = patterns[pattern]
                    if path.contains(where: { if case .typed(.enumeration(let values)) = $0 { values.isEmpty } else { false } }) {
                        report(pattern, LocalizedText(
                            ja: "ルート「\(route.route)」（\(route.form.rawValue)）には値のない列挙パラメータがあり、どの URL にも一致しません。",
                            en: "Route \"\(route.route)\" (\(route.form.rawValue)) has an enumeration parameter without values, so it can never match."))
                        continue
                    }
                    guard edge.rank > 0, let taker = acceptor(index, path[...], before: edge.rank) else { continue }
                    let winner = patterns[taker]
                    report(pattern, LocalizedText(
                        ja: "ルート「\(route.route)」（\(route.form.rawValue)）はどの URL にも一致しません。一致する URL はすべて先に「\(winner.route)」（\(winner.form.rawValue)）が取ります。",
                        en: "Route \"\(route.route)\" (\(route.form.rawValue)) can never match: every URL it matches is taken first by \"\(winner.route)\" (\(winner.form.rawValue))."))
                }
            }
        }
        return diagnostics
    }
}
