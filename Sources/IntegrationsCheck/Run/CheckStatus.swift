/// How a check ended: clean, with findings that fail it, or stopped by the tool's own failure — each with
/// the exit code `integrations check` ends with, which CI branches on (Docs/CommandLine.md, "Exit codes";
/// Decision 380).
///
/// SwiftLint's split is the model (1 the tool's failure, 2 errors, 3 warnings under `--strict`), but for
/// the one code this toolkit's other commands already give another meaning: 3 is "no match" everywhere, so
/// warnings that fail a strict check exit 5.
///
/// ```swift
/// let run = CheckInvocation(.project("MyApp"), options: CheckOptions(strict: true)).run(CheckReportFormat.self)
/// exit(run.status.exitCode)
/// ```
public enum CheckStatus: Int32, Sendable, CaseIterable {
    /// Nothing fails the check (warnings may have been reported).
    case clean = 0
    /// The check cannot be trusted, whatever the app holds: a configuration with a problem, a baseline that
    /// cannot be read or written, a project whose Swift sources no reader could read (unless a partial check
    /// was asked for), a project that cannot be imported.
    case toolFailure = 1
    /// The check found errors.
    case errors = 2
    /// The check found no error, but warnings (or a baseline's gone problems) that fail it because it is strict.
    case strictWarnings = 5

    /// The process's exit code.
    public var exitCode: Int32 { rawValue }
}
