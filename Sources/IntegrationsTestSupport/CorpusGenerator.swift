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
        "予定", "東京", "東", "京都", "花", "花名", "名前", "読書", "運動", "健康", "学習", "仕事", "趣味", "朝",
        "夜", "散歩", "料理", "英語", "日記", "睡眠", "水分", "野菜", "音楽", "写真", "旅行", "家族", "友達",
        "会議", "資料", "計画", "習慣", "記録", "達成", "継続", "挑戦", "注目", "時間", "週末", "毎日", "体力",
        "集中", "成長", "先生", "電車", "天気", "季節", "桜", "海", "山", "川", "自転車", "図書館", "勉強",
    ]
    static let katakana = [
        "ランニング", "ストレッチ", "ギター", "ピアノ", "カメラ", "コーヒー", "ヨガ", "プログラミング",
        "コーチ", "スケジュール", "レシピ", "ノート", "アプリ", "ガム", "ダンス", "ポッドキャスト",
        "ｶﾞﾑ", "ﾗﾝﾆﾝｸﾞ", "ｺｰﾋｰ",
    ]
    static let hiragana = [
        "ひらがな", "がんばる", "ゆっくり", "すこし", "きょう", "あした", "まいにち", "たのしい", "おいしい",
        "すっきり", "らんにんぐ", "こーひー",
    ]
    static let english = [
        "task", "Tasks", "reading", "Tokyo", "Swift", "ABC", "ＡＢＣ", "abc", "Habit", "streak", "Run", "note",
        "Café", "coffee", "morning", "ｔａｓｋ",
    ]
    static let verbs = ["する", "を続ける", "を始める", "に挑戦する", "を記録する", "を楽しむ", "を見直す", "を達成した"]
    static let particles = ["の", "と", "で", "に", "を", "は", "も"]
    static let punctuation = ["、", "。", "「", "」", " ", "・", "！", "？", "　"]

    /// Common kanji, roughly most frequent first: compounds drawn from them follow a Zipf-like law, as
    /// kanji do in real text.
    static let kanji = Array(
        "日一国会人年大十二本中長出三同時政事自行社見月分議後前民生連五発間対上部東者党地合市業内相方四定今回新場金員九入選立開手米力学問高代明実円関決子動京全目表戦経通外最言氏現理調体化田当八六約主題下首意法不来作性的要用制治度務強気小七成期公持野協取都和統以機平総加山思家話世受区領多県続進正安設保改数記院女初北午指権心界支第産結百派点教報済書府活原先共得解名交資予川向際査勝面委告軍文反元重近千考判認画海参売利組知案道信策集在件団別物側任引使求所次水半品昨論計死官増係感特情投示変打男基私各始島直両朝革価式確村提運終挙果西勢減台広容必応演電歳住争談能無再位置企真流格有疑口過局少放税検藤町常校料沢裁状工建語球営空職証土与急止送援供可役構木割聞身費付施切由説転食比難防補車優夫研収断井何南石足違消境神番規術護展態導鮮備宅害配副算視条幹独警宮究育席輸訪楽起万着乗店述残想線率病農州武声質念待試族象銀域助労例衛然早張映限親額監環験追審商葉義伝働形景落欧担好退準賞訴辺造英被株頭技低毎医復仕去姿味負閣韓渡失移差衆個門写評課末守若脳極種美岡影命含福蔵量望松非撃佐核観察整段横融型白深字答夜製票況音申様財港識注呼渉達"
    )
    /// Katakana words, a few hundred, made once from syllables.
    static let katakanaWords: [String] = {
        let syllables = Array("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワンガギグゲゴザジズゼゾダデドバビブベボパピプペポー")
        var state: UInt64 = 99
        var words: [String] = []
        for _ in 0..<400 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = 3 + Int((state >> 33) % 4)
            var word = ""
            for offset in 0..<length {
                let index = Int((state >> UInt64(8 + offset * 5)) % UInt64(syllables.count))
                word.append(syllables[index])
            }
            words.append(word)
        }
        return words
    }()

    /// An index in `0..<count`, skewed towards 0 (Zipf-like: the k-th is about 1/k as likely as the first).
    public mutating func zipf(_ count: Int) -> Int {
        let u = Double(next() % 1_000_000) / 1_000_000
        return min(count - 1, Int(pow(Double(count + 1), u)) - 1)
    }

    /// A kanji compound of 1 to 3 characters.
    public mutating func kanjiWord() -> String {
        let length = [1, 2, 2, 2, 2, 3][next(below: 6)]
        return String((0..<length).map { _ in Self.kanji[zipf(Self.kanji.count)] })
    }

    /// One phrase of 2 to 10 pieces.
    public mutating func sentence() -> String {
        var text = ""
        let pieces = 2 + next(below: 9)
        for index in 0..<pieces {
            switch next(below: 10) {
            case 0: text += pick(Self.nouns)
            case 1...3: text += kanjiWord()
            case 4: text += next(below: 4) == 0 ? pick(Self.katakana) : Self.katakanaWords[zipf(Self.katakanaWords.count)]
            case 5: text += kanjiWord()
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

    /// `count` items across the domains `tasks`, `tasks.archived` and `notes`.
    public mutating func items(count: Int) -> [SearchableItem] {
        let domains = ["tasks", "tasks.archived", "notes"]
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
                    contentURL: URL(string: "example://item/\(index)"),
                    rankingHint: Double(next(below: 101)) / 100,
                    contentModificationDate: base.addingTimeInterval(Double(next(below: 10_000_000)))
                )
            )
        }
    }
}
