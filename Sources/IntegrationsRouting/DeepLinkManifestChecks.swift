import Foundation
package import IntegrationsCore

/// The rules between the manifest's routes and the rest of the app (Docs/Routing.md, Docs/Check.md "Between
/// the points"): each route's scheme among `app.urlSchemes`, each universal link on https and an associated
/// domain, and the apple-app-site-association generated for each `applinks:` domain opening exactly the
/// universal-link routes.
package struct DeepLinkManifestChecks {
    let manifest: AppManifest
    /// The router of the manifest's routes.
    let router: Router

    /// Checks `manifest`.
    package init(manifest: AppManifest) {
        self.manifest = manifest
        self.router = Router.reused(for: manifest.routes)
    }

    func run() -> [Diagnostic] {
        // A malformed domain is the check's `domain.malformed`; the rules here read the ones that parse.
        let domains = AssociatedDomain.parsed(manifest.app.associatedDomains)
        return schemesAndHosts(domains) + universalLinks(domains)
    }

    // MARK: - Routes, schemes and hosts

    func schemesAndHosts(_ domains: [AssociatedDomain]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let schemes = Set(manifest.app.urlSchemes.map { $0.lowercased() })
        for (routeIndex, route) in manifest.routes.enumerated() {
            for (formIndex, form) in route.forms.enumerated() {
                let path = "$.routes[\(routeIndex)].forms[\(formIndex)].template"
                guard let separator = form.template.range(of: "://") else { continue }  // the route table reports it
                let scheme = form.template[..<separator.lowerBound].lowercased()
                let host = form.template[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
                switch form.kind {
                case .scheme:
                    if !schemes.contains(scheme) {
                        diagnostics.append(Diagnostic("route.schemeNotDeclared", .error, LocalizedText(
                            ja: "ルート「\(route.name)」のスキーム「\(scheme)」は app.urlSchemes にありません",
                            en: "the scheme \"\(scheme)\" of route \"\(route.name)\" is not in app.urlSchemes"),
                            path: path, suggestion: LocalizedText(ja: "app.urlSchemes に「\(scheme)」を加えてください", en: "add \"\(scheme)\" to app.urlSchemes")))
                    }
                case .web, .clip:
                    let service: AssociatedDomain.Service = form.kind == .web ? .applinks : .appclips
                    if route.isUniversalLink || form.kind == .clip, scheme != "https" {
                        diagnostics.append(Diagnostic("route.universalLinkNotHTTPS", .error, LocalizedText(
                            ja: "ルート「\(route.name)」はユニバーサルリンクですが「\(scheme)」です。システムは https の URL しかアプリで開きません",
                            en: "route \"\(route.name)\" is a universal link but uses \"\(scheme)\"; the system opens only https URLs in an app"),
                            path: path, suggestion: LocalizedText(ja: "https にしてください", en: "use https")))
                    }
                    if (route.isUniversalLink || form.kind == .clip), !domains.contains(where: { $0.service == service && $0.covers(host) }) {
                        diagnostics.append(Diagnostic("route.hostNotAssociated", .error, LocalizedText(
                            ja: "ルート「\(route.name)」のホスト「\(host)」は \(service.rawValue): の関連ドメインにありません",
                            en: "the host \"\(host)\" of route \"\(route.name)\" is not an \(service.rawValue): associated domain"),
                            path: path, suggestion: LocalizedText(
                                ja: "app.associatedDomains に「\(service.rawValue):\(host)」を加えてください",
                                en: "add \"\(service.rawValue):\(host)\" to app.associatedDomains")))
                    }
                }
            }
        }
        return diagnostics
    }

    // MARK: - apple-app-site-association

    /// Every universal-link route, filled with example values, is opened by the generated file; no other
    /// web route is.
    func universalLinks(_ domains: [AssociatedDomain]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for domain in domains where domain.service == .applinks && !domain.isWildcard {
            guard let document = try? AASAGenerator.generate(routes: manifest.routes, app: manifest.app, domain: domain.host) else {
                if manifest.routes.contains(where: \.isUniversalLink) {
                    diagnostics.append(Diagnostic("aasa.noTeamIdentifier", .error, LocalizedText(
                        ja: "apple-app-site-association を作るには app.teamIdentifier が必要です", en: "apple-app-site-association needs app.teamIdentifier"),
                        path: "$.app"))
                }
                return diagnostics
            }
            let compiled = AASAEvaluator.Compiled(document)
            for (routeIndex, route) in manifest.routes.enumerated() {
                for (formIndex, form) in route.forms.enumerated() where form.kind == .web {
                    // A form that is not https is reported by the scheme check: no universal link at all.
                    guard let url = try? router.url(for: route.name, parameters: Self.examples(route), form: .web),
                        url.host?.lowercased() == domain.host, url.scheme?.lowercased() == "https"
                    else { continue }
                    let opens = compiled.evaluate(url).match
                    if route.isUniversalLink && !opens {
                        diagnostics.append(Diagnostic("aasa.routeNotOpened", .error, LocalizedText(
                            ja: "ユニバーサルリンクのルート「\(route.name)」の URL \(url.absoluteString) を、生成した apple-app-site-association が開きません",
                            en: "the generated apple-app-site-association does not open \(url.absoluteString), a URL of universal-link route \"\(route.name)\""),
                            path: "$.routes[\(routeIndex)].forms[\(formIndex)]"))
                    } else if !route.isUniversalLink && opens {
                        diagnostics.append(Diagnostic("aasa.opensNonUniversalRoute", .error, LocalizedText(
                            ja: "ユニバーサルリンクではないルート「\(route.name)」の URL \(url.absoluteString) を、生成した apple-app-site-association が開きます",
                            en: "the generated apple-app-site-association opens \(url.absoluteString), a URL of route \"\(route.name)\", which is not a universal link"),
                            path: "$.routes[\(routeIndex)].forms[\(formIndex)]"))
                    }
                }
            }
        }
        return diagnostics
    }

    /// A value of the right type for every parameter of a route.
    package static func examples(_ route: RouteDeclaration) -> [String: RouteValue] {
        var values: [String: RouteValue] = [:]
        for name in route.parameterNames {
            switch route.parameters[name] ?? route.query[name]?.type ?? .string {
            case .int: values[name] = .int(1)
            case .uuid: values[name] = .uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
            case .string: values[name] = .string("example")
            case .enumeration(let cases): values[name] = .string(cases.first ?? "example")
            }
        }
        return values
    }
}
