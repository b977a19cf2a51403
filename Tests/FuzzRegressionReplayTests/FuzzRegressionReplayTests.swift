import Foundation
@testable import IntegrationsFuzzTargets
import Testing

/// Every input fuzzing found and kept in `Fuzz/Regressions`, replayed on every `swift test` through its
/// target's run and properties: what the fuzzing package's `bash Fuzz/fuzz.sh --regressions` replays, with no
/// libFuzzer and no AddressSanitizer build (issue 43). A broken property is a failure naming it; a crash ends
/// the test run, as it ended the fuzzer's.
@Suite struct FuzzRegressionReplayTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions")

    /// The inputs' file names, each `<target>-<what it broke>`.
    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// The folder is found and holds inputs: an empty list would replay nothing and pass.
    @Test func theRegressionFolderIsFound() {
        #expect(!Self.inputs.isEmpty, "no input in \(Self.folder.path)")
    }

    @Test(arguments: inputs)
    func replaysTheInput(_ input: String) async throws {
        let names = allFuzzTargets.map { $0.name }.joined(separator: ", ")
        let target = try #require(fuzzTarget(forRegression: input), "\(input) names no fuzz target; the targets: \(names)")
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(input))
        await Self.prepare(target)
        let broken = BrokenProperties()
        BrokenProperties.$current.withValue(broken) {
            target.run(data)
        }
        #expect(broken.recorded == [], "\(input) through \(target.name)")
    }

    /// The Objective-C target (issue 46) on its seeds and on broken text: its properties hold (every place is
    /// in a given file) before any fuzzing has run it.
    @Test(arguments: ["quill-app-delegate", "draft-view-controller", "shapes"])
    func theObjectiveCTargetHoldsOnItsSeeds(_ seed: String) throws {
        let corpus = Self.folder.deletingLastPathComponent().appendingPathComponent("Corpus/objective-c-source")
        let data = try Data(contentsOf: corpus.appendingPathComponent(seed))
        for input in [data, data.prefix(data.count / 2), Data(data.reversed()), data + Data("]]]}}}) [[[ @\"".utf8)] {
            let broken = BrokenProperties()
            BrokenProperties.$current.withValue(broken) { ObjectiveCSourceTarget.run(Data(input)) }
            #expect(broken.recorded == [], "\(seed) through objective-c-source")
        }
    }

    /// Runs a target's `prepare()` on a thread of its own, awaited: a target may wait there for work it
    /// starts as a task (the search index, filled by an async call), and waiting on a thread of the
    /// concurrency pool, which the test runs on, could leave that task no thread to run on.
    static func prepare(_ target: any FuzzTarget.Type) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                target.prepare()
                done.resume()
            }
            thread.start()
        }
    }

    /// A file is matched to the longest target name it starts with and a dash: names hold dashes themselves.
    @Test(arguments: [
        ("project-files-generated-plist-place-without-line", "project-files"),
        ("project-yml-list-as-key-stops-yams", "project-yml"),
        ("url-roundtrip-percent", "url-roundtrip"),
        ("router-percent", "router"),
        ("swift-source-x", "swift-source"),
    ])
    func aRegressionFileNamesItsTarget(_ file: String, _ target: String) {
        #expect(fuzzTarget(forRegression: file)?.name == target)
    }

    @Test(arguments: ["project-x", "routerx", "unknown-input", "query"])
    func aFileNamingNoTargetIsNotMatched(_ file: String) {
        #expect(fuzzTarget(forRegression: file) == nil)
    }

    /// In a test a broken property is recorded and the run goes on (under libFuzzer it ends the process).
    @Test func aBrokenPropertyIsRecorded() {
        let broken = BrokenProperties()
        BrokenProperties.$current.withValue(broken) {
            require(true, "kept")
            require(false, "the first")
            require(1 + 1 == 3, "the second")
        }
        #expect(broken.recorded == ["the first", "the second"])
    }
}
