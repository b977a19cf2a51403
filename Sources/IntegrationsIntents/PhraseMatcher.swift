public import IntegrationsCore

/// What a typed phrase matched: the intent, the phrase and, when the phrase has a parameter slot, the
/// parameter and the text that filled it.
public struct PhraseMatch: Sendable, Hashable {
    /// The intent's identifier.
    public var intent: String
    /// The language of the phrase that matched.
    public var language: Language
    /// The phrase as declared.
    public var phrase: String
    /// The parameter whose slot the text filled, if any.
    public var parameter: String?
    /// The text in the slot (normalized, see ``PhraseFolding``); for an enumeration, the case's value.
    public var value: String?

    /// Creates a match.
    public init(intent: String, language: Language, phrase: String, parameter: String? = nil, value: String? = nil) {
        self.intent = intent
        self.language = language
        self.phrase = phrase
        self.parameter = parameter
        self.value = value
    }

    /// The request the match makes: the intent with the slot's value as a parameter.
    public var request: IntentRequest {
        var parameters: [String: String] = [:]
        if let parameter, let value { parameters[parameter] = value }
        return IntentRequest(intent: intent, parameters: parameters)
    }
}

/// Matches typed, spoken-style text to an app's App Shortcut phrases, deterministically.
///
/// Text and phrases are compared as ``PhraseFolding`` keys: NFKC, case, width, whitespace and
/// punctuation folded. Each phrase must name the app — `${applicationName}`, or the app's name written in
/// the phrase — and any of the app's names (``AppManifest/appNames``, aliases included) may stand there; a
/// phrase that names no app never matches. A `${parameter}` slot takes one or more characters: for an
/// enumeration, only a case's value or title (in either language); for an entity, any text, which the
/// resolver then looks up. A declared negative phrase of an intent (with or without the app's name) keeps
/// that intent from matching text it matches.
///
/// When several phrases match, the winner is, in order: a phrase without a slot; a slot filled with an
/// enumeration case or a known entity title (``init(manifest:entityTitles:)``); more literal text around
/// the slot; the intent declared first; the phrase declared first.
///
/// ```swift
/// let matcher = PhraseMatcher(manifest: app.manifest)
/// matcher.match("アプカディアで読書30分を完了")
/// // PhraseMatch(intent: "CompleteGoal", language: .ja, phrase: "アプカディアで${goal}を完了", parameter: "goal", value: "読書30分")
/// ```
public struct PhraseMatcher: Sendable {
    /// A phrase with one of the app's names put in: literal key bytes, or a prefix and a suffix around a
    /// slot.
    private struct Variant: Sendable {
        var candidate: Int  // index into `candidates`
        var prefix: [UInt8]
        var suffix: [UInt8]
    }

    /// A declared phrase.
    private struct Candidate: Sendable {
        var intent: String
        var intentOrder: Int
        var phraseOrder: Int
        var language: Language
        var phrase: String
        var parameter: IntentParameter?
        var isNegative: Bool
    }

    private let candidates: [Candidate]
    /// Phrases without a slot, by their whole key.
    private let exact: [[UInt8]: [Int]]
    /// Phrases with a slot.
    private let slotted: [Variant]
    /// Folded keys of enumeration values and titles, per intent and parameter, to the case's value.
    private let enumKeys: [String: [[UInt8]: String]]
    /// Folded keys of known entity titles, per entity type.
    private let entityTitleKeys: [String: Set<[UInt8]>]

    /// Compiles the phrases of a manifest's intents.
    ///
    /// - Parameters:
    ///   - manifest: The app's manifest.
    ///   - entityTitles: Titles of the app's entities, by entity type (e.g. `["goal": ["読書30分", …]]`);
    ///     a slot filled with one of them wins over one that is not.
    public init(manifest: AppManifest, entityTitles: [String: [String]] = [:]) {
        let names = manifest.appNames.map { FoldedText($0).key }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        var candidates: [Candidate] = []
        var exact: [[UInt8]: [Int]] = [:]
        var slotted: [Variant] = []
        var enumKeys: [String: [[UInt8]: String]] = [:]
        for (intentOrder, intent) in manifest.intents.enumerated() {
            for parameter in intent.parameters {
                guard case .enumeration(let cases) = parameter.type else { continue }
                var keys: [[UInt8]: String] = [:]
                for enumCase in cases {
                    for text in [enumCase.value, enumCase.title.ja, enumCase.title.en] {
                        let key = FoldedText(text).key
                        if keys[key] == nil { keys[key] = enumCase.value }  // the first case to claim a key keeps it
                    }
                }
                enumKeys[Self.slotKey(intent.identifier, parameter.name)] = keys
            }
            let phrases = intent.phrases.all.map { ($0, $1, false) } + intent.negativePhrases.all.map { ($0, $1, true) }
            for (phraseOrder, (language, phrase, isNegative)) in phrases.enumerated() {
                guard let pattern = Pattern(phrase, appNames: names, requiresAppName: !isNegative) else { continue }
                let parameter = pattern.slot.flatMap { intent.parameter(named: $0) }
                if pattern.slot != nil && parameter?.type.canFillPhraseSlot != true { continue }
                candidates.append(Candidate(
                    intent: intent.identifier, intentOrder: intentOrder, phraseOrder: phraseOrder, language: language,
                    phrase: phrase, parameter: parameter, isNegative: isNegative))
                for variant in pattern.variants(appNames: names) {
                    if pattern.slot == nil {
                        exact[variant.prefix, default: []].append(candidates.count - 1)
                    } else {
                        slotted.append(Variant(candidate: candidates.count - 1, prefix: variant.prefix, suffix: variant.suffix))
                    }
                }
            }
        }
        self.candidates = candidates
        self.exact = exact
        self.slotted = slotted
        self.enumKeys = enumKeys
        self.entityTitleKeys = entityTitles.mapValues { Set($0.map { FoldedText($0).key }) }
    }

    /// How many declared phrases the matcher holds, negative ones included; phrases that break the App
    /// Shortcut rules (no app name, a slot that is not an entity or enumeration) are left out.
    public var phraseCount: Int { candidates.count }

    /// The phrase `text` matches, or `nil` when it matches none.
    public func match(_ text: String) -> PhraseMatch? {
        let folded = FoldedText(text)
        let key = folded.key
        guard !key.isEmpty else { return nil }
        // (candidate, slot value, rank): lower ranks win.
        var found: [(candidate: Int, value: String?, rank: (Int, Int))] = []
        for index in exact[key] ?? [] {
            found.append((index, nil, (0, 0)))
        }
        key.withUnsafeBufferPointer { key in
            for variant in slotted {
                let fixed = variant.prefix.count + variant.suffix.count
                guard key.count > fixed, Self.has(variant.prefix, at: 0, in: key),
                    Self.has(variant.suffix, at: key.count - variant.suffix.count, in: key)
                else { continue }
                let range = variant.prefix.count..<(key.count - variant.suffix.count)
                let candidate = candidates[variant.candidate]
                guard let parameter = candidate.parameter else { continue }
                let filled = Array(key[range])
                switch parameter.type {
                case .enumeration:
                    guard let value = enumKeys[Self.slotKey(candidate.intent, parameter.name)]?[filled] else { continue }
                    found.append((variant.candidate, value, (1, -fixed)))
                case .entity(let entity):
                    let known = entityTitleKeys[entity]?.contains(filled) == true
                    found.append((variant.candidate, folded.text(in: range), (known ? 1 : 2, -fixed)))
                default:
                    continue
                }
            }
        }
        let excluded = Set(found.filter { candidates[$0.candidate].isNegative }.map { candidates[$0.candidate].intent })
        let best = found.filter { !candidates[$0.candidate].isNegative && !excluded.contains(candidates[$0.candidate].intent) }
            .min { lhs, rhs in
                let (l, r) = (candidates[lhs.candidate], candidates[rhs.candidate])
                return (lhs.rank.0, lhs.rank.1, l.intentOrder, l.phraseOrder) < (rhs.rank.0, rhs.rank.1, r.intentOrder, r.phraseOrder)
            }
        guard let best else { return nil }
        let candidate = candidates[best.candidate]
        return PhraseMatch(
            intent: candidate.intent, language: candidate.language, phrase: candidate.phrase,
            parameter: best.value == nil ? nil : candidate.parameter?.name, value: best.value)
    }

    private static func slotKey(_ intent: String, _ parameter: String) -> String { intent + "\u{0}" + parameter }

    private static func has(_ part: [UInt8], at start: Int, in key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard start >= 0, start + part.count <= key.count else { return false }
        var index = 0
        while index < part.count {
            if key[start + index] != part[index] { return false }
            index += 1
        }
        return true
    }
}

/// A phrase read into folded pieces: literal keys, where the app's name goes and where the slot is.
private struct Pattern {
    enum Piece: Equatable {
        case literal([UInt8])
        case appName
        case slot
    }

    var pieces: [Piece]
    var slot: String?

    /// Reads a phrase; `nil` when it is malformed, holds more than one slot, or names no app while
    /// `requiresAppName`.
    init?(_ phrase: String, appNames: [[UInt8]], requiresAppName: Bool) {
        let template = FieldTemplate(phrase)
        guard template.problem == nil else { return nil }
        let slots = template.fields.filter { $0 != "applicationName" }
        guard slots.count <= 1 else { return nil }
        var pieces: [Piece] = []
        var namesApp = template.fields.contains("applicationName")
        // Render with markers no phrase contains, then split the folded text at them.
        let marked = template.render { $0 == "applicationName" ? "\u{F0000}" : "\u{F0001}" }
        var literal: [UInt8] = []
        for scalar in marked.unicodeScalars {
            if scalar == "\u{F0000}" || scalar == "\u{F0001}" {
                if !literal.isEmpty { pieces.append(.literal(FoldedText(String(decoding: literal, as: UTF8.self)).key)) }
                literal = []
                pieces.append(scalar == "\u{F0000}" ? .appName : .slot)
            } else {
                literal.append(contentsOf: scalar.utf8)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(FoldedText(String(decoding: literal, as: UTF8.self)).key)) }
        pieces.removeAll { $0 == .literal([]) }
        // The app's name written out in the phrase counts as its slot, so any of its names may stand there.
        if !namesApp {
            outer: for (index, piece) in pieces.enumerated() {
                guard case .literal(let bytes) = piece else { continue }
                for name in appNames {
                    guard let start = bytes.firstRange(of: name)?.lowerBound else { continue }
                    let before = Array(bytes[..<start]), after = Array(bytes[(start + name.count)...])
                    pieces.replaceSubrange(index...index, with: [.literal(before), .appName, .literal(after)].filter { $0 != .literal([]) })
                    namesApp = true
                    break outer
                }
            }
        }
        guard namesApp || !requiresAppName else { return nil }
        self.pieces = pieces
        self.slot = slots.first
    }

    /// The phrase with each app name put in: the key before the slot and the key after it (the whole key
    /// in `prefix` when there is no slot).
    func variants(appNames: [[UInt8]]) -> [(prefix: [UInt8], suffix: [UInt8])] {
        (pieces.contains(.appName) ? appNames : [[]]).map { name in
            var prefix: [UInt8] = [], suffix: [UInt8] = []
            var afterSlot = false
            for piece in pieces {
                switch piece {
                case .literal(let bytes): afterSlot ? suffix.append(contentsOf: bytes) : prefix.append(contentsOf: bytes)
                case .appName: afterSlot ? suffix.append(contentsOf: name) : prefix.append(contentsOf: name)
                case .slot: afterSlot = true
                }
            }
            return (prefix, suffix)
        }
    }
}
