public import Foundation
public import IntegrationsCore

/// A repository's settings for the check, from its `.integrations.yml`: rules turned off or given another
/// severity, files left out, and the baseline, reporter and strictness a front end uses unless it is told
/// otherwise.
///
/// ```yaml
/// disabled_rules: [records.urlMatchesNoRoute]
/// rules:
///   manifest.unknownKey: error
///   route.hostNotAssociated: warning
/// excluded: [Pods, "**/Generated"]
/// baseline: .integrations-baseline.json
/// reporter: sarif
/// strict: true
/// ```
///
/// ```swift
/// if let file = CheckConfiguration.find(from: projectFolder) {
///     let configuration = try CheckConfiguration.load(file, reporters: ["text", "json", "sarif"])
///     result = configuration.apply(to: result)
/// }
/// ```
///
/// ## Topics
///
/// ### Finding and reading
/// - ``fileName``
/// - ``find(from:)``
/// - ``load(_:codes:reporters:)``
/// - ``read(_:file:codes:reporters:)``
/// - ``CheckConfigurationError``
///
/// ### What it says
/// - ``disabledRules``
/// - ``severities``
/// - ``excluded``
/// - ``baseline``
/// - ``reporter``
/// - ``strict``
///
/// ### Applying it
/// - ``apply(to:)``
/// - ``PathGlob``
public struct CheckConfiguration: Sendable, Hashable {
    /// The configuration's file name: `.integrations.yml`.
    public static let fileName = ".integrations.yml"

    /// The file it was read from (``file`` relative to the working directory when found from a relative
    /// folder); `nil` for the empty configuration.
    public var file: URL?
    /// The rules whose problems are not reported: `disabled_rules`, and the codes `rules` sets to `off`.
    public var disabledRules: Set<Diagnostic.Code>
    /// The severity each code's problems are reported with instead of the rule's own (`rules`).
    public var severities: [Diagnostic.Code: Diagnostic.Severity]
    /// Files whose problems are not reported, as paths relative to the configuration file's folder.
    public var excluded: [PathGlob]
    /// The baseline file (`baseline`), resolved against the configuration file's folder.
    public var baseline: URL?
    /// The reporter's name (`reporter`), one of the names the configuration was read with.
    public var reporter: String?
    /// Whether warnings fail the check (`strict`); `nil` when the file does not say.
    public var strict: Bool?
    /// The folder the file was confined to when it was read (``load(_:confinedTo:codes:reporters:)``): a
    /// configuration found in the checked project belongs to whoever wrote the project, so it and the
    /// ``baseline`` it names are read only as regular files inside this folder. `nil` for a file a person
    /// named (`--config`), whose baseline may be anywhere.
    public var confinement: URL?

    /// A configuration that changes nothing: what a check uses when it finds no file.
    public init(
        file: URL? = nil, disabledRules: Set<Diagnostic.Code> = [], severities: [Diagnostic.Code: Diagnostic.Severity] = [:],
        excluded: [PathGlob] = [], baseline: URL? = nil, reporter: String? = nil, strict: Bool? = nil
    ) {
        self.file = file
        self.disabledRules = disabledRules
        self.severities = severities
        self.excluded = excluded
        self.baseline = baseline
        self.reporter = reporter
        self.strict = strict
    }

    /// `result` as this configuration has it: without the problems of disabled rules and of excluded files,
    /// each other problem at its configured severity, and the summary counted again.
    ///
    /// A problem's file is excluded when its file on disk (``CheckResult/files``, else its name from the
    /// working directory) lies inside the configuration file's folder and an ``excluded`` pattern matches
    /// its path from there. A problem with no file is never excluded, nor is any when the configuration has
    /// no ``file``.
    public func apply(to result: CheckResult) -> CheckResult {
        guard !disabledRules.isEmpty || !severities.isEmpty || !excluded.isEmpty else { return result }
        let folder = file.map { Self.canonical($0).deletingLastPathComponent().path }
        var excludedFiles: [String: Bool] = [:]
        func isExcluded(_ name: String) -> Bool {
            if let known = excludedFiles[name] { return known }
            var answer = false
            if let folder, !excluded.isEmpty {
                let path = Self.canonical(result.files[name] ?? URL(fileURLWithPath: name)).path
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                if path.hasPrefix(prefix) {
                    let relative = String(path.dropFirst(prefix.count))
                    answer = excluded.contains { $0.matches(relative) }
                }
            }
            excludedFiles[name] = answer
            return answer
        }
        var kept: [Diagnostic] = []
        for diagnostic in result.diagnostics where !disabledRules.contains(diagnostic.code) {
            if let name = diagnostic.file, isExcluded(name) { continue }
            var placed = diagnostic
            if let severity = severities[diagnostic.code] { placed.severity = severity }
            kept.append(placed)
        }
        return result.reporting(kept)
    }

    /// The absolute path of `url`, `.` and `..` removed and symbolic links followed, so that two names of
    /// one file compare equal.
    static func canonical(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath()
    }
}
