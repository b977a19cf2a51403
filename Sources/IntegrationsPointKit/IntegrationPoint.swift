import Foundation
public import IntegrationsCore
public import IntegrationsImport

/// An integration point as a plug-in: everything the toolkit does with one point of an app's surface, in
/// the point's own module, registered once in `IntegrationPoints.all` (IntegrationsPoints) — the list the
/// check, the importer, `integrations rules` and `integrations schema` iterate.
///
/// A point declares:
/// - its manifest key (``name``): the section of `integrations.json` it reads for itself from
///   ``AppManifest/sections`` (``declarations(in:)``), and the keys that section may hold
///   (``manifestKeys``), which the check's unknown-key rule and the schema use;
/// - what it reads from an app's project (``ProjectFactReading``, kept in ``ImportReport/pointFacts``);
/// - its rules (``rules``): the single source of each code's severity, texts, fix and Apple page;
/// - its checks of a manifest (``checkManifest(_:)``, and ``checkRecords(_:records:)`` where a rule reads the
///   app's records) and of an imported project (``checkProject(_:)``);
/// - the declarations `import` writes for it from a project (``addImportedDeclarations(of:to:)``).
///
/// Its runtime (what the app does with the point) and its output (a result value that encodes as the
/// command's JSON and renders its text) are the module's own public API; the command reaches them through
/// one file named after the point (`Sources/integrations/<Point>.swift`).
public protocol IntegrationPoint: ProjectFactReading {
    /// The point's name for a person, in Japanese and English ("共有拡張" / "Share extensions").
    var title: LocalizedText { get }

    /// The key of the point's section in `integrations.json`: its ``ProjectFactReading/name`` unless the
    /// point has no section (`nil`: a point the manifest does not declare, such as controls, whose rules
    /// read only an app's project), which then adds no key to the manifest and nothing to its schema.
    var manifestKey: String? { get }

    /// The keys of the point's manifest section: a description of each object's keys, by JSON path from the
    /// section's value (`$`, `$[]`, `$[].activationRule`); an object not listed may hold anything.
    var manifestKeys: [String: Set<String>] { get }

    /// Whether a key its section's types do not know refuses the section where the app reads it (`true`,
    /// the default: the share-extension point), or is left to the check's `manifest.unknownKey` warning and
    /// passed over, as the core's own keys are (`false`: Live Activities, whose section the core read until
    /// Decision 510).
    var refusesUnknownKeys: Bool { get }

    /// The JSON Schema (draft-07) of the point's section, which `integrations schema` and `init` add to the
    /// manifest's schema under ``ProjectFactReading/name``.
    var manifestSchema: JSONValue { get }

    /// Every section of `integrations.json` the point reads for itself, with its keys and schema: by default
    /// the one under ``manifestKey`` (none when that is `nil`). A point whose declarations take two top-level
    /// keys lists both (App Clips: its experiences and its hand-over); the check's unknown-key rule and
    /// `integrations schema` iterate these.
    var manifestSections: [ManifestSection] { get }

    /// Every rule the point reports, ordered by code.
    var rules: [CheckRule] { get }

    /// The point's findings in a manifest: each at its JSON path (`$.shareExtensions[0].activationRule`),
    /// which the check turns into a line and column of the file.
    func checkManifest(_ manifest: AppManifest) -> [Diagnostic]

    /// The point's findings in an imported project, from its own facts (``ImportReport/pointFacts``) and
    /// the rest of the report, each at its place (`path:line`).
    func checkProject(_ report: ImportReport) -> [Diagnostic]
    /// The point's findings that compare a manifest with the app's records (each entity's records, as the
    /// check loaded them from the app folder; none for an imported project), each at its JSON path: a value
    /// template's `${field}` that records lack. None unless the point has such rules.
    func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic]

    /// The point's findings in an app's Info.plist (`check --info-plist`, its top-level dictionary as read,
    /// `name` how the file is written in messages) against the manifest: each at the manifest's JSON path of
    /// the declaration the Info.plist lacks. None unless the point needs Info.plist keys.
    func checkInfoPlist(_ plist: [String: Any], name: String, manifest: AppManifest) -> [Diagnostic]

    /// The Info.plist keys the point's declarations in `manifest` need, as `integrations export info-plist`
    /// writes them; none unless the point needs Info.plist keys.
    func infoPlistKeys(for manifest: AppManifest) -> [String: Any]

    /// Adds the point's declarations, as `report` shows the project makes them, to the app folder `import`
    /// writes (`draft`), with where each came from and a note for what could only be approximated; nothing
    /// unless the point's declarations are written by the import.
    func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft)
}

extension IntegrationPoint {
    public var manifestKey: String? { name }

    public var manifestSections: [ManifestSection] {
        manifestKey.map { [ManifestSection(key: $0, keys: manifestKeys, schema: manifestSchema)] } ?? []
    }

    public var refusesUnknownKeys: Bool { true }

    public func checkRecords(_ manifest: AppManifest, records: [String: [EntityRecord]]) -> [Diagnostic] { [] }

    public func checkInfoPlist(_ plist: [String: Any], name: String, manifest: AppManifest) -> [Diagnostic] { [] }

    public func infoPlistKeys(for manifest: AppManifest) -> [String: Any] { [:] }

    public func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft) {}

    /// The point's section of `manifest`, decoded as `type`, refusing keys `type` does not know when the
    /// point says so (``refusesUnknownKeys``): `nil` when the manifest has no such key.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON
    ///   path and what was expected.
    public func section<T: Decodable>(_ type: T.Type, of manifest: AppManifest, file: String, key: String? = nil) throws(IntegrationsError) -> T? {
        try decodedSection(type, of: manifest, key: key).refused(file: file)
    }

    /// The point's section of `manifest`, as ``section(_:of:file:key:)`` reads it, from the reading the
    /// manifest keeps (``decodedSection(_:of:key:)``): a command that refuses a broken section where it
    /// reads it, then reads its typed view (the host's router, then a rule's `manifest.routes`), decodes it
    /// once.
    public func section<T: Decodable & Sendable>(_ type: T.Type, of manifest: AppManifest, file: String, key: String? = nil) throws(IntegrationsError) -> T? {
        try decodedSection(type, of: manifest, key: key).refused(file: file)
    }

    /// The point's section of `manifest` decoded as `type`, or the problem at its JSON path
    /// (`$.shareExtensions[0].name`), with its line and column when the manifest was read from a file
    /// (``AppManifest/decode(_:file:)``).
    ///
    /// - Parameter key: Which of the point's sections (``manifestSections``); its ``manifestKey``'s when `nil`.
    public func decodedSection<T: Decodable>(_ type: T.Type, of manifest: AppManifest, key: String? = nil) -> Result<T?, JSONProblem> {
        guard let key = key ?? manifestKey else { return .success(nil) }
        return decodingSection(type, of: manifest, key: key)
    }

    /// The point's section of `manifest` decoded as `type`, or the problem at its JSON path, decoded once per
    /// manifest however often it is asked for (``AppManifest/decodedSection(_:_:)``): a typed view such as
    /// `AppManifest.routes` is read in loops by the rules of other points.
    ///
    /// - Parameter key: Which of the point's sections (``manifestSections``); its ``manifestKey``'s when `nil`.
    public func decodedSection<T: Decodable & Sendable>(_ type: T.Type, of manifest: AppManifest, key: String? = nil) -> Result<T?, JSONProblem> {
        guard let key = key ?? manifestKey else { return .success(nil) }
        return manifest.decodedSection(key) { decodingSection(type, of: manifest, key: key) }
    }

    private func decodingSection<T: Decodable>(_ type: T.Type, of manifest: AppManifest, key: String) -> Result<T?, JSONProblem> {
        let userInfo: [CodingUserInfoKey: any Sendable] = [Section<T>.key: key, .refusesUnknownKeys: refusesUnknownKeys]
        // A problem of the whole file (JSON the strict reader refuses, which no command gets this far with:
        // the app's load refuses it first) is placed at the section the point was reading.
        func placed(_ problem: JSONProblem) -> JSONProblem {
            var problem = problem
            if problem.path == "$" { problem.path = "$.\(key)" }
            return problem
        }
        // Read from the file's own bytes while the sections are the file's: the problem is the file's, at
        // its path (a number no `Int` holds is said as such, not as the copy a `JSONValue` would write).
        if let text = manifest.sectionsText {
            let decoder = JSONDecoder()
            decoder.userInfo = userInfo
            do {
                return .success(try decoder.decode(Section<T>.self, from: text).value)
            } catch {
                return .failure(placed(JSONProblem(error, data: text)))
            }
        }
        guard let value = manifest.sections[key] else { return .success(nil) }
        // Decoded under its key, so that a problem's path is the manifest's.
        let wrapped = JSONValue.object([key: value])
        do {
            return .success(try wrapped.decode(Section<T>.self, userInfo: userInfo).value)
        } catch {
            // The manifest's own bytes, when it was read from a file, place the problem at its line and column.
            return .failure(placed(JSONProblem(error, data: manifest.text.data)))
        }
    }

    /// The check's finding for a section that does not decode: `manifest.invalidValue` at its path, as the
    /// core's keys report theirs.
    public func invalidSection(_ problem: JSONProblem) -> Diagnostic {
        Diagnostic("manifest.invalidValue", .error, LocalizedText(
            ja: problem.unknownKey == nil ? "\(problem.path) に\(problem.expected.ja)が必要です" : problem.explanation.ja,
            en: problem.unknownKey == nil ? "expected \(problem.expected.en) at \(problem.path)" : problem.explanation.en), path: problem.path)
    }
}

/// A top-level section of `integrations.json` a point reads for itself (``IntegrationPoint/manifestSections``).
public struct ManifestSection: Sendable {
    /// The section's key at the top of the manifest.
    public var key: String
    /// The keys of each object in the section, by JSON path from the section's value (``IntegrationPoint/manifestKeys``).
    public var keys: [String: Set<String>]
    /// The section's JSON Schema (draft-07).
    public var schema: JSONValue

    /// Creates the description of a section.
    public init(key: String, keys: [String: Set<String>], schema: JSONValue) {
        self.key = key
        self.keys = keys
        self.schema = schema
    }
}

/// A manifest section under the key ``key`` names, for ``IntegrationPoint/section(_:of:file:)``.
private struct Section<T: Decodable>: Decodable {
    static var key: CodingUserInfoKey { CodingUserInfoKey(rawValue: "integrations.pointSection") ?? .refusesUnknownKeys }
    let value: T?

    init(from decoder: any Decoder) throws {
        let name = decoder.userInfo[Self.key] as? String ?? ""
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        value = try container.decodeIfPresent(T.self, forKey: AnyCodingKey(name))
    }
}

extension Result where Failure == JSONProblem {
    /// The section read, or the manifest's refusal naming `file`, the JSON path and what was expected.
    fileprivate func refused<T>(file: String) throws(IntegrationsError) -> T? where Success == T? {
        switch self {
        case .success(let value): return value
        case .failure(let problem): throw problem.integrationsError(.invalidManifest, file: file)
        }
    }
}
