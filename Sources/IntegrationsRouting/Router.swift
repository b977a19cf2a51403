public import Foundation
public import IntegrationsCore

/// The Linux implementation of ``Routing``: a trie per scheme and host, searched depth-first in
/// precedence order.
///
/// - A custom scheme's host is the first path segment; an https host selects the associated domain,
///   compared without case. Paths are compared with case unless the route says otherwise.
/// - At every segment a constant is tried first, then typed parameters (enumerations, then `Int`, then
///   UUID), then untyped parameters, then `*` (one segment), then `**` (one or more, the rest). When a
///   branch cannot finish, the search backs up and tries the next (`/:provider` and `/google/callback`
///   together still match `/google`). The first complete match is the most specific one, and the result
///   never depends on the order routes were declared in.
/// - A segment is percent-decoded only when it contains `%`; `+` stays `+`. Empty segments (`a//b`, a
///   trailing `/`) are ignored.
/// - Problems with the table (a malformed template, a repeated name, two routes that match the same URLs)
///   are reported in ``diagnostics``; the routes at fault are left out, nothing traps.
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

    private let patterns: [RoutePattern]
    private let nodes: [Node]
    private let roots: [String: Int]

    private struct Node: Sendable {
        var constants: [String: Int] = [:]
        var foldedConstants: [String: Int] = [:]
        var typed: [(type: RouteParameterType, node: Int)] = []
        var untyped: Int?
        var wildcard: Int?
        var catchAll: Int?
        /// Patterns that end here (index into `patterns`); one, unless the table has conflicts.
        var terminals: [Int] = []
    }

    /// Builds the table.
    public init(_ declarations: [RouteDeclaration]) {
        self.declarations = declarations
        var diagnostics: [RouteDiagnostic] = []
        var patterns: [RoutePattern] = []
        var names: Set<String> = []
        for declaration in declarations.sorted(by: { $0.name < $1.name }) {
            guard names.insert(declaration.name).inserted else {
                diagnostics.append(RouteDiagnostic(route: declaration.name, message: LocalizedText(
                    ja: "ルート名「\(declaration.name)」が重複しています。後の宣言は使いません。",
                    en: "The route name \"\(declaration.name)\" is declared twice; the later declaration is left out.")))
                continue
            }
            for form in declaration.forms {
                do {
                    patterns.append(try RoutePattern(route: declaration, form: form))
                } catch {
                    diagnostics.append(RouteDiagnostic(route: declaration.name, message: LocalizedText(
                        ja: "ルート「\(declaration.name)」の\(form.kind.rawValue)形式は使えません: \(error.message.ja)。",
                        en: "The \(form.kind.rawValue) form of route \"\(declaration.name)\" is left out: \(error.message.en).")))
                }
            }
        }

        var nodes: [Node] = []
        var roots: [String: Int] = [:]
        var kept: [RoutePattern] = []
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
                diagnostics.append(RouteDiagnostic(route: pattern.route, message: LocalizedText(
                    ja: "ルート「\(pattern.route)」（\(pattern.form.rawValue)）と「\(other.route)」（\(other.form.rawValue)）は同じ URL に一致します。「\(other.route)」が使われます。",
                    en: "Routes \"\(pattern.route)\" (\(pattern.form.rawValue)) and \"\(other.route)\" (\(other.form.rawValue)) match the same URLs; \"\(other.route)\" wins.")))
            }
            kept.append(pattern)
            nodes[current].terminals.append(kept.count - 1)
        }
        self.patterns = kept
        self.nodes = nodes
        self.roots = roots
        self.diagnostics = diagnostics
    }

    /// The schemes and hosts the table has routes for, as URL prefixes: `appcadia://`, `https://appcadia.com`.
    private var knownPrefixes: [String] {
        roots.keys.map { $0.hasSuffix(":") ? $0 + "//" : $0 }.sorted()
    }

    private static func tableKey(scheme: String, host: String?) -> String {
        host.map { "\(scheme)://\($0)" } ?? "\(scheme):"
    }

    private static func typeOrder(_ type: RouteParameterType) -> Int {
        switch type {
        case .enumeration: 0
        case .int: 1
        case .uuid: 2
        case .string: 3
        }
    }

    // MARK: - Resolving

    public func resolve(_ url: URL) -> RouteResolution {
        switch lookup(url) {
        case .matched(let match):
            return .match(match)
        case .unknownTable:
            return .miss(RouteMiss(matchedPrefix: "", expected: knownPrefixes, nearestRoutes: []))
        case .undecodable(let key):
            return .miss(RouteMiss(matchedPrefix: key, expected: [], nearestRoutes: []))
        case .queryMiss(let miss):
            return .miss(miss)
        case .pathMiss(let key, let segments, let deepest):
            let prefix = ([key.hasSuffix(":") ? key + "//" : key] + segments.prefix(deepest.position)).joined(separator: "/")
                .replacingOccurrences(of: ":///", with: "://")
            return .miss(RouteMiss(
                matchedPrefix: prefix,
                expected: expectations(at: deepest.node),
                nearestRoutes: nearestRoutes(
                    from: deepest.node, position: deepest.position, remaining: Array(segments.dropFirst(deepest.position)))))
        }
    }

    /// The route a URL matches, or `nil`, without explaining a miss: the fast path for callers that only
    /// need the match.
    public func match(_ url: URL) -> RouteMatch? {
        if case .matched(let match) = lookup(url) { return match }
        return nil
    }

    private enum Lookup {
        case matched(RouteMatch)
        case unknownTable
        case undecodable(String)
        case queryMiss(RouteMiss)
        case pathMiss(key: String, segments: [String], deepest: (position: Int, node: Int))
    }

    private func lookup(_ url: URL) -> Lookup {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = components.scheme?.lowercased()
        else { return .unknownTable }
        var rawSegments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let host: String?
        if scheme == "https" || scheme == "http" {
            host = components.percentEncodedHost?.lowercased()
        } else {
            host = nil
            if let first = components.percentEncodedHost, !first.isEmpty { rawSegments.insert(first, at: 0) }
        }
        let key = Self.tableKey(scheme: scheme, host: host)
        guard let root = roots[key] else { return .unknownTable }
        var segments: [String] = []
        segments.reserveCapacity(rawSegments.count)
        for raw in rawSegments {
            guard let decoded = raw.contains("%") ? raw.removingPercentEncoding : raw else { return .undecodable(key) }
            segments.append(decoded)
        }

        var search = Search(router: self, segments: segments, root: root)
        var captures: [RouteValue] = []
        guard let found = search.find(node: root, position: 0, captures: &captures) else {
            return .pathMiss(key: key, segments: segments, deepest: search.deepest)
        }
        let pattern = patterns[found.pattern]
        var parameters = Dictionary(zip(pattern.parameterNames, found.captures), uniquingKeysWith: { first, _ in first })
        if !pattern.query.isEmpty {
            let items = Self.formItems(components.percentEncodedQuery)
            for (name, parameter) in pattern.query.sorted(by: { $0.key < $1.key }) {
                // Built only on a miss: matching must not pay for the explanation.
                func miss() -> Lookup {
                    .queryMiss(RouteMiss(
                        matchedPrefix: url.absoluteString.components(separatedBy: "?")[0],
                        expected: ["?\(name)={\(parameter.type)}"], nearestRoutes: [pattern.route]))
                }
                if let text = items.first(where: { $0.name == name })?.value {
                    guard let value = parameter.type.value(of: text) else { return miss() }
                    parameters[name] = value
                } else if let fallback = parameter.defaultValue, let value = parameter.type.value(of: fallback) {
                    parameters[name] = value
                } else if parameter.isRequired {
                    return miss()
                }
            }
        }
        return .matched(RouteMatch(route: pattern.route, form: pattern.form, parameters: parameters))
    }

    /// The depth-first search of one URL.
    private struct Search {
        let router: Router
        let segments: [String]
        /// The furthest the search got: how many segments matched, and the node there.
        var deepest: (position: Int, node: Int)

        init(router: Router, segments: [String], root: Int) {
            self.router = router
            self.segments = segments
            deepest = (0, root)
        }

        mutating func find(node index: Int, position: Int, captures: inout [RouteValue]) -> (pattern: Int, captures: [RouteValue])? {
            if position > deepest.position { deepest = (position, index) }
            let node = router.nodes[index]
            if position == segments.count {
                return node.terminals.first.map { ($0, captures) }
            }
            let segment = segments[position]
            if let next = node.constants[segment], let found = find(node: next, position: position + 1, captures: &captures) {
                return found
            }
            if !node.foldedConstants.isEmpty, let next = node.foldedConstants[segment.lowercased()],
                let found = find(node: next, position: position + 1, captures: &captures)
            {
                return found
            }
            for edge in node.typed {
                guard let value = edge.type.value(of: segment) else { continue }
                captures.append(value)
                if let found = find(node: edge.node, position: position + 1, captures: &captures) { return found }
                captures.removeLast()
            }
            if let next = node.untyped, !segment.isEmpty {
                captures.append(.string(segment))
                if let found = find(node: next, position: position + 1, captures: &captures) { return found }
                captures.removeLast()
            }
            if let next = node.wildcard, let found = find(node: next, position: position + 1, captures: &captures) {
                return found
            }
            if let next = node.catchAll, let terminal = router.nodes[next].terminals.first {
                return (terminal, captures)
            }
            return nil
        }
    }

    private func expectations(at index: Int) -> [String] {
        let node = nodes[index]
        let constants = node.constants.keys.sorted() + node.foldedConstants.keys.sorted()
        // A long list says little: name its size and the first few.
        var result = constants.count > 24 ? Array(constants.prefix(8)) + ["… (\(constants.count) constants)"] : constants
        for edge in node.typed {
            switch edge.type {
            case .int: result.append("{int}")
            case .uuid: result.append("{uuid}")
            case .string: result.append("{string}")
            case .enumeration(let values): result.append("{" + values.joined(separator: "|") + "}")
            }
        }
        if node.untyped != nil { result.append("{string}") }
        if node.wildcard != nil { result.append("*") }
        if node.catchAll != nil { result.append("**") }
        return result
    }

    /// Routes reachable from a node, nearest to the rest of the URL first (edit distance between the rest
    /// of the URL's path and the rest of each route's template).
    private func nearestRoutes(from index: Int, position: Int, remaining: [String]) -> [String] {
        // Breadth-first, nearest in depth first, and at most 64 routes: a miss at the root of a large table
        // must not score every route.
        var reachable: [Int] = []
        var queue = [index]
        var head = 0
        while head < queue.count && reachable.count < 64 {
            let node = nodes[queue[head]]
            head += 1
            reachable += node.terminals
            if queue.count < 4_096 {
                queue += node.constants.keys.sorted().compactMap { node.constants[$0] } + node.foldedConstants.keys.sorted().compactMap { node.foldedConstants[$0] }
                    + node.typed.map(\.node) + [node.untyped, node.wildcard, node.catchAll].compactMap { $0 }
            }
        }
        let rest = remaining.joined(separator: "/")
        let scored = reachable.map { patternIndex -> (route: String, distance: Int) in
            let pattern = patterns[patternIndex]
            let tail = pattern.pathDescription.split(separator: "/").dropFirst(position).joined(separator: "/")
            return (pattern.route, Self.editDistance(rest, tail))
        }
        var seen: Set<String> = []
        let ordered = scored.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.route < $1.route }
        return Array(ordered.map(\.route).filter { seen.insert($0).inserted }.prefix(3))
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    // MARK: - Generating

    public func url(for route: String, parameters: [String: RouteValue], form: RouteForm.Kind) throws(IntegrationsError) -> URL {
        guard let pattern = patterns.first(where: { $0.route == route && $0.form == form }) else {
            let known = patterns.filter { $0.route == route }.map(\.form.rawValue)
            throw IntegrationsError(.invalidRoute, LocalizedText(
                ja: known.isEmpty
                    ? "ルート「\(route)」はありません。`integrations routes` で一覧を確かめてください。"
                    : "ルート「\(route)」に\(form.rawValue)形式はありません（あるのは \(known.joined(separator: "、"))）。",
                en: known.isEmpty
                    ? "There is no route \"\(route)\". List the routes with `integrations routes`."
                    : "Route \"\(route)\" has no \(form.rawValue) form (it has \(known.joined(separator: ", ")))."))
        }
        var parts: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            let isHost = pattern.host == nil && index == 0
            let allowed = isHost ? CharacterSet.urlHostAllowed : Self.segmentAllowed
            switch segment {
            case .constant(let value):
                parts.append(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
            case .parameter(let name, let type, _):
                guard let value = parameters[name], type.value(of: value.description) != nil else {
                    throw IntegrationsError(.invalidRoute, LocalizedText(
                        ja: "ルート「\(route)」の URL を作るには、型 \(type) の値を持つパラメータ「\(name)」が必要です（\(parameters[name].map { "「\($0)」は合いません" } ?? "ありません")）。",
                        en: "Route \"\(route)\" needs the parameter \"\(name)\" with a value of type \(type) (\(parameters[name].map { "\"\($0)\" does not fit" } ?? "it is missing"))."))
                }
                parts.append(value.description.addingPercentEncoding(withAllowedCharacters: allowed) ?? value.description)
            case .wildcard, .catchAll:
                throw IntegrationsError(.invalidRoute, LocalizedText(
                    ja: "ルート「\(route)」には * や ** があるため URL を作れません。",
                    en: "Route \"\(route)\" has a * or ** segment, so its URL cannot be generated."))
            }
        }
        var text = pattern.scheme + "://" + ([pattern.host].compactMap { $0 } + parts).joined(separator: "/")
        var items: [String] = []
        for (name, parameter) in pattern.query.sorted(by: { $0.key < $1.key }) {
            guard let value = parameters[name] else {
                if parameter.isRequired && parameter.defaultValue == nil {
                    throw IntegrationsError(.invalidRoute, LocalizedText(
                        ja: "ルート「\(route)」の URL にはクエリパラメータ「\(name)」（\(parameter.type)）が必要です。",
                        en: "Route \"\(route)\" needs the query parameter \"\(name)\" (\(parameter.type))."))
                }
                continue
            }
            guard parameter.type.value(of: value.description) != nil else {
                throw IntegrationsError(.invalidRoute, LocalizedText(
                    ja: "ルート「\(route)」のクエリパラメータ「\(name)」は \(parameter.type) でなければなりません（「\(value)」は合いません）。",
                    en: "The query parameter \"\(name)\" of route \"\(route)\" must be \(parameter.type) (\"\(value)\" does not fit)."))
            }
            items.append(Self.formEncode(name) + "=" + Self.formEncode(value.description))
        }
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        guard let url = URL(string: text) else {
            throw IntegrationsError(.invalidRoute, LocalizedText(
                ja: "ルート「\(route)」から作った「\(text)」は URL になりません。", en: "\"\(text)\" built for route \"\(route)\" is not a URL."))
        }
        return url
    }

    /// Query items decoded the way browsers encode forms: `+` is a space, then percent-decoding.
    static func formItems(_ query: String?) -> [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&").compactMap { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String? { text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = parts.first.flatMap(decode) else { return nil }
            return (name, parts.count > 1 ? decode(parts[1]) ?? "" : "")
        }
    }

    /// Form-encodes a query name or value: unreserved characters stay, a space becomes `+`.
    static func formEncode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(0x7F)))
        allowed.insert(charactersIn: "-._~ ")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(of: " ", with: "+")
    }

    /// Characters left as they are in a path segment: RFC 3986 unreserved and sub-delims, `:` and `@`.
    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/;")
        return set
    }()
}

/// A problem in a route table, found when the table is built.
public struct RouteDiagnostic: Sendable, Hashable, Codable {
    /// The route at fault.
    public var route: String
    /// What is wrong and what happens because of it.
    public var message: LocalizedText
}
