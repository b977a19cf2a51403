public import IntegrationsCore

/// Why a configuration file was not used: every problem found in it, each an error at the file, line and
/// column a person fixes, with what is wrong and the fix, in Japanese and English.
///
/// A configuration with a problem is never half applied: the check does not run on a guess.
///
/// | code | what |
/// |---|---|
/// | `config.unreadable` | the file cannot be read, is over ``CheckConfiguration/byteLimit`` bytes, its aliases expand past ``CheckConfiguration/valueLimit`` values, or a file found in the project is not a regular file |
/// | `config.outsideProject` | a file found in the project leads outside it once links are resolved: not read, nothing of it quoted |
/// | `config.yamlUnavailable` | this build reads no YAML (the package's `XcodeGen` trait is off) |
/// | `config.invalidYAML` | not YAML, or a key that is not plain text |
/// | `config.unknownKey` | a key the configuration does not have, with the nearest one |
/// | `config.unknownRule` | a code no rule has, with the nearest one |
/// | `config.unknownReporter` | a reporter name not known, with the nearest one |
/// | `config.invalidValue` | a value of the wrong kind (`strict: maybe`) |
/// | `config.conflictingRule` | a rule both disabled and given a level |
/// | `config.limitReached` | more than ``CheckConfiguration/problemLimit`` problems (the rest not listed), or more than ``CheckConfiguration/suggestionLimit`` unknown names (the rest not searched for a near one) |
public struct CheckConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration file, as it was named.
    public var file: String
    /// Every problem, in the order of the file.
    public var diagnostics: [Diagnostic]

    /// An error for `diagnostics` found in `file`.
    public init(file: String, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }

    /// The problems as a check's result, for a front end to report with the reporter it has: what was
    /// checked is the configuration file.
    public var result: CheckResult {
        let shown = TerminalText.safeLine(file)
        return CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: shown, en: shown))
    }

    /// Each problem as compilers print it, in Japanese, then in English.
    public var description: String {
        diagnostics.map { "\($0.formatted(.ja)) / \($0.text(.en))" }.joined(separator: "\n")
    }
}
