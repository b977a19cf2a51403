public import Foundation
public import IntegrationsCore
import IntegrationsPointKit

/// A Home Screen quick action the app offers: the menu item a person sees on touching and holding the app's
/// icon, and what the app does when they choose it.
///
/// A static quick action (the default) is what the app's Info.plist lists in `UIApplicationShortcutItems`;
/// a dynamic one is what the app's code puts in `UIApplication.shortcutItems` at run time
/// (`UIApplicationShortcutItem(type:localizedTitle:…)`). Either way the system hands the app the item's
/// ``type``, and the app does what ``does`` says.
///
/// ```json
/// {"type": "com.example.today", "title": {"ja": "今日", "en": "Today"}, "icon": "calendar",
///  "does": {"openRoute": "progress"}}
/// ```
public struct QuickActionDeclaration: Sendable, Hashable, Codable {
    /// The app-defined string that identifies the action (`UIApplicationShortcutItemType`), e.g.
    /// `com.example.today`.
    public var type: String
    /// The title the menu shows (`UIApplicationShortcutItemTitle`).
    public var title: LocalizedText
    /// The line under the title (`UIApplicationShortcutItemSubtitle`), when there is one.
    public var subtitle: LocalizedText?
    /// The SF Symbol shown beside the title (`UIApplicationShortcutItemIconSymbolName`), e.g. `calendar`.
    public var icon: String?
    /// What the app does when a person chooses the action.
    public var does: QuickActionEffect
    /// Whether the app's code creates the action at run time (`UIApplication.shortcutItems`) instead of its
    /// Info.plist listing it; `false` by default.
    public var dynamic: Bool

    /// Creates a declaration.
    public init(type: String, title: LocalizedText, subtitle: LocalizedText? = nil, icon: String? = nil, does: QuickActionEffect, dynamic: Bool = false) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.does = does
        self.dynamic = dynamic
    }

    private enum CodingKeys: String, CodingKey { case type, title, subtitle, icon, does, dynamic }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try c.decode(String.self, forKey: .type), title: try c.decode(LocalizedText.self, forKey: .title),
            subtitle: try c.decodeIfPresent(LocalizedText.self, forKey: .subtitle), icon: try c.decodeIfPresent(String.self, forKey: .icon),
            does: try c.decode(QuickActionEffect.self, forKey: .does), dynamic: try c.decodeIfPresent(Bool.self, forKey: .dynamic) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        try c.encodeIfPresent(icon, forKey: .icon)
        try c.encode(does, forKey: .does)
        if dynamic { try c.encode(dynamic, forKey: .dynamic) }
    }

    /// The most quick actions the Human Interface Guidelines let an app provide, static and dynamic
    /// together: four in total (Home Screen quick actions).
    public static let maximumCount = 4
}

/// What the app does for a quick action: open one of its routes, or perform one of its intents, each with
/// fixed parameter values (the action carries no entity).
///
/// In JSON: `{"openRoute": "item", "parameters": {"id": "42"}}` (the route's URL built from the values) or
/// `{"runIntent": "CheckProgress"}` (the intent performed with the values as its parameters).
public enum QuickActionEffect: Sendable, Hashable, Codable {
    /// Opens the route of this name, its parameters filled from the values given.
    case openRoute(String, parameters: [String: String] = [:])
    /// Performs the intent of this identifier with these parameter values.
    case runIntent(String, parameters: [String: String] = [:])

    /// The route's name or the intent's identifier.
    public var name: String {
        switch self {
        case .openRoute(let name, _), .runIntent(let name, _): name
        }
    }

    /// The parameter values given.
    public var parameters: [String: String] {
        switch self {
        case .openRoute(_, let parameters), .runIntent(_, let parameters): parameters
        }
    }

    private enum CodingKeys: String, CodingKey { case openRoute, runIntent, parameters }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let parameters = try c.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:]
        if let route = try c.decodeIfPresent(String.self, forKey: .openRoute) {
            self = .openRoute(route, parameters: parameters)
        } else if let intent = try c.decodeIfPresent(String.self, forKey: .runIntent) {
            self = .runIntent(intent, parameters: parameters)
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "one of \"openRoute\" or \"runIntent\""))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .openRoute(let route, _): try c.encode(route, forKey: .openRoute)
        case .runIntent(let intent, _): try c.encode(intent, forKey: .runIntent)
        }
        if !parameters.isEmpty { try c.encode(parameters, forKey: .parameters) }
    }
}

extension AppManifest {
    /// The app's Home Screen quick actions: the manifest's `quickActions` section as ``QuickActionsPoint``
    /// reads it, in order. None when the manifest has no such key, or when the section does not decode —
    /// which `check` reports, and ``QuickActionsPoint/declarations(in:file:)`` throws. Setting it writes the
    /// section (none for an empty list).
    public var quickActions: [QuickActionDeclaration] {
        get { QuickActionsPoint().declared(in: self) }
        set { sections[QuickActionsPoint.key] = newValue.isEmpty ? nil : try? JSONValue(encoding: newValue) }
    }

    /// The quick action of this type, if the manifest declares one.
    public func quickAction(ofType type: String) -> QuickActionDeclaration? {
        quickActions.first { $0.type == type }
    }

    /// The quick action of this type.
    ///
    /// - Parameter file: How messages name the manifest (``App``'s `manifestPath`).
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` when the section
    ///   does not decode (its path, line and column), or of kind
    ///   ``IntegrationsError/Kind/invalidQuickAction`` when the manifest declares none, naming the nearest
    ///   declared type; its ``IntegrationsError/undeclared`` is what a front end answers as "no match",
    ///   before anything is opened.
    public func declaredQuickAction(ofType type: String, file: String) throws(IntegrationsError) -> QuickActionDeclaration {
        guard let action = try QuickActionsPoint().declarations(in: self, file: file).first(where: { $0.type == type }) else {
            let undeclared = QuickActionResult.undeclared(type, in: self)
            throw IntegrationsError(.invalidQuickAction, undeclared.message, undeclared: undeclared)
        }
        return action
    }

    /// The declared quick action type nearest to `type`, for "did you mean …?" (``ManifestKeys``' one rule:
    /// by edit distance, case ignored, at most a third of its length and at least 2, or one that starts the
    /// same way); `nil` when none is near.
    public func nearestQuickActionType(to type: String) -> String? {
        ManifestKeys.nearest(to: type, in: Set(quickActions.map(\.type)))
    }
}
