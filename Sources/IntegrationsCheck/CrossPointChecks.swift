import Foundation
import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsApp
import IntegrationsRouting
import IntegrationsFileInput

/// The checks between an app's points: records and their search domains, content URLs and routes, routes
/// and the associated domains, the generated apple-app-site-association, App Clip experiences.
struct CrossPointChecks {
    let app: App
    /// The app's router, built once per check.
    let router: Router
    let manifestName: String
    let locations: JSONLocations

    var manifest: AppManifest { app.manifest }

    /// A diagnostic placed in the manifest at `path`.
    func manifestDiagnostic(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: LocalizedText, at path: String, suggestion: LocalizedText? = nil
    ) -> Diagnostic {
        Diagnostic(code, severity, message, path: path, suggestion: suggestion).located(in: locations, file: manifestName)
    }

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let domains = associatedDomains(&diagnostics)
        var loaded: [String: [EntityRecord]] = [:]
        diagnostics += records(&loaded)
        diagnostics += NotificationChecks(manifest: manifest, records: loaded).run().map { $0.located(in: locations, file: manifestName) }
        diagnostics += WidgetChecks(app: app, router: router).run().map { $0.located(in: locations, file: manifestName) }
        // The registered points' rules that read the records.
        diagnostics += IntegrationPoints.all.flatMap { $0.checkRecords(manifest, records: loaded) }.map { $0.located(in: locations, file: manifestName) }
        diagnostics += schemesAndHosts(domains)
        diagnostics += universalLinks(domains)
        return diagnostics
    }

    // MARK: - Associated domains

    func associatedDomains(_ diagnostics: inout [Diagnostic]) -> [AssociatedDomain] {
        var parsed: [AssociatedDomain] = []
        for (index, entry) in manifest.app.associatedDomains.enumerated() {
            switch AssociatedDomain.parse(entry) {
            case .success(let domain): parsed.append(domain)
            case .failure(let problem):
                diagnostics.append(manifestDiagnostic("domain.malformed", .error, LocalizedText(
                    ja: "関連ドメイン「\(entry)」が正しくありません: \(problem.expected.ja)が必要です",
                    en: "the associated domain \"\(entry)\" is malformed: expected \(problem.expected.en)"),
                    at: "$.app.associatedDomains[\(index)]"))
            }
        }
        return parsed
    }

    // MARK: - Records and content URLs

    func records(_ loaded: inout [String: [EntityRecord]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (domainIndex, domain) in manifest.searchDomains.enumerated() {
            let domainPath = "$.searchDomains[\(domainIndex)]"
            let url = app.directory.appendingPathComponent(domain.records)
            let name = (manifestName as NSString).deletingLastPathComponent.isEmpty
                ? domain.records : ((manifestName as NSString).deletingLastPathComponent as NSString).appendingPathComponent(domain.records)
            let data: Data
            do {
                data = try BoundedInput.read(url.path, limit: App.maximumFileSize)
            } catch {
                let reason = error.reason(limit: App.maximumFileSize)
                diagnostics.append(manifestDiagnostic("records.unreadable", .error, LocalizedText(
                    ja: "検索ドメイン「\(domain.identifier)」のレコードファイル \(domain.records) を読めません（\(reason.ja)）",
                    en: "cannot read \(domain.records), the records of search domain \"\(domain.identifier)\" (\(reason.en))"), at: "\(domainPath).records"))
                continue
            }
            // The app's own reader (RecordFile), so check refuses what the app refuses to load.
            let records: [EntityRecord]
            let firstNUL: JSONSyntax.Failure?
            switch RecordFile.read(data) {
            case .failure(.syntax(let syntax)):
                diagnostics.append(Diagnostic("json.syntax", .error, LocalizedText(ja: "正しい JSON ではありません: \(syntax.problem.ja)", en: "not valid JSON: \(syntax.problem.en)"),
                                              file: name, path: "$", line: syntax.line, column: syntax.column))
                continue
            case .failure(.value(let problem)):
                diagnostics.append(Diagnostic("records.invalidValue", .error, LocalizedText(
                    ja: "\(problem.path) に\(problem.expected.ja)が必要です", en: "expected \(problem.expected.en) at \(problem.path)"),
                    path: problem.path).located(in: JSONLocations(data), file: name))
                continue
            case .success(let contents):
                records = contents.records
                firstNUL = contents.nul
            }
            let recordLocations = JSONLocations(data)
            if let nul = firstNUL {
                // The app refuses to load such text (it would be cut where it is stored).
                diagnostics.append(Diagnostic("json.nul", .error, nul.problem, file: name, path: "$", line: nul.line, column: nul.column))
            }
            loaded[domain.entity, default: []] += records
            // Fields the templates use that records lack: the app cannot load such a record, so an error.
            var lackingRecords: Set<Int> = []
            for (key, template) in domain.templates {
                for field in template.fields {
                    let lacking = records.indices.filter { records[$0].fields[field] == nil }
                    guard !lacking.isEmpty else { continue }
                    lackingRecords.formUnion(lacking)
                    let shown = lacking.prefix(3).map { "\(domain.records)[\($0)]" }.joined(separator: ", ") + (lacking.count > 3 ? " …" : "")
                    diagnostics.append(manifestDiagnostic("records.missingField", .error, LocalizedText(
                        ja: "\(key) が使うフィールド「\(field)」が\(lacking.count)件のレコードにありません: \(shown)",
                        en: "\(lacking.count) record\(lacking.count == 1 ? " lacks" : "s lack") the field \"\(field)\" that \(key) uses: \(shown)"),
                        at: "\(domainPath).\(key)"))
                }
            }
            // Identifiers unique within the domain; content URLs that resolve.
            var seen: [String: Int] = [:]
            var misses: [(record: Int, url: String)] = []
            for (index, record) in records.enumerated() {
                let item: SearchableItem
                do {
                    item = try domain.item(for: record, location: "\(domain.records)[\(index)]")
                } catch {
                    // Whatever stops the app loading a record is an error here too (a lacking field is
                    // reported once, above, at the template).
                    if !lackingRecords.contains(index) {
                        // At the date field that is not a date, when that is the reason; else at the record.
                        let badDate = [domain.contentCreationDate, domain.contentModificationDate].compactMap { $0 }.first { field in
                            record.fields[field]?.text.map { ISODate.parse($0) == nil } ?? false
                        }
                        let message = LocalizedText(
                            ja: String(error.message.ja.trimmingSuffix("。")), en: String(error.message.en.trimmingSuffix(".")))
                        diagnostics.append(Diagnostic("records.invalidDate", .error, message, path: badDate.map { "$[\(index)].\($0)" } ?? "$[\(index)]")
                            .located(in: recordLocations, file: name))
                    }
                    continue
                }
                if let first = seen[item.uniqueIdentifier] {
                    diagnostics.append(Diagnostic("records.duplicateIdentifier", .error, LocalizedText(
                        ja: "識別子「\(item.uniqueIdentifier)」は \(domain.records)[\(first)] と重なっています（検索ドメイン「\(domain.identifier)」の中で一意にしてください）",
                        en: "the identifier \"\(item.uniqueIdentifier)\" is also \(domain.records)[\(first)]'s; identifiers must be unique within search domain \"\(domain.identifier)\""),
                        path: "$[\(index)]").located(in: recordLocations, file: name))
                } else {
                    seen[item.uniqueIdentifier] = index
                }
                if let contentURL = item.attributeSet.contentURL, router.match(contentURL) == nil {
                    misses.append((index, contentURL.absoluteString))
                }
            }
            if !misses.isEmpty {
                let shown = misses.prefix(3).map { "\(domain.records)[\($0.record)] → \($0.url)" }.joined(separator: ", ") + (misses.count > 3 ? " …" : "")
                diagnostics.append(manifestDiagnostic("records.urlMatchesNoRoute", .error, LocalizedText(
                    ja: "contentURL が\(misses.count)件のレコードでどのルートにも一致しません: \(shown)",
                    en: "the contentURL of \(misses.count) record\(misses.count == 1 ? "" : "s") matches no route: \(shown)"),
                    at: "\(domainPath).contentURL",
                    suggestion: LocalizedText(ja: "テンプレートをルートに合わせるか、ルートを宣言してください", en: "make the template match a route, or declare one")))
            }
        }
        return diagnostics
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
                        diagnostics.append(manifestDiagnostic("route.schemeNotDeclared", .error, LocalizedText(
                            ja: "ルート「\(route.name)」のスキーム「\(scheme)」は app.urlSchemes にありません",
                            en: "the scheme \"\(scheme)\" of route \"\(route.name)\" is not in app.urlSchemes"),
                            at: path, suggestion: LocalizedText(ja: "app.urlSchemes に「\(scheme)」を加えてください", en: "add \"\(scheme)\" to app.urlSchemes")))
                    }
                case .web, .clip:
                    let service: AssociatedDomain.Service = form.kind == .web ? .applinks : .appclips
                    if route.isUniversalLink || form.kind == .clip, scheme != "https" {
                        diagnostics.append(manifestDiagnostic("route.universalLinkNotHTTPS", .error, LocalizedText(
                            ja: "ルート「\(route.name)」はユニバーサルリンクですが「\(scheme)」です。システムは https の URL しかアプリで開きません",
                            en: "route \"\(route.name)\" is a universal link but uses \"\(scheme)\"; the system opens only https URLs in an app"),
                            at: path, suggestion: LocalizedText(ja: "https にしてください", en: "use https")))
                    }
                    if (route.isUniversalLink || form.kind == .clip), !domains.contains(where: { $0.service == service && $0.covers(host) }) {
                        diagnostics.append(manifestDiagnostic("route.hostNotAssociated", .error, LocalizedText(
                            ja: "ルート「\(route.name)」のホスト「\(host)」は \(service.rawValue): の関連ドメインにありません",
                            en: "the host \"\(host)\" of route \"\(route.name)\" is not an \(service.rawValue): associated domain"),
                            at: path, suggestion: LocalizedText(
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
                    diagnostics.append(manifestDiagnostic("aasa.noTeamIdentifier", .error, LocalizedText(
                        ja: "apple-app-site-association を作るには app.teamIdentifier が必要です", en: "apple-app-site-association needs app.teamIdentifier"),
                        at: "$.app"))
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
                        diagnostics.append(manifestDiagnostic("aasa.routeNotOpened", .error, LocalizedText(
                            ja: "ユニバーサルリンクのルート「\(route.name)」の URL \(url.absoluteString) を、生成した apple-app-site-association が開きません",
                            en: "the generated apple-app-site-association does not open \(url.absoluteString), a URL of universal-link route \"\(route.name)\""),
                            at: "$.routes[\(routeIndex)].forms[\(formIndex)]"))
                    } else if !route.isUniversalLink && opens {
                        diagnostics.append(manifestDiagnostic("aasa.opensNonUniversalRoute", .error, LocalizedText(
                            ja: "ユニバーサルリンクではないルート「\(route.name)」の URL \(url.absoluteString) を、生成した apple-app-site-association が開きます",
                            en: "the generated apple-app-site-association opens \(url.absoluteString), a URL of route \"\(route.name)\", which is not a universal link"),
                            at: "$.routes[\(routeIndex)].forms[\(formIndex)]"))
                    }
                }
            }
        }
        return diagnostics
    }

    /// A value of the right type for every parameter of a route.
    static func examples(_ route: RouteDeclaration) -> [String: RouteValue] {
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

extension String {
    /// The text without `suffix` at its end, when it ends so.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}
