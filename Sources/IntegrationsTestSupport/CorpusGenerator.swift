import Foundation
public import IntegrationsCore

/// A deterministic generator of Japanese searchable items (with some English, half-width katakana and
/// full-width Latin), for tests and benchmarks: the same seed gives the same corpus on every machine.
///
/// ```swift
/// var generator = CorpusGenerator(seed: 42)
/// let items = generator.items(count: 2_000)
/// ```
public struct CorpusGenerator: Sendable {
    private var state: UInt64

    /// Creates a generator.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next pseudo-random number (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(1, bound)))
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[next(below: values.count)]
    }

    static let nouns = [
        "目標", "東京", "東", "京都", "花", "花名", "名前", "読書", "運動", "健康", "学習", "仕事", "趣味", "朝",
        "夜", "散歩", "料理", "英語", "日記", "睡眠", "水分", "野菜", "音楽", "写真", "旅行", "家族", "友達",
        "会議", "資料", "計画", "習慣", "記録", "達成", "継続", "挑戦", "注目", "時間", "週末", "毎日", "体力",
        "集中", "成長", "先生", "電車", "天気", "季節", "桜", "海", "山", "川", "自転車", "図書館", "勉強",
    ]
    static let katakana = [
        "ランニング", "ストレッチ", "ギター", "ピアノ", "カメラ", "コーヒー", "ヨガ", "プログラミング",
        "トレーナー", "スケジュール", "レシピ", "ノート", "アプリ", "ガム", "ダンス", "ポッドキャスト",
        "ｶﾞﾑ", "ﾗﾝﾆﾝｸﾞ", "ｺｰﾋｰ",
    ]
    static let hiragana = [
        "ひらがな", "がんばる", "ゆっくり", "すこし", "きょう", "あした", "まいにち", "たのしい", "おいしい",
        "すっきり", "らんにんぐ", "こーひー",
    ]
    static let english = [
        "goal", "Goals", "reading", "Tokyo", "Swift", "ABC", "ＡＢＣ", "abc", "Habit", "streak", "Run", "note",
        "Café", "coffee", "morning", "ｇｏａｌ",
    ]
    static let verbs = ["する", "を続ける", "を始める", "に挑戦する", "を記録する", "を楽しむ", "を見直す", "を達成した"]
    static let particles = ["の", "と", "で", "に", "を", "は", "も"]
    static let punctuation = ["、", "。", "「", "」", " ", "・", "！", "？", "　"]

    /// One phrase of 2 to 10 pieces.
    public mutating func sentence() -> String {
        var text = ""
        let pieces = 2 + next(below: 9)
        for index in 0..<pieces {
            switch next(below: 10) {
            case 0...3: text += pick(Self.nouns)
            case 4...5: text += pick(Self.katakana)
            case 6: text += pick(Self.hiragana)
            case 7: text += (text.isEmpty || text.last == " " ? "" : " ") + pick(Self.english) + " "
            case 8: text += pick(Self.verbs)
            default: text += "\(next(below: 100))"
            }
            if index < pieces - 1 {
                text += next(below: 3) == 0 ? pick(Self.punctuation) : pick(Self.particles)
            }
        }
        return text + (next(below: 2) == 0 ? "。" : "")
    }

    /// `count` items across the domains `goals`, `goals.archived` and `notes`.
    public mutating func items(count: Int) -> [SearchableItem] {
        let domains = ["goals", "goals.archived", "notes"]
        let base = Date(timeIntervalSince1970: 1_780_000_000)
        return (0..<count).map { index in
            let keywords = (0..<next(below: 4)).map { _ in pick(Self.nouns + Self.english) }
            let description = (0..<(1 + next(below: 3))).map { _ in sentence() }.joined()
            return SearchableItem(
                uniqueIdentifier: "item-\(index)",
                domainIdentifier: pick(domains),
                attributeSet: SearchableItemAttributeSet(
                    title: sentence(),
                    contentDescription: description,
                    keywords: keywords,
                    contentURL: URL(string: "appcadia://goal/\(index)"),
                    rankingHint: Double(next(below: 101)) / 100,
                    contentModificationDate: base.addingTimeInterval(Double(next(below: 10_000_000)))
                )
            )
        }
    }
}
