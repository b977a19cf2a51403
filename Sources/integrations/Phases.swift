import Foundation

/// The time each phase of a command takes, printed to standard error when `INTEGRATIONS_PHASES` is set
/// (for the process benchmark, see Docs/Benchmarks.md).
///
/// `INTEGRATIONS_PHASES` holds the moment the process was started, in nanoseconds of the monotonic clock
/// (`CLOCK_MONOTONIC`, shared by every process on the machine), so that the time before `main` —
/// loading and starting the program — is measured too. Any other value measures from `main`.
enum Phases {
    private nonisolated(unsafe) static var marks: [(String, UInt64)] = []
    private static let spawned: UInt64? = ProcessInfo.processInfo.environment["INTEGRATIONS_PHASES"].map { UInt64($0) ?? 0 }

    static var isEnabled: Bool { spawned != nil }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Records the end of a phase (called from the main task only).
    static func mark(_ name: String) {
        guard isEnabled else { return }
        marks.append((name, now()))
    }

    /// Prints `phases: start-up 2.10 ms, parse 0.30 ms, …` to standard error.
    static func report() {
        guard let spawned, let first = marks.first else { return }
        var previous = spawned == 0 ? first.1 : spawned
        var parts: [String] = []
        for (name, time) in marks where time >= previous {
            parts.append("\(name) \(String(format: "%.3f", Double(time - previous) / 1e6)) ms")
            previous = time
        }
        Output.errorRaw("phases: " + parts.joined(separator: ", ") + "\n")
    }
}
