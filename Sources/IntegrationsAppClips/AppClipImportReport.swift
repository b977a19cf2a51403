/// What importing an App Clip's transfer document did: what `ClipImportReporter` words, and
/// `clip-transfer import --json` itself (`{"added", "skipped", "selected"}`).
public struct AppClipImportReport: Sendable, Hashable, Codable {
    /// The records added, each named by its first field.
    public var added: [String]
    /// The records the full app already had (the same identity fields): left as they were.
    public var skipped: [String]
    /// The identifier chosen in the clip, by entity type: now the app's choice.
    public var selected: [String: String]

    /// Creates a report.
    public init(added: [String] = [], skipped: [String] = [], selected: [String: String] = [:]) {
        self.added = added
        self.skipped = skipped
        self.selected = selected
    }
}
