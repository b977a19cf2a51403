public import IntegrationsCore

/// What deleting from the index removed, for people: `Deleted 3 items.`
public struct IndexDeletionReporter: Reporter {
    public static let identifier = "index-deletion"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ report: SearchIndexReport) -> ReportText {
        let deleted = report.deleted
        return ReportText([.init(LocalizedText(ja: "\(deleted)件の項目を削除しました。", en: "Deleted \(deleted) item\(deleted == 1 ? "" : "s").")[language])])
    }
}

/// An app's index rebuilt from its data: what ``IndexRebuildReporter`` words.
public struct IndexRebuild: Sendable, Hashable {
    /// The app's name.
    public var app: String
    /// How many items were indexed.
    public var indexed: Int
    /// The store's path.
    public var store: String

    /// Creates the value from its fields.
    public init(app: String, indexed: Int, store: String) {
        self.app = app
        self.indexed = indexed
        self.store = store
    }
}

/// An app's index rebuilt, for people: `Indexed 42 items of Notes (/path/store.sqlite).`
public struct IndexRebuildReporter: Reporter {
    public static let identifier = "index-rebuild"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ rebuild: IndexRebuild) -> ReportText {
        ReportText([.init(LocalizedText(
            ja: "\(rebuild.app) の\(rebuild.indexed)件の項目を索引しました（\(rebuild.store)）。",
            en: "Indexed \(rebuild.indexed) items of \(rebuild.app) (\(rebuild.store)).")[language])])
    }
}
