public import Foundation
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

    let patterns: [RoutePattern]
    let nodes: [Node]
    private let constantEdges: ConstantEdges
    /// What a lookup reads of each node, packed small so that a large table stays in the caches.
    private let hotNodes: [HotNode]
    /// Every node's typed edges, in precedence order; a node's are `hotNodes[i].typed`.
    private let typedEdges: [(type: RouteParameterType, node: Int32)]

    private struct HotNode: Sendable {
        var typedStart: Int32 = 0
        var typedEnd: Int32 = 0
        var untyped: Int32 = -1
        var wildcard: Int32 = -1
        var catchAll: Int32 = -1
        var terminal: Int32 = -1
        var hasConstants = false
        var hasFoldedConstants = false
    }
    private let roots: [String: Int]
    /// The roots with their scheme and host as lower-cased bytes, for lookups that never build a key.
    private let rootEntries: [(scheme: [UInt8], host: [UInt8]?, key: String, node: Int)]

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
        for declaration in declarations.sorted(by: { $0.name < $1.name }) {
            guard names.insert(declaration.name).inserted else {
                diagnostics.append(RouteDiagnostic(.duplicateName, route: declaration.name, message: LocalizedText(
                    ja: "ルート名「\(declaration.name)」が重複しています。後の宣言は使いません。",
                    en: "The route name \"\(declaration.name)\" is declared twice; the later declaration is left out.")))
                continue
            }
            for form in declaration.forms {
                do {
                    patterns.append(try RoutePattern(route: declaration, form: form))
                } catch {
                    diagnostics.append(RouteDiagnostic(.invalidForm, route: declaration.name, message: LocalizedText(
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
                diagnostics.append(RouteDiagnostic(.conflict, route: pattern.route, message: LocalizedText(
                    ja: "ルート「\(pattern.route)」（\(pattern.form.rawValue)）と「\(other.route)」（\(other.form.rawValue)）は同じ URL に一致します。「\(other.route)」が使われます。",
                    en: "Routes \"\(pattern.route)\" (\(pattern.form.rawValue)) and \"\(other.route)\" (\(other.form.rawValue)) match the same URLs; \"\(other.route)\" wins.")))
            }
            kept.append(pattern)
            nodes[current].terminals.append(kept.count - 1)
        }
        self.patterns = kept
        self.nodes = nodes
        var edges = ConstantEdges(capacity: nodes.reduce(0) { $0 + $1.constants.count })
        for (parent, node) in nodes.enumerated() {
            for (key, child) in node.constants { edges.insert(parent: parent, key: key.precomposedStringWithCanonicalMapping, child: child) }
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
        self.diagnostics = diagnostics + Self.unreachableRoutes(nodes: nodes, patterns: kept)
    }

    /// The schemes and hosts the table has routes for, as URL prefixes: `appcadia://`, `https://appcadia.com`.
    private var knownPrefixes: [String] {
        roots.keys.map { $0.hasSuffix(":") ? $0 + "//" : $0 }.sorted()
    }

    private static func tableKey(scheme: String, host: String?) -> String {
        host.map { "\(scheme)://\($0)" } ?? "\(scheme):"
    }

    static func typeOrder(_ type: RouteParameterType) -> Int {
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
            return .miss(RouteMiss(matchedPrefix: key, expected: [], nearestRoutes: [], isUndecodable: true))
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

    /// Looks a URL up, reading its string's UTF-8 once: no `URLComponents`, no string per segment unless
    /// the segment is compared with constants or typed.
    private func lookup(_ url: URL) -> Lookup {
        var text = url.absoluteString
        // A special-scheme URL is looked up as a browser reads it: `https://evil.com\@appcadia.com/…`
        // goes to evil.com, and a URL a browser refuses opens nothing. Most URLs are already in a
        // browser's form, which one pass over the same bytes tells.
        if let canonical = text.withUTF8({ bytes in BrowserURL.isCanonical(bytes) ? lookup(bytes, url: url) : nil }) {
            return canonical
        }
        switch BrowserURL.read(text) {
        case .asWritten: break
        case .readAs(let read): text = read
        case .invalid: return .unknownTable
        }
        return text.withUTF8 { bytes in lookup(bytes, url: url) }
    }

    private func lookup(_ bytes: UnsafeBufferPointer<UInt8>, url: URL) -> Lookup {
        guard let parts = URLParts(bytes) else { return .unknownTable }
        if ArrivingURL.hasDotSegment(bytes, parts.path) {
            // Answer for the URL as it arrives: browsers and the system resolve `.` and `..` first.
            var arriving = bytes.string(0..<parts.path.lowerBound) + ArrivingURL.removeDotSegments(bytes.string(parts.path))
                + bytes.string(parts.path.upperBound..<bytes.count)
            return arriving.withUTF8 { lookup($0, url: url) }
        }
        let isWeb = bytes.equalsIgnoringASCIICase(parts.scheme, Self.https) || bytes.equalsIgnoringASCIICase(parts.scheme, Self.http)
        var found: Int?
        for (index, entry) in rootEntries.enumerated() where bytes.equalsIgnoringASCIICase(parts.scheme, entry.scheme) {
            if isWeb, let host = parts.host, let entryHost = entry.host, bytes.equalsIgnoringASCIICase(host, entryHost) {
                found = index
                break
            }
            if !isWeb, entry.host == nil {
                found = index
                break
            }
        }
        guard let found else { return .unknownTable }
        let root = rootEntries[found]

        // The segments' raw ranges: a custom scheme's host is the first.
        var rawCount = 1
        for index in parts.path where bytes[index] == UInt8(ascii: "/") { rawCount += 1 }
        let hostSegment = isWeb ? nil : parts.host.flatMap { $0.isEmpty ? nil : $0 }
        let capacity = rawCount + 1
        let decodedCapacity = parts.path.count + (hostSegment?.count ?? 0)
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) { bounds in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(decodedCapacity, 1)) { decoded in
                // Percent-decode every segment into `decoded`, recording where each one lies there.
                var count = 0
                var used = 0
                func add(_ range: Range<Int>) -> Bool {
                    guard !range.isEmpty else { return true }
                    var hasPercent = false
                    for index in range where bytes[index] == UInt8(ascii: "%") { hasPercent = true }
                    let end: Int
                    if hasPercent {
                        guard let decodedEnd = PercentDecoding.decode(bytes, range, into: decoded, at: used),
                            String(validating: UnsafeBufferPointer(rebasing: decoded[used..<decodedEnd]), as: UTF8.self) != nil
                        else { return false }
                        end = decodedEnd
                    } else {
                        _ = UnsafeMutableBufferPointer(rebasing: decoded[used..<(used + range.count)])
                            .initialize(from: UnsafeBufferPointer(rebasing: bytes[range]))
                        end = used + range.count
                    }
                    bounds[count] = used..<end
                    count += 1
                    used = end
                    return true
                }
                if let hostSegment {
                    guard add(hostSegment) else { return .undecodable(root.key) }
                    // A host is compared without case (RFC 3986, 3.2.2), also a custom scheme's.
                    if count == 1 {
                        for index in bounds[0] where decoded[index] >= UInt8(ascii: "A") && decoded[index] <= UInt8(ascii: "Z") {
                            decoded[index] |= 0x20
                        }
                    }
                }
                var segmentStart = parts.path.lowerBound
                for index in parts.path where bytes[index] == UInt8(ascii: "/") {
                    guard add(segmentStart..<index) else { return .undecodable(root.key) }
                    segmentStart = index + 1
                }
                guard add(segmentStart..<parts.path.upperBound) else { return .undecodable(root.key) }

                let segments = UnsafeBufferPointer(rebasing: bounds[0..<count])
                let text = UnsafeBufferPointer(decoded)
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: Swift.max(count, 1)) { captures in
                    var search = Search(nodes: nodes, hot: hotNodes, typed: typedEdges, edges: constantEdges, text: text, segments: segments, captures: captures, root: root.node)
                    guard let terminal = search.find(node: root.node, position: 0, captured: 0) else {
                        return .pathMiss(
                            key: root.key, segments: segments.map { text.string($0) }, deepest: search.deepest)
                    }
                    let patternParameters = patterns[terminal.pattern].parameters
                    var parameters: [String: RouteValue] = [:]
                    parameters.reserveCapacity(patternParameters.count)
                    // Backwards, so that of two parameters with one name the first wins.
                    for index in patternParameters.indices.reversed() {
                        let segment = text.string(segments[captures[index]])
                        parameters[patternParameters[index].name] = patternParameters[index].type.value(of: segment) ?? .string(segment)
                    }
                    if !patterns[terminal.pattern].query.isEmpty {
                        let pattern = patterns[terminal.pattern]
                        let items = Self.formItems(parts.query.map { bytes.string($0) })
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
                    return .matched(RouteMatch(route: patterns[terminal.pattern].route, form: patterns[terminal.pattern].form, parameters: parameters))
                }
            }
        }
    }

    private static let https = Array("https".utf8)
    private static let http = Array("http".utf8)

    /// The depth-first search of one URL's segments.
    private struct Search {
        let nodes: [Node]
        let hot: [HotNode]
        let typed: [(type: RouteParameterType, node: Int32)]
        let edges: ConstantEdges
        /// The decoded segments' bytes.
        let text: UnsafeBufferPointer<UInt8>
        let segments: UnsafeBufferPointer<Range<Int>>
        /// The segment positions captured by parameters on the way down.
        let captures: UnsafeMutableBufferPointer<Int>
        /// The furthest the search got: how many segments matched, and the node there.
        var deepest: (position: Int, node: Int)

        init(
            nodes: [Node], hot: [HotNode], typed: [(type: RouteParameterType, node: Int32)], edges: ConstantEdges, text: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<Range<Int>>,
            captures: UnsafeMutableBufferPointer<Int>, root: Int
        ) {
            self.nodes = nodes
            self.hot = hot
            self.typed = typed
            self.edges = edges
            self.text = text
            self.segments = segments
            self.captures = captures
            deepest = (0, root)
        }

        /// The pattern a complete match ends on; `captures[0..<captured]` hold the parameters so far.
        mutating func find(node index: Int, position: Int, captured: Int) -> (pattern: Int, captured: Int)? {
            if position > deepest.position { deepest = (position, index) }
            let node = hot[index]
            if position == segments.count {
                return node.terminal >= 0 ? (Int(node.terminal), captured) : nil
            }
            let bytes = UnsafeBufferPointer(rebasing: text[segments[position]])
            // Built only when something compares the segment as a string.
            var segment: String { text.string(segments[position]) }
            if node.hasConstants {
                var isASCII = true
                for byte in bytes where byte >= 0x80 { isASCII = false }
                if let next = isASCII ? edges.child(of: index, bytes) : nodes[index].constants[segment],
                    let found = find(node: next, position: position + 1, captured: captured)
                {
                    return found
                }
            }
            if node.hasFoldedConstants, let next = nodes[index].foldedConstants[segment.lowercased()],
                let found = find(node: next, position: position + 1, captured: captured)
            {
                return found
            }
            captures[captured] = position
            if node.typedStart < node.typedEnd {
                let segment = segment
                for edge in typed[Int(node.typedStart)..<Int(node.typedEnd)] where edge.type.value(of: segment) != nil {
                    if let found = find(node: Int(edge.node), position: position + 1, captured: captured + 1) { return found }
                }
            }
            if node.untyped >= 0, let found = find(node: Int(node.untyped), position: position + 1, captured: captured + 1) {
                return found
            }
            if node.wildcard >= 0, let found = find(node: Int(node.wildcard), position: position + 1, captured: captured) {
                return found
            }
            if node.catchAll >= 0, hot[Int(node.catchAll)].terminal >= 0 {
                return (Int(hot[Int(node.catchAll)].terminal), captured)
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
            return (pattern.route, EditDistance.between(rest, tail))
        }
        var seen: Set<String> = []
        let ordered = scored.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.route < $1.route }
        return Array(ordered.map(\.route).filter { seen.insert($0).inserted }.prefix(3))
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
                if pattern.host != nil, value.description == "." || value.description == ".." {
                    throw IntegrationsError(.invalidRoute, LocalizedText(
                        ja: "ルート「\(route)」の web 形式の URL にパラメータ「\(name)」の値「\(value)」は書けません。ブラウザは . と .. を（%2E と書いても）パスの区切りとして解決します（WHATWG URL Standard）。カスタムスキームの形式を使ってください。",
                        en: "Route \"\(route)\"'s web URL cannot carry \"\(value)\" as parameter \"\(name)\": browsers resolve . and .. as dot segments however they are encoded (%2E too; the WHATWG URL Standard). Use the custom-scheme form."))
                }
                parts.append(Self.encodeSegment(value.description, allowed: allowed))
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

    /// A path segment's value, percent-encoded; `.` and `..` become `%2E` and `%2E%2E`, which RFC 3986
    /// does not resolve as dot segments, so the value survives the trip in a custom scheme's URL (a web
    /// URL cannot carry them: browsers resolve `%2E` too).
    static func encodeSegment(_ value: String, allowed: CharacterSet) -> String {
        switch value {
        case ".": "%2E"
        case "..": "%2E%2E"
        default: value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
        }
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
    /// Which rule of the route table a diagnostic reports: stable, for code to branch on (people read
    /// ``RouteDiagnostic/message``).
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A route name declared twice: the later declaration is left out.
        public static let duplicateName = Code(rawValue: "route.duplicateName")
        /// A form whose template cannot be read: it is left out.
        public static let invalidForm = Code(rawValue: "route.invalidForm")
        /// Two routes match the same URLs: the first wins.
        public static let conflict = Code(rawValue: "route.conflict")
        /// A route no URL can reach: another always wins before it.
        public static let unreachable = Code(rawValue: "route.unreachable")

        public var description: String { rawValue }
    }

    /// The rule.
    public var code: Code
    /// The route at fault.
    public var route: String
    /// What is wrong and what happens because of it.
    public var message: LocalizedText

    /// Creates a diagnostic.
    public init(_ code: Code, route: String, message: LocalizedText) {
        self.code = code
        self.route = route
        self.message = message
    }
}
