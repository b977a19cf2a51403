import CFuzzDriver
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsRouting

/// One parser a user's input reaches, fuzzed: it must not crash, must answer in time, and must keep the
/// properties ``run(_:)`` checks.
protocol FuzzTarget {
    /// The name `FUZZ_TARGET` selects it by, and its corpus folder's name.
    static var name: String { get }
    /// Loads what every run shares, so that the first input is not timed with it.
    static func prepare()
    /// Runs one input. A broken property ends the process through ``require(_:_:)``.
    static func run(_ data: Data)
}

extension FuzzTarget {
    static func prepare() {}
}

/// Every target, in the order of Docs/Fuzzing.md.
nonisolated(unsafe) let allTargets: [any FuzzTarget.Type] = [
    RouterTarget.self, URLRoundTripTarget.self, AASATarget.self, QueryTarget.self, AnalyzerTarget.self,
    PhraseTarget.self, ManifestTarget.self, ItemsTarget.self, TriggerTarget.self, APNsTarget.self,
    ActivityTarget.self, WidgetTimelineTarget.self, ClipTransferTarget.self, SwiftSourceTarget.self, ProjectFilesTarget.self,
    ProjectYAMLTarget.self, CodeGenTarget.self, ConfigurationTarget.self, BaselineTarget.self, SuppressionsTarget.self,
]

/// The target this process runs, chosen by `FUZZ_TARGET` in `LLVMFuzzerInitialize`.
nonisolated(unsafe) var selectedTarget: (any FuzzTarget.Type)?
/// An input taking longer than this is a bug (`FUZZ_SLOW_MS`, 100 by default).
nonisolated(unsafe) var slowLimitNanoseconds: UInt64 = 100_000_000

/// Ends the run as a crash when a property does not hold, so libFuzzer keeps the input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fatalError("property broken: \(message())")
    }
}

/// How many lines `bytes` holds, a line ending at LF, CRLF or a lone CR, as every reader of the toolkit counts
/// them (Decision 360). Written here apart from `TextLines`, as the oracle placed lines are checked against.
func lineCount<Bytes: Collection>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
    var count = 1
    var afterCarriageReturn = false
    for byte in bytes {
        switch byte {
        case 0x0A:
            if !afterCarriageReturn { count += 1 }
            afterCarriageReturn = false
        case 0x0D:
            count += 1
            afterCarriageReturn = true
        default:
            afterCarriageReturn = false
        }
    }
    return count
}

/// How many lines libyaml (Yams) can count in `bytes`: ``lineCount(_:)``'s, and NEL, U+2028 and U+2029, which
/// YAML 1.1 also takes as line breaks.
func yamlLineCount(_ bytes: [UInt8]) -> Int {
    var extra = 0
    for index in bytes.indices {
        if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { extra += 1 }
        if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { extra += 1 }
    }
    return lineCount(bytes) + extra
}

/// The embedded sample app, Appcadia, from the repository's fixtures.
enum Sample {
    static let app: App = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia")
        do {
            return try App.load(from: folder)
        } catch {
            fatalError("cannot load the sample app at \(folder.path): \(error)")
        }
    }()

    /// The sample's router, built once.
    static let router = Router(app.manifest.routes)
}

/// Splits an input at its first NUL byte: two fuzzed texts from one input.
func split(_ data: Data) -> (Data, Data) {
    guard let index = data.firstIndex(of: 0) else { return (data, Data()) }
    return (Data(data[data.startIndex..<index]), Data(data[data.index(after: index)...]))
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let environment = ProcessInfo.processInfo.environment
    let names = allTargets.map { $0.name }.joined(separator: ", ")
    guard let name = environment["FUZZ_TARGET"], let target = allTargets.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("integrations-fuzz: set FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    if let text = environment["FUZZ_SLOW_MS"], let milliseconds = UInt64(text) {
        slowLimitNanoseconds = milliseconds * 1_000_000
    }
    target.prepare()
    selectedTarget = target
    return 0
}

/// The CPU time the calling thread has used: what an input costs, whatever else the machine runs (wall
/// time counted the moments other processes had the CPU, and flagged a 108 ms input that was not slow;
/// the process's CPU time also counted libFuzzer's own threads). A hang that waits without computing is
/// caught by libFuzzer's `-timeout`, which counts wall time.
func cpuNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The CPU time one run of `input` takes.
func timed(_ target: any FuzzTarget.Type, _ input: Data) -> UInt64 {
    let start = cpuNanoseconds()
    target.run(input)
    return cpuNanoseconds() - start
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    // A run over the limit is timed once more and the faster of the two counts: the targets are
    // deterministic, so a slow input is slow twice, while a run that shared its core's caches with
    // another fuzzer (a 25 ms URL measured at 110 ms) is not.
    var elapsed = timed(target, data)
    if elapsed > slowLimitNanoseconds {
        elapsed = min(elapsed, timed(target, data))
    }
    if elapsed > slowLimitNanoseconds {
        fatalError("slow input: \(elapsed / 1_000_000) ms for \(count) bytes, twice (limit \(slowLimitNanoseconds / 1_000_000) ms)")
    }
    return 0
}

/// The entry point: SwiftPM links an executable's `main` to `<module>_main`, so this hands the arguments
/// to libFuzzer's driver, which calls `LLVMFuzzerInitialize` and then ``testOneInput(_:_:)`` per input.
@_cdecl("integrations_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in testOneInput(bytes, size) }
}
