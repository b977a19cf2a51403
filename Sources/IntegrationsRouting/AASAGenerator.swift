import Foundation
public import IntegrationsCore

/// Writes the apple-app-site-association file for one of an app's associated domains, from its routes,
/// so that the URLs the file opens are the URLs the router matches, as closely as AASA patterns can say.
///
/// AASA wildcards cross `/` (`"/goals/?*"` alone would open `/goals/1/delete`), and the first component
/// that matches decides. So the components are written by the number of path segments, longest first:
/// before the routes of `k` segments comes an exclude of every path of `k + 1` or more (`/?*/?*/…`),
/// and a path that reaches the routes of `k` segments has at most `k`, so each `?*` stands for exactly
/// one segment there. Within a length, routes come in the router's order (constant, parameter,
/// wildcard, catch-all, segment by segment); a route that is not a universal link is an `exclude`.
///
/// - Parameters become `?*`; an enumeration becomes a substitution variable listing its values.
/// - A required query item becomes `"?": {"name": "?*"}`, followed by an exclude of the same path: the
///   router takes the path's route and then misses, it does not try another route.
/// - The routes' `clip` forms are written like universal links: the full app opens an App Clip's
///   invocation URLs.
/// - Patterns are matched percent-decoded (`percentEncoded: false` in the detail's defaults), since the
///   router decodes segments before comparing them.
///
/// What patterns cannot say is listed in ``Generation/notes``: typed parameters ("digits only"), and
/// URLs with empty segments or an encoded `/`.
public enum AASAGenerator {
    /// A generated document and what it cannot say exactly.
    public struct Generation: Sendable, Hashable {
        /// The document.
        public var document: AppleAppSiteAssociation
        /// Each difference that remains between the URLs the document opens and those the router matches.
        public var notes: [LocalizedText]
    }

    /// The document for `domain`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` when the app has no
    ///   team identifier (app IDs are team identifier + bundle identifier).
    public static func generate(routes: [RouteDeclaration], app: AppIdentity, domain: String) throws(IntegrationsError) -> AppleAppSiteAssociation {
        try generation(routes: routes, app: app, domain: domain).document
    }

    /// The document for `domain`, with notes on what its patterns cannot say and on each App Clip
    /// experience on the domain whose URL no route opens.
    ///
    /// - Parameter experiences: The App Clip experiences' names and invocation URLs (the App Clips point's
    ///   `AppClipExperience`s, which this module cannot name: the point depends on the router).
    public static func generation(
        routes: [RouteDeclaration], app: AppIdentity, domain: String, experiences: [(name: String, url: String)] = []
    ) throws(IntegrationsError) -> Generation {
        guard let team = app.teamIdentifier, !team.isEmpty else {
            throw IntegrationsError(.invalidManifest, LocalizedText(
                ja: "apple-app-site-association を作るにはマニフェストの app.teamIdentifier（例: A1B2C3D4E5）が必要です。",
                en: "apple-app-site-association needs app.teamIdentifier in the manifest (such as A1B2C3D4E5)."))
        }
        var writer = Writer(host: domain.lowercased())
        for declaration in routes.sorted(by: { $0.name < $1.name }) {
            for form in declaration.forms where form.kind != .scheme {
                guard let pattern = try? RoutePattern(route: declaration, form: form), pattern.host == writer.host else { continue }
                writer.add(Shape(pattern: pattern, opens: declaration.isUniversalLink || form.kind == .clip))
            }
        }
        writer.noteExperiences(experiences)
        let components = writer.components()
        if components.isEmpty {
            let hosts = Set(routes.flatMap { declaration in
                declaration.forms.compactMap { form in form.kind == .scheme ? nil : (try? RoutePattern(route: declaration, form: form))?.host }
            }).sorted()
            writer.notes.append(LocalizedText(
                ja: "\(writer.host) にはユニバーサルリンクのルートがないので、このファイルはどの URL も開きません\(hosts.isEmpty ? "" : "（ルートのあるドメイン: \(hosts.joined(separator: ", "))）")。",
                en: "No route has a universal link on \(writer.host), so this file opens no URL\(hosts.isEmpty ? "" : " (the domains with routes: \(hosts.joined(separator: ", ")))")."))
        }
        let appClips = app.appClipBundleIdentifier.map { AppleAppSiteAssociation.AppClips(apps: ["\(team).\($0)"]) }
        let detail = AppleAppSiteAssociation.Detail(
            appIDs: ["\(team).\(app.bundleIdentifier)"], components: components,
            defaults: AppleAppSiteAssociation.ComponentDefaults(percentEncoded: false))
        return Generation(
            document: AppleAppSiteAssociation(
                applinks: AppleAppSiteAssociation.AppLinks(
                    details: [detail], substitutionVariables: writer.variables.isEmpty ? nil : writer.variables),
                appclips: appClips),
            notes: writer.notes)
    }

    /// The app's `applinks:` domain that `host` is, or falls under (`*.example.com` covers its
    /// subdomains), without a `?mode=` suffix; `nil` when the host is none of the app's domains.
    package static func associatedDomain(for host: String, of app: AppIdentity) -> String? {
        let host = host.lowercased()
        for entry in app.associatedDomains where entry.hasPrefix("applinks:") {
            var domain = entry.dropFirst("applinks:".count).lowercased()
            if let mode = domain.firstIndex(of: "?") { domain = String(domain[..<mode]) }
            if domain == host { return domain }
            if domain.hasPrefix("*."), host.hasSuffix(String(domain.dropFirst())) { return host }
        }
        return nil
    }

    /// The app's first `applinks:` domain, e.g. `appcadia.com`.
    package static func primaryDomain(of app: AppIdentity) -> String? {
        app.associatedDomains.first { $0.hasPrefix("applinks:") }.map { String($0.dropFirst("applinks:".count)) }
    }

    /// One route form on the domain.
    struct Shape {
        var pattern: RoutePattern
        /// Whether the URLs of this shape open the app.
        var opens: Bool

        var catchAll: Bool { pattern.segments.last == .catchAll }
        /// Segments before a catch-all, or all of them.
        var fixedCount: Int { catchAll ? pattern.segments.count - 1 : pattern.segments.count }
    }

    private struct Writer {
        let host: String
        var shapes: [Shape] = []
        var variables: [String: [String]] = [:]
        var notes: [LocalizedText] = []

        init(host: String) {
            self.host = host
        }

        mutating func add(_ shape: Shape) {
            shapes.append(shape)
            guard shape.opens else { return }
            let route = shape.pattern.route
            for parameter in shape.pattern.parameters {
                switch parameter.type {
                case .int, .uuid:
                    notes.append(LocalizedText(
                        ja: "ルート \(route): {\(parameter.name)} は \(parameter.type) ですが、AASA のパターンでは「?*」（1文字以上）としか書けません。型の合わない URL（例: \(Self.example(shape.pattern, wrong: parameter.name))）もアプリを開き、ルーターは一致なしと答えます。",
                        en: "route \(route): {\(parameter.name)} is \(parameter.type), but an AASA pattern can only say \"?*\" (one or more characters): a URL of the wrong type (such as \(Self.example(shape.pattern, wrong: parameter.name))) opens the app and the router finds no route."))
                case .string, .enumeration:
                    break
                }
            }
            for (name, query) in shape.pattern.query.sorted(by: { $0.key < $1.key }) where query.isRequired && query.defaultValue == nil {
                if case .string = query.type { continue }
                notes.append(LocalizedText(
                    ja: "ルート \(route): 必須のクエリ「\(name)」は \(query.type) ですが、AASA では値があることしか確かめられません。",
                    en: "route \(route): the required query item \"\(name)\" is \(query.type), but AASA can only require that it has a value."))
            }
            for case .constant(let value) in shape.pattern.segments where value.contains("*") || value.contains("?") || value.contains("$(") {
                notes.append(LocalizedText(
                    ja: "ルート \(route): 定数「\(value)」の * ? $( は AASA ではワイルドカードか変数として読まれます。",
                    en: "route \(route): the constant \"\(value)\" holds *, ? or $(, which AASA reads as a wildcard or a variable."))
            }
        }

        /// Notes on App Clip experiences whose URLs no route on the domain opens.
        mutating func noteExperiences(_ experiences: [(name: String, url: String)]) {
            for experience in experiences {
                guard let url = URL(string: experience.url), url.host?.lowercased() == host else { continue }
                let segments = url.path.split(separator: "/").map(String.init)
                let covered = shapes.contains { shape in
                    shape.opens && shape.fixedCount <= segments.count && (shape.catchAll || shape.fixedCount == segments.count)
                        && zip(shape.pattern.segments, segments).allSatisfy { pair in
                            if case .constant(let value) = pair.0 { return value == pair.1 }
                            return true
                        }
                }
                if !covered {
                    notes.append(LocalizedText(
                        ja: "App Clip 体験 \(experience.name) の URL \(experience.url) を開くルートがありません。フルアプリはこの URL を開くべきです（clip 形式のルートを宣言してください）。",
                        en: "no route opens the App Clip experience \(experience.name)'s URL \(experience.url); the full app is expected to open it (declare a route with a clip form)."))
                }
            }
        }

        static func example(_ pattern: RoutePattern, wrong name: String) -> String {
            "/" + pattern.segments.map { segment -> String in
                switch segment {
                case .constant(let value): value
                case .parameter(let parameter, _, _): parameter == name ? "abc" : "1"
                case .wildcard, .catchAll: "x"
                }
            }.joined(separator: "/")
        }

        mutating func components() -> [AppleAppSiteAssociation.Component] {
            guard !shapes.isEmpty else { return [] }
            if shapes.contains(where: { $0.opens && (!$0.pattern.parameters.isEmpty || $0.catchAll || $0.pattern.segments.contains(.wildcard)) }) {
                notes.append(LocalizedText(
                    ja: "AASA は区切りを数えて判断するため、空の区切り（//）やエンコードされた /（%2F）を含む URL では、ルーターと結果が食い違うことがあります。",
                    en: "AASA is written by counting segments, so a URL with an empty segment (//) or an encoded / (%2F) in a parameter may open the app where the router finds no route, or the reverse."))
            }
            let longest = shapes.map { $0.catchAll ? $0.fixedCount + 1 : $0.fixedCount }.max() ?? 0
            var result: [AppleAppSiteAssociation.Component] = []
            // Longer than every route: only catch-alls can take these.
            for shape in ordered(shapes.filter(\.catchAll)) {
                result += components(for: shape, segments: longest + 1)
            }
            for length in stride(from: longest, through: 0, by: -1) {
                let members = ordered(shapes.filter { shape in
                    shape.catchAll ? shape.fixedCount + 1 <= length : shape.fixedCount == length
                })
                guard !members.isEmpty else { continue }
                result.append(AppleAppSiteAssociation.Component(
                    path: Self.anyPath(segments: length + 1), exclude: true,
                    comment: "paths of \(length + 1) or more segments not taken above"))
                for shape in members { result += components(for: shape, segments: length) }
            }
            return result
        }

        /// The shapes in the router's order: constant, typed, untyped, wildcard, catch-all, segment by
        /// segment; then by route name.
        func ordered(_ shapes: [Shape]) -> [Shape] {
            shapes.sorted { a, b in
                let (x, y) = (a.pattern.specificity.map { $0 == 1 ? 2 : $0 }, b.pattern.specificity.map { $0 == 1 ? 2 : $0 })
                if x != y { return x.lexicographicallyPrecedes(y) }
                return a.pattern.route < b.pattern.route
            }
        }

        /// `/?*/?*…`: every path of `segments` or more segments.
        static func anyPath(segments: Int) -> String {
            "/" + Array(repeating: "?*", count: segments).joined(separator: "/")
        }

        /// The components of one shape at one length (a catch-all takes as many `?*` as it needs).
        mutating func components(for shape: Shape, segments length: Int) -> [AppleAppSiteAssociation.Component] {
            let pattern = shape.pattern
            var parts: [String] = []
            for segment in pattern.segments {
                switch segment {
                case .constant(let value):
                    parts.append(value)
                case .parameter(let name, let type, _):
                    if case .enumeration(let values) = type {
                        let variable = Self.variableName(route: pattern.route, parameter: name)
                        variables[variable] = values
                        parts.append("$(\(variable))")
                    } else {
                        parts.append("?*")
                    }
                case .wildcard:
                    parts.append("?*")
                case .catchAll:
                    parts += Array(repeating: "?*", count: max(1, length - shape.fixedCount))
                }
            }
            let path = "/" + parts.joined(separator: "/")
            let caseSensitive: Bool? = pattern.isCaseInsensitive ? false : nil
            let required = pattern.query.filter { $0.value.isRequired && $0.value.defaultValue == nil }.keys.sorted()
            // The router ignores a trailing `/`; a pattern ending in `?*` takes it already, others need it said.
            let paths = parts.last.map { $0.hasSuffix("?*") } ?? true ? [path] : [path, path + "/"]
            return paths.flatMap { path -> [AppleAppSiteAssociation.Component] in
                guard shape.opens else {
                    return [AppleAppSiteAssociation.Component(
                        path: path, exclude: true, caseSensitive: caseSensitive, comment: "route \(pattern.route) (not a universal link)")]
                }
                if required.isEmpty {
                    return [AppleAppSiteAssociation.Component(path: path, caseSensitive: caseSensitive, comment: "route \(pattern.route)")]
                }
                return [
                    AppleAppSiteAssociation.Component(
                        path: path, query: .items(Dictionary(uniqueKeysWithValues: required.map { ($0, "?*") })),
                        caseSensitive: caseSensitive, comment: "route \(pattern.route)"),
                    AppleAppSiteAssociation.Component(
                        path: path, exclude: true, caseSensitive: caseSensitive,
                        comment: "route \(pattern.route) without its required query items"),
                ]
            }
        }

        static func variableName(route: String, parameter: String) -> String {
            let name = "\(route)_\(parameter)".map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
            return String(name)
        }
    }
}
