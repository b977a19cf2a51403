public import Foundation
public import IntegrationsCore
public import IntegrationsRouting

/// Continues handed-over activities on "the other device": through the app's router when the app
/// declares the type and the activity carries what it needs, else to the activity's web page, else not
/// at all — as `application(_:continue:restorationHandler:)` returning `false` leaves the browser to
/// open `webpageURL`.
public struct ActivityContinuer: Sendable {
    public let activities: [ActivityTypeDeclaration]
    public let routes: [RouteDeclaration]
    public let routing: any Routing

    /// A continuer for an app's declarations and router.
    public init(activities: [ActivityTypeDeclaration], routes: [RouteDeclaration], routing: any Routing) {
        self.activities = activities
        self.routes = routes
        self.routing = routing
    }

    /// What the other device does with `activity`.
    ///
    /// - Parameters:
    ///   - contentURL: The content URL of a Spotlight item by its unique identifier, for activities of
    ///     type ``UserActivity/spotlightItemType``.
    ///   - now: The moment it is continued: an activity past its `expirationDate` is no longer offered to
    ///     the other device, so nothing continues it.
    public func continuation(of activity: UserActivity, now: Date, contentURL: (String) -> URL? = { _ in nil }) -> ActivityContinuation {
        if let expiration = activity.expirationDate, expiration <= now {
            let shown = ISODate.format(expiration)
            return .cannotContinue(reason: LocalizedText(
                ja: "アクティビティは \(shown) に期限が切れています（expirationDate）", en: "the activity expired at \(shown) (expirationDate)"))
        }
        if let problem = activity.userInfoSizeProblem {
            return fallback(activity, problem)
        }
        if activity.activityType == UserActivity.spotlightItemType {
            return spotlight(activity, contentURL: contentURL)
        }
        guard let declaration = activities.first(where: { $0.type == activity.activityType }) else {
            return fallback(activity, LocalizedText(
                ja: "アプリはアクティビティタイプ「\(activity.activityType)」を宣言していません",
                en: "the app declares no activity type \"\(activity.activityType)\""))
        }
        for key in Set(declaration.requiredUserInfoKeys + activity.requiredUserInfoKeys).sorted() {
            guard let value = activity.userInfo[key] else {
                return fallback(activity, LocalizedText(
                    ja: "必須のキー「\(key)」が userInfo にありません", en: "the required key \"\(key)\" is missing from userInfo"))
            }
            if let declared = declaration.userInfo.first(where: { $0.key == key }), declared.type.value(of: value) == nil {
                return fallback(activity, LocalizedText(
                    ja: "キー「\(key)」は \(declared.type.rawValue) のはずですが \(value.type.rawValue) です",
                    en: "the key \"\(key)\" should be \(declared.type.rawValue) but is \(value.type.rawValue)"))
            }
        }
        guard let target = declaration.continuesTo else {
            return fallback(activity, LocalizedText(
                ja: "アクティビティタイプ「\(declaration.type)」には続きを開くルートがありません",
                en: "the activity type \"\(declaration.type)\" continues to no route"))
        }
        guard let route = routes.first(where: { $0.name == target.route }) else {
            return fallback(activity, LocalizedText(ja: "ルート「\(target.route)」はありません", en: "there is no route \"\(target.route)\""))
        }
        var values: [String: RouteValue] = [:]
        for (parameter, type) in route.parameters {
            guard let key = target.parameters[parameter], let text = activity.userInfo[key]?.text, let value = type.value(of: text) else {
                return fallback(activity, LocalizedText(
                    ja: "ルート「\(route.name)」のパラメータ「\(parameter)」を userInfo から埋められません",
                    en: "the parameter \"\(parameter)\" of route \"\(route.name)\" cannot be filled from userInfo"))
            }
            values[parameter] = value
        }
        do {
            let url = try routing.url(for: route.name, parameters: values, form: route.forms.first?.kind ?? .scheme)
            return opened(url, activity: activity)
        } catch {
            return fallback(activity, error.message)
        }
    }

    private func spotlight(_ activity: UserActivity, contentURL: (String) -> URL?) -> ActivityContinuation {
        guard case .string(let identifier)? = activity.userInfo[UserActivity.spotlightItemIdentifierKey] else {
            return .cannotContinue(reason: LocalizedText(
                ja: "Spotlight のアクティビティに \(UserActivity.spotlightItemIdentifierKey)（項目の識別子）がありません",
                en: "the Spotlight activity has no \(UserActivity.spotlightItemIdentifierKey) (the item's identifier)"))
        }
        guard let url = contentURL(identifier) else {
            return .cannotContinue(reason: LocalizedText(
                ja: "Spotlight の項目「\(identifier)」は索引にないか、contentURL がありません",
                en: "the Spotlight item \"\(identifier)\" is not in the index or has no contentURL"))
        }
        return opened(url, activity: activity)
    }

    private func opened(_ url: URL, activity: UserActivity) -> ActivityContinuation {
        switch routing.resolve(url) {
        case .match(let match): return .route(match, url: url)
        case .miss:
            return fallback(activity, LocalizedText(ja: "URL \(url.absoluteString) に一致するルートがありません", en: "no route matches \(url.absoluteString)"))
        }
    }

    /// The web page when the activity has one the browser may open (`http` or `https`), else nothing.
    private func fallback(_ activity: UserActivity, _ reason: LocalizedText) -> ActivityContinuation {
        if let text = activity.webpageURL, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
           scheme == "http" || scheme == "https", url.host != nil {
            return .webpage(url, reason: reason)
        }
        return .cannotContinue(reason: reason)
    }
}
