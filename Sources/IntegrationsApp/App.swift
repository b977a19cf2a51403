public import Foundation
public import IntegrationsCore
import IntegrationsFileInput
import IntegrationsIntents

/// An app folder: `integrations.json` and the entity record files it names.
///
/// Loading an app needs the core only — no store, no SQLite — so a check, a plugin or a test can load
/// any app folder. (Its router is built by what needs it: `app.router()`, which refuses routes that do not decode.)
///
/// ```swift
/// let app = try App.load(from: URL(fileURLWithPath: "MyApp/Integrations"))
/// let items = try app.searchableItems()
/// ```
public struct App: Sendable {
    /// The folder the app was loaded from.
    public let directory: URL
    /// The app's manifest.
    public let manifest: AppManifest

    /// The manifest's file name inside an app folder.
    public static let manifestFileName = "integrations.json"

    /// The manifest's path, as messages about it name it (as ``load(from:)`` does).
    public var manifestPath: String { directory.appendingPathComponent(Self.manifestFileName).path }

    /// An app from its parts.
    public init(directory: URL, manifest: AppManifest) {
        self.directory = directory
        self.manifest = manifest
    }

    /// Loads the app in `directory`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the file and
    ///   JSON path at fault.
    public static func load(from directory: URL) throws(IntegrationsError) -> App {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder)
        if !exists || !isFolder.boolValue {
            throw IntegrationsError(.invalidManifest, LocalizedText(
                ja: exists
                    ? "アプリのフォルダとして指定された \(directory.path) はフォルダではなくファイルです。"
                    : "アプリのフォルダ \(directory.path) がありません。",
                en: exists
                    ? "The app folder \(directory.path) is a file, not a folder."
                    : "There is no app folder \(directory.path)."), remedy: .appFolder)
        }
        let file = directory.appendingPathComponent(manifestFileName)
        let data = try read(file, kind: .invalidManifest)
        // Strict JSON first, as the check reads it: Foundation's decoder takes a trailing comma, and a key
        // written twice as one of its values.
        if let failure = JSONSyntax.firstError(in: data) { throw notStrictJSON(failure, kind: .invalidManifest, file: file.path) }
        return App(directory: directory, manifest: try AppManifest.decode(data, file: file.path))
    }


    /// Checks the manifest's intents against the App Shortcut rules (``AppManifest/intentProblems()``).
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the file
    ///   and listing every problem; or, first, refusing routes that do not decode
    ///   (``routeDeclarations()``), which an intent's `openRoute` is checked against: no route is missing
    ///   that is only unreadable.
    public func validateIntents() throws(IntegrationsError) {
        _ = try routeDeclarations()
        let problems = manifest.intentProblems()
        guard !problems.isEmpty else { return }
        let file = manifestPath
        func list(_ language: Language) -> String {
            problems.enumerated().map { "\($0.offset + 1)) \($0.element[language])" }.joined(separator: " ")
        }
        throw IntegrationsError(.invalidManifest, LocalizedText(
            ja: "\(file) のインテントに問題が\(problems.count)個あります: \(list(.ja)) manifest を直してから実行してください。",
            en: "The intents in \(file) have \(problems.count) problem\(problems.count == 1 ? "" : "s"): \(list(.en)) Fix the manifest, then run again."))
    }

    /// The records of one search domain, read by ``RecordFile`` as the check reads them.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` naming the file, and
    ///   the line and column when it is not strict JSON (a trailing comma, a key written twice), is not an
    ///   array of records, or holds a NUL character.
    public func records(of domain: SearchDomain) throws(IntegrationsError) -> [EntityRecord] {
        let file = directory.appendingPathComponent(domain.records)
        let data = try Self.read(file, kind: .invalidAppData)
        switch RecordFile.read(data) {
        case .failure(let problem):
            throw problem.integrationsError(.invalidAppData, file: file.path)
        case .success(let contents):
            if contents.nul != nil { try JSONProblem.refuseNUL(in: data, kind: .invalidAppData, file: file.path) }
            return contents.records
        }
    }

    /// Every searchable item the app's records make, domain by domain.
    public func searchableItems() throws(IntegrationsError) -> [SearchableItem] {
        var items: [SearchableItem] = []
        for domain in manifest.searchDomains {
            items += try searchableItems(of: domain)
        }
        return items
    }

    /// The searchable items one domain's records make.
    public func searchableItems(of domain: SearchDomain) throws(IntegrationsError) -> [SearchableItem] {
        var items: [SearchableItem] = []
        for (index, record) in try records(of: domain).enumerated() {
            items.append(try domain.item(for: record, location: "\(domain.records)[\(index)]"))
        }
        return items
    }

    /// The text fields of every record of the entity type `entity` (the search domains whose `entity` it
    /// is), by the record's item identifier (`note-12`): the one way records are found by identifier.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when a record file
    ///   cannot be read or does not fit its domain.
    public func recordFields(of entity: String) throws(IntegrationsError) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for domain in manifest.searchDomains where domain.entity == entity {
            for (index, record) in try records(of: domain).enumerated() {
                let item = try domain.item(for: record, location: "\(domain.records)[\(index)]")
                result[item.uniqueIdentifier] = record.fields.compactMapValues(\.text)
            }
        }
        return result
    }

    /// The text fields of the record of the entity type `entity` whose item identifier is `identifier`
    /// (`note-12`, as search shows it), which fill an activity's templates; `nil` when the app has no such
    /// record.
    ///
    /// - Throws: ``IntegrationsError`` as ``recordFields(of:)`` does.
    public func recordFields(of entity: String, identifier: String) throws(IntegrationsError) -> [String: String]? {
        try recordFields(of: entity)[identifier]
    }

    /// A fingerprint of the manifest and record files: it changes when any of them does.
    package func dataFingerprint() throws(IntegrationsError) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        let files = [Self.manifestFileName] + manifest.searchDomains.map(\.records)
        for name in files {
            for byte in try Self.read(directory.appendingPathComponent(name), kind: .invalidAppData) + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// The largest manifest or record file an app folder may hold: 16 MiB, read no further.
    public static let maximumFileSize = 16 * 1024 * 1024

    static func read(_ file: URL, kind: IntegrationsError.Kind) throws(IntegrationsError) -> Data {
        do {
            return try BoundedInput.read(file.path, limit: maximumFileSize)
        } catch {
            let reason = error.reason(limit: maximumFileSize)
            throw IntegrationsError(kind, LocalizedText(
                ja: "\(file.path) を読めません（\(reason.ja)）。", en: "Cannot read \(file.path) (\(reason.en))."), remedy: .appPath)
        }
    }
}
