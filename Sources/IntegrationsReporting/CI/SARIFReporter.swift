import Foundation
public import IntegrationsCheck
public import IntegrationsCore

/// A check's problems as a SARIF 2.1.0 log, the format GitHub code scanning and other static-analysis
/// viewers read.
///
/// ```json
/// {
///   "$schema" : "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
///   "runs" : [ {
///     "columnKind" : "unicodeCodePoints",
///     "originalUriBaseIds" : { "%SRCROOT%" : { "description" : { "text" : "…" } } },
///     "results" : [ {
///       "level" : "warning",
///       "locations" : [ { "physicalLocation" : {
///         "artifactLocation" : { "uri" : "MyApp/integrations.json", "uriBaseId" : "%SRCROOT%" },
///         "region" : { "startColumn" : 7, "startLine" : 32 } } } ],
///       "message" : { "text" : "unknown key \"isUniversalLinks\" in $.routes[1]; …" },
///       "partialFingerprints" : { "integrationsFingerprint/v2" : "6f0c3e1f0b7d2a94" },
///       "ruleId" : "manifest.unknownKey", "ruleIndex" : 0
///     } ],
///     "tool" : { "driver" : { "name" : "integrations", "rules" : [ … ], … } }
///   } ],
///   "version" : "2.1.0"
/// }
/// ```
///
/// One run, whose `tool.driver` names the toolkit (its version, its home as `informationUri`) and has a
/// `rules` entry for each code that appears in the results, in code order, from `CheckRules`: the rule's
/// title (`shortDescription`), description (`fullDescription`), help as text and Markdown with the link to
/// Docs/Check.md (`help`, `helpUri`) and severity (`defaultConfiguration.level`). Each result has the rule's
/// `ruleId` and `ruleIndex`, the diagnostic's `level` (`error`, `warning`, `note`), its message and fix in
/// the reporter's language, and its place: the file as a URI reference relative to `%SRCROOT%` (the
/// repository's root; percent-encoded as RFC 3986 requires) and the region, its start line and column and
/// its end when the diagnostic knows it, columns counted in Unicode scalars (`columnKind`). A diagnostic
/// without a file has no location; one whose file is outside ``sourceRoot`` is placed by an absolute
/// `file:` URI. `partialFingerprints["integrationsFingerprint/v2"]` is the report's
/// ``CheckReport/fingerprints`` entry (make the report with ``FindingIdentities``), which stays the same
/// when lines move, so that code scanning keeps one alert per problem across runs;
/// `partialFingerprints["primaryLocationLineHash"]` is the report's ``CheckReport/lineHashes`` entry, the
/// value GitHub's upload action would compute from the file (``PrimaryLocationLineHash``), absent for a
/// result without a line. A note of a diagnostic that names a file is a `relatedLocations` entry (its `id`
/// from 1, its message, its region when it has a line) that the result's message links at its end as
/// `[note](id)` (SARIF §3.11.6: code scanning shows a related location through such a link; `[` and `]`
/// of the note are escaped, and a `](` of the message's own text is written `\](` so that nothing but
/// these links reads as one); a note without a file is a line of the message.
///
/// The problems the check found and did not report (``CheckReport/suppressed``) follow the others as
/// results with `suppressions` (SARIF 2.1.0 §3.27.23, §3.35): one suppression each, of `kind` `inSource`
/// for an `integrations:disable` comment in the file and `external` for the configuration (a disabled rule,
/// an excluded file) or the baseline, its `justification` the comment's reason or what in the
/// configuration or baseline covers it. A result with a suppression whose `status` is absent is suppressed
/// (§3.27.23), and GitHub code scanning shows it as such, so that what a pull request's comments or
/// configuration silence is visible there rather than absent.
///
/// GitHub code scanning's requirements ("SARIF support for code scanning", docs.github.com) are met: SARIF
/// 2.1.0, `ruleId` the same across runs, paths relative to the repository's root, `partialFingerprints`,
/// `shortDescription`/`fullDescription`/`help` on each rule.
///
/// Pretty printed with sorted keys; one standard-output line of the reporter's own
/// (``ReportText/Line/Kind/json``), written as it is but for `##[`, written `#\u0023[` (the same string once
/// decoded): JSON escapes what it quotes.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    /// The key of the check's fingerprint in each result's `partialFingerprints`.
    public static let fingerprintKey = "integrationsFingerprint/v2"

    /// The name of the base the results' URIs are relative to (the repository's root).
    public static let sourceRootBase = "%SRCROOT%"

    /// The address of the SARIF 2.1.0 schema, the log's `$schema`.
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The language of the messages and the rules' texts.
    public var language: Language
    /// The folder the results' paths are relative to, `%SRCROOT%` (the repository's root), as an absolute
    /// path; `nil` when the diagnostics' files are already relative to it.
    public var sourceRoot: String?
    /// The folder a diagnostic's relative file is relative to (the check's working directory), as an
    /// absolute path; `nil` when that is ``sourceRoot``.
    public var workingDirectory: String?

    /// Creates the reporter. With no `sourceRoot`, a relative file is taken as relative to the repository's
    /// root and an absolute one is written as a `file:` URI.
    public init(language: Language, sourceRoot: String? = nil, workingDirectory: String? = nil) {
        self.language = language
        self.sourceRoot = sourceRoot
        self.workingDirectory = workingDirectory
    }

    public func report(_ report: CheckReport) -> ReportText {
        .json(log(report), fallback: "{}")
    }

    /// The log of `report`.
    func log(_ report: CheckReport) -> SARIFLog {
        let codes = Set(report.diagnostics.map(\.code) + report.suppressed.map(\.diagnostic.code)).sorted { $0.rawValue < $1.rawValue }
        let index = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let rules = codes.map { code in CheckRules.rule(code).map(rule) ?? SARIFLog.Rule(id: code.rawValue) }
        var results = report.diagnostics.map { diagnostic in
            result(diagnostic, ruleIndex: index[diagnostic.code] ?? 0, fingerprints: Self.fingerprints(of: diagnostic, in: report))
        }
        // The suppressed problems, after the reported ones: results with their suppression, which code
        // scanning shows as suppressed (dismissed), not as absent.
        for suppressed in report.suppressed {
            var entry = result(
                suppressed.diagnostic, ruleIndex: index[suppressed.diagnostic.code] ?? 0, fingerprints: Self.fingerprints(of: suppressed.diagnostic, in: report))
            entry.suppressions = [SARIFLog.Suppression(kind: suppressed.kind.rawValue, justification: suppressed.justification?[language])]
            results.append(entry)
        }
        let driver = SARIFLog.Driver(
            name: "integrations", version: ToolkitVersion.current, semanticVersion: ToolkitVersion.current,
            informationUri: CheckRules.repository, rules: rules)
        let root = language == .ja
            ? "リポジトリのルート。結果のパスはここからの相対パスです。" : "The repository's root, which the results' paths are relative to."
        let run = SARIFLog.Run(
            tool: SARIFLog.Tool(driver: driver), results: results,
            originalUriBaseIds: [Self.sourceRootBase: SARIFLog.BaseLocation(description: SARIFLog.Message(text: root))])
        return SARIFLog(schema: Self.schema, runs: [run])
    }

    private func rule(_ rule: CheckRule) -> SARIFLog.Rule {
        let help = rule.help[language]
        // The text after the help: the link alone, so that a viewer that links addresses links all of it.
        let link = language == .ja ? "詳しくは \(rule.documentation)" : " See \(rule.documentation)"
        let markdown = help + "\n\n" + (language == .ja ? "[Docs/Check.md](\(rule.documentation)) を見てください。" : "See [Docs/Check.md](\(rule.documentation)).")
        return SARIFLog.Rule(
            id: rule.code.rawValue, shortDescription: SARIFLog.Message(text: rule.title[language]),
            fullDescription: SARIFLog.Message(text: rule.description[language]),
            help: SARIFLog.Message(text: help + link, markdown: markdown), helpUri: rule.documentation,
            defaultConfiguration: SARIFLog.Configuration(level: rule.severity.rawValue))
    }

    /// The result's `partialFingerprints`: the check's own fingerprint and code scanning's line hash, those
    /// the report has; `nil` when it has neither.
    static func fingerprints(of diagnostic: Diagnostic, in report: CheckReport) -> [String: String]? {
        var fingerprints: [String: String] = [:]
        fingerprints[fingerprintKey] = report.fingerprints[diagnostic]
        fingerprints[PrimaryLocationLineHash.key] = report.lineHashes[diagnostic]
        return fingerprints.isEmpty ? nil : fingerprints
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprints: [String: String]?) -> SARIFLog.Result {
        var message = Self.escapingLinks(diagnostic.messageAndFix(language))
        var related: [SARIFLog.Location] = []
        var links: [String] = []
        for note in diagnostic.notes {
            let text = note.message[language]
            if let file = note.file {
                // Ids from 1, each the related location's embedded link in the message (§3.11.6), which is
                // how code scanning links a result to its other places.
                let id = related.count + 1
                related.append(SARIFLog.Location(
                    id: id, physicalLocation: physicalLocation(file, line: note.line, column: note.column, endLine: nil, endColumn: nil),
                    message: SARIFLog.Message(text: text)))
                links.append("[\(Self.linkText(text))](\(id))")
            } else {
                message += "\n" + Self.escapingLinks(text)
            }
        }
        for link in links { message += "\n" + link }
        let location = diagnostic.file.map { file in
            SARIFLog.Location(
                physicalLocation: physicalLocation(
                    file, line: diagnostic.line, column: diagnostic.column, endLine: diagnostic.endLine, endColumn: diagnostic.endColumn))
        }
        return SARIFLog.Result(
            ruleId: diagnostic.code.rawValue, ruleIndex: ruleIndex, level: diagnostic.severity.rawValue, message: SARIFLog.Message(text: message),
            locations: location.map { [$0] }, relatedLocations: related.isEmpty ? nil : related, partialFingerprints: fingerprints)
    }

    /// `text` as an embedded link's text (§3.11.6): its literal `[` and `]` escaped with a backslash.
    static func linkText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "[" || character == "]" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` with each `]` that a `(` follows escaped (`\](`), so that no text taken from a file or a
    /// setting reads as an embedded link (§3.11.6): the message's only links are the reporter's own.
    static func escapingLinks(_ text: String) -> String {
        text.replacingOccurrences(of: "](", with: "\\](")
    }

    private func physicalLocation(_ file: String, line: Int?, column: Int?, endLine: Int?, endColumn: Int?) -> SARIFLog.PhysicalLocation {
        // A region starts at a line: without one, the location is the whole file.
        let region = line.map { SARIFLog.Region(startLine: $0, startColumn: column, endLine: endLine, endColumn: endColumn) }
        return SARIFLog.PhysicalLocation(artifactLocation: artifactLocation(file), region: region)
    }

    /// The file's URI: relative to `%SRCROOT%` when it is inside the source root, else an absolute `file:`
    /// URI.
    func artifactLocation(_ file: String) -> SARIFLog.ArtifactLocation {
        var path = file
        if !path.hasPrefix("/"), let base = workingDirectory ?? sourceRoot {
            path = base + "/" + path
        }
        path = Self.normalized(path)
        if let root = sourceRoot.map(Self.normalized), path.hasPrefix("/") {
            if path == root {
                path = "."
            } else if path.hasPrefix(root == "/" ? "/" : root + "/") {
                path = String(path.dropFirst(root == "/" ? 1 : root.count + 1))
            }
        }
        if path.hasPrefix("/") {
            return SARIFLog.ArtifactLocation(uri: "file://" + Self.percentEncoded(path), uriBaseId: nil)
        }
        // A first segment with a colon would read as a scheme: percent-encoding it (below) avoids that.
        return SARIFLog.ArtifactLocation(uri: Self.percentEncoded(path), uriBaseId: Self.sourceRootBase)
    }

    /// `path` without `.` segments, empty segments, or a `..` that follows a name (`a/./b//c/../d` is `a/b/d`).
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/") where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == "..", absolute {
                continue
            } else {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` with every byte of its UTF-8 that is not an RFC 3986 unreserved character (`A`–`Z`, `a`–`z`,
    /// `0`–`9`, `-`, `.`, `_`, `~`) or a `/` written `%XX`: spaces, `%`, `#`, `?`, `:` and non-ASCII
    /// letters included.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }
}

/// The parts of a SARIF 2.1.0 log the ``SARIFReporter`` writes, encoded with the spec's property names.
struct SARIFLog: Encodable {
    var schema: String
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
        var originalUriBaseIds: [String: BaseLocation]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message?
        var fullDescription: Message?
        var help: Message?
        var helpUri: String?
        var defaultConfiguration: Configuration?
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct BaseLocation: Encodable {
        var description: Message
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]?
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]?
        var suppressions: [Suppression]?
    }

    /// SARIF 2.1.0 §3.35: where the suppression is written (`inSource`, `external`) and why.
    struct Suppression: Encodable {
        var kind: String
        var justification: String?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
    }
}
