public import IntegrationsCore

/// Writes the apple-app-site-association file for one of an app's associated domains, from its routes.
///
/// Every web form of a universal-link route on the domain becomes a component; web forms of the other
/// routes on the domain become `exclude` components placed first, since AASA wildcards cross `/` and
/// would otherwise take those URLs too. Parameters, `*` and `**` become `?*` (one or more characters).
public enum AASAGenerator {
    /// The document for `domain`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` when the app has no
    ///   team identifier (app IDs are team identifier + bundle identifier).
    public static func generate(routes: [RouteDeclaration], app: AppIdentity, domain: String) throws(IntegrationsError) -> AppleAppSiteAssociation {
        guard let team = app.teamIdentifier, !team.isEmpty else {
            throw IntegrationsError(.invalidManifest, LocalizedText(
                ja: "apple-app-site-association を作るにはマニフェストの app.teamIdentifier（例: A1B2C3D4E5）が必要です。",
                en: "apple-app-site-association needs app.teamIdentifier in the manifest (such as A1B2C3D4E5)."))
        }
        let host = domain.lowercased()
        var includes: [AppleAppSiteAssociation.Component] = []
        var excludes: [AppleAppSiteAssociation.Component] = []
        for declaration in routes.sorted(by: { $0.name < $1.name }) {
            for form in declaration.forms where form.kind == .web {
                guard let pattern = try? RoutePattern(route: declaration, form: form), pattern.host == host else { continue }
                let path = "/" + pattern.segments.map { segment in
                    switch segment {
                    case .constant(let value): value
                    case .parameter, .wildcard, .catchAll: "?*"
                    }
                }.joined(separator: "/")
                let component = AppleAppSiteAssociation.Component(
                    path: path,
                    exclude: declaration.isUniversalLink ? nil : true,
                    caseSensitive: declaration.isCaseInsensitive ? false : nil,
                    comment: "route \(declaration.name)")
                if declaration.isUniversalLink { includes.append(component) } else { excludes.append(component) }
            }
        }
        let appClips = app.appClipBundleIdentifier.map { AppleAppSiteAssociation.AppClips(apps: ["\(team).\($0)"]) }
        return AppleAppSiteAssociation(
            applinks: AppleAppSiteAssociation.AppLinks(details: [
                AppleAppSiteAssociation.Detail(appIDs: ["\(team).\(app.bundleIdentifier)"], components: excludes + includes)
            ]),
            appclips: appClips)
    }

    /// The app's first `applinks:` domain, e.g. `appcadia.com`.
    public static func primaryDomain(of app: AppIdentity) -> String? {
        app.associatedDomains.first { $0.hasPrefix("applinks:") }.map { String($0.dropFirst("applinks:".count)) }
    }
}
