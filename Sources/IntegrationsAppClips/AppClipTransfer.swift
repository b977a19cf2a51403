public import Foundation
public import IntegrationsCore

/// What an App Clip hands over to the full app, declared by the app (`appClipTransfer` in the manifest):
/// records the person created in the clip, copied with their fields, and records of the app the clip held,
/// named by identifier — each with its limit — and the clip's storage.
///
/// ```json
/// "appClipTransfer": {
///   "storage": 5242880,
///   "records": [{"entity": "task", "key": "tasks", "maximum": 3, "fields": ["title", "notes"],
///                "required": ["title"], "sameWhen": ["title"]}],
///   "references": [{"entity": "list", "key": "listIds", "maximum": 2, "selectedKey": "selectedListId"}]
/// }
/// ```
public struct AppClipTransferDeclaration: Sendable, Hashable, Codable {
    /// Records created in the clip, handed over with their fields and added to the full app's store.
    public struct Records: Sendable, Hashable, Codable {
        /// The entity type the records are (their fields are read from its records on export).
        public var entity: String
        /// The document's key holding them, e.g. `tasks`.
        public var key: String
        /// How many the clip may hold.
        public var maximum: Int
        /// The fields handed over, as text; the first names a record in reports.
        public var fields: [String]
        /// Fields that may not be empty (after trimming white space).
        public var required: [String]
        /// The fields that make two records the same one (compared in NFC): the import skips a record the
        /// app already has. Empty: every field.
        public var sameWhen: [String]

        /// Creates the declaration.
        public init(entity: String, key: String, maximum: Int, fields: [String], required: [String] = [], sameWhen: [String] = []) {
            self.entity = entity
            self.key = key
            self.maximum = maximum
            self.fields = fields
            self.required = required
            self.sameWhen = sameWhen
        }

        private enum CodingKeys: String, CodingKey { case entity, key, maximum, fields, required, sameWhen }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                entity: try c.decode(String.self, forKey: .entity), key: try c.decode(String.self, forKey: .key),
                maximum: try c.decode(Int.self, forKey: .maximum), fields: try c.decode([String].self, forKey: .fields),
                required: try c.decodeIfPresent([String].self, forKey: .required) ?? [],
                sameWhen: try c.decodeIfPresent([String].self, forKey: .sameWhen) ?? [])
        }

        /// The fields that decide sameness.
        public var identityFields: [String] { sameWhen.isEmpty ? fields : sameWhen }
    }

    /// Records of the app the clip held, handed over by identifier; one may be the person's choice.
    public struct References: Sendable, Hashable, Codable {
        /// The entity type.
        public var entity: String
        /// The document's key holding the identifiers, e.g. `listIds`; optional in a document.
        public var key: String
        /// How many the clip may hold.
        public var maximum: Int
        /// The document's key of the one the person chose, when the clip lets them choose.
        public var selectedKey: String?

        /// Creates the declaration.
        public init(entity: String, key: String, maximum: Int, selectedKey: String? = nil) {
            self.entity = entity
            self.key = key
            self.maximum = maximum
            self.selectedKey = selectedKey
        }
    }

    /// The clip's storage in bytes: a larger document is refused before it is read.
    public var storage: Int
    public var records: [Records]
    public var references: [References]

    /// The largest ``storage``: an App Clip's binary is limited to 100 MB on iOS 17 and later ("Creating an
    /// App Clip with Xcode"); what it stores is smaller still.
    public static let maximumStorage = 100 * 1024 * 1024

    /// Creates the declaration.
    public init(storage: Int, records: [Records] = [], references: [References] = []) {
        self.storage = storage
        self.records = records
        self.references = references
    }

    private enum CodingKeys: String, CodingKey { case storage, records, references }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            storage: try c.decode(Int.self, forKey: .storage), records: try c.decodeIfPresent([Records].self, forKey: .records) ?? [],
            references: try c.decodeIfPresent([References].self, forKey: .references) ?? [])
    }

    /// What the manifest may not declare, each at its JSON path with what was expected there: a storage
    /// outside 1 byte to ``maximumStorage``, a maximum below 1, a record type without fields, a required
    /// or identity field it does not hand over, a document key used twice, or an entity handed over by two
    /// parts (a record would be written twice).
    public func validationProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let base = "$.appClipTransfer"
        if !(1...Self.maximumStorage).contains(storage) {
            problems.append(.expected("appClipTransfer.storage", "\(base).storage", LocalizedText(
                ja: "1から\(Self.maximumStorage)までのバイト数（\(storage) ではなく）", en: "a number of bytes from 1 to \(Self.maximumStorage) (not \(storage))")))
        }
        var keys: Set<String> = ["version", "createdAt"]
        var entities: Set<String> = []
        func claim(entity: String, at path: String) {
            if !entities.insert(entity).inserted {
                problems.append(.expected("appClipTransfer.duplicateEntity", path, LocalizedText(
                    ja: "他の records や references と重ならないエンティティ（「\(entity)」は使われています）",
                    en: "an entity no other records or references part uses (\"\(entity)\" is taken)")))
            }
        }
        func claim(_ key: String, at path: String) {
            if !keys.insert(key).inserted {
                problems.append(.expected("appClipTransfer.duplicateKey", path, LocalizedText(ja: "文書の他のキーと重ならない名前（「\(key)」は使われています）", en: "a key no other part of the document uses (\"\(key)\" is taken)")))
            }
        }
        for (index, kind) in records.enumerated() {
            let path = "\(base).records[\(index)]"
            claim(kind.key, at: "\(path).key")
            claim(entity: kind.entity, at: "\(path).entity")
            if kind.maximum < 1 { problems.append(.expected("appClipTransfer.maximum", "\(path).maximum", LocalizedText(ja: "1以上の数", en: "a number of at least 1"))) }
            if kind.fields.isEmpty { problems.append(.expected("appClipTransfer.noFields", "\(path).fields", LocalizedText(ja: "引き継ぐフィールドの名前の配列（空ではなく）", en: "the names of the fields handed over (not none)"))) }
            for (list, name) in [(kind.required, "required"), (kind.sameWhen, "sameWhen")] {
                for (fieldIndex, field) in list.enumerated() where !kind.fields.contains(field) {
                    problems.append(.expected("appClipTransfer.unknownField", "\(path).\(name)[\(fieldIndex)]", LocalizedText(
                        ja: "fields にあるフィールド（「\(field)」はありません）", en: "one of the fields handed over (\"\(field)\" is not)")))
                }
            }
        }
        for (index, kind) in references.enumerated() {
            let path = "\(base).references[\(index)]"
            claim(entity: kind.entity, at: "\(path).entity")
            claim(kind.key, at: "\(path).key")
            if let selectedKey = kind.selectedKey { claim(selectedKey, at: "\(path).selectedKey") }
            if kind.maximum < 1 { problems.append(.expected("appClipTransfer.maximum", "\(path).maximum", LocalizedText(ja: "1以上の数", en: "a number of at least 1"))) }
        }
        return problems
    }

    /// Every key a document may have: `version`, `createdAt`, and the declared ones.
    public var documentKeys: [String] {
        ["version", "createdAt"] + records.map(\.key) + references.flatMap { [$0.key] + ($0.selectedKey.map { [$0] } ?? []) }
    }
}

/// The document an App Clip writes for the full app to import, in the shape the app declares
/// (``AppClipTransferDeclaration``):
///
/// ```json
/// {"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "selectedListId": "list-1",
///  "listIds": ["list-1", "list-3"], "tasks": [{"title": "…", "notes": "…"}]}
/// ```
///
/// Read with the declaration in the decoder's `userInfo` (``declarationKey``): a key it does not declare
/// and a field a record type does not hand over are refused at their place.
public struct AppClipTransfer: Sendable, Hashable {
    /// The document versions the full app reads.
    public static let knownVersions: Set<String> = ["1.0.0"]
    /// Where a decoder finds the declaration.
    public static let declarationKey = CodingUserInfoKey(rawValue: "AppClipTransferDeclaration")!

    public var version: String
    public var createdAt: String
    /// Records by the key holding them: each a field → text dictionary.
    public var records: [String: [[String: String]]]
    /// Identifiers by the key holding them.
    public var references: [String: [String]]
    /// The chosen identifier by its key.
    public var selections: [String: String]

    /// Creates a document.
    public init(
        version: String = "1.0.0", createdAt: String, records: [String: [[String: String]]] = [:], references: [String: [String]] = [:],
        selections: [String: String] = [:]
    ) {
        self.version = version
        self.createdAt = createdAt
        self.records = records
        self.references = references
        self.selections = selections
    }
}

extension AppClipTransfer: Codable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        guard let declaration = decoder.userInfo[Self.declarationKey] as? AppClipTransferDeclaration else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "the app's appClipTransfer declaration (none was given to the decoder)"))
        }
        let c = try decoder.container(keyedBy: Key.self)
        let known = declaration.documentKeys
        if let stray = c.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw Self.unknownKey(stray.stringValue, known: known, codingPath: c.codingPath + [stray])
        }
        version = try c.decode(String.self, forKey: Key("version"))
        createdAt = try c.decode(String.self, forKey: Key("createdAt"))
        records = [:]
        for kind in declaration.records {
            var list = try c.nestedUnkeyedContainer(forKey: Key(kind.key))
            var held: [[String: String]] = []
            while !list.isAtEnd {
                let record = try list.nestedContainer(keyedBy: Key.self)
                if let stray = record.allKeys.first(where: { !kind.fields.contains($0.stringValue) }) {
                    throw Self.unknownKey(stray.stringValue, known: kind.fields, codingPath: record.codingPath + [stray])
                }
                var fields: [String: String] = [:]
                for field in kind.fields { fields[field] = try record.decode(String.self, forKey: Key(field)) }
                held.append(fields)
            }
            records[kind.key] = held
        }
        references = [:]
        selections = [:]
        for kind in declaration.references {
            references[kind.key] = try c.decodeIfPresent([String].self, forKey: Key(kind.key))
            if let selectedKey = kind.selectedKey {
                selections[selectedKey] = try c.decodeIfPresent(String.self, forKey: Key(selectedKey))
            }
        }
    }

    private static func unknownKey(_ key: String, known: [String], codingPath: [any CodingKey]) -> UnknownKeyError {
        UnknownKeyError(path: JSONProblem.path(codingPath), key: key, known: known)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(version, forKey: Key("version"))
        try c.encode(createdAt, forKey: Key("createdAt"))
        for (key, held) in records { try c.encode(held, forKey: Key(key)) }
        for (key, held) in references { try c.encode(held, forKey: Key(key)) }
        for (key, selected) in selections { try c.encode(selected, forKey: Key(key)) }
    }
}
