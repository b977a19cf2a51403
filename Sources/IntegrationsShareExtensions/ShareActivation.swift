public import IntegrationsCore

/// What a person shares: how many items of each kind (`2 images and a web URL`).
public struct SharedItems: Sendable, Hashable, Codable {
    /// The count of each kind shared; a kind not shared is absent or 0.
    public var counts: [SharedItemKind: Int]

    /// Items with these counts.
    public init(_ counts: [SharedItemKind: Int]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    public init(from decoder: any Decoder) throws {
        let written = try decoder.singleValueContainer().decode([String: Int].self)
        self.init(Dictionary(uniqueKeysWithValues: SharedItemKind.allCases.compactMap { kind in written[kind.rawValue].map { (kind, $0) } }))
    }

    /// Encodes the counts as an object keyed by kind (`{"image": 2}`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) }))
    }

    /// The count of `kind`.
    public subscript(kind: SharedItemKind) -> Int { counts[kind] ?? 0 }

    /// The count of attachments: every item but text (the share sheet hands text as the extension item's
    /// content, attachments as item providers).
    public var attachments: Int { counts.filter { $0.key != .text }.values.reduce(0, +) }

    /// The items in words ("2 images, 1 web URL"), kinds in ``SharedItemKind`` order.
    public var words: LocalizedText {
        let shown = SharedItemKind.allCases.filter { self[$0] > 0 }
        // Text is one piece of the item, not a count of things.
        return LocalizedText(
            ja: shown.map { $0 == .text ? $0.words.ja : "\($0.words.ja)\(self[$0])個" }.joined(separator: "、"),
            en: shown.map { $0 == .text ? $0.words.en : "\(self[$0]) \($0.words.en)\(self[$0] == 1 ? "" : "s")" }.joined(separator: ", "))
    }
}

/// Whether the share sheet offers an extension for some items, and why: the point's runtime.
///
/// The dictionary form is read as Apple documents its keys: a kind is supported only when its key allows
/// it (`…WithMaxCount` above 0, `NSExtensionActivationSupportsText` true); every kind shared must be
/// supported, within its count; an image or a movie whose own key is absent counts as a file against
/// `NSExtensionActivationSupportsFileWithMaxCount` ("all types of files"); and the attachments in all
/// must be within `…AttachmentsWithMinCount` and `…AttachmentsWithMaxCount` when they are given
/// (Docs/ShareExtensions.md). A predicate is not evaluated.
public struct ShareActivation: Sendable, Hashable, Encodable {
    /// The extension's name.
    public var name: String
    /// The outcome.
    public var outcome: Outcome
    /// Why, one sentence per reason: the first kind or count the rule refuses, or what it accepts.
    public var reasons: [LocalizedText]

    /// An outcome of ``ShareActivation``.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// The share sheet offers the extension.
        case offered
        /// It does not.
        case notOffered
        /// The rule is a predicate, not evaluated here.
        case unread
    }

    /// Evaluates `rule` of the extension `name` for `items`.
    public init(name: String, rule: ActivationRule, items: SharedItems) {
        self.name = name
        guard case .dictionary(let members) = rule else {
            if rule.isTruePredicate {
                outcome = .offered
                reasons = [LocalizedText(ja: "TRUEPREDICATE はすべてを受け付けます（App Store Connect はこの値を拒否します）",
                                         en: "TRUEPREDICATE accepts everything (App Store Connect refuses it)")]
            } else {
                outcome = .unread
                reasons = [LocalizedText(ja: "規則は述語で、ここでは評価しません", en: "the rule is a predicate, which is not evaluated here")]
            }
            return
        }
        func count(_ key: ActivationKey) -> Int? { members[key.rawValue]?.integer }
        var refusals: [LocalizedText] = []
        if items.counts.isEmpty {
            refusals.append(LocalizedText(ja: "共有するものがありません", en: "nothing is shared"))
        }
        if items[.text] > 0, members[ActivationKey.text.rawValue] != .boolean(true) {
            refusals.append(LocalizedText(ja: "テキストを受け付けません（NSExtensionActivationSupportsText が true ではありません）",
                                          en: "text is not accepted (NSExtensionActivationSupportsText is not true)"))
        }
        // An image or a movie without its own key is a file ("all types of files").
        var asFiles: [SharedItemKind] = items[.file] > 0 ? [.file] : []
        for (kind, key) in [(SharedItemKind.webURL, ActivationKey.webURLMaxCount), (.webPage, .webPageMaxCount), (.image, .imageMaxCount), (.movie, .movieMaxCount)] {
            let shared = items[kind]
            guard shared > 0 else { continue }
            if let maximum = count(key) {
                if shared > maximum { refusals.append(Self.tooMany(kind, shared, maximum, key)) }
            } else if kind == .image || kind == .movie {
                asFiles.append(kind)
            } else {
                refusals.append(Self.tooMany(kind, shared, 0, key))
            }
        }
        let files = asFiles.map { items[$0] }.reduce(0, +)
        if files > 0 {
            let maximum = count(.fileMaxCount) ?? 0
            if maximum == 0 {
                for kind in asFiles {
                    let keys = kind == .file ? "" : (kind == .image ? ActivationKey.imageMaxCount : .movieMaxCount).rawValue + " / "
                    refusals.append(LocalizedText(
                        ja: "\(kind.words.ja)を受け付けません（\(keys)NSExtensionActivationSupportsFileWithMaxCount がないか 0 です）",
                        en: "no \(kind.words.en) is accepted (\(keys)NSExtensionActivationSupportsFileWithMaxCount absent or 0)"))
                }
            } else if files > maximum {
                refusals.append(LocalizedText(
                    ja: "ファイルとして数えるもの\(files)個は、NSExtensionActivationSupportsFileWithMaxCount の \(maximum) を超えます",
                    en: "\(files) items counted as files exceed NSExtensionActivationSupportsFileWithMaxCount, \(maximum)"))
            }
        }
        let attachments = items.attachments
        if let minimum = count(.attachmentsMinCount), attachments < minimum {
            refusals.append(LocalizedText(ja: "添付\(attachments)個は NSExtensionActivationSupportsAttachmentsWithMinCount の \(minimum) に足りません",
                                          en: "\(attachments) attachment\(attachments == 1 ? "" : "s") are fewer than NSExtensionActivationSupportsAttachmentsWithMinCount, \(minimum)"))
        }
        if let maximum = count(.attachmentsMaxCount), attachments > maximum {
            refusals.append(LocalizedText(ja: "添付\(attachments)個は NSExtensionActivationSupportsAttachmentsWithMaxCount の \(maximum) を超えます",
                                          en: "\(attachments) attachments exceed NSExtensionActivationSupportsAttachmentsWithMaxCount, \(maximum)"))
        }
        if refusals.isEmpty {
            outcome = .offered
            reasons = [LocalizedText(ja: "\(items.words.ja)をすべて受け付けます", en: "accepts all of \(items.words.en)")]
        } else {
            outcome = .notOffered
            reasons = refusals
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, outcome, reasons
    }

    /// Encodes `{"name", "outcome", "reasons"}`, the reasons in the encoder's language
    /// (`Encoder.language`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(reasons.map { $0[encoder.language] }, forKey: .reasons)
    }

    private static func tooMany(_ kind: SharedItemKind, _ shared: Int, _ maximum: Int, _ key: ActivationKey) -> LocalizedText {
        maximum == 0
            ? LocalizedText(ja: "\(kind.words.ja)を受け付けません（\(key.rawValue) がないか 0 です）", en: "no \(kind.words.en) is accepted (\(key.rawValue) is absent or 0)")
            : LocalizedText(ja: "\(kind.words.ja)\(shared)個は \(key.rawValue) の \(maximum) を超えます",
                            en: "\(shared) \(kind.words.en)s exceed \(key.rawValue), \(maximum)")
    }
}
