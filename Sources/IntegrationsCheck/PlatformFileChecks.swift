import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
public import IntegrationsCore
import IntegrationsApp
import IntegrationsImport
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsRouting
import IntegrationsFileInput

/// The checks of the files Xcode and the team's site hold, against the manifest: the Info.plist, the
/// entitlements, and the apple-app-site-association the site really serves.
struct PlatformFileChecks: AppFolderChecks {
    let app: App
    /// The app's router, built once per check.
    let router: Router
    let manifestName: String
    let locations: JSONLocations

    /// A property list's top-level dictionary (XML or binary), or a diagnostic saying why not.
    enum Plist {
        case dictionary([String: Any])
        case unreadable(Diagnostic)
    }

    /// The largest Info.plist or entitlements file read: 1 MiB (an app's are a few kilobytes), refused
    /// above without reading further.
    public static let maximumPropertyListSize = 1024 * 1024

    static func dictionary(_ url: URL, name: String) -> Plist {
        let data: Data
        do {
            data = try BoundedInput.read(url.path, limit: maximumPropertyListSize)
        } catch {
            let reason = error.reason(limit: maximumPropertyListSize)
            return .unreadable(Diagnostic("plist.unreadable", .error, LocalizedText(ja: "読めません（\(reason.ja)）", en: "cannot read it (\(reason.en))"), file: name))
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil), let dictionary = plist as? [String: Any] else {
            return .unreadable(malformed(data, name: name))
        }
        return .dictionary(dictionary)
    }

    /// Why `data` is not a property list with a dictionary at the top, as precisely as the bytes tell: empty,
    /// a damaged binary list, XML that breaks at a line and column, a DTD of its own, or XML of another shape.
    static func malformed(_ data: Data, name: String) -> Diagnostic {
        let fix = LocalizedText(
            ja: "最上位が <dict> の XML プロパティリストにしてください（integrations export info-plist が例を出力します）",
            en: "write an XML property list with a <dict> at the top; integrations export info-plist prints one")
        func problem(_ message: LocalizedText, line: Int? = nil, column: Int? = nil) -> Diagnostic {
            Diagnostic("plist.malformed", .error, message, file: name, line: line, column: column, suggestion: fix)
        }
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            return problem(LocalizedText(ja: "ファイルが空です", en: "the file is empty"))
        }
        if data.starts(with: Array("bplist".utf8)) {
            return problem(LocalizedText(ja: "バイナリのプロパティリストですが、壊れているか途中で切れています", en: "a binary property list that is damaged or cut short"))
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let elements = OpenElements()
        parser.delegate = elements
        if !parser.parse() {
            return problem(
                LocalizedText(ja: "XML がここで壊れています（閉じていないタグか、使えない文字があります）", en: "the XML breaks here (a tag is not closed, or a character is not allowed)"),
                line: elements.error?.line ?? parser.lineNumber, column: elements.error?.column ?? max(parser.columnNumber, 1))
        }
        if let open = elements.stack.last {
            // The parser reaches the end of a cut file without an error: the element left open says where.
            let lines = TextLines.split(String(decoding: data, as: UTF8.self)).count
            return problem(
                LocalizedText(
                    ja: "ファイルが途中で切れています: \(open.line)行目の <\(open.name)> が閉じられないまま終わっています",
                    en: "the file is cut short: <\(open.name)> from line \(open.line) is never closed"),
                line: lines, column: 1)
        }
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        if let doctype = text.range(of: "<!DOCTYPE"), text[doctype.upperBound...].prefix(while: { $0 != ">" }).contains("[") {
            return problem(LocalizedText(
                ja: "独自の DTD 定義（<!DOCTYPE … [ … ]>）があります。プロパティリストは Apple の DOCTYPE 行だけを使い、独自の定義やエンティティは読みません",
                en: "it has DTD definitions of its own (<!DOCTYPE … [ … ]>); property lists use Apple's DOCTYPE line only, and their own definitions and entities are not read"))
        }
        return problem(LocalizedText(
            ja: "XML ですが、最上位が辞書のプロパティリスト（<plist><dict>…</dict></plist>）ではありません",
            en: "XML, but not a property list with a dictionary at the top (<plist><dict>…</dict></plist>)"))
    }

    // MARK: - Info.plist

    func infoPlist(_ url: URL) -> [Diagnostic] {
        let name = url.relativePath
        let plist: [String: Any]
        switch Self.dictionary(url, name: name) {
        case .dictionary(let dictionary): plist = dictionary
        case .unreadable(let diagnostic): return [diagnostic]
        }
        var diagnostics: [Diagnostic] = []
        if let identifier = plist["CFBundleIdentifier"] as? String, !identifier.contains("$("), identifier != manifest.app.bundleIdentifier {
            diagnostics.append(Diagnostic("infoPlist.bundleIdentifier", .error, LocalizedText(
                ja: "CFBundleIdentifier は「\(identifier)」ですが、マニフェストの app.bundleIdentifier は「\(manifest.app.bundleIdentifier)」です",
                en: "CFBundleIdentifier is \"\(identifier)\" but the manifest's app.bundleIdentifier is \"\(manifest.app.bundleIdentifier)\""),
                file: name, path: "CFBundleIdentifier"))
        }
        let types = plist["CFBundleURLTypes"] as? [[String: Any]] ?? []
        let declared = Set(types.flatMap { ($0["CFBundleURLSchemes"] as? [String]) ?? [] }.map { $0.lowercased() })
        for scheme in manifest.app.urlSchemes where !declared.contains(scheme.lowercased()) {
            diagnostics.append(Diagnostic("infoPlist.schemeMissing", .error, LocalizedText(
                ja: "URL スキーム「\(scheme)」が CFBundleURLTypes の CFBundleURLSchemes にありません。iOS はこのスキームの URL でアプリを開きません",
                en: "the URL scheme \"\(scheme)\" is not in CFBundleURLTypes > CFBundleURLSchemes; iOS does not open the app for its URLs"),
                file: name, path: "CFBundleURLTypes",
                suggestion: LocalizedText(ja: "integrations export info-plist の出力を Info.plist に入れてください", en: "merge the output of integrations export info-plist into the Info.plist")))
        }
        // The registered points' keys (background tasks, quick actions, Live Activities, Handoff), each at the
        // declaration the Info.plist lacks.
        diagnostics += IntegrationPoints.all.flatMap { $0.checkInfoPlist(plist, name: name, manifest: manifest) }
            .map { $0.located(in: locations, file: manifestName) }
        let manifestSchemes = Set(manifest.app.urlSchemes.map { $0.lowercased() })
        for scheme in declared.sorted() where !manifestSchemes.contains(scheme) {
            diagnostics.append(manifestDiagnostic("infoPlist.extraScheme", .warning, LocalizedText(
                ja: "Info.plist（\(name)）が宣言する URL スキーム「\(scheme)」が app.urlSchemes にありません",
                en: "the Info.plist (\(name)) declares the URL scheme \"\(scheme)\", which app.urlSchemes lacks"),
                at: "$.app.urlSchemes", suggestion: LocalizedText(ja: "app.urlSchemes に加えるか Info.plist から除いてください", en: "add it to app.urlSchemes or remove it from the Info.plist")))
        }
        return diagnostics
    }

    // MARK: - Entitlements

    static let associatedDomainsKey = "com.apple.developer.associated-domains"
    static let appGroupsKey = "com.apple.security.application-groups"

    func entitlements(_ url: URL) -> [Diagnostic] {
        let name = url.relativePath
        let plist: [String: Any]
        switch Self.dictionary(url, name: name) {
        case .dictionary(let dictionary): plist = dictionary
        case .unreadable(let diagnostic): return [diagnostic]
        }
        var diagnostics: [Diagnostic] = []
        // Both keys hold arrays of strings; a value of another type is said to be that, not "missing".
        for key in [Self.associatedDomainsKey, Self.appGroupsKey] {
            if let value = plist[key], !(value is [String]) {
                let found = value is String ? LocalizedText(ja: "文字列", en: "a string") : LocalizedText(ja: "配列以外の値", en: "a value that is not an array")
                diagnostics.append(Diagnostic("entitlements.wrongType", .error, LocalizedText(
                    ja: "\(key) は文字列の配列でなければなりません（\(found.ja)が書かれています）",
                    en: "\(key) must be an array of strings (it holds \(found.en))"),
                    file: name, path: key,
                    suggestion: LocalizedText(ja: "<array><string>…</string></array> にしてください", en: "write <array><string>…</string></array>")))
            }
        }
        if !diagnostics.isEmpty { return diagnostics }
        let declared = (plist[Self.associatedDomainsKey] as? [String]) ?? []
        for entry in manifest.app.associatedDomains where !declared.contains(entry) {
            diagnostics.append(Diagnostic("entitlements.domainMissing", .error, LocalizedText(
                ja: "関連ドメイン「\(entry)」が \(Self.associatedDomainsKey) にありません",
                en: "the associated domain \"\(entry)\" is not in \(Self.associatedDomainsKey)"),
                file: name, path: Self.associatedDomainsKey,
                suggestion: LocalizedText(ja: "integrations export entitlements の出力を入れてください", en: "merge the output of integrations export entitlements")))
        }
        let groups = (plist[Self.appGroupsKey] as? [String]) ?? []
        if let group = manifest.app.appGroup, !groups.contains(group) {
            diagnostics.append(Diagnostic("entitlements.appGroupMissing", .error, LocalizedText(
                ja: "App Group「\(group)」が \(Self.appGroupsKey) にありません。アプリはストアのある共有コンテナを開けません",
                en: "the App Group \"\(group)\" is not in \(Self.appGroupsKey); the app cannot open the shared container its store is in"),
                file: name, path: Self.appGroupsKey,
                suggestion: LocalizedText(ja: "integrations export entitlements の出力を入れてください", en: "merge the output of integrations export entitlements")))
        }
        for entry in declared where !manifest.app.associatedDomains.contains(entry) {
            diagnostics.append(manifestDiagnostic("entitlements.extraDomain", .warning, LocalizedText(
                ja: "エンタイトルメント（\(name)）の関連ドメイン「\(entry)」が app.associatedDomains にありません",
                en: "the entitlements (\(name)) declare the associated domain \"\(entry)\", which app.associatedDomains lacks"),
                at: "$.app.associatedDomains"))
        }
        return diagnostics
    }

    // MARK: - The served apple-app-site-association

    /// Every universal-link route on the file's domain, filled with example values, opens the app.
    func servedAASA(_ url: URL) -> [Diagnostic] {
        let name = url.relativePath
        let data: Data
        do {
            data = try BoundedInput.read(url.path, limit: 128 * 1024)
        } catch .tooLarge {
            return [Diagnostic("servedAASA.tooLarge", .error, LocalizedText(
                ja: "128 KB を超えています。iOS は読みません", en: "larger than 128 KB; iOS does not read it"), file: name)]
        } catch {
            let reason = error.reason(limit: 128 * 1024)
            return [Diagnostic("servedAASA.unreadable", .error, LocalizedText(ja: "読めません（\(reason.ja)）", en: "cannot read it (\(reason.en))"), file: name)]
        }
        if let syntax = JSONSyntax.firstError(in: data) {
            return [Diagnostic("json.syntax", .error, LocalizedText(ja: "正しい JSON ではありません: \(syntax.problem.ja)", en: "not valid JSON: \(syntax.problem.en)"),
                               file: name, path: "$", line: syntax.line, column: syntax.column)]
        }
        let document: AppleAppSiteAssociation
        do {
            document = try JSONDecoder().decode(AppleAppSiteAssociation.self, from: data)
        } catch {
            let problem = JSONProblem(error, data: data)
            return [Diagnostic("servedAASA.invalidValue", .error, LocalizedText(
                ja: "\(problem.path) に\(problem.expected.ja)が必要です", en: "expected \(problem.expected.en) at \(problem.path)"),
                path: problem.path).located(in: JSONLocations(data), file: name)]
        }
        guard let domain = AASAGenerator.primaryDomain(of: manifest.app)?.lowercased() else { return [] }
        let compiled = AASAEvaluator.Compiled(document)
        var diagnostics: [Diagnostic] = []
        for (routeIndex, route) in manifest.routes.enumerated() where route.isUniversalLink {
            for (formIndex, form) in route.forms.enumerated() where form.kind == .web {
                guard let example = try? router.url(for: route.name, parameters: DeepLinkManifestChecks.examples(route), form: .web),
                    example.host?.lowercased() == domain, example.scheme?.lowercased() == "https"
                else { continue }
                let evaluation = compiled.evaluate(example)
                if !evaluation.match {
                    let decided = evaluation.trace.last ?? LocalizedText(ja: "", en: "")
                    diagnostics.append(manifestDiagnostic("servedAASA.routeNotOpened", .error, LocalizedText(
                        ja: "\(name) はユニバーサルリンクのルート「\(route.name)」の URL \(example.absoluteString) を開きません（\(decided.ja)）",
                        en: "\(name) does not open \(example.absoluteString), a URL of universal-link route \"\(route.name)\" (\(decided.en))"),
                        at: "$.routes[\(routeIndex)].forms[\(formIndex)]",
                        suggestion: LocalizedText(ja: "integrations aasa generate の出力を配信してください", en: "serve the output of integrations aasa generate")))
                }
            }
        }
        return diagnostics
    }
}

/// The fragments of Xcode's files that a manifest implies, as XML property lists.
public enum PlatformFiles {

    /// The Info.plist keys: `CFBundleIdentifier` and `CFBundleURLTypes` with the app's URL schemes, and each
    /// registered point's (``IntegrationPoint/infoPlistKeys(for:)``): `NSUserActivityTypes` with the activity
    /// types; for an app with background tasks, `BGTaskSchedulerPermittedIdentifiers` and
    /// `UIBackgroundModes`; for quick actions, `UIApplicationShortcutItems`; for Live Activities,
    /// `NSSupportsLiveActivities`.
    public static func infoPlist(for manifest: AppManifest) -> [String: Any] {
        let keys: [String: Any] = [
            "CFBundleIdentifier": manifest.app.bundleIdentifier,
            "CFBundleURLTypes": [["CFBundleURLName": manifest.app.bundleIdentifier, "CFBundleURLSchemes": manifest.app.urlSchemes] as [String: Any]],
        ]
        return IntegrationPoints.all.reduce(keys) { keys, point in keys.merging(point.infoPlistKeys(for: manifest)) { first, _ in first } }
    }

    /// The entitlements: `com.apple.developer.associated-domains`, and
    /// `com.apple.security.application-groups` for an app with an App Group.
    public static func entitlements(for manifest: AppManifest) -> [String: Any] {
        var entitlements: [String: Any] = [PlatformFileChecks.associatedDomainsKey: manifest.app.associatedDomains]
        if let group = manifest.app.appGroup { entitlements[PlatformFileChecks.appGroupsKey] = [group] }
        return entitlements
    }

    /// A property list as XML text (`PropertyListXML`, which a statically linked command can write).
    ///
    /// - Throws: `EncodingError` for a value that is not a property-list value (a string, Boolean, number,
    ///   date, data, or an array or string-keyed dictionary of them).
    public static func xml(_ plist: [String: Any]) throws -> String {
        String(decoding: try PropertyListXML.data(plist), as: UTF8.self)
    }
}

/// The XML elements still open while a parser reads, with the line each opened on.
private final class OpenElements: NSObject, XMLParserDelegate {
    var stack: [(name: String, line: Int)] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        stack.append((TerminalText.safeLine(String(elementName.prefix(40))), parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    /// Where the first error was met, while the parser is still there.
    var error: (line: Int, column: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if error == nil { error = (parser.lineNumber, max(parser.columnNumber, 1)) }
    }
}
