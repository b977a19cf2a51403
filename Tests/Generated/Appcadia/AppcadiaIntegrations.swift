// Generated from Appcadia's integrations.json by IntegrationsGenerator.
// Do not edit: every build writes it again from the manifest (Plugins/README.md).

public import Foundation

// MARK: - Routes

/// A deep link into Appcadia: one case per route of `integrations.json`.
///
/// ``url(form:)`` writes a route's URL and ``init(url:)`` reads one back, both as IntegrationsRouting's
/// `Router` does: `AppRoute(url: route.url(form: form)!) == route` for every route and form.
public enum AppRoute: Hashable, Sendable {
    /// The route `home`.
    ///
    /// - web: `https://appcadia.com/`
    case home
    /// The route `goal`.
    ///
    /// - scheme: `appcadia://goal/{id}`
    /// - web: `https://appcadia.com/goals/{id}`
    case goal(id: Int)
    /// The route `goalEdit`.
    ///
    /// - web: `https://appcadia.com/goals/{id}/edit`
    case goalEdit(id: Int)
    /// The route `progress`.
    ///
    /// - scheme: `appcadia://progress`
    /// - web: `https://appcadia.com/progress`
    case progress
    /// The route `trainer`.
    ///
    /// - scheme: `appcadia://trainer/{id}`
    case trainer(id: Int)
    /// The route `createFirstGoal`.
    ///
    /// - clip: `https://appcadia.com/clip/start`
    case createFirstGoal
    /// The route `chooseTrainer`.
    ///
    /// - clip: `https://appcadia.com/clip/trainers`
    case chooseTrainer
    /// The route `newGoal`.
    ///
    /// - scheme: `appcadia://goals/new`
    /// - web: `https://appcadia.com/goals/new`
    case newGoal

    /// A route's URL forms: a custom-scheme URL, a universal link, an App Clip invocation URL.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        case scheme, web, clip
    }

    /// The route's name in `integrations.json`.
    public var name: String {
        switch self {
        case .home: "home"
        case .goal: "goal"
        case .goalEdit: "goalEdit"
        case .progress: "progress"
        case .trainer: "trainer"
        case .createFirstGoal: "createFirstGoal"
        case .chooseTrainer: "chooseTrainer"
        case .newGoal: "newGoal"
        }
    }

    /// The route's forms, in the manifest's order.
    public var forms: [Form] {
        switch self {
        case .home: [.web]
        case .goal: [.scheme, .web]
        case .goalEdit: [.web]
        case .progress: [.scheme, .web]
        case .trainer: [.scheme]
        case .createFirstGoal: [.clip]
        case .chooseTrainer: [.clip]
        case .newGoal: [.scheme, .web]
        }
    }

    /// The route's parameters as its URLs write them, query parameters included.
    public var parameters: [String: String] {
        switch self {
        case .home: return [:]
        case .goal(let value1):
            var values: [String: String] = [:]
            values["id"] = String(value1)
            return values
        case .goalEdit(let value1):
            var values: [String: String] = [:]
            values["id"] = String(value1)
            return values
        case .progress: return [:]
        case .trainer(let value1):
            var values: [String: String] = [:]
            values["id"] = String(value1)
            return values
        case .createFirstGoal: return [:]
        case .chooseTrainer: return [:]
        case .newGoal: return [:]
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
        case "goal":
            guard let value1 = match.values["id"].flatMap({ Int($0) }) else { return nil }
            self = .goal(id: value1)
        case "goalEdit":
            guard let value1 = match.values["id"].flatMap({ Int($0) }) else { return nil }
            self = .goalEdit(id: value1)
        case "progress":
            self = .progress
        case "trainer":
            guard let value1 = match.values["id"].flatMap({ Int($0) }) else { return nil }
            self = .trainer(id: value1)
        case "createFirstGoal":
            self = .createFirstGoal
        case "chooseTrainer":
            self = .chooseTrainer
        case "newGoal":
            self = .newGoal
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
        .init(route: "home", form: .web, scheme: "https", host: "appcadia.com", segments: [], query: []),
        .init(route: "progress", form: .scheme, scheme: "appcadia", host: nil, segments: [.constant("progress")], query: []),
        .init(route: "progress", form: .web, scheme: "https", host: "appcadia.com", segments: [.constant("progress")], query: []),
        .init(route: "chooseTrainer", form: .clip, scheme: "https", host: "appcadia.com", segments: [.constant("clip"), .constant("trainers")], query: []),
        .init(route: "createFirstGoal", form: .clip, scheme: "https", host: "appcadia.com", segments: [.constant("clip"), .constant("start")], query: []),
        .init(route: "newGoal", form: .scheme, scheme: "appcadia", host: nil, segments: [.constant("goals"), .constant("new")], query: []),
        .init(route: "newGoal", form: .web, scheme: "https", host: "appcadia.com", segments: [.constant("goals"), .constant("new")], query: []),
        .init(route: "goal", form: .scheme, scheme: "appcadia", host: nil, segments: [.constant("goal"), .parameter("id", .int)], query: []),
        .init(route: "goal", form: .web, scheme: "https", host: "appcadia.com", segments: [.constant("goals"), .parameter("id", .int)], query: []),
        .init(route: "trainer", form: .scheme, scheme: "appcadia", host: nil, segments: [.constant("trainer"), .parameter("id", .int)], query: []),
        .init(route: "goalEdit", form: .web, scheme: "https", host: "appcadia.com", segments: [.constant("goals"), .parameter("id", .int), .constant("edit")], query: []),
    ]
}

// MARK: - Identifiers

/// The identifiers Appcadia's `integrations.json` declares, as constants: a renamed identifier
/// breaks the build instead of a notification, a shortcut or a widget at run time.
public enum AppIdentifiers {
    /// The App Intents, by identifier.
    public enum Intents {
        /// Complete a Goal (目標を完了する): Records one of today's goals as done. (今日の目標を完了として記録します。)
        public enum CompleteGoal {
            /// The intent's identifier.
            public static let identifier = "CompleteGoal"
            /// The intent's parameter names.
            public enum Parameters {
                /// Goal (目標)
                public static let goal = "goal"
            }
        }
        /// Check Today's Progress (今日の進捗を確認): Tells you how today's goals are going. (今日の目標の達成状況を答えます。)
        public enum CheckProgress {
            /// The intent's identifier.
            public static let identifier = "CheckProgress"
        }
    }
    /// The notification categories and their actions.
    public enum NotificationCategories {
        /// The category `GOAL_REMINDER`: Done (完了), Later (後で), Open the App (アプリを開く).
        public enum GoalReminder {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "GOAL_REMINDER"
            /// The category's action identifiers.
            public enum Actions {
                /// Done (完了)
                public static let completeAction = "COMPLETE_ACTION"
                /// Later (後で)
                public static let postponeAction = "POSTPONE_ACTION"
                /// Open the App (アプリを開く)
                public static let openAppAction = "OPEN_APP_ACTION"
            }
        }
        /// The category `CELEBRATION`, without actions.
        public enum Celebration {
            /// The category's identifier, as `UNNotificationCategory` and a payload's `category` name it.
            public static let identifier = "CELEBRATION"
        }
    }
    /// The `NSUserActivity` types, as `NSUserActivityTypes` in Info.plist lists them.
    public enum ActivityTypes {
        /// Editing “${title}” (「${title}」を編集中)
        public enum GoalEditing {
            /// The activity type.
            public static let identifier = "com.appcadia.goal.editing"
            /// The keys of the activity's `userInfo`.
            public enum UserInfoKeys {
                /// integer, `${id}`
                public static let goalId = "goalId"
                /// string, `${title}`
                public static let goalTitle = "goalTitle"
                /// string, `${category}`
                public static let category = "category"
            }
        }
        /// Checking progress (進捗を確認中)
        public enum ProgressViewing {
            /// The activity type.
            public static let identifier = "com.appcadia.progress.viewing"
            /// The keys of the activity's `userInfo`.
            public enum UserInfoKeys {
                /// date, `${now}`
                public static let date = "date"
                /// string, `progress`
                public static let screen = "screen"
            }
        }
        /// Completed ${title} (${title}を完了)
        public enum GoalCompleted {
            /// The activity type.
            public static let identifier = "com.appcadia.goal.completed"
            /// The keys of the activity's `userInfo`.
            public enum UserInfoKeys {
                /// integer, `${id}`
                public static let goalId = "goalId"
            }
        }
        /// Progress check (進捗確認)
        public enum ProgressChecked {
            /// The activity type.
            public static let identifier = "com.appcadia.progress.checked"
        }
    }
    /// The widgets, by kind.
    public enum Widgets {
        /// Today's Goals (今日の目標): Shows how today's goals are going (今日の目標達成状況を表示します)
        public enum TodayGoalsWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "TodayGoalsWidget"
            /// The names of the widget's configuration parameters.
            public enum Parameters {
                /// Show completed goals (完了済み目標も表示)
                public static let showCompletedGoals = "showCompletedGoals"
                /// Goals shown (最大表示数)
                public static let maxGoalsCount = "maxGoalsCount"
            }
        }
        /// Progress Summary (進捗サマリー): Shows today's count and the overall progress (今日の達成数と全体の進捗を表示します)
        public enum ProgressSummaryWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "ProgressSummaryWidget"
        }
        /// Activity Mini (アクティビティミニ): Shows recent days of completions (最近の達成を日ごとに表示します)
        public enum ActivityMiniWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "ActivityMiniWidget"
        }
        /// Next Step (次のステップ): Shows the first goal not yet done today (まだ終わっていない最初の目標を表示します)
        public enum NextStepWidget {
            /// The widget's kind, as `WidgetConfiguration` and `WidgetCenter.reloadTimelines(ofKind:)` name it.
            public static let kind = "NextStepWidget"
        }
    }
    /// The Spotlight domain identifiers (`CSSearchableItem.domainIdentifier`).
    public enum SearchDomains {
        /// Items of `goal` from `goals.json`.
        public static let goals = "goals"
        /// Items of `trainer` from `trainers.json`.
        public static let trainers = "trainers"
    }
    /// The App Clip experiences' invocation URLs, by experience name.
    public enum AppClipExperiences {
        /// `https://appcadia.com/clip/start`
        public static let createFirstGoal = "https://appcadia.com/clip/start"
        /// `https://appcadia.com/clip/trainers`
        public static let chooseTrainer = "https://appcadia.com/clip/trainers"
    }
    /// The background task identifiers, as `BGTaskSchedulerPermittedIdentifiers` in Info.plist lists them.
    public enum BackgroundTasks {
        /// The app refresh task `com.appcadia.refresh.daily`: reloadWidgets, reindex.
        public enum RefreshDaily {
            /// The identifier `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` and the request take.
            public static let identifier = "com.appcadia.refresh.daily"
        }
    }
    /// The Home Screen quick actions, by type, as `UIApplicationShortcutItem.type` carries them.
    public enum QuickActions {
        /// Today (今日) (static).
        public enum Today {
            /// The quick action's type (`UIApplicationShortcutItemType`).
            public static let type = "com.appcadia.today"
        }
        /// Add goal (目標を追加) (static).
        public enum AddGoal {
            /// The quick action's type (`UIApplicationShortcutItemType`).
            public static let type = "com.appcadia.addGoal"
        }
    }
}
