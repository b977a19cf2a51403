import IntegrationsCore
import IntegrationsProgress
import IntegrationsTestSupport
import PropertyBased
import Testing

/// Appcadia's answers, from the app's design, worded in its manifest (`progress`).
@Suite struct CheckProgressAnswerTests {
    let reporter = StringProgressReporter(wording: FixtureManifest.progressWording(of: "Appcadia"))

    /// Every branch, in both languages: all done, at least 75%, under 75% (one left and several), none.
    @Test(arguments: [
        (12, 12, "素晴らしい！今日の目標を全て達成しました。12個すべて完了です。",
         "Wonderful! You've achieved all of today's goals: all 12 done."),
        (3, 4, "順調です！4個中3個完了。達成率75%です。", "You're on track! 3 of 4 done, 75% complete."),
        (9, 10, "順調です！10個中9個完了。達成率90%です。", "You're on track! 9 of 10 done, 90% complete."),
        (2, 4, "まだ頑張りましょう！残り2個の目標があります。", "Keep going! 2 goals left."),
        (1, 2, "まだ頑張りましょう！残り1個の目標があります。", "Keep going! 1 goal left."),
        (0, 42, "まだ頑張りましょう！残り42個の目標があります。", "Keep going! 42 goals left."),
        (0, 0, "今日の目標はまだありません。", "There are no goals for today yet."),
        (-1, 5, "今日の目標はまだありません。", "There are no goals for today yet."),
        (13, 12, "素晴らしい！今日の目標を全て達成しました。12個すべて完了です。",
         "Wonderful! You've achieved all of today's goals: all 12 done."),
    ] as [(Int64, Int64, String, String)])
    func answers(done: Int64, total: Int64, ja: String, en: String) {
        let counts = ProgressCounts(completed: done, total: total)
        #expect(reporter.checkProgressAnswer(counts, language: .ja) == ja)
        #expect(reporter.checkProgressAnswer(counts, language: .en) == en)
    }

    /// The 75% threshold is the exact fraction; the percent shown is rounded down, so 100% only when all
    /// are done.
    @Test(arguments: [
        (74, 99, "まだ頑張りましょう！残り25個の目標があります。"),  // 74.7%: under 75 although it shows as 74
        (75, 100, "順調です！100個中75個完了。達成率75%です。"),
        (199, 200, "順調です！200個中199個完了。達成率99%です。"),  // 99.5% shows 99, not 100
        (2, 3, "まだ頑張りましょう！残り1個の目標があります。"),  // 66.7%
        (5, 6, "順調です！6個中5個完了。達成率83%です。"),  // 83.3% shows 83
        (7, 8, "順調です！8個中7個完了。達成率87%です。"),  // 87.5% shows 87
    ] as [(Int64, Int64, String)])
    func thresholdAndRounding(done: Int64, total: Int64, ja: String) {
        #expect(reporter.checkProgressAnswer(ProgressCounts(completed: done, total: total), language: .ja) == ja)
    }
}

@Suite struct FoundationStyleDescriptionTests {
    let reporter = StringProgressReporter(wording: FixtureManifest.progressWording(of: "Appcadia"))

    @Test(arguments: [
        (3, 4, "75%完了", "75% completed", "4個中3個", "3 of 4"),
        (0, 4, "0%完了", "0% completed", "4個中0個", "0 of 4"),
        (1, 3, "33%完了", "33% completed", "3個中1個", "1 of 3"),
        (0, 0, "処理中", "In progress", "処理中", "In progress"),
        (-1, 10, "処理中", "In progress", "処理中", "In progress"),
        (2, -1, "処理中", "In progress", "処理中", "In progress"),
    ] as [(Int64, Int64, String, String, String, String)])
    func descriptions(done: Int64, total: Int64, jaDescription: String, enDescription: String, jaAdditional: String, enAdditional: String) {
        let tree = ProgressTree(completed: done, total: total)
        #expect(reporter.localizedDescription(tree, language: .ja) == jaDescription)
        #expect(reporter.localizedDescription(tree, language: .en) == enDescription)
        #expect(reporter.localizedAdditionalDescription(tree.counts, language: .ja) == jaAdditional)
        #expect(reporter.localizedAdditionalDescription(tree.counts, language: .en) == enAdditional)
    }

    @Test(arguments: [
        (5, 12, "今日 5/12 ▓▓▓▓░░░░░░", "Today 5/12 ▓▓▓▓░░░░░░"),
        (12, 12, "今日 12/12 ▓▓▓▓▓▓▓▓▓▓", "Today 12/12 ▓▓▓▓▓▓▓▓▓▓"),
        (11, 12, "今日 11/12 ▓▓▓▓▓▓▓▓▓░", "Today 11/12 ▓▓▓▓▓▓▓▓▓░"),
        (0, 0, "今日 0/0 ░░░░░░░░░░", "Today 0/0 ░░░░░░░░░░"),
    ] as [(Int64, Int64, String, String)])
    func widgetLines(done: Int64, total: Int64, ja: String, en: String) {
        let counts = ProgressCounts(completed: done, total: total)
        #expect(reporter.widgetLine(counts, language: .ja) == ja)
        #expect(reporter.widgetLine(counts, language: .en) == en)
    }

    /// Whatever the counts, no string is blank, says NaN or leaves a placeholder.
    @Test func neverBlankNeverNaN() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: -3...300), Gen.int(in: -3...300)) { done, total in
            let counts = ProgressCounts(completed: Int64(done), total: Int64(total))
            for language in Language.allCases {
                let strings = [
                    reporter.checkProgressAnswer(counts, language: language),
                    reporter.localizedDescription(ProgressTree(completed: counts.completed, total: counts.total), language: language),
                    reporter.localizedAdditionalDescription(counts, language: language),
                    reporter.widgetLine(counts, language: language),
                ]
                for string in strings {
                    let blank = string.allSatisfy { $0.isWhitespace }
                    #expect(!blank)
                    #expect(!string.contains("NaN") && !string.contains("${") && !string.contains("inf"))
                }
            }
        }
    }

    @Test func customTemplatesReplaceTheBuiltInOnesAndABlankOneFallsBack() {
        var english = ProgressTemplates.english
        english.completed = "${percent} percent"
        english.unitsOfTotal = " "
        let reporter = StringProgressReporter(templates: [.en: english])
        #expect(reporter.localizedDescription(ProgressTree(completed: 1, total: 2), language: .en) == "50 percent")
        #expect(reporter.localizedAdditionalDescription(ProgressCounts(completed: 1, total: 2), language: .en) == "In progress")
        #expect(reporter.localizedDescription(ProgressTree(completed: 1, total: 2), language: .ja) == "50%完了")
    }
}

@Suite struct ProgressTreeTests {
    /// Children count toward the parent by their fraction times their pending units, as in Foundation.
    @Test func childrenCountByTheirPendingUnits() {
        var indexing = ProgressTree(total: 4)
        indexing.addChild(ProgressTree(completed: 50, total: 100), pendingUnitCount: 2)
        #expect(indexing.fractionCompleted == 0.25)
        indexing.addChild(ProgressTree(completed: 10, total: 10), pendingUnitCount: 2)
        #expect(indexing.fractionCompleted == 0.75)
        #expect(StringProgressReporter().localizedDescription(indexing, language: .en) == "75% completed")
    }

    @Test func indeterminateChildrenCountForNothing() {
        var parent = ProgressTree(completed: 1, total: 2)
        parent.addChild(ProgressTree(completed: 0, total: 0), pendingUnitCount: 1)
        parent.addChild(ProgressTree(completed: -1, total: 5), pendingUnitCount: 1)
        #expect(parent.fractionCompleted == 0.5)
        #expect(ProgressTree(completed: 0, total: 0).isIndeterminate)
        #expect(ProgressTree(completed: -1, total: 3).isIndeterminate)
        #expect(ProgressTree(completed: 2, total: -1).isIndeterminate)
        #expect(!ProgressTree(completed: 0, total: 3).isIndeterminate)
    }

    @Test func percentIsRoundedDownAndCappedAtOne() {
        var parent = ProgressTree(total: 3)
        parent.addChild(ProgressTree(completed: 2, total: 3), pendingUnitCount: 3)
        #expect(parent.percent == 66)
        parent.addChild(ProgressTree(completed: 9, total: 3), pendingUnitCount: 3)
        #expect(parent.fractionCompleted == 1)
        #expect(parent.percent == 100)
    }
}

/// The toolkit's own wording, for an app that declares none: it names nothing an app does.
@Suite struct NeutralWordingTests {
    let reporter = StringProgressReporter(wording: nil)

    @Test(arguments: [
        (3, 4, "順調です！4件中3件完了。達成率75%です。", "You're on track! 3 of 4 done, 75% complete.", "4件中3件", "3 of 4 done"),
        (12, 12, "素晴らしい！今日の12件をすべて完了しました。", "Wonderful! All 12 done today.", "12件中12件", "12 of 12 done"),
        (1, 2, "まだ頑張りましょう！残り1件です。", "Keep going! 1 left.", "2件中1件", "1 of 2 done"),
        // Both zero is indeterminate: the description says so rather than "0 of 0".
        (0, 0, "今日の予定はまだありません。", "Nothing for today yet.", "処理中", "In progress"),
    ] as [(Int64, Int64, String, String, String, String)])
    func neutralDefaults(done: Int64, total: Int64, ja: String, en: String, jaUnits: String, enUnits: String) {
        let counts = ProgressCounts(completed: done, total: total)
        #expect(reporter.checkProgressAnswer(counts, language: .ja) == ja)
        #expect(reporter.checkProgressAnswer(counts, language: .en) == en)
        #expect(reporter.localizedAdditionalDescription(counts, language: .ja) == jaUnits)
        #expect(reporter.localizedAdditionalDescription(counts, language: .en) == enUnits)
    }

    /// An app's wording replaces only the templates it gives.
    @Test func anAppsWordingReplacesOnlyWhatItGives() {
        let wording = ProgressWording(en: .init(keepGoing: "${remaining} dishes to cook."))
        let custom = StringProgressReporter(wording: wording)
        #expect(custom.checkProgressAnswer(ProgressCounts(completed: 0, total: 3), language: .en) == "3 dishes to cook.")
        #expect(custom.checkProgressAnswer(ProgressCounts(completed: 3, total: 3), language: .en) == "Wonderful! All 3 done today.")
        #expect(custom.checkProgressAnswer(ProgressCounts(completed: 0, total: 3), language: .ja) == "まだ頑張りましょう！残り3件です。")
    }
}
