// Generated from Hostile's integrations.json by IntegrationsGenerator.
// Do not edit: every build writes it again from the manifest (Plugins/README.md).

public import Foundation

// MARK: - Routes

/// A deep link into Hostile: one case per route of `integrations.json`.
///
/// ``url(form:)`` writes a route's URL and ``init(url:)`` reads one back, both as IntegrationsRouting's
/// `Router` does: `AppRoute(url: route.url(form: form)!) == route` for every route and form.
public enum AppRoute: Hashable, Sendable {
    /// The route `round`.
    ///
    /// - scheme: `hostile://round/{match}/{round}`
    case round(match: Int, round: Int)
    /// The route `page`.
    ///
    /// - scheme: `hostile://page`
    /// - query `match`: string
    /// - query `page`: int, default 1
    /// - query `values`: one of a, b
    case page(match: String, page: Int = 1, values: String? = nil)
    /// The route `values`.
    ///
    /// - scheme: `hostile://values/{values}`
    case values(values: String)
    /// The route `self`.
    ///
    /// - scheme: `hostile://self/{self}/{Self}`
    case self2(`self`: UUID, self2: String)
    /// The route `Type`.
    ///
    /// - scheme: `hostile://type/{Type}/{init}`
    /// - query `inout`: string
    /// - query `value1`: int
    case type(type: String, `init`: String, `inout`: String? = nil, value1: Int? = nil)
    /// The route `match`.
    ///
    /// - scheme: `hostile://match/{default}`
    /// - query `name`: string
    /// - query `url`: string
    case match(`default`: String, name: String? = nil, url: String? = nil)
    /// The route `goal-edit`.
    ///
    /// - scheme: `hostile://goal-edit`
    case goalEdit
    /// The route `goalEdit`.
    ///
    /// - scheme: `hostile://goaledit`
    case goalEdit2
    /// The route `GOAL_EDIT`.
    ///
    /// - scheme: `hostile://goal_edit/{goal-edit}/{goalEdit}`
    case goalEdit3(goalEdit: String, goalEdit2: String)
    /// The route `404`.
    ///
    /// - scheme: `hostile://404`
    case _404
    /// The route `none`.
    ///
    /// - scheme: `hostile://none`
    case none
    /// The route `日記`.
    ///
    /// - scheme: `hostile://diary/{日付}`
    case 日記(日付: String)
    /// The route `étoile!`.
    ///
    /// - scheme: `hostile://etoile/{ⸯx}`
    case étoile(x: String)

    /// A route's URL forms: a custom-scheme URL, a universal link, an App Clip invocation URL.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        case scheme, web, clip
    }

    /// The route's name in `integrations.json`.
    public var name: String {
        switch self {
        case .round: "round"
        case .page: "page"
        case .values: "values"
        case .self2: "self"
        case .type: "Type"
        case .match: "match"
        case .goalEdit: "goal-edit"
        case .goalEdit2: "goalEdit"
        case .goalEdit3: "GOAL_EDIT"
        case ._404: "404"
        case .none: "none"
        case .日記: "日記"
        case .étoile: "étoile!"
        }
    }

    /// The route's forms, in the manifest's order.
    public var forms: [Form] {
        switch self {
        case .round: [.scheme]
        case .page: [.scheme]
        case .values: [.scheme]
        case .self2: [.scheme]
        case .type: [.scheme]
        case .match: [.scheme]
        case .goalEdit: [.scheme]
        case .goalEdit2: [.scheme]
        case .goalEdit3: [.scheme]
        case ._404: [.scheme]
        case .none: [.scheme]
        case .日記: [.scheme]
        case .étoile: [.scheme]
        }
    }

    /// The route's parameters as its URLs write them, query parameters included.
    public var parameters: [String: String] {
        switch self {
        case .round(let value1, let value2):
            var values: [String: String] = [:]
            values["match"] = String(value1)
            values["round"] = String(value2)
            return values
        case .page(let value1, let value2, let value3):
            var values: [String: String] = [:]
            values["match"] = value1
            values["page"] = String(value2)
            values["values"] = value3.map { $0 }
            return values
        case .values(let value1):
            var values: [String: String] = [:]
            values["values"] = value1
            return values
        case .self2(let value1, let value2):
            var values: [String: String] = [:]
            values["self"] = value1.uuidString.lowercased()
            values["Self"] = value2
            return values
        case .type(let value1, let value2, let value3, let value4):
            var values: [String: String] = [:]
            values["Type"] = value1
            values["init"] = value2
            values["inout"] = value3.map { $0 }
            values["value1"] = value4.map { String($0) }
            return values
        case .match(let value1, let value2, let value3):
            var values: [String: String] = [:]
            values["default"] = value1
            values["name"] = value2.map { $0 }
            values["url"] = value3.map { $0 }
            return values
        case .goalEdit: return [:]
        case .goalEdit2: return [:]
        case .goalEdit3(let value1, let value2):
            var values: [String: String] = [:]
            values["goal-edit"] = value1
            values["goalEdit"] = value2
            return values
        case ._404: return [:]
        case .none: return [:]
        case .日記(let value1):
            var values: [String: String] = [:]
            values["日付"] = value1
            return values
        case .étoile(let value1):
            var values: [String: String] = [:]
            values["ⸯx"] = value1
            return values
        }
    }

    /// The route's URL in `form`, or nil when the route has no such form or a value cannot be written in
    /// it (an empty string, a value outside its list, `.` or `..` in a web URL).
    public func url(form: Form) -> URL? {
        AppRoutePattern.all.first { $0.route == name && $0.form == form }?.url(parameters)
    }

    /// The route's URL in its first form.
    public var url: URL? {
        forms.first.flatMap { url(form: $0) }
    }

    /// The route a URL opens, read as IntegrationsRouting's `Router` reads it: schemes and hosts without
    /// case, empty segments skipped, `.` and `..` resolved, segments percent-decoded, query parameters
    /// typed with their defaults. Nil when no route matches.
    public init?(url: URL) {
        guard let match = AppRoutePattern.match(url) else { return nil }
        switch match.route {
        case "round":
            guard let value1 = match.values["match"].flatMap({ Int($0) }) else { return nil }
            guard let value2 = match.values["round"].flatMap({ Int($0) }) else { return nil }
            self = .round(match: value1, round: value2)
        case "page":
            guard let value1 = match.values["match"] else { return nil }
            guard let value2 = match.values["page"].flatMap({ Int($0) }) else { return nil }
            let value3 = match.values["values"]
            self = .page(match: value1, page: value2, values: value3)
        case "values":
            guard let value1 = match.values["values"] else { return nil }
            self = .values(values: value1)
        case "self":
            guard let value1 = match.values["self"].flatMap({ UUID(uuidString: $0) }) else { return nil }
            guard let value2 = match.values["Self"] else { return nil }
            self = .self2(self: value1, self2: value2)
        case "Type":
            guard let value1 = match.values["Type"] else { return nil }
            guard let value2 = match.values["init"] else { return nil }
            let value3 = match.values["inout"]
            let value4 = match.values["value1"].flatMap({ Int($0) })
            self = .type(type: value1, init: value2, `inout`: value3, value1: value4)
        case "match":
            guard let value1 = match.values["default"] else { return nil }
            let value2 = match.values["name"]
            let value3 = match.values["url"]
            self = .match(default: value1, name: value2, url: value3)
        case "goal-edit":
            self = .goalEdit
        case "goalEdit":
            self = .goalEdit2
        case "GOAL_EDIT":
            guard let value1 = match.values["goal-edit"] else { return nil }
            guard let value2 = match.values["goalEdit"] else { return nil }
            self = .goalEdit3(goalEdit: value1, goalEdit2: value2)
        case "404":
            self = ._404
        case "none":
            self = .none
        case "日記":
            guard let value1 = match.values["日付"] else { return nil }
            self = .日記(日付: value1)
        case "étoile!":
            guard let value1 = match.values["ⸯx"] else { return nil }
            self = .étoile(x: value1)
        default:
            return nil
        }
    }
}

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

extension AppRoutePattern {
    /// Every route form, in the order the router's trie tries them.
    static let all: [AppRoutePattern] = [
        .init(route: "404", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("404")], query: []),
        .init(route: "goal-edit", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("goal-edit")], query: []),
        .init(route: "goalEdit", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("goaledit")], query: []),
        .init(route: "none", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("none")], query: []),
        .init(route: "page", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("page")], query: [.init(name: "match", kind: .string, isRequired: true, defaultValue: nil), .init(name: "page", kind: .int, isRequired: false, defaultValue: "1"), .init(name: "values", kind: .oneOf(["a", "b"]), isRequired: false, defaultValue: nil)]),
        .init(route: "round", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("round"), .parameter("match", .int), .parameter("round", .int)], query: []),
        .init(route: "self", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("self"), .parameter("self", .uuid), .parameter("Self", .string)], query: []),
        .init(route: "match", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("match"), .parameter("default", .string)], query: [.init(name: "name", kind: .string, isRequired: false, defaultValue: nil), .init(name: "url", kind: .string, isRequired: false, defaultValue: nil)]),
        .init(route: "values", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("values"), .parameter("values", .string)], query: []),
        .init(route: "étoile!", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("etoile"), .parameter("ⸯx", .string)], query: []),
        .init(route: "日記", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("diary"), .parameter("日付", .string)], query: []),
        .init(route: "GOAL_EDIT", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("goal_edit"), .parameter("goal-edit", .string), .parameter("goalEdit", .string)], query: []),
        .init(route: "Type", form: .scheme, scheme: "hostile", host: nil, segments: [.constant("type"), .parameter("Type", .string), .parameter("init", .string)], query: [.init(name: "inout", kind: .string, isRequired: false, defaultValue: nil), .init(name: "value1", kind: .int, isRequired: false, defaultValue: nil)]),
    ]
}

// MARK: - Identifiers

/// The identifiers Hostile's `integrations.json` declares, as constants: a renamed identifier
/// breaks the build instead of a notification, a shortcut or a widget at run time.
public enum AppIdentifiers {
    /// The App Intents, by identifier.
    public enum Intents {
        /// Type (型): Type (型)
        public enum Type2 {
            /// The intent's identifier.
            public static let identifier = "Type"
            /// The intent's parameter names.
            public enum Parameters {
                /// Self (自分)
                public static let `self` = "self"
                /// Init (初期)
                public static let `init` = "init"
            }
        }
        /// Protocol (規約): Protocol (規約)
        public enum Protocol2 {
            /// The intent's identifier.
            public static let identifier = "Protocol"
        }
        /// type (型2): type (型2)
        public enum Type3 {
            /// The intent's identifier.
            public static let identifier = "type"
        }
        /// Self (自己): Self (自己)
        public enum `Self` {
            /// The intent's identifier.
            public static let identifier = "Self"
        }
    }
    /// The notification categories and their actions.
    public enum NotificationCategories {
        /// The category `Type`: Self (自分), Self (自己), Init (初期).
        public enum Type2 {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "Type"
            /// The category's action identifiers.
            public enum Actions {
                /// Self (自分)
                public static let `self` = "self"
                /// Self (自己)
                public static let self2 = "Self"
                /// Init (初期)
                public static let `init` = "init"
            }
        }
        /// The category `Protocol`: Default (既定), 2FA (二段階).
        public enum Protocol2 {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "Protocol"
            /// The category's action identifiers.
            public enum Actions {
                /// Default (既定)
                public static let `default` = "default"
                /// 2FA (二段階)
                public static let _2fa = "2fa"
            }
        }
    }
    /// The `NSUserActivity` types, as `NSUserActivityTypes` in Info.plist lists them.
    public enum ActivityTypes {
        /// Type (型)
        public enum Type2 {
            /// The activity type.
            public static let identifier = "com.example.hostile.Type"
            /// The keys of the activity's `userInfo`.
            public enum UserInfoKeys {
                /// string
                public static let `self` = "self"
                /// string
                public static let self2 = "Self"
            }
        }
        /// Protocol (規約)
        public enum Protocol2 {
            /// The activity type.
            public static let identifier = "com.example.hostile.Protocol"
        }
    }
    /// The widgets, by kind.
    public enum Widgets {
        /// Type (型): Type (型)
        public enum Type2 {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "Type"
            /// The names of the widget's configuration parameters.
            public enum Parameters {
                /// Self (自分)
                public static let `self` = "self"
            }
        }
        /// Protocol (規約): Protocol (規約)
        public enum Protocol2 {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "Protocol"
        }
    }
    /// The Spotlight domain identifiers (`CSSearchableItem.domainIdentifier`).
    public enum SearchDomains {
        /// Items of `thing` from `things.json`.
        public static let `self` = "self"
        /// Items of `other` from `things.json`.
        public static let self2 = "Self"
    }
}
