public import Foundation

/// An activity as `NSUserActivity` carries it from one device to another, in the JSON form the
/// `integrations activity` commands print and read.
///
/// ```json
/// {"activityType": "com.appcadia.goal.editing", "title": "「読書30分」を編集中",
///  "userInfo": {"goalId": 12, "goalTitle": "読書30分", "category": "学習"},
///  "requiredUserInfoKeys": ["goalId"], "webpageURL": "https://appcadia.com/goals/12/edit",
///  "isEligibleForHandoff": true}
/// ```
public struct UserActivity: Sendable, Hashable, Codable {
    /// The activity type Spotlight gives a selected search hit (`CSSearchableItemActionType`).
    public static let spotlightItemType = "com.apple.corespotlightitem"
    /// The user-info key that carries the selected item's unique identifier
    /// (`CSSearchableItemActivityIdentifier`).
    public static let spotlightItemIdentifierKey = "kCSSearchableItemActivityIdentifier"

    public var activityType: String
    public var title: String?
    /// Property-list values only.
    public var userInfo: [String: PropertyListValue]
    /// The keys the receiving app needs; an activity missing one cannot be continued by the app.
    public var requiredUserInfoKeys: [String]
    /// Where the other device's browser goes when no app continues the activity (`http` or `https`).
    public var webpageURL: String?
    public var referrerURL: String?
    public var keywords: [String]
    public var isEligibleForHandoff: Bool
    public var isEligibleForSearch: Bool
    public var isEligibleForPublicIndexing: Bool
    public var isEligibleForPrediction: Bool
    public var persistentIdentifier: String?
    public var targetContentIdentifier: String?
    public var expirationDate: Date?

    /// Creates an activity.
    public init(
        activityType: String, title: String? = nil, userInfo: [String: PropertyListValue] = [:], requiredUserInfoKeys: [String] = [],
        webpageURL: String? = nil, referrerURL: String? = nil, keywords: [String] = [], isEligibleForHandoff: Bool = true,
        isEligibleForSearch: Bool = false, isEligibleForPublicIndexing: Bool = false, isEligibleForPrediction: Bool = false,
        persistentIdentifier: String? = nil, targetContentIdentifier: String? = nil, expirationDate: Date? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.requiredUserInfoKeys = requiredUserInfoKeys
        self.webpageURL = webpageURL
        self.referrerURL = referrerURL
        self.keywords = keywords
        self.isEligibleForHandoff = isEligibleForHandoff
        self.isEligibleForSearch = isEligibleForSearch
        self.isEligibleForPublicIndexing = isEligibleForPublicIndexing
        self.isEligibleForPrediction = isEligibleForPrediction
        self.persistentIdentifier = persistentIdentifier
        self.targetContentIdentifier = targetContentIdentifier
        self.expirationDate = expirationDate
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case activityType, title, userInfo, requiredUserInfoKeys, webpageURL, referrerURL, keywords, isEligibleForHandoff
        case isEligibleForSearch, isEligibleForPublicIndexing, isEligibleForPrediction, persistentIdentifier
        case targetContentIdentifier, expirationDate
    }

    /// Decodes an activity; absent keys take `NSUserActivity`'s defaults (eligible for Handoff only).
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var expiration: Date?
        if let text = try c.decodeIfPresent(String.self, forKey: .expirationDate) {
            guard let date = ISODate.parse(text) else {
                throw DecodingError.dataCorruptedError(forKey: .expirationDate, in: c, debugDescription: "expected an ISO 8601 date such as 2026-11-22T09:00:00Z")
            }
            expiration = date
        }
        self.init(
            activityType: try c.decode(String.self, forKey: .activityType), title: try c.decodeIfPresent(String.self, forKey: .title),
            userInfo: try c.decodeIfPresent([String: PropertyListValue].self, forKey: .userInfo) ?? [:],
            requiredUserInfoKeys: try c.decodeIfPresent([String].self, forKey: .requiredUserInfoKeys) ?? [],
            webpageURL: try c.decodeIfPresent(String.self, forKey: .webpageURL), referrerURL: try c.decodeIfPresent(String.self, forKey: .referrerURL),
            keywords: try c.decodeIfPresent([String].self, forKey: .keywords) ?? [],
            isEligibleForHandoff: try c.decodeIfPresent(Bool.self, forKey: .isEligibleForHandoff) ?? true,
            isEligibleForSearch: try c.decodeIfPresent(Bool.self, forKey: .isEligibleForSearch) ?? false,
            isEligibleForPublicIndexing: try c.decodeIfPresent(Bool.self, forKey: .isEligibleForPublicIndexing) ?? false,
            isEligibleForPrediction: try c.decodeIfPresent(Bool.self, forKey: .isEligibleForPrediction) ?? false,
            persistentIdentifier: try c.decodeIfPresent(String.self, forKey: .persistentIdentifier),
            targetContentIdentifier: try c.decodeIfPresent(String.self, forKey: .targetContentIdentifier), expirationDate: expiration)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(activityType, forKey: .activityType)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encode(userInfo, forKey: .userInfo)
        try c.encode(requiredUserInfoKeys, forKey: .requiredUserInfoKeys)
        try c.encodeIfPresent(webpageURL, forKey: .webpageURL)
        try c.encodeIfPresent(referrerURL, forKey: .referrerURL)
        try c.encode(keywords, forKey: .keywords)
        try c.encode(isEligibleForHandoff, forKey: .isEligibleForHandoff)
        try c.encode(isEligibleForSearch, forKey: .isEligibleForSearch)
        try c.encode(isEligibleForPublicIndexing, forKey: .isEligibleForPublicIndexing)
        try c.encode(isEligibleForPrediction, forKey: .isEligibleForPrediction)
        try c.encodeIfPresent(persistentIdentifier, forKey: .persistentIdentifier)
        try c.encodeIfPresent(targetContentIdentifier, forKey: .targetContentIdentifier)
        try c.encodeIfPresent(expirationDate.map(ISODate.format), forKey: .expirationDate)
    }
}

/// What the other device does with a handed-over activity.
public enum ActivityContinuation: Sendable, Hashable {
    /// The app continues it, opening a route with these parameters.
    case route(RouteMatch, url: URL)
    /// The app cannot, and the browser opens the activity's web page instead.
    case webpage(URL, reason: LocalizedText)
    /// Nothing can continue it; the reason says why and what would fix it.
    case cannotContinue(reason: LocalizedText)
}

extension UserActivity {
    /// The most user-info bytes an activity may carry: Apple's Handoff guide asks for "as small a payload
    /// as possible, preferably 3 KB or less" (Handoff Programming Guide, Best Practices), and Handoff
    /// advertises over Bluetooth LE before it fetches the rest.
    public static let userInfoLimit = 3_072

    /// The user info's size as a binary property list would hold it, roughly.
    public var userInfoSize: Int {
        userInfo.reduce(2) { $0 + $1.key.utf8.count + 2 + $1.value.encodedSize }
    }

    /// Why the user info is too large — its size and the largest value's path, `userInfo.notes` — or
    /// `nil` when it fits in ``userInfoLimit``.
    public var userInfoSizeProblem: LocalizedText? {
        let size = userInfoSize
        guard size > Self.userInfoLimit, let largest = userInfo.max(by: { $0.value.encodedSize < $1.value.encodedSize }) else { return nil }
        return LocalizedText(
            ja: "userInfo は約\(size)バイトで、上限の\(Self.userInfoLimit)バイトを超えています（最大は userInfo.\(largest.key) の約\(largest.value.encodedSize)バイト）。大きなデータは別に保存し、取り出すための識別子だけを入れてください",
            en: "userInfo is about \(size) bytes, over the limit of \(Self.userInfoLimit) (the largest is userInfo.\(largest.key), about \(largest.value.encodedSize) bytes); store large data elsewhere and carry only what finds it")
    }
}

extension UserActivity {
    /// The activity Spotlight hands the app when a person selects `hit` (Docs/Handoff.md): of type
    /// ``spotlightItemType``, with the hit's identifier under ``spotlightItemIdentifierKey``.
    public static func selecting(_ hit: SearchHit) -> UserActivity {
        UserActivity(activityType: spotlightItemType, title: hit.title, userInfo: [spotlightItemIdentifierKey: .string(hit.uniqueIdentifier)], isEligibleForHandoff: false)
    }
}

extension ActivityContinuation: Encodable {
    private enum CodingKeys: String, CodingKey { case continuation, route, parameters, url, reason }

    /// Writes the continuation as `activity continue --json` prints it: `{"continuation": "route",
    /// "route", "parameters", "url"}`, `{"continuation": "webpage", "url", "reason"}` or
    /// `{"continuation": "cannotContinue", "reason"}`, the reason in the encoder's language
    /// (``Foundation/CodingUserInfoKey/language``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .route(let match, let url):
            try container.encode("route", forKey: .continuation)
            try container.encode(match.route, forKey: .route)
            try container.encode(RouteValueJSON.parameters(match.parameters), forKey: .parameters)
            try container.encode(url.absoluteString, forKey: .url)
        case .webpage(let url, let reason):
            try container.encode("webpage", forKey: .continuation)
            try container.encode(url.absoluteString, forKey: .url)
            try container.encode(reason[encoder.language], forKey: .reason)
        case .cannotContinue(let reason):
            try container.encode("cannotContinue", forKey: .continuation)
            try container.encode(reason[encoder.language], forKey: .reason)
        }
    }
}
