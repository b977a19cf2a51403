import Foundation
import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsApp
import IntegrationsRouting
import IntegrationsFileInput

/// The checks that read the app folder beyond its manifest: the associated domains that do not parse, the
/// records and their search domains and content URLs, and every registered point's rules that read the
/// records (`IntegrationPoint.checkRecords`: Handoff, App Clips, intents, deep links, Live Activities,
/// notifications).
struct CrossPointChecks: AppFolderChecks {
    let app: App
    /// The app's router, built once per check.
    let router: Router
    let manifestName: String
    let locations: JSONLocations

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += malformedDomains()
        var loaded: [String: [EntityRecord]] = [:]
        diagnostics += records(&loaded)
        // The registered points' rules that read the records.
        diagnostics += IntegrationPoints.all.flatMap { $0.checkRecords(manifest, records: loaded) }.map { $0.located(in: locations, file: manifestName) }
        return diagnostics
    }

    // MARK: - Associated domains

    /// `domain.malformed`: an associated domain that does not parse (the points' rules read the ones that do).
    func malformedDomains() -> [Diagnostic] {
        manifest.app.associatedDomains.enumerated().compactMap { index, entry in
            guard case .failure(let problem) = AssociatedDomain.parse(entry) else { return nil }
            return manifestDiagnostic("domain.malformed", .error, LocalizedText(
                ja: "関連ドメイン「\(entry)」が正しくありません: \(problem.expected.ja)が必要です",
                en: "the associated domain \"\(entry)\" is malformed: expected \(problem.expected.en)"),
                at: "$.app.associatedDomains[\(index)]")
        }
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
}

extension String {
    /// The text without `suffix` at its end, when it ends so.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}

/// What the checks of an app folder beyond its manifest share (``CrossPointChecks``, ``PlatformFileChecks``):
/// the app, how messages name its manifest, and where the manifest's JSON paths are.
protocol AppFolderChecks {
    var app: App { get }
    var manifestName: String { get }
    var locations: JSONLocations { get }
}

extension AppFolderChecks {
    var manifest: AppManifest { app.manifest }

    /// A diagnostic placed in the manifest at `path`.
    func manifestDiagnostic(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ message: LocalizedText, at path: String, suggestion: LocalizedText? = nil
    ) -> Diagnostic {
        Diagnostic(code, severity, message, path: path, suggestion: suggestion).located(in: locations, file: manifestName)
    }
}
