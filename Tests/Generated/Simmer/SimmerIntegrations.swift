// Generated from Simmer's integrations.json by IntegrationsGenerator.
// Do not edit: every build writes it again from the manifest (Plugins/README.md).

public import Foundation

// MARK: - Routes

/// A deep link into Simmer: one case per route of `integrations.json`.
///
/// ``url(form:)`` writes a route's URL and ``init(url:)`` reads one back, both as IntegrationsRouting's
/// `Router` does: `AppRoute(url: route.url(form: form)!) == route` for every route and form.
public enum AppRoute: Hashable, Sendable {
    /// The route `home`.
    ///
    /// - web: `https://simmer.example/`
    case home
    /// The route `recipe`.
    ///
    /// - scheme: `simmer://recipe/{id}`
    /// - web: `https://simmer.example/recipes/{id}`
    case recipe(id: Int)
    /// The route `cook`.
    ///
    /// - scheme: `simmer://cook/{id}`
    /// - query `step`: int, default 1
    case cook(id: Int, step: Int = 1)
    /// The route `chef`.
    ///
    /// - web: `https://simmer.example/chefs/{handle}`
    case chef(handle: String)
    /// The route `tonight`.
    ///
    /// - scheme: `simmer://tonight`
    /// - web: `https://simmer.example/tonight`
    case tonight
    /// The route `tryRecipe`.
    ///
    /// - clip: `https://simmer.example/clip/try`
    case tryRecipe

    /// A route's URL forms: a custom-scheme URL, a universal link, an App Clip invocation URL.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        case scheme, web, clip
    }

    /// The route's name in `integrations.json`.
    public var name: String {
        switch self {
        case .home: "home"
        case .recipe: "recipe"
        case .cook: "cook"
        case .chef: "chef"
        case .tonight: "tonight"
        case .tryRecipe: "tryRecipe"
        }
    }

    /// The route's forms, in the manifest's order.
    public var forms: [Form] {
        switch self {
        case .home: [.web]
        case .recipe: [.scheme, .web]
        case .cook: [.scheme]
        case .chef: [.web]
        case .tonight: [.scheme, .web]
        case .tryRecipe: [.clip]
        }
    }

    /// The route's parameters as its URLs write them, query parameters included.
    public var parameters: [String: String] {
        switch self {
        case .home: return [:]
        case .recipe(let value1):
            var values: [String: String] = [:]
            values["id"] = String(value1)
            return values
        case .cook(let value1, let value2):
            var values: [String: String] = [:]
            values["id"] = String(value1)
            values["step"] = String(value2)
            return values
        case .chef(let value1):
            var values: [String: String] = [:]
            values["handle"] = value1
            return values
        case .tonight: return [:]
        case .tryRecipe: return [:]
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
        case "home":
            self = .home
        case "recipe":
            guard let value1 = match.values["id"].flatMap({ Int($0) }) else { return nil }
            self = .recipe(id: value1)
        case "cook":
            guard let value1 = match.values["id"].flatMap({ Int($0) }) else { return nil }
            guard let value2 = match.values["step"].flatMap({ Int($0) }) else { return nil }
            self = .cook(id: value1, step: value2)
        case "chef":
            guard let value1 = match.values["handle"] else { return nil }
            self = .chef(handle: value1)
        case "tonight":
            self = .tonight
        case "tryRecipe":
            self = .tryRecipe
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
        .init(route: "home", form: .web, scheme: "https", host: "simmer.example", segments: [], query: []),
        .init(route: "tonight", form: .scheme, scheme: "simmer", host: nil, segments: [.constant("tonight")], query: []),
        .init(route: "tonight", form: .web, scheme: "https", host: "simmer.example", segments: [.constant("tonight")], query: []),
        .init(route: "tryRecipe", form: .clip, scheme: "https", host: "simmer.example", segments: [.constant("clip"), .constant("try")], query: []),
        .init(route: "cook", form: .scheme, scheme: "simmer", host: nil, segments: [.constant("cook"), .parameter("id", .int)], query: [.init(name: "step", kind: .int, isRequired: false, defaultValue: "1")]),
        .init(route: "recipe", form: .scheme, scheme: "simmer", host: nil, segments: [.constant("recipe"), .parameter("id", .int)], query: []),
        .init(route: "recipe", form: .web, scheme: "https", host: "simmer.example", segments: [.constant("recipes"), .parameter("id", .int)], query: []),
        .init(route: "chef", form: .web, scheme: "https", host: "simmer.example", segments: [.constant("chefs"), .parameter("handle", .string)], query: []),
    ]
}

// MARK: - Identifiers

/// The identifiers Simmer's `integrations.json` declares, as constants: a renamed identifier
/// breaks the build instead of a notification, a shortcut or a widget at run time.
public enum AppIdentifiers {
    /// The App Intents, by identifier.
    public enum Intents {
        /// Cook a Recipe (レシピを作る): Logs a recipe as cooked today. (今日作ったレシピを記録します。)
        public enum CookRecipe {
            /// The intent's identifier.
            public static let identifier = "CookRecipe"
            /// The intent's parameter names.
            public enum Parameters {
                /// Recipe (レシピ)
                public static let recipe = "recipe"
            }
        }
        /// Open a Recipe by Number (番号でレシピを開く): Opens a recipe in the app. (アプリでレシピを開きます。)
        public enum OpenRecipe {
            /// The intent's identifier.
            public static let identifier = "OpenRecipe"
            /// The intent's parameter names.
            public enum Parameters {
                /// Number (番号)
                public static let id = "id"
            }
        }
        /// What's Cooking Tonight (今夜の料理の進み具合): Says how tonight's cooking is going. (今夜の料理の進み具合を答えます。)
        public enum WhatsCooking {
            /// The intent's identifier.
            public static let identifier = "WhatsCooking"
        }
    }
    /// The notification categories and their actions.
    public enum NotificationCategories {
        /// The category `COOK_REMINDER`: Cooked it (作った), In 10 minutes (10分後), Show the recipe (レシピを見る).
        public enum CookReminder {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "COOK_REMINDER"
            /// The category's action identifiers.
            public enum Actions {
                /// Cooked it (作った)
                public static let cooked = "COOKED"
                /// In 10 minutes (10分後)
                public static let snooze = "SNOOZE"
                /// Show the recipe (レシピを見る)
                public static let showRecipe = "SHOW_RECIPE"
            }
        }
        /// The category `ON_A_ROLL`, without actions.
        public enum OnARoll {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "ON_A_ROLL"
        }
    }
    /// The `NSUserActivity` types, as `NSUserActivityTypes` in Info.plist lists them.
    public enum ActivityTypes {
        /// Reading ${name} (${nameJa}を見ています)
        public enum RecipeViewing {
            /// The activity type.
            public static let identifier = "com.simmer.recipe.viewing"
            /// The keys of the activity's `userInfo`.
            public enum UserInfoKeys {
                /// integer, `${id}`
                public static let recipeId = "recipeId"
                /// string, `${name}`
                public static let name = "name"
            }
        }
        /// Cooked ${name} (${nameJa}を作った)
        public enum RecipeCooked {
            /// The activity type.
            public static let identifier = "com.simmer.recipe.cooked"
            /// The keys of the activity's `userInfo`.
            public enum UserInfoKeys {
                /// integer, `${id}`
                public static let recipeId = "recipeId"
            }
        }
        /// Planning tonight (今夜の献立)
        public enum TonightViewing {
            /// The activity type.
            public static let identifier = "com.simmer.tonight.viewing"
        }
    }
    /// The widgets, by kind.
    public enum Widgets {
        /// Tonight (今夜): Recipes still to cook tonight (今夜まだ作っていないレシピ)
        public enum TonightWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "TonightWidget"
            /// The names of the widget's configuration parameters.
            public enum Parameters {
                /// Recipes shown (表示する数)
                public static let maxShown = "maxShown"
            }
        }
        /// Kitchen Streak (キッチン記録): The nights you cooked (料理した日)
        public enum StreakWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "StreakWidget"
        }
        /// Cooked (作った数): How many recipes you cooked today (今日作ったレシピの数)
        public enum CookedCountWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "CookedCountWidget"
        }
        /// Up Next (次の一品): The next recipe to cook (次に作るレシピ)
        public enum UpNextWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "UpNextWidget"
        }
    }
    /// The Spotlight domain identifiers (`CSSearchableItem.domainIdentifier`).
    public enum SearchDomains {
        /// Items of `recipe` from `recipes.json`.
        public static let recipes = "recipes"
        /// Items of `chef` from `chefs.json`.
        public static let chefs = "chefs"
    }
    /// The App Clip experiences' invocation URLs, by experience name.
    public enum AppClipExperiences {
        /// `https://simmer.example/clip/try`
        public static let tryRecipe = "https://simmer.example/clip/try"
    }
}
