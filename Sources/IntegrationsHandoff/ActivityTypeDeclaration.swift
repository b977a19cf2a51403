import Foundation
public import IntegrationsCore

/// An activity type the app declares: how it builds activities of the type from its data, and how it
/// continues them.
///
/// ```json
/// {"type": "com.example.notes.editing", "entity": "note",
///  "title": {"ja": "「${title}」を編集中", "en": "Editing “${title}”"},
///  "userInfo": [{"key": "noteId", "type": "integer", "value": "${id}"},
///               {"key": "noteTitle", "type": "string", "value": "${title}"}],
///  "requiredUserInfoKeys": ["noteId"],
///  "continuesTo": {"route": "noteEdit", "parameters": {"id": "noteId"}},
///  "webpageURL": "https://notes.example.com/notes/{noteId}/edit",
///  "eligibility": ["handoff", "search"], "keywords": ["メモ", "note"]}
/// ```
public struct ActivityTypeDeclaration: Sendable, Hashable, Codable {
    /// What an activity of the type is eligible for (`NSUserActivity.isEligibleFor…`).
    public enum Eligibility: String, Sendable, Hashable, Codable, CaseIterable, ClosedManifestValue {
        case handoff, search, publicIndexing, prediction
    }

    /// The activity type, reverse-DNS (`com.example.notes.editing`).
    public var type: String
    /// The title, `${field}`s filled from the entity's record (and `${now}`).
    public var title: LocalizedText
    /// The entity type whose record fills the fields, when the activity is about one.
    public var entity: String?
    /// The user-info keys, in order.
    public var userInfo: [UserInfoKeyDeclaration]
    /// The keys the app needs to continue an activity (`requiredUserInfoKeys`): a subset of ``userInfo``'s.
    public var requiredUserInfoKeys: [String]
    /// The route the app continues the activity to, when it has one.
    public var continuesTo: ActivityRoute?
    /// The web page the other device's browser opens when the app cannot continue, `{key}`s filled from
    /// the user info.
    public var webpageURL: String?
    public var eligibility: [Eligibility]
    public var keywords: [String]
    /// The intent that donates this activity when it succeeds, if any.
    public var donatedBy: String?

    /// Creates a declaration.
    public init(
        type: String, title: LocalizedText, entity: String? = nil, userInfo: [UserInfoKeyDeclaration] = [], requiredUserInfoKeys: [String] = [], continuesTo: ActivityRoute? = nil,
        webpageURL: String? = nil, eligibility: [Eligibility] = [.handoff], keywords: [String] = [], donatedBy: String? = nil
    ) {
        self.type = type
        self.title = title
        self.entity = entity
        self.userInfo = userInfo
        self.requiredUserInfoKeys = requiredUserInfoKeys
        self.continuesTo = continuesTo
        self.webpageURL = webpageURL
        self.eligibility = eligibility
        self.keywords = keywords
        self.donatedBy = donatedBy
    }

    private enum CodingKeys: String, CodingKey { case type, title, entity, userInfo, requiredUserInfoKeys, continuesTo, webpageURL, eligibility, keywords, donatedBy }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try c.decode(String.self, forKey: .type), title: try c.decode(LocalizedText.self, forKey: .title),
            entity: try c.decodeIfPresent(String.self, forKey: .entity),
            userInfo: try c.decodeIfPresent([UserInfoKeyDeclaration].self, forKey: .userInfo) ?? [],
            requiredUserInfoKeys: try c.decodeIfPresent([String].self, forKey: .requiredUserInfoKeys) ?? [],
            continuesTo: try c.decodeIfPresent(ActivityRoute.self, forKey: .continuesTo),
            webpageURL: try c.decodeIfPresent(String.self, forKey: .webpageURL),
            eligibility: try c.decodeIfPresent([Eligibility].self, forKey: .eligibility) ?? [.handoff],
            keywords: try c.decodeIfPresent([String].self, forKey: .keywords) ?? [],
            donatedBy: try c.decodeIfPresent(String.self, forKey: .donatedBy))
    }
}

/// One user-info key of an activity type.
public struct UserInfoKeyDeclaration: Sendable, Hashable, Codable {
    public var key: String
    public var type: UserInfoType
    /// How the app fills it from its data: a template such as `${id}`, read as ``type``.
    public var value: String?

    /// Creates a key.
    public init(key: String, type: UserInfoType, value: String? = nil) {
        self.key = key
        self.type = type
        self.value = value
    }

    private enum CodingKeys: String, CodingKey { case key, type, value }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try c.decode(String.self, forKey: .key), type: try c.decode(UserInfoType.self, forKey: .type),
            value: try c.decodeIfPresent(String.self, forKey: .value))
    }
}

/// The route an activity continues to, and which user-info key fills each of the route's parameters.
public struct ActivityRoute: Sendable, Hashable, Codable {
    public var route: String
    /// Route parameter → user-info key.
    public var parameters: [String: String]

    /// Creates a continuation route.
    public init(route: String, parameters: [String: String] = [:]) {
        self.route = route
        self.parameters = parameters
    }

    private enum CodingKeys: String, CodingKey { case route, parameters }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(route: try c.decode(String.self, forKey: .route), parameters: try c.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:])
    }
}
