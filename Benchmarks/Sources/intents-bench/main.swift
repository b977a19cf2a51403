// Phrase-matching benchmark: PhraseMatcher over an app with 1,000 App Shortcut phrases, against the
// obvious alternative — one anchored regular expression per phrase (NSRegularExpression) over the same
// folded text — in one run. See Docs/Benchmarks.md.
//
//     swift build -c release --package-path Benchmarks --product intents-bench && Benchmarks/.build/release/intents-bench
import Foundation
import IntegrationsCore
import IntegrationsIntents

let clock = ContinuousClock()

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// A deterministic generator (SplitMix64), so every run matches the same texts.
struct Generator {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

let verbsJA = ["を完了", "を記録", "を開始", "を確認", "を表示", "を共有", "を延期", "を再開", "をメモ", "を評価"]
let verbsEN = ["Complete", "Log", "Start", "Check", "Show", "Share", "Snooze", "Resume", "Note", "Rate"]
let nouns = ["目標", "進捗", "記録", "習慣", "日記", "予定", "トレーナー", "ランキング", "週報", "スタンプ"]

/// 100 intents × 10 phrases: per intent, 3 Japanese and 3 English phrases without a slot, 2 and 2 with an
/// entity slot. App Shortcut's limit of 10 is a platform rule the matcher does not need; validation
/// reports it, the benchmark ignores it.
func manifest() -> AppManifest {
    let goal = IntentParameter(name: "goal", title: LocalizedText(ja: "目標", en: "Goal"), type: .entity("goal"))
    var intents: [IntentDefinition] = []
    for index in 0..<100 {
        let noun = nouns[index % nouns.count] + "\(index)"
        let verb = index % verbsJA.count
        let ja = [
            "アプカディアで\(noun)\(verbsJA[verb])", "${applicationName}の\(noun)\(verbsJA[(verb + 1) % 10])", "\(noun)\(verbsJA[(verb + 2) % 10])、アプカディア",
            "アプカディアで${goal}の\(noun)\(verbsJA[verb])", "${applicationName}で${goal}\(verbsJA[(verb + 3) % 10])\(index)",
        ]
        let en = [
            "\(verbsEN[verb]) \(noun) in ${applicationName}", "\(verbsEN[(verb + 1) % 10]) my \(noun) with ${applicationName}",
            "${applicationName}, \(verbsEN[(verb + 2) % 10].lowercased()) \(noun)",
            "\(verbsEN[verb]) ${goal} \(noun) in ${applicationName}", "\(verbsEN[(verb + 3) % 10]) ${goal} number \(index) in ${applicationName}",
        ]
        intents.append(IntentDefinition(
            identifier: "Intent\(index)", title: LocalizedText(ja: noun, en: noun), description: LocalizedText(ja: "", en: ""),
            parameters: [goal], phrases: IntentPhrases(ja: ja, en: en)))
    }
    return AppManifest(
        app: AppIdentity(name: "Appcadia", localizedName: LocalizedText(ja: "アプカディア", en: "Appcadia"), bundleIdentifier: "com.appcadia.app"),
        searchDomains: [SearchDomain(identifier: "goals", entity: "goal", records: "goals.json", title: "${title}")],
        intents: intents)
}

/// The texts a person might type: a third exact phrases written differently (width, case, punctuation),
/// a third with a goal in the slot, a third matching nothing.
func texts(_ manifest: AppManifest, count: Int) -> [String] {
    var generator = Generator(state: 42)
    let titles = ["読書30分", "毎朝ランニング", "ＡＢＣ英会話レッスン", "Morning run", "ｶﾞﾑを噛まない日"]
    var texts: [String] = []
    for index in 0..<count {
        let intent = manifest.intents[generator.next(below: manifest.intents.count)]
        let names = ["アプカディア", "ｱﾌﾟｶﾃﾞｨｱ", "Appcadia", "ＡＰＰＣＡＤＩＡ"]
        let name = names[generator.next(below: names.count)]
        switch index % 3 {
        case 0:
            let phrase = (intent.phrases.ja.prefix(3) + intent.phrases.en.prefix(3)).randomElement(using: &generator)
            texts.append(phrase.replacingOccurrences(of: "${applicationName}", with: name).uppercased() + "！")
        case 1:
            let phrase = (intent.phrases.ja.suffix(2) + intent.phrases.en.suffix(2)).randomElement(using: &generator)
            texts.append(phrase.replacingOccurrences(of: "${applicationName}", with: name)
                .replacingOccurrences(of: "${goal}", with: titles[generator.next(below: titles.count)]))
        default:
            texts.append("\(name)で今日の天気を教えて\(index)")
        }
    }
    return texts
}

extension Array {
    func randomElement(using generator: inout Generator) -> Element { self[generator.next(below: count)] }
}
extension ArraySlice {
    func randomElement(using generator: inout Generator) -> Element { Array(self).randomElement(using: &generator) }
}

/// The peer: each phrase as an anchored regular expression over the folded key — the app's names as an
/// alternation, the slot as `(.+)` — tried in order; the first that matches wins.
struct RegexMatcher {
    var expressions: [(intent: String, regex: NSRegularExpression, hasSlot: Bool)] = []

    init(_ manifest: AppManifest) {
        let names = manifest.appNames.map { NSRegularExpression.escapedPattern(for: PhraseFolding.key($0)) }.joined(separator: "|")
        for intent in manifest.intents {
            for (_, phrase) in intent.phrases.all {
                var pattern = "^"
                var literal = ""
                var rest = Substring(phrase)
                var hasSlot = false
                func flush() {
                    pattern += NSRegularExpression.escapedPattern(for: PhraseFolding.key(literal))
                    literal = ""
                }
                while let start = rest.range(of: "${") {
                    literal += rest[..<start.lowerBound]
                    guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
                    flush()
                    let name = rest[start.upperBound..<end]
                    if name == "applicationName" {
                        pattern += "(?:\(names))"
                    } else {
                        pattern += "(.+)"
                        hasSlot = true
                    }
                    rest = rest[rest.index(after: end)...]
                }
                literal += rest
                // A phrase that writes the app's name accepts any of its names there.
                var folded = NSRegularExpression.escapedPattern(for: PhraseFolding.key(literal))
                if !phrase.contains("${applicationName}"), let name = manifest.appNames.map(PhraseFolding.key).first(where: { folded.contains($0) }) {
                    folded = folded.replacingOccurrences(of: name, with: "(?:\(names))")
                }
                pattern += folded + "$"
                if let regex = try? NSRegularExpression(pattern: pattern) {
                    expressions.append((intent.identifier, regex, hasSlot))
                }
            }
        }
    }

    func match(_ text: String) -> String? {
        let key = PhraseFolding.key(text)
        let range = NSRange(key.startIndex..., in: key)
        var slotted: String?
        for expression in expressions where expression.regex.firstMatch(in: key, range: range) != nil {
            if !expression.hasSlot { return expression.intent }
            slotted = slotted ?? expression.intent
        }
        return slotted
    }
}

let app = manifest()
let inputs = texts(app, count: 3_000)
var matcher: PhraseMatcher?
let build = clock.measure { matcher = PhraseMatcher(manifest: app) }
var regexMatcher: RegexMatcher?
let regexBuild = clock.measure { regexMatcher = RegexMatcher(app) }
guard let matcher, let regexMatcher else {
    print("The matchers were not built.")
    exit(1)
}
print("Phrase matching over \(matcher.phraseCount) phrases (100 intents), \(inputs.count) texts: a third exact phrases")
print("written differently, a third with a goal in the slot, a third matching nothing. Microseconds per text,")
print("median of 9 passes over all texts after a warm-up pass.")
print("")

func perText(_ body: (String) -> String?) -> (Double, Int) {
    var found = 0
    for text in inputs where body(text) != nil { found += 1 }
    var passes: [Double] = []
    for _ in 0..<9 {
        let elapsed = clock.measure { for text in inputs { _ = body(text) } }
        passes.append(microseconds(elapsed) / Double(inputs.count))
    }
    return (passes.sorted()[4], found)
}

let (ours, oursFound) = perText { matcher.match($0)?.intent }
let (theirs, theirsFound) = perText { regexMatcher.match($0) }
print("| matcher | build ms | µs per text | texts matched |")
print("|---|---|---|---|")
print(String(format: "| PhraseMatcher | %.1f | %.1f | %d |", microseconds(build) / 1000, ours, oursFound))
print(String(format: "| NSRegularExpression per phrase | %.1f | %.1f | %d |", microseconds(regexBuild) / 1000, theirs, theirsFound))
print("")
print(String(format: "Regex / PhraseMatcher: %.1f× per text. Target: under 1,000 µs per text — %@.", theirs / ours, ours < 1000 ? "met" : "NOT met"))
var disagreements = 0
for text in inputs where matcher.match(text)?.intent != regexMatcher.match(text) { disagreements += 1 }
print("Texts where the two pick different intents: \(disagreements) (the regex peer has no ranking beyond slot/no slot).")
