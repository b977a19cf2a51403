import Foundation
import IntegrationsCore
import IntegrationsSearchQuery
import IntegrationsTestSupport
import PropertyBased
import Testing

@Suite struct PredicateParserTests {
    @Test func parsesComparisonsWithModifiers() throws {
        #expect(try PredicateParser.parse(#"title == "目標*"cd"#)
            == .comparison(attribute: "title", operator: .equal, value: .string("目標*"), modifiers: [.caseInsensitive, .diacriticInsensitive]))
    }

    @Test func andBindsTighterThanOr() throws {
        let a = SearchPredicate.comparison(attribute: "a", operator: .equal, value: .number(1), modifiers: [])
        let b = SearchPredicate.comparison(attribute: "b", operator: .less, value: .number(2), modifiers: [])
        let c = SearchPredicate.comparison(attribute: "c", operator: .greaterOrEqual, value: .number(3), modifiers: [])
        #expect(try PredicateParser.parse("a == 1 || b < 2 && c >= 3") == .or(a, .and(b, c)))
        #expect(try PredicateParser.parse("(a == 1 || b < 2) && c >= 3") == .and(.or(a, b), c))
    }

    @Test(arguments: [
        ("$time.now", SearchPredicate.TimeExpression.now(seconds: 0)),
        ("$time.now(-60)", .now(seconds: -60)),
        ("$time.today", .today(days: 0)),
        ("$time.today(-3)", .today(days: -3)),
        ("$time.yesterday", .today(days: -1)),
        ("$time.this_week", .thisWeek(weeks: 0)),
        ("$time.this_month(-1)", .thisMonth(months: -1)),
        ("$time.this_year", .thisYear(years: 0)),
        ("$time.iso(2026-01-01)", .iso(Date(timeIntervalSince1970: 1_767_225_600))),
        ("$time.iso(2026-01-01T09:00:00+09:00)", .iso(Date(timeIntervalSince1970: 1_767_225_600))),
    ])
    func parsesTimeValues(text: String, expected: SearchPredicate.TimeExpression) throws {
        #expect(try PredicateParser.parse("contentCreationDate > \(text)")
            == .comparison(attribute: "contentCreationDate", operator: .greater, value: .time(expected), modifiers: []))
    }

    @Test func todayIsTheStartOfTheDayInTheCalendarsTimeZone() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
        let now = Date(timeIntervalSince1970: 1_767_225_600 + 3_600)  // 2026-01-01 10:00 JST
        #expect(SearchPredicate.TimeExpression.today(days: -3).resolve(at: now, calendar: calendar)
            == Date(timeIntervalSince1970: 1_767_193_200 - 3 * 86_400))  // 2025-12-29 00:00 JST
    }

    @Test func parsesInRange() throws {
        #expect(try PredicateParser.parse("InRange(rankingHint, 0.2, 0.8)")
            == .inRange(attribute: "rankingHint", lower: .number(0.2), upper: .number(0.8)))
    }

    /// Malformed predicates: the error names the column and shows a caret under it.
    @Test(arguments: [
        (#"title == "目標*"#, 14, "a closing \" for the string opened at column 10"),
        ("title ==", 9, "a value"),
        ("title = 3", 7, "a comparison operator"),
        ("title == 3 &&", 14, "an attribute name"),
        ("(title == 3", 12, "a closing ')'"),
        ("title == 3)", 11, "'&&', '||' or the end of the query"),
        ("date > $time.tomorrow", 14, "one of now, today"),
        ("date > $time.today(x)", 20, "a whole number"),
        ("date > $time.iso(yesterday)", 18, "an ISO 8601 date"),
        (#"title == "x"q"#, 13, "one of the modifiers c, d, w"),
        ("InRange(rankingHint 0.2)", 21, "a comma ','"),
    ] as [(String, Int, String)])
    func malformedPredicatePointsAtTheColumn(query: String, column: Int, expected: String) {
        #expect {
            try PredicateParser.parse(query)
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            return error.kind == .invalidQuery
                && error.message.en.contains("at column \(column): expected \(expected)")
                && error.message.ja.contains("\(column)文字目")
        }
    }

    /// Found by the query fuzz target's check against matching every value: SQLite hands a pattern to the
    /// matching function as C text, so `"*?????\0"` was cut to `"*?????"` and matched every title of five
    /// characters or more. A NUL in a string is refused at its column, as text with NUL is everywhere else.
    @Test func aNULInAPatternIsRefusedAtItsColumn() throws {
        do {
            _ = try PredicateParser.parse("title == \"*ab\u{0}\"cd")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidQuery)
            #expect(error.message.en.hasPrefix("The search query has an error at column 14: expected a character other than NUL (SQLite ends text at a NUL, so a pattern cannot hold one)"))
            #expect(error.message.ja.hasPrefix("検索クエリの14文字目に誤りがあります: NUL 以外の文字（SQLite は文字列を NUL で終えるため、パターンに NUL は使えません）が必要です"))
        }
    }

    @Test func exactMessageInBothLanguages() throws {
        do {
            _ = try PredicateParser.parse("title = 3")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.ja == """
                検索クエリの7文字目に誤りがあります: 比較演算子（== != < > <= >=）が必要ですが、「=」がありました。
                  title = 3
                        ^
                クエリを直すか、自由文として検索してください。
                """)
            #expect(error.message.en == """
                The search query has an error at column 7: expected a comparison operator (== != < > <= >=), found '='.
                  title = 3
                        ^
                Fix the query, or search for it as free text.
                """)
        }
    }

    /// The excerpt under the message: line breaks, tabs, control characters and wide characters keep the
    /// caret under its character; a long query shows the window around the caret, `...` marking the cuts.
    @Test(arguments: [
        ("title\t= 3", "  title = 3\n        ^"),
        ("title\n= 3", "  title = 3\n        ^"),
        ("title == \"\u{1B}\"q", "  title == \"\\u{1B}\"q\n" + String(repeating: " ", count: 19) + "^"),
        ("title == \"目標\"q", "  title == \"目標\"q\n" + String(repeating: " ", count: 17) + "^"),
        ("title = " + String(repeating: "3", count: 200),
         "  title = " + String(repeating: "3", count: 62) + "...\n        ^"),
        ("title == \"" + String(repeating: "x", count: 100) + "\"q && " + String(repeating: "y", count: 100),
         "  ..." + String(repeating: "x", count: 34) + "\"q && " + String(repeating: "y", count: 30) + "...\n  "
            + String(repeating: " ", count: 38) + "^"),
        ("title == \"" + String(repeating: "目", count: 100) + "\"q",
         "  ..." + String(repeating: "目", count: 34) + "\"q\n  " + String(repeating: " ", count: 72) + "^"),
    ] as [(String, String)])
    func excerptKeepsTheCaretUnderItsCharacter(query: String, excerpt: String) throws {
        let message = try #require(Self.syntaxError(query))
        #expect(Self.excerpt(of: message.en) == excerpt)
        #expect(Self.excerpt(of: message.ja) == excerpt)
    }

    /// The message of `query`'s syntax error; nil when it parses or fails for another reason.
    static func syntaxError(_ query: String) -> LocalizedText? {
        do {
            _ = try PredicateParser.parse(query)
            return nil
        } catch {
            return error.message.en.hasPrefix(OutputInvariants.syntaxErrorPrefix) ? error.message : nil
        }
    }

    /// The excerpt of a syntax error's message (its second and third lines); nil unless it has four lines.
    static func excerpt(of message: String) -> String? {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count == 4 ? lines[1...2].joined(separator: "\n") : nil
    }

    /// What the message says it found stops at a line break: the first line stays one line.
    @Test func whatWasFoundStopsAtALineBreak() {
        #expect {
            try PredicateParser.parse("==\ntitle")
        } throws: { error in
            (error as? IntegrationsError)?.message.en == """
                The search query has an error at column 1: expected an attribute name (such as title), '(' or InRange(, found '=='.
                  == title
                  ^
                Fix the query, or search for it as free text.
                """
        }
    }

    /// Any malformed predicate: the excerpt is two lines of at most 78 columns, and the caret stands under
    /// the character the message's column names (shown as itself, a space, or its escape).
    @Test func theCaretStandsUnderTheNamedColumnOfAnyQuery() async {
        let pieces = ["title", " ", "==", "\"", "目標", "\t", "\n", "\u{1B}", "x", "(", ")", "&&", "*", "3",
                      String(repeating: "a", count: 40), String(repeating: "読", count: 30), "e\u{301}", "\u{202E}"]
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 1...30)) { indices in
            let query = indices.map { pieces[$0] }.joined()
            guard let message = Self.syntaxError(query)?.en else { return }
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let problem = OutputInvariants.excerptProblem(message)
            #expect(problem == nil, "\(query.debugDescription)")
            guard problem == nil, let column = Int(lines[0].split(separator: " ")[7].dropLast()) else { return }
            // Walk the shown line to the caret's column: what starts there is the named character.
            var shown = Substring(lines[1])
            var cells = 0
            while cells < lines[2].count - 1, let first = shown.first {
                cells += TerminalText.columns(String(first))
                shown = shown.dropFirst()
            }
            #expect(cells == lines[2].count - 1, "\(query.debugDescription)")
            let characters = Array(query)
            if column <= characters.count {
                let character = characters[column - 1]
                let expected = character.isNewline || character == "\t" ? " " : TerminalText.safe(String(character))
                #expect(shown.hasPrefix(expected), "\(query.debugDescription): \(shown.prefix(8).debugDescription) at column \(column)")
            } else {
                #expect(shown.isEmpty || shown == "...", "\(query.debugDescription)")
            }
        }
    }

    /// A malformed 3,000-character predicate: the message stays a few short lines.
    @Test func aLongMalformedPredicateShowsTheWindowAroundTheError() {
        let query = "title == \"" + String(repeating: "x", count: 3000)
        #expect {
            try PredicateParser.parse(query)
        } throws: { error in
            guard let error = error as? IntegrationsError else { return false }
            return error.message.en == """
                The search query has an error at column 3011: expected a closing " for the string opened at column 10, found the end of the query.
                  ...\(String(repeating: "x", count: 69))
                  \(String(repeating: " ", count: 72))^
                Fix the query, or search for it as free text.
                """
        }
    }

    @Test(arguments: [
        ("title == \"目標\"", true), ("InRange(rankingHint, 0, 1)", true), ("(title == \"a\")", true),
        ("rankingHint>0.5", true), ("目標", false), ("読書 30分", false), ("title", false), ("a < b", true),
        ("\"title == x\"", false), ("ＡＢＣ == 1", false),
    ])
    func automaticSyntaxDetection(text: String, isPredicate: Bool) {
        #expect(PredicateParser.looksLikePredicate(text) == isPredicate)
    }
}

@Suite struct FreeTextQueryTests {
    @Test(arguments: [
        ("目標 読書", [FreeTextQuery.Term(text: "目標"), .init(text: "読書")]),
        ("目標　読書", [.init(text: "目標"), .init(text: "読書")]),
        ("\"目標 達成\" run*", [.init(text: "目標 達成", isPhrase: true), .init(text: "run", isPrefix: true)]),
        ("\"目標 達成\"*", [.init(text: "目標 達成", isPhrase: true, isPrefix: true)]),
        ("\"unbalanced", [.init(text: "unbalanced", isPhrase: true)]),
        ("*", [.init(text: "*")]),
        ("a*b", [.init(text: "a*b")]),
        ("", []),
    ] as [(String, [FreeTextQuery.Term])])
    func splitsTerms(text: String, expected: [FreeTextQuery.Term]) {
        #expect(FreeTextQuery(parsing: text).terms == expected)
    }
}

@Suite struct StringPatternTests {
    @Test(arguments: [
        ("目標*", StringModifiers(), "目標を立てる", true),
        ("目標*", [], "新しい目標", false),
        ("*目標", [], "新しい目標", true),
        ("目?", [], "目標", true),
        ("目?", [], "目標達成", false),
        ("abc", [], "ＡＢＣ", false),
        ("abc", .caseInsensitive, "ＡＢＣ", true),
        ("ガム", .caseInsensitive, "ｶﾞﾑ", true),
        ("cafe", .diacriticInsensitive, "café", true),
        ("カム", .diacriticInsensitive, "ガム", true),
        ("\\*", [], "*", true),
        ("\\*", [], "a", false),
        ("run", .wordBased, "morning run club", true),
        ("run", .wordBased, "running", false),
        ("run*", .wordBased, "morning running", true),
        ("目標", .wordBased, "新しい目標、毎日", true),
        ("école", [.wordBased, .caseInsensitive], "Une ÉCOLE ouverte", true),
        ("cole", .wordBased, "école", false),
        ("²", .wordBased, "x ² y", true),
        ("ab", .wordBased, "・ab・", true),
        // Canonically equivalent spellings match, whatever the modifiers.
        ("café", [], "cafe\u{301}", true),
        ("q\u{307}\u{323}", [], "q\u{323}\u{307}", true),
        ("가", [], "\u{1100}\u{1161}", true),
        ("ガ?", .caseInsensitive, "カ\u{3099}ム", true),
        ("ÉCOLE", .caseInsensitive, "e\u{301}cole", true),
        ("ecole", .caseInsensitive, "école", false),
        ("e?", [], "e\u{301}x", false),
        // The runs of literals are looked for in the folded text's bytes first: after a false start, at its
        // very end, as long as the text, and a run's bytes that are only part of a character.
        ("*ab*", [], "aab", true),
        ("*予定*", [.caseInsensitive, .diacriticInsensitive, .wordBased], "今日の予定", true),
        ("*目標*", [], "目標", true),
        ("*目標*", [], "目", false),
        ("*e*", [], "e\u{301}", false),
        ("*a*b*", [], "ba", false),
        // Letters a value's text lacks may come from a scalar whose folding makes them, or not at all.
        ("*tokyo*", .caseInsensitive, "ＴＯＫＹＯ駅", true),
        ("*tokyo*", .caseInsensitive, "東京 TOKYO、駅", true),
        ("*tokyo*", [], "東京、ＴＯＫＹＯ", false),
        ("*tokyo*", .caseInsensitive, "東京、とうきょう", false),
        ("*e*", .diacriticInsensitive, "café", true),
        ("*t*", .caseInsensitive, "Ⓣ", true),
        ("*1*", .caseInsensitive, "①", true),
        ("*1*", [], "一", false),
    ] as [(String, StringModifiers, String, Bool)])
    func matches(pattern: String, modifiers: StringModifiers, value: String, expected: Bool) {
        #expect(StringPattern(pattern, modifiers: modifiers).matches(value) == expected)
    }

    static let foldings: [StringModifiers] = [[], .caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive]]

    /// A pattern passes over the scalars `foldsToNoLetterOrDigit` names when it looks for its ASCII letters and
    /// digits in a value before folding it: folded every way, none of them makes one.
    @Test func theScalarsPassedOverFoldToNoLetterOrDigit() {
        var checked = 0
        for code in UInt32(0x80)...0x10FFFF where StringPattern.foldsToNoLetterOrDigit(code) {
            guard let scalar = Unicode.Scalar(code) else { continue }
            checked += 1
            for modifiers in Self.foldings {
                let folded = StringPattern.folded(String(scalar), for: modifiers)
                #expect(!folded.utf8.contains { $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber) },
                        "U+\(String(code, radix: 16)) \(modifiers): \(folded)")
            }
        }
        #expect(checked == 39_221)  // every scalar of the ranges, none left out
    }

    /// Texts whose folding is not one scalar for one scalar: halfwidth kana and their separate voiced marks,
    /// ligatures, compatibility forms, marks written apart, Hangul, supplementary planes, the dotted İ.
    @Test(arguments: [
        "ｶﾞﾑ", "ガッコウ", "ﾊﾟﾝ", "ﬁnance", "Ｃａｆé", "Cafe\u{301}", "①②③", "㍻", "ÅNGSTRÖM", "İstanbul", "Straße",
        "ΣΟΦΊΑ", "한국어", "\u{1100}\u{1161}", "𠮷野家", "q\u{323}\u{307}", "👩‍👩‍👧", "🇯🇵", "é\u{0}x", "目標を立てる",
    ])
    func foldsLikeFoundationFoldsTheWholeText(text: String) {
        for modifiers in Self.foldings {
            #expect(StringPattern.folded(text, for: modifiers) == PatternReference.folded(text, modifiers), "\(text) \(modifiers)")
        }
    }

    @Test func matchesLikeTheReference() async {
        let patternAlphabet = ["a", "b", "*", "?", "目", "\\", "É", "e\u{301}"]
        let textAlphabet = ["a", "b", "目", " ", "-", "é", "*"]
        let modifierSets: [StringModifiers] = [[], .wordBased, .caseInsensitive, [.caseInsensitive, .diacriticInsensitive, .wordBased]]
        await propertyCheck(
            count: 4_000, input: Gen.int(in: 0...(patternAlphabet.count - 1)).array(of: 0...7),
            Gen.int(in: 0...(textAlphabet.count - 1)).array(of: 0...14), Gen.int(in: 0...(modifierSets.count - 1))
        ) { patternIndices, textIndices, modifierIndex in
            let pattern = patternIndices.map { patternAlphabet[$0] }.joined()
            let text = textIndices.map { textAlphabet[$0] }.joined()
            let modifiers = modifierSets[modifierIndex]
            #expect(StringPattern(pattern, modifiers: modifiers).matches(text) == PatternReference.matches(pattern, modifiers, text),
                    "\(pattern.debugDescription) \(modifiers) \(text.debugDescription)")
        }
    }

    /// A segment longer than one machine word (Shift-And over several words) and many distinct literals.
    @Test(arguments: [64, 65, 128, 200])
    func longSegmentsMatchLikeTheReference(length: Int) {
        let kanji = (0..<length).map { Character(Unicode.Scalar(0x4E00 + UInt32($0 % 90))!) }
        let word = String(kanji)
        for (pattern, value) in [
            ("*" + word + "*", "前" + word + "後"), ("*" + word, word), (word, word), ("*" + word + "*", String(word.dropLast())),
            ("*?" + word.dropFirst() + "*", "x" + word), ("*" + word + "*" + word, word + word + word),
        ] {
            for modifiers in [StringModifiers(), .wordBased] {
                #expect(StringPattern(pattern, modifiers: modifiers).matches(value) == PatternReference.matches(pattern, modifiers, value),
                        "\(length) \(pattern.count) \(modifiers)")
            }
        }
    }

    /// A word-based `?` is one whole word or one CJK character: what `Character.isLetter` and `isNumber`
    /// say, for every scalar the pattern classifies without asking for Unicode properties and around them.
    @Test(arguments: [0x20...0x2FF, 0x2FF0...0x30FF, 0xFF00...0xFFEF] as [ClosedRange<UInt32>])
    func aWordIsALetterOrANumber(scalars: ClosedRange<UInt32>) {
        for value in scalars {
            guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass == .notReordered else { continue }
            let character = Character(scalar)
            let isWord = CharacterClass.isCJK(scalar) || character.isLetter || character.isNumber
            #expect(StringPattern("?", modifiers: .wordBased).matches(String(character)) == isWord, "U+\(String(value, radix: 16))")
        }
    }

    @Test func foldsAnyTextLikeFoundation() async {
        // Letters with and without case and marks, marks alone, kana of both widths, compatibility forms.
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "\u{C9}", "\u{E9}", "\u{301}", "\u{308}", "\u{323}", "\u{FF76}", "\u{FF9E}", "\u{FF9F}", "\u{30AB}",
            "\u{30AC}", "\u{3099}", "\u{304C}", "\u{FB01}", "\u{2460}", "\u{212B}", "\u{130}", "\u{3A3}", "\u{1E9E}",
            "\u{AC00}", "\u{1100}", "\u{1161}", "\u{76EE}", "\u{20BB7}", "\u{F900}", " ", "-", "\r", "\n", "\u{200D}",
            "\u{1F469}", "\u{1F1EF}", "\u{1F1F5}", "\u{FE0F}", "\u{924}", "\u{94D}", "\u{AD}", "*", "?", "\\",
        ]
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...12)) { indices in
            let text = String(String.UnicodeScalarView(indices.map { alphabet[$0] }))
            for modifiers in Self.foldings {
                let folded = StringPattern.folded(text, for: modifiers)
                let spelled = text.unicodeScalars.map { $0.escaped(asASCII: true) }
                #expect(folded == PatternReference.folded(text, modifiers), "\(spelled) \(modifiers)")
                // `?` is one character as Swift counts them, however the text was segmented.
                let any = String(repeating: "?", count: folded.count)
                #expect(StringPattern(any, modifiers: modifiers).matches(text), "\(spelled) \(modifiers)")
                #expect(!StringPattern(any + "?", modifiers: modifiers).matches(text), "\(spelled) \(modifiers)")
                // One spelling per equivalence class: patterns compare bytes.
                for equivalent in [text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping] {
                    #expect(Array(StringPattern.folded(equivalent, for: modifiers).utf8) == Array(folded.utf8), "\(spelled) \(modifiers)")
                }
            }
        }
    }
}
