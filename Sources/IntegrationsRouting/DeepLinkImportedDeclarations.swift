public import Foundation
public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

extension DeepLinksPoint {
    /// Routes: every whole URL the code builds on one of the app's schemes, once as a router tells URLs
    /// apart. They stand in for the app's route table, which its code does not declare: two URLs the router
    /// would take for the same one (`app://a`, `app://A/`, `app://a?tab=2`) are one route, and a URL only
    /// compared or used as a key is no route at all.
    public func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft) {
        var routes: [RouteDeclaration] = []
        var templates: Set<String> = []
        var routeNames: Set<String> = []
        for url in report.urls where url.isComplete && url.use != "identifier" && draft.manifest.app.urlSchemes.contains(url.scheme) {
            guard let key = Self.routeKey(url.url), templates.insert(key).inserted else { continue }
            let name = Self.routeName(url.url, taken: routeNames)
            routeNames.insert(name)
            draft.sources["$.routes[\(routes.count)]"] = url.source
            routes.append(RouteDeclaration(name: name, forms: [RouteForm(.scheme, url.url)]))
        }
        draft.manifest.routes = routes
    }

    /// What a router compares of a custom-scheme URL used as a constant template: the scheme and host
    /// without case, the path's non-empty segments, percent-decoded; the query and fragment left out.
    /// `nil` for a URL that is not a constant template (`{`, `}`, `*` in a segment).
    static func routeKey(_ url: String) -> String? {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        let rest = url[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }
        var segments = rest.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        if segments.contains(where: { $0.contains("{") || $0.contains("}") || $0 == "*" || $0 == "**" }) { return nil }
        if let host = segments.first { segments[0] = host.lowercased() }
        return ([scheme] + segments).joined(separator: "/")
    }

    /// A route's name from its URL (`larder://items/recent` is `itemsRecent`), unique among `taken`.
    static func routeName(_ url: String, taken: Set<String>) -> String {
        let rest = url.split(separator: ":", maxSplits: 1).last.map { $0.drop { $0 == "/" } } ?? ""
        let words = rest.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var name = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        if name.isEmpty || name.first?.isNumber == true { name = "route" + name }
        var unique = name
        var counter = 2
        while taken.contains(unique) {
            unique = name + String(counter)
            counter += 1
        }
        return unique
    }
}
