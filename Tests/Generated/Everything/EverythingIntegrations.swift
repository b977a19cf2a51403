// Generated from Everything's integrations.json by IntegrationsGenerator.
// Do not edit: every build writes it again from the manifest (Plugins/README.md).

public import Foundation

// MARK: - Routes

/// A deep link into Everything: one case per route of `integrations.json`.
///
/// ``url(form:)`` writes a route's URL and ``init(url:)`` reads one back, both as IntegrationsRouting's
/// `Router` does: `AppRoute(url: route.url(form: form)!) == route` for every route and form.
public enum AppRoute: Hashable, Sendable {
    /// The route `item`.
    ///
    /// - scheme: `every://item/{id}`
    /// - web: `https://every.example/items/{id}`
    case item(id: UUID)
    /// The route `shelf`.
    ///
    /// - scheme: `every://shelf/{size}`
    case shelf(size: String)
    /// The route `shelfByNumber`.
    ///
    /// - scheme: `every://shelf/{number}`
    case shelfByNumber(number: Int)
    /// The route `shelfByName`.
    ///
    /// - scheme: `every://shelf/{name}`
    case shelfByName(name: String)
    /// The route `shelfNew`.
    ///
    /// - scheme: `every://shelf/new`
    case shelfNew
    /// The route `Search`.
    ///
    /// - scheme: `every://Search`
    /// - query `page`: int, default 1
    /// - query `q`: string
    /// - query `since`: uuid, default 2f1b9a0c-6c1e-4e55-9e1b-5d3c2a1b0f00
    /// - query `sort`: one of new, old
    case search(page: Int = 1, q: String, since: UUID = UUID(uuid: (0x2F, 0x1B, 0x9A, 0x0C, 0x6C, 0x1E, 0x4E, 0x55, 0x9E, 0x1B, 0x5D, 0x3C, 0x2A, 0x1B, 0x0F, 0x00)), sort: String? = nil)
    /// The route `default`.
    ///
    /// - scheme: `every://default/{url}/{url}`
    case `default`(url: String)
    /// The route `url`.
    ///
    /// - scheme: `every://links/*/open`
    case url2
    /// The route `files`.
    ///
    /// - scheme: `every://files/**`
    case files
    /// The route `profile`.
    ///
    /// - scheme: `every://profile/{user}`
    /// - web: `https://every.example/me`
    case profile(user: String? = nil)
    /// The route `日記`.
    ///
    /// - scheme: `every://%E6%97%A5%E8%A8%98/{day}`
    case 日記(day: Int)
    /// The route `2fa`.
    ///
    /// - web: `https://every.example/2fa/{code}`
    case _2fa(code: String)

    /// A route's URL forms: a custom-scheme URL, a universal link, an App Clip invocation URL.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        case scheme, web, clip
    }

    /// The route's name in `integrations.json`.
    public var name: String {
        switch self {
        case .item: "item"
        case .shelf: "shelf"
        case .shelfByNumber: "shelfByNumber"
        case .shelfByName: "shelfByName"
        case .shelfNew: "shelfNew"
        case .search: "Search"
        case .`default`: "default"
        case .url2: "url"
        case .files: "files"
        case .profile: "profile"
        case .日記: "日記"
        case ._2fa: "2fa"
        }
    }

    /// The route's forms, in the manifest's order.
    public var forms: [Form] {
        switch self {
        case .item: [.scheme, .web]
        case .shelf: [.scheme]
        case .shelfByNumber: [.scheme]
        case .shelfByName: [.scheme]
        case .shelfNew: [.scheme]
        case .search: [.scheme]
        case .`default`: [.scheme]
        case .url2: [.scheme]
        case .files: [.scheme]
        case .profile: [.scheme, .web]
        case .日記: [.scheme]
        case ._2fa: [.web]
        }
    }

    /// The route's parameters as its URLs write them, query parameters included.
    public var parameters: [String: String] {
        switch self {
        case .item(let value1):
            var values: [String: String] = [:]
            values["id"] = value1.uuidString.lowercased()
            return values
        case .shelf(let value1):
            var values: [String: String] = [:]
            values["size"] = value1
            return values
        case .shelfByNumber(let value1):
            var values: [String: String] = [:]
            values["number"] = String(value1)
            return values
        case .shelfByName(let value1):
            var values: [String: String] = [:]
            values["name"] = value1
            return values
        case .shelfNew: return [:]
        case .search(let value1, let value2, let value3, let value4):
            var values: [String: String] = [:]
            values["page"] = String(value1)
            values["q"] = value2
            values["since"] = value3.uuidString.lowercased()
            values["sort"] = value4.map { $0 }
            return values
        case .`default`(let value1):
            var values: [String: String] = [:]
            values["url"] = value1
            return values
        case .url2: return [:]
        case .files: return [:]
        case .profile(let value1):
            var values: [String: String] = [:]
            values["user"] = value1.map { $0 }
            return values
        case .日記(let value1):
            var values: [String: String] = [:]
            values["day"] = String(value1)
            return values
        case ._2fa(let value1):
            var values: [String: String] = [:]
            values["code"] = value1
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
        case "item":
            guard let value1 = match.values["id"].flatMap({ UUID(uuidString: $0) }) else { return nil }
            self = .item(id: value1)
        case "shelf":
            guard let value1 = match.values["size"] else { return nil }
            self = .shelf(size: value1)
        case "shelfByNumber":
            guard let value1 = match.values["number"].flatMap({ Int($0) }) else { return nil }
            self = .shelfByNumber(number: value1)
        case "shelfByName":
            guard let value1 = match.values["name"] else { return nil }
            self = .shelfByName(name: value1)
        case "shelfNew":
            self = .shelfNew
        case "Search":
            guard let value1 = match.values["page"].flatMap({ Int($0) }) else { return nil }
            guard let value2 = match.values["q"] else { return nil }
            guard let value3 = match.values["since"].flatMap({ UUID(uuidString: $0) }) else { return nil }
            let value4 = match.values["sort"]
            self = .search(page: value1, q: value2, since: value3, sort: value4)
        case "default":
            guard let value1 = match.values["url"] else { return nil }
            self = .`default`(url: value1)
        case "url":
            self = .url2
        case "files":
            self = .files
        case "profile":
            let value1 = match.values["user"]
            self = .profile(user: value1)
        case "日記":
            guard let value1 = match.values["day"].flatMap({ Int($0) }) else { return nil }
            self = .日記(day: value1)
        case "2fa":
            guard let value1 = match.values["code"] else { return nil }
            self = ._2fa(code: value1)
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
        .init(route: "profile", form: .web, scheme: "https", host: "every.example", segments: [.constant("me")], query: []),
        .init(route: "shelfNew", form: .scheme, scheme: "every", host: nil, segments: [.constant("shelf"), .constant("new")], query: []),
        .init(route: "shelf", form: .scheme, scheme: "every", host: nil, segments: [.constant("shelf"), .parameter("size", .oneOf(["small", "large"]))], query: []),
        .init(route: "shelfByNumber", form: .scheme, scheme: "every", host: nil, segments: [.constant("shelf"), .parameter("number", .int)], query: []),
        .init(route: "日記", form: .scheme, scheme: "every", host: nil, segments: [.constant("日記"), .parameter("day", .int)], query: []),
        .init(route: "item", form: .scheme, scheme: "every", host: nil, segments: [.constant("item"), .parameter("id", .uuid)], query: []),
        .init(route: "item", form: .web, scheme: "https", host: "every.example", segments: [.constant("items"), .parameter("id", .uuid)], query: []),
        .init(route: "2fa", form: .web, scheme: "https", host: "every.example", segments: [.constant("2fa"), .parameter("code", .string)], query: []),
        .init(route: "profile", form: .scheme, scheme: "every", host: nil, segments: [.constant("profile"), .parameter("user", .string)], query: []),
        .init(route: "shelfByName", form: .scheme, scheme: "every", host: nil, segments: [.constant("shelf"), .parameter("name", .string)], query: []),
        .init(route: "default", form: .scheme, scheme: "every", host: nil, segments: [.constant("default"), .parameter("url", .string), .parameter("url", .string)], query: []),
        .init(route: "url", form: .scheme, scheme: "every", host: nil, segments: [.constant("links"), .wildcard, .constant("open")], query: []),
        .init(route: "files", form: .scheme, scheme: "every", host: nil, segments: [.constant("files"), .catchAll], query: []),
        .init(route: "Search", form: .scheme, scheme: "every", host: nil, segments: [.folded("search")], query: [.init(name: "page", kind: .int, isRequired: false, defaultValue: "1"), .init(name: "q", kind: .string, isRequired: true, defaultValue: nil), .init(name: "since", kind: .uuid, isRequired: false, defaultValue: "2F1B9A0C-6C1E-4E55-9E1B-5D3C2A1B0F00"), .init(name: "sort", kind: .oneOf(["new", "old"]), isRequired: false, defaultValue: nil)]),
    ]
}

// MARK: - Identifiers

/// The identifiers Everything's `integrations.json` declares, as constants: a renamed identifier
/// breaks the build instead of a notification, a shortcut or a widget at run time.
public enum AppIdentifiers {
    /// The App Intents, by identifier.
    public enum Intents {
    }
    /// The notification categories and their actions.
    public enum NotificationCategories {
        /// The category `new-message`: Reply "now"\ (返信), Reply 2 (返信2).
        public enum NewMessage {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "new-message"
            /// The category's action identifiers.
            public enum Actions {
                /// Reply "now"\ (返信)
                public static let replyAction = "reply.action"
                /// Reply 2 (返信2)
                public static let replyAction2 = "REPLY_ACTION"
            }
        }
    }
    /// The `NSUserActivity` types, as `NSUserActivityTypes` in Info.plist lists them.
    public enum ActivityTypes {
    }
    /// The widgets, by kind.
    public enum Widgets {
    }
}
