/// An app's own wording of its progress strings, per language: any of the reporter's templates, in the
/// manifest's `${…}` syntax (`${done}`, `${total}`, `${remaining}`, `${percent}`, and `${bar}` in `widget`).
/// A template the app leaves out keeps the toolkit's neutral default (「4件中3件完了」 / "3 of 4 done").
///
/// ```json
/// "progress": {"ja": {"unitsOfTotal": "${total}個中${done}個", "nothingToday": "今日の目標はまだありません。"}}
/// ```
public struct ProgressWording: Sendable, Hashable, Codable {
    /// The templates of one language; each is optional.
    public struct Phrases: Sendable, Hashable, Codable {
        /// Everything done.
        public var allDone: String?
        /// At least 75% done, not all.
        public var onTrack: String?
        /// Under 75% done.
        public var keepGoing: String?
        /// Under 75% done with exactly one left.
        public var keepGoingOne: String?
        /// Nothing to do today, or counts that say nothing.
        public var nothingToday: String?
        /// `localizedDescription` (`${percent}%完了`).
        public var completed: String?
        /// `localizedAdditionalDescription` (`${total}件中${done}件`).
        public var unitsOfTotal: String?
        /// Either description when the work is indeterminate.
        public var indeterminate: String?
        /// A widget's line.
        public var widget: String?

        /// Creates phrases; those left `nil` keep the defaults.
        public init(
            allDone: String? = nil, onTrack: String? = nil, keepGoing: String? = nil, keepGoingOne: String? = nil, nothingToday: String? = nil,
            completed: String? = nil, unitsOfTotal: String? = nil, indeterminate: String? = nil, widget: String? = nil
        ) {
            self.allDone = allDone
            self.onTrack = onTrack
            self.keepGoing = keepGoing
            self.keepGoingOne = keepGoingOne
            self.nothingToday = nothingToday
            self.completed = completed
            self.unitsOfTotal = unitsOfTotal
            self.indeterminate = indeterminate
            self.widget = widget
        }
    }

    /// Japanese.
    public var ja: Phrases?
    /// English.
    public var en: Phrases?

    /// Creates the wording.
    public init(ja: Phrases? = nil, en: Phrases? = nil) {
        self.ja = ja
        self.en = en
    }

    /// The phrases of `language`.
    public subscript(language: Language) -> Phrases? {
        language == .ja ? ja : en
    }
}
