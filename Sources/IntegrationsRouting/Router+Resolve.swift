public import Foundation
public import IntegrationsCore

/// Resolving a URL: the lookup on the URL's bytes, the depth-first search of the trie, and the
/// explanation of a miss.
extension Router {
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
}
