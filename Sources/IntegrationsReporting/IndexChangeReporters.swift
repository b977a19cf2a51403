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

/// An app's index rebuilt, for people: `Indexed 42 items of Notes (/path/store.sqlite).`
public struct IndexRebuildReporter: Reporter {
    public static let identifier = "index-rebuild"

    /// The language of the text.
    public var language: Language
    /// The app's name.
    public var app: String
    /// The store's path.
    public var store: String

    /// Creates the reporter for `app`'s index in `store`.
    public init(language: Language, app: String, store: String) {
        self.language = language
        self.app = app
        self.store = store
    }

    public func report(_ rebuild: SearchIndexReport) -> ReportText {
        ReportText([.init(LocalizedText(
            ja: "\(app) の\(rebuild.indexed)件の項目を索引しました（\(store)）。",
            en: "Indexed \(rebuild.indexed) items of \(app) (\(store)).")[language])])
    }
}
