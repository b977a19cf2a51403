// libFuzzer's driver around the targets of IntegrationsFuzzTargets (the toolkit's package), which `swift test`
// also replays the regression inputs through (Tests/FuzzRegressionReplayTests).
import CFuzzDriver
import Foundation
import IntegrationsFuzzTargets

/// The target this process runs, chosen by `FUZZ_TARGET` in `LLVMFuzzerInitialize`.
nonisolated(unsafe) var selectedTarget: (any FuzzTarget.Type)?
/// An input taking longer than this is a bug (`FUZZ_SLOW_MS`, 100 by default).
nonisolated(unsafe) var slowLimitNanoseconds: UInt64 = 100_000_000

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let environment = ProcessInfo.processInfo.environment
    let names = allFuzzTargets.map { $0.name }.joined(separator: ", ")
    guard let name = environment["FUZZ_TARGET"], let target = allFuzzTargets.first(where: { $0.name == name }) else {
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
