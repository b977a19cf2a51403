public import IntegrationsCore
public import IntegrationsQuickActions
public import IntegrationsBackgroundTasks
public import IntegrationsLiveActivities
public import IntegrationsHandoff
public import IntegrationsWidgets

/// A declaration that a `<point> list` command shows: its lines for people, and what the list says when the
/// app declares none. The command's `--json` encodes the declarations themselves (one shape per output).
public protocol ListedDeclaration: Sendable {
    /// The list reporter's name (``Reporter/identifier``), such as `widget-list`.
    static var listIdentifier: String { get }
    /// What the list says when the app declares none.
    static var noneDeclared: LocalizedText { get }
    /// The declaration's lines for people, in `language`, with text from the manifest as it is (the
    /// reporter makes each line terminal-safe).
    func listLines(_ language: Language) -> [String]
}

/// The app's declarations of one point for people: each declaration's lines
/// (``ListedDeclaration/listLines(_:)``), or one line saying there are none.
///
/// ```swift
/// let text = DeclarationListReporter<WidgetDeclaration>(language: .en).report(manifest.widgets)
/// ```
public struct DeclarationListReporter<Declaration: ListedDeclaration>: Reporter {
    public static var identifier: String { Declaration.listIdentifier }

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ declarations: [Declaration]) -> ReportText {
        var text = ReportText()
        if declarations.isEmpty { text.output(Declaration.noneDeclared[language]) }
        for declaration in declarations {
            for line in declaration.listLines(language) { text.output(TerminalText.safeLine(line)) }
        }
        return text
    }
}

/// The app's activity types for people: each type with its title, the route it continues to, and where it
/// is eligible.
///
/// ```text
/// com.example.app.viewItem  View item → item  [handoff, search]
/// ```
public typealias ActivityListReporter = DeclarationListReporter<ActivityTypeDeclaration>

extension ActivityTypeDeclaration: ListedDeclaration {
    public static let listIdentifier = "activity-list"
    public static let noneDeclared = LocalizedText(ja: "アクティビティタイプはありません。", en: "No activity types.")

    public func listLines(_ language: Language) -> [String] {
        let route = continuesTo.map { " → \($0.route)" } ?? ""
        return ["\(type)  \(title[language])\(route)  [\(eligibility.map(\.rawValue).joined(separator: ", "))]"]
    }
}

/// The app's background tasks for people: each task's identifier and kind, when it may begin, and its
/// steps in order.
///
/// ```text
/// com.example.app.refresh  refresh  (after 86400 s, resubmits)
///   1. reloadWidgets
///   2. runIntent CheckProgress day=today
/// ```
public typealias BackgroundTaskListReporter = DeclarationListReporter<BackgroundTaskDeclaration>

extension BackgroundTaskDeclaration: ListedDeclaration {
    public static let listIdentifier = "task-list"
    public static let noneDeclared = LocalizedText(ja: "バックグラウンドタスクはありません。", en: "No background tasks.")

    public func listLines(_ language: Language) -> [String] {
        var notes: [String] = []
        if let seconds = earliestBeginAfter {
            let written = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
            notes.append(LocalizedText(ja: "\(written) 秒後から", en: "after \(written) s")[language])
        }
        if resubmits { notes.append(LocalizedText(ja: "再送信する", en: "resubmits")[language]) }
        let separator = language == .ja ? "、" : ", "
        return ["\(identifier)  \(kind.rawValue)" + (notes.isEmpty ? "" : "  (\(notes.joined(separator: separator)))")]
            + does.enumerated().map { "  \($0.offset + 1). \($0.element.summary)" }
    }
}

extension BackgroundTaskStep {
    /// The step as one line: `reloadWidgets`, `reloadWidgets TodayWidget`, `reindex`, `runIntent Name k=v`.
    var summary: String {
        switch self {
        case .reloadWidgets(let kinds): (["reloadWidgets"] + kinds).joined(separator: " ")
        case .reindex: "reindex"
        case .runIntent(let name, let parameters):
            (["runIntent", name] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }
    }
}

/// The app's Home Screen quick actions for people: each type with its title, what it does, and whether the
/// app's code creates it (dynamic) or its Info.plist lists it (static).
///
/// ```text
/// com.example.today  Today → route progress  (static)
/// com.example.check  Check progress → intent CheckProgress  (dynamic)
/// ```
public typealias QuickActionListReporter = DeclarationListReporter<QuickActionDeclaration>

extension QuickActionDeclaration: ListedDeclaration {
    public static let listIdentifier = "quick-action-list"
    public static let noneDeclared = LocalizedText(ja: "クイックアクションはありません。", en: "No quick actions.")

    public func listLines(_ language: Language) -> [String] {
        let target = switch does {
        case .openRoute(let route, _): LocalizedText(ja: "ルート \(route)", en: "route \(route)")
        case .runIntent(let intent, _): LocalizedText(ja: "インテント \(intent)", en: "intent \(intent)")
        }
        let values = does.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        let origin = dynamic ? LocalizedText(ja: "動的", en: "dynamic") : LocalizedText(ja: "静的", en: "static")
        return ["\(type)  \(title[language]) → \(target[language])\(values.isEmpty ? "" : " (\(values))")  (\(origin[language]))"]
    }
}

/// The app's widgets for people: each widget's kind, name and families, its description, and its settings
/// with their defaults and ranges.
///
/// ```text
/// ProgressSummaryWidget  Progress  [systemSmall, systemMedium]
///   maxShown = 3 (1–6)  Items shown
/// ```
public typealias WidgetListReporter = DeclarationListReporter<WidgetDeclaration>

extension WidgetDeclaration: ListedDeclaration {
    public static let listIdentifier = "widget-list"
    public static let noneDeclared = LocalizedText(ja: "ウィジェットはありません。", en: "No widgets.")

    public func listLines(_ language: Language) -> [String] {
        var lines = ["\(kind)  \(displayName[language])  [\(families.map(\.rawValue).joined(separator: ", "))]"]
        if !description[language].isEmpty { lines.append("  \(description[language])") }
        for parameter in configuration {
            let value = parameter.type == .boolean ? (parameter.defaultValue != 0 ? "true" : "false") : String(parameter.defaultValue)
            let range = parameter.minimum.map { low in " (\(low)–\(parameter.maximum.map(String.init) ?? "…"))" } ?? ""
            lines.append("  \(parameter.name) = \(value)\(range)  \(parameter.title[language])")
        }
        return lines
    }
}

/// The app's Live Activities for people: each attributes type with its fixed properties and its
/// `ContentState` fields (an optional one with `?`), how dates are written, and the route a tap opens.
///
/// ```text
/// BrewAttributes  attributes: teaName (string), steepSeconds (integer)  state: endsAt (date), isPaused (boolean?)  dates: secondsSince2001 → tea
/// ```
public typealias LiveActivityListReporter = DeclarationListReporter<LiveActivityDeclaration>

extension LiveActivityDeclaration: ListedDeclaration {
    public static let listIdentifier = "live-activity-list"
    public static let noneDeclared = LocalizedText(ja: "Live Activity はありません。", en: "No Live Activities.")

    public func listLines(_ language: Language) -> [String] {
        func fields(_ list: [LiveActivityField]) -> String {
            list.isEmpty ? "-" : list.map { "\($0.name) (\($0.type.name)\($0.optional ? "?" : ""))" }.joined(separator: ", ")
        }
        let route = url.map { " → \($0)" } ?? ""
        let frequent = frequentUpdates ? LocalizedText(ja: "  頻繁な更新", en: "  frequent updates")[language] : ""
        let words = language == .ja ? ("固定", "状態", "日付") : ("attributes", "state", "dates")
        return ["\(attributesType)  \(words.0): \(fields(attributes))  \(words.1): \(fields(contentState))  \(words.2): \(dateEncoding.rawValue)\(frequent)\(route)"]
    }
}
