public import GRDB
public import IntegrationsStore

/// What the search index keeps in the ``Store``: the `searchItem` table, its FTS5 index
/// `searchItemText` (tokenizer `integrations_ja`), and the last batch's client state.
///
/// Migrations: `search.v1`.
public struct SearchSchema: StoreSchema {
    /// The text options the index is created with.
    public var options: TextAnalyzer.Options

    /// Creates the schema.
    public init(options: TextAnalyzer.Options = TextAnalyzer.Options()) {
        self.options = options
    }

    /// Field weights for bm25, in the FTS5 table's column order: title, displayName, keywords,
    /// contentDescription.
    static let weights: [Double] = [10, 8, 5, 1]

    static func tokenizerArguments(_ options: TextAnalyzer.Options) -> [String] {
        ["fold_kana", options.foldsKana ? "1" : "0"]
    }

    public func prepare(_ db: Database) throws {
        db.add(tokenizer: JapaneseFTS5Tokenizer.self)
        db.add(function: PredicateSQL.matchFunction)
    }

    public func registerMigrations(in migrator: inout DatabaseMigrator) {
        let options = self.options
        migrator.registerMigration("search.v1") { db in
            try db.create(table: "searchItem") { t in
                t.primaryKey("id", .integer)
                t.column("uniqueIdentifier", .text).notNull().unique()
                t.column("domainIdentifier", .text).indexed()
                t.column("expirationDate", .double)
                t.column("title", .text)
                t.column("displayName", .text)
                t.column("contentDescription", .text)
                t.column("keywords", .text)  // one per line, for full text
                t.column("keywordList", .text).notNull().defaults(to: "[]")  // JSON array, for predicates
                t.column("contentURL", .text)
                t.column("thumbnailURL", .text)
                t.column("rankingHint", .double)
                t.column("contentCreationDate", .double)
                t.column("contentModificationDate", .double)
                t.column("customAttributes", .text).notNull().defaults(to: "{}")
            }
            try db.create(index: "searchItem_expiration", on: "searchItem", columns: ["expirationDate"], condition: Column("expirationDate") != nil)
            try Self.createTextTable(db, options: options)
            try db.create(table: "searchClientState") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("clientState", .blob)
            }
        }
    }

    static func createTextTable(_ db: Database, options: TextAnalyzer.Options) throws {
        try db.create(virtualTable: "searchItemText", using: FTS5()) { t in
            t.synchronize(withTable: "searchItem")
            t.tokenizer = JapaneseFTS5Tokenizer.tokenizerDescriptor(arguments: tokenizerArguments(options))
            t.column("title")
            t.column("displayName")
            t.column("keywords")
            t.column("contentDescription")
        }
    }

    /// Whether the store's FTS5 table was built with `options` (a read).
    static func hasOptions(_ db: Database, options: TextAnalyzer.Options) throws -> Bool {
        let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'searchItemText'") ?? ""
        // GRDB writes the tokenizer as: tokenize='''integrations_ja'' ''fold_kana'' ''1'''
        let wanted = tokenizerArguments(options).map { "''\($0)''" }.joined(separator: " ")
        return sql.contains(wanted)
    }

    /// Recreates the FTS5 table with `options`, so kana folding can be switched on or off for an
    /// existing store. Runs inside the caller's transaction.
    static func rebuild(_ db: Database, options: TextAnalyzer.Options) throws {
        guard try !hasOptions(db, options: options) else { return }
        try db.dropFTS5SynchronizationTriggers(forTable: "searchItemText")
        try db.drop(table: "searchItemText")
        try createTextTable(db, options: options)
        try db.execute(sql: "INSERT INTO searchItemText(searchItemText) VALUES('rebuild')")
    }
}
