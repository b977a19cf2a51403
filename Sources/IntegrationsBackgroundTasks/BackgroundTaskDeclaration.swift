public import Foundation
public import IntegrationsCore
import IntegrationsPointKit

/// A background task the app declares, as `BGTaskScheduler` runs it: an app refresh task
/// (`BGAppRefreshTask`) or a processing task (`BGProcessingTask`), and what its launch handler does, in order.
///
/// ```json
/// {"identifier": "com.example.app.refresh.daily", "kind": "refresh", "earliestBeginAfter": 86400,
///  "does": [{"reloadWidgets": {}}, {"reindex": {}}, {"runIntent": "CheckProgress", "parameters": {"day": "today"}}],
///  "resubmits": true}
/// ```
///
/// The identifier must be in the Info.plist's `BGTaskSchedulerPermittedIdentifiers`, and the kind's mode in
/// its `UIBackgroundModes` (`fetch` for a refresh task, `processing` for a processing task);
/// `integrations export info-plist` writes both.
public struct BackgroundTaskDeclaration: Sendable, Hashable, Codable {
    /// Which `BGTaskRequest` submits the task.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        /// `BGAppRefreshTaskRequest`: a short refresh, which needs the `fetch` background mode.
        case refresh
        /// `BGProcessingTaskRequest`: longer work, which needs the `processing` background mode.
        case processing

        /// The `UIBackgroundModes` value the kind needs.
        public var backgroundMode: String {
            switch self {
            case .refresh: "fetch"
            case .processing: "processing"
            }
        }
    }

    /// The task's identifier, in reverse URL notation (`com.example.app.refresh`).
    public var identifier: String
    /// Whether it is a refresh or a processing task.
    public var kind: Kind
    /// The request's `earliestBeginDate`, in seconds from the moment it is submitted; `nil` leaves it unset.
    public var earliestBeginAfter: TimeInterval?
    /// What the launch handler does, in order.
    public var does: [BackgroundTaskStep]
    /// Whether the handler submits the task again (the usual way to keep a refresh recurring).
    public var resubmits: Bool

    /// Creates a declaration.
    public init(identifier: String, kind: Kind, earliestBeginAfter: TimeInterval? = nil, does: [BackgroundTaskStep] = [], resubmits: Bool = false) {
        self.identifier = identifier
        self.kind = kind
        self.earliestBeginAfter = earliestBeginAfter
        self.does = does
        self.resubmits = resubmits
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case identifier, kind, earliestBeginAfter, does, resubmits }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            identifier: try c.decode(String.self, forKey: .identifier), kind: try c.decode(Kind.self, forKey: .kind),
            earliestBeginAfter: try c.decodeIfPresent(TimeInterval.self, forKey: .earliestBeginAfter),
            does: try c.decodeIfPresent([BackgroundTaskStep].self, forKey: .does) ?? [],
            resubmits: try c.decodeIfPresent(Bool.self, forKey: .resubmits) ?? false)
    }
}

/// One thing a background task's launch handler does. In JSON, an object with one of three keys:
/// `{"reloadWidgets": {}}` (every widget's timeline; `{"reloadWidgets": {"kinds": ["TodayWidget"]}}` those
/// kinds only), `{"reindex": {}}` (the app's Spotlight items made again from its data), and
/// `{"runIntent": "CheckProgress", "parameters": {"day": "today"}}` (an intent, its parameters given as text).
public enum BackgroundTaskStep: Sendable, Hashable, Codable {
    /// Asks WidgetKit to reload these widget kinds' timelines; an empty list reloads every widget.
    case reloadWidgets(kinds: [String])
    /// Rebuilds the app's search index from its data.
    case reindex
    /// Performs the intent with these parameters.
    case runIntent(String, parameters: [String: String])

    /// The step's name, as its JSON key: `reloadWidgets`, `reindex`, `runIntent`.
    public var name: String {
        switch self {
        case .reloadWidgets: "reloadWidgets"
        case .reindex: "reindex"
        case .runIntent: "runIntent"
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case reloadWidgets, reindex, runIntent, parameters }
    private enum ReloadKeys: String, CodingKey, CaseIterable { case kinds }
    /// No key at all: `reindex` takes an empty object.
    private struct NoKeys: CodingKey, CaseIterable {
        static var allCases: [NoKeys] { [] }
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let given = [CodingKeys.reloadWidgets, .reindex, .runIntent].filter { c.contains($0) }
        guard given.count == 1, let key = given.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "exactly one of \"reloadWidgets\", \"reindex\" or \"runIntent\""))
        }
        if key != .runIntent, c.contains(.parameters) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [CodingKeys.parameters], debugDescription: "\"parameters\" only beside \"runIntent\""))
        }
        switch key {
        case .reloadWidgets:
            let reload = try c.nestedContainer(keyedBy: ReloadKeys.self, forKey: .reloadWidgets)
            try c.superDecoder(forKey: .reloadWidgets).refuseUnknownKeys(ReloadKeys.self)
            self = .reloadWidgets(kinds: try reload.decodeIfPresent([String].self, forKey: .kinds) ?? [])
        case .reindex:
            _ = try c.nestedContainer(keyedBy: NoKeys.self, forKey: .reindex)
            try c.superDecoder(forKey: .reindex).refuseUnknownKeys(NoKeys.self)
            self = .reindex
        default:
            self = .runIntent(try c.decode(String.self, forKey: .runIntent), parameters: try c.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .reloadWidgets(let kinds):
            var reload = c.nestedContainer(keyedBy: ReloadKeys.self, forKey: .reloadWidgets)
            if !kinds.isEmpty { try reload.encode(kinds, forKey: .kinds) }
        case .reindex:
            _ = c.nestedContainer(keyedBy: NoKeys.self, forKey: .reindex)
        case .runIntent(let intent, let parameters):
            try c.encode(intent, forKey: .runIntent)
            if !parameters.isEmpty { try c.encode(parameters, forKey: .parameters) }
        }
    }
}

extension AppManifest {
    /// The app's background tasks (`BGTaskScheduler`): the manifest's `backgroundTasks` section as
    /// ``BackgroundTasksPoint`` reads it, in order. None when the manifest has no such key, or when the
    /// section does not decode — which `check` reports, and ``BackgroundTasksPoint/declarations(in:file:)``
    /// throws. Setting it writes the section (none for an empty list).
    public var backgroundTasks: [BackgroundTaskDeclaration] {
        get { BackgroundTasksPoint().declared(in: self) }
        set { sections[BackgroundTasksPoint.key] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }

    /// The background task declared with `identifier`, or `nil`.
    public func backgroundTask(_ identifier: String) -> BackgroundTaskDeclaration? {
        backgroundTasks.first { $0.identifier == identifier }
    }

    /// The background task declared with `identifier`.
    ///
    /// - Parameter file: How messages name the manifest (``App``'s `manifestPath`).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` when the section
    ///   does not decode (its path, line and column), or ``undeclaredBackgroundTask(_:)``'s error when the
    ///   app declares none with `identifier`: a front end answers its ``IntegrationsError/undeclared`` as
    ///   "no match", before anything is opened.
    public func declaredBackgroundTask(_ identifier: String, file: String) throws(IntegrationsError) -> BackgroundTaskDeclaration {
        guard let task = try BackgroundTasksPoint().declarations(in: self, file: file).first(where: { $0.identifier == identifier }) else {
            throw undeclaredBackgroundTask(identifier)
        }
        return task
    }

    /// The declared background task identifier nearest to `identifier` by edit distance (the first of the
    /// nearest), or `nil` when the app declares none.
    public func nearestBackgroundTask(to identifier: String) -> String? {
        backgroundTasks.map(\.identifier).min { EditDistance.between(identifier, $0) < EditDistance.between(identifier, $1) }
    }

    /// The error for a background task identifier the app does not declare: it names the nearest declared
    /// one, or says there are none, and carries both as ``IntegrationsError/undeclared``.
    public func undeclaredBackgroundTask(_ identifier: String) -> IntegrationsError {
        let shown = TerminalText.shortLine(identifier)
        let nearest = nearestBackgroundTask(to: identifier)
        let message = nearest.map { nearest in
            LocalizedText(
                ja: "バックグラウンドタスク「\(shown)」はありません。「\(nearest)」のことですか？",
                en: "There is no background task \"\(shown)\". Did you mean \"\(nearest)\"?")
        } ?? LocalizedText(
            ja: "バックグラウンドタスク「\(shown)」はありません。アプリはバックグラウンドタスクを宣言していません（integrations.json の backgroundTasks）。",
            en: "There is no background task \"\(shown)\". The app declares no background tasks (backgroundTasks in integrations.json).")
        return IntegrationsError(
            .invalidBackgroundTask, message, undeclared: NoMatch(key: "identifier", name: identifier, nearest: nearest, message: message))
    }
}
