/// The fixed part of a generated file: how `AppRoute` reads and writes URLs.
///
/// It repeats, in Foundation only, what IntegrationsRouting's `Router` does for one table of patterns, so
/// that an app target compiles it without depending on this package: the generated code must build in an
/// iOS app target. `GeneratedRouteParityTests` holds the two to the same answers on generated URLs.
enum RouteRuntime {
    static let source = #"""
        /// One route form's pattern, and the reading and writing of its URLs as IntegrationsRouting's `Router`
        /// does them.
        private struct AppRoutePattern: Sendable {
            enum Kind: Sendable {
                case int, uuid, string
                case oneOf([String])

                /// The value as a URL writes it, or nil when `text` does not fit.
                func value(_ text: String) -> String? {
                    switch self {
                    case .int:
                        guard !text.isEmpty, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }), let number = Int(text) else {
                            return nil
                        }
                        return String(number)
                    case .uuid:
                        return UUID(uuidString: text).map { $0.uuidString.lowercased() }
                    case .string:
                        return text.isEmpty ? nil : text
                    case .oneOf(let values):
                        return values.contains(text) ? text : nil
                    }
                }
            }

            enum Segment: Sendable {
                case constant(String)
                case folded(String)
                case parameter(String, Kind)
                case wildcard
                case catchAll
            }

            struct Query: Sendable {
                var name: String
                var kind: Kind
                var isRequired: Bool
                var defaultValue: String?
            }

            var route: String
            var form: AppRoute.Form
            var scheme: String
            var host: String?
            var segments: [Segment]
            var query: [Query]

            /// The route and values of the first pattern that matches `url`.
            static func match(_ url: URL) -> (route: String, values: [String: String])? {
                // Read from the URL's text, as the router reads it (the text is what the system hands an app).
                let text = url.absoluteString
                guard let colon = text.firstIndex(of: ":") else { return nil }
                let scheme = asciiLowercased(String(text[..<colon]))
                let isWeb = scheme == "https" || scheme == "http"
                var rest = text[text.index(after: colon)...]
                if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
                var query: Substring?
                if let mark = rest.firstIndex(of: "?") {
                    query = rest[rest.index(after: mark)...]
                    rest = rest[..<mark]
                }
                var host: Substring = ""
                if rest.hasPrefix("//") {
                    rest = rest.dropFirst(2)
                    let end = rest.firstIndex(of: "/") ?? rest.endIndex
                    host = rest[..<end]
                    rest = rest[end...]
                    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
                    if host.first != "[", let port = host.lastIndex(of: ":") { host = host[..<port] }
                }
                var raw = arriving(String(rest), isWeb: isWeb).split(separator: "/").map(String.init)
                if !isWeb && !host.isEmpty { raw.insert(String(host), at: 0) }
                var path: [String] = []
                for part in raw {
                    guard let decoded = part.removingPercentEncoding else { return nil }
                    path.append(decoded)
                }
                // A host is compared without case, a custom scheme's too.
                if !isWeb && !host.isEmpty { path[0] = asciiLowercased(path[0]) }
                let webHost = isWeb ? asciiLowercased(String(host).removingPercentEncoding ?? String(host)) : nil
                let items = formItems(query.map(String.init))
                for pattern in all where pattern.scheme == scheme && pattern.host == webHost {
                    guard var values = pattern.values(path) else { continue }
                    // The first pattern whose path matches decides; a query that does not fit opens nothing.
                    for parameter in pattern.query {
                        if let text = items.first(where: { $0.name == parameter.name })?.value {
                            guard let value = parameter.kind.value(text) else { return nil }
                            values[parameter.name] = value
                        } else if let fallback = parameter.defaultValue, let value = parameter.kind.value(fallback) {
                            values[parameter.name] = value
                        } else if parameter.isRequired {
                            return nil
                        }
                    }
                    return (pattern.route, values)
                }
                return nil
            }

            /// The path parameters' values when the decoded `path` matches the pattern.
            func values(_ path: [String]) -> [String: String]? {
                var values: [String: String] = [:]
                var position = 0
                for segment in segments {
                    if case .catchAll = segment { return position < path.count ? values : nil }
                    guard position < path.count else { return nil }
                    let text = path[position]
                    switch segment {
                    case .constant(let constant):
                        guard text == constant else { return nil }
                    case .folded(let constant):
                        guard text.lowercased() == constant else { return nil }
                    case .parameter(let name, let kind):
                        guard let value = kind.value(text) else { return nil }
                        // Of two parameters with one name, the first wins.
                        if values[name] == nil { values[name] = value }
                    case .wildcard, .catchAll:
                        break
                    }
                    position += 1
                }
                return position == path.count ? values : nil
            }

            /// The pattern's URL with `values`, or nil when one is missing or cannot be written.
            func url(_ values: [String: String]) -> URL? {
                var parts: [String] = []
                for (index, segment) in segments.enumerated() {
                    let allowed = host == nil && index == 0 ? CharacterSet.urlHostAllowed : Self.segmentAllowed
                    switch segment {
                    case .constant(let constant), .folded(let constant):
                        parts.append(constant.addingPercentEncoding(withAllowedCharacters: allowed) ?? constant)
                    case .parameter(let name, let kind):
                        guard let value = values[name], kind.value(value) != nil else { return nil }
                        switch value {
                        // Browsers resolve . and .. in a web URL however they are written.
                        case "." where host != nil, ".." where host != nil: return nil
                        case ".": parts.append("%2E")
                        case "..": parts.append("%2E%2E")
                        default: parts.append(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
                        }
                    case .wildcard, .catchAll:
                        return nil
                    }
                }
                var text = scheme + "://" + ([host].compactMap { $0 } + parts).joined(separator: "/")
                var items: [String] = []
                for parameter in query {
                    guard let value = values[parameter.name] else {
                        if parameter.isRequired && parameter.defaultValue == nil { return nil }
                        continue
                    }
                    guard parameter.kind.value(value) != nil else { return nil }
                    items.append(Self.formEncoded(parameter.name) + "=" + Self.formEncoded(value))
                }
                if !items.isEmpty { text += "?" + items.joined(separator: "&") }
                return URL(string: text)
            }

            private static let segmentAllowed: CharacterSet = {
                var set = CharacterSet.urlPathAllowed
                set.remove(charactersIn: "/;")
                return set
            }()

            private static let formAllowed: CharacterSet = {
                var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
                set.insert(charactersIn: "-._~ ")
                return set
            }()

            private static func formEncoded(_ text: String) -> String {
                (text.addingPercentEncoding(withAllowedCharacters: formAllowed) ?? text).replacingOccurrences(of: " ", with: "+")
            }

            private static func formItems(_ query: String?) -> [(name: String, value: String)] {
                guard let query, !query.isEmpty else { return [] }
                return query.split(separator: "&").compactMap { item in
                    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    func decode(_ text: Substring) -> String? { text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
                    guard let name = parts.first.flatMap(decode) else { return nil }
                    return (name, parts.count > 1 ? decode(parts[1]) ?? "" : "")
                }
            }

            /// The path as it arrives: `.` and `..` resolved (RFC 3986, 5.2.4), in a web URL also when
            /// written `%2E`, as browsers do.
            private static func arriving(_ path: String, isWeb: Bool) -> String {
                let absolute = path.hasPrefix("/")
                let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(absolute ? 1 : 0)
                var output: [Substring] = []
                for (index, written) in segments.enumerated() {
                    let last = index == segments.count - 1
                    let segment = isWeb ? Substring(asciiLowercased(String(written)).replacingOccurrences(of: "%2e", with: ".")) : written
                    switch segment {
                    case ".":
                        if last { output.append("") }
                    case "..":
                        if !output.isEmpty { output.removeLast() }
                        if last { output.append("") }
                    default:
                        output.append(written)
                    }
                }
                return (absolute ? "/" : "") + output.joined(separator: "/")
            }

            private static func asciiLowercased(_ text: String) -> String {
                String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            }
        }
        """#
}
