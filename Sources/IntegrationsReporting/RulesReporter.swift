public import IntegrationsCore
import IntegrationsCheck

/// The check's rules for people, as `integrations rules` prints them: one rule a line, in code order, its
/// code, severity, point (the code's family) and title in aligned columns under a heading.
///
/// ```text
/// CODE                     SEVERITY  POINT     TITLE
/// aasa.noTeamIdentifier    error     aasa      No team identifier for the AASA
/// route.unreachable        warning   route     Route never reached
/// ```
///
/// The severity words stay English in both languages, as in a diagnostic; the heading and the titles are in
/// ``language``. Columns are counted in terminal cells (a Japanese character takes two), so they stay
/// aligned in Japanese too. Every line is text for a person: the writer makes it terminal-safe.
public struct RuleListReporter: Reporter {
    public static let identifier = "rules"

    /// The language of the heading and the titles.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ rules: [CheckRule]) -> ReportText {
        let heading = [
            LocalizedText(ja: "コード", en: "CODE"), LocalizedText(ja: "重大度", en: "SEVERITY"),
            LocalizedText(ja: "ポイント", en: "POINT"), LocalizedText(ja: "タイトル", en: "TITLE"),
        ].map { $0[language] }
        let rows = [heading] + rules.map { rule in
            [rule.code.rawValue, rule.severity.rawValue, rule.point, rule.title[language]].map(TerminalText.safeLine)
        }
        var widths = [0, 0, 0]
        for row in rows {
            for column in widths.indices { widths[column] = max(widths[column], TerminalText.columns(row[column])) }
        }
        var text = ReportText()
        for row in rows {
            let cells = widths.indices.map { column in
                row[column] + String(repeating: " ", count: widths[column] - TerminalText.columns(row[column]) + 2)
            }
            text.output(cells.joined() + row[3])
        }
        return text
    }
}

/// One rule of the check for people, as `integrations rules CODE` prints it: its code, severity and point,
/// its title, what it checks, an example of what it reports, how to fix it, the pages of Apple's
/// documentation it follows and its section of `Docs/Check.md`; and the message for a code no rule has.
///
/// ```text
/// config.unknownRule  error  config
/// Unknown rule code in the configuration
///
/// The configuration's disabled_rules or rules names a code no rule has: …
///
/// Example:
///     # .integrations.yml
///     disabled_rules: [route.unreachabel]
///
/// Fix: Correct the code (the message names the nearest one; integrations rules lists every code).
///
/// Explained in: https://github.com/…/Docs/Check.md#codes
/// ```
///
/// A rule without an example or without Apple pages leaves that part out. The labels and the texts are in
/// ``language``; every line is text for a person, made terminal-safe by the writer.
public struct RuleReporter: Reporter {
    public static let identifier = "rule"

    /// The language of the labels and the texts.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ rule: CheckRule) -> ReportText {
        var text = ReportText()
        text.output("\(rule.code.rawValue)  \(rule.severity.rawValue)  \(rule.point)")
        text.output(rule.title[language])
        text.output("")
        text.output(rule.description[language])
        if !rule.example.isEmpty {
            text.output("")
            text.output(LocalizedText(ja: "例:", en: "Example:")[language])
            for line in rule.example.split(separator: "\n", omittingEmptySubsequences: false) { text.output("    " + String(line)) }
        }
        text.output("")
        text.output(LocalizedText(ja: "直し方: ", en: "Fix: ")[language] + rule.help[language])
        text.output("")
        if !rule.appleDocumentation.isEmpty {
            text.output(LocalizedText(ja: "Apple のドキュメント:", en: "Apple's documentation:")[language])
            for page in rule.appleDocumentation { text.output("    " + page) }
        }
        text.output(LocalizedText(ja: "説明（Docs/Check.md）: ", en: "Explained in: ")[language] + rule.documentation)
        return text
    }

    /// What `integrations rules CODE` says when no rule has `code`: the code as typed (on one line, its
    /// first 80 characters, as every message echoes what was typed), the `nearest` codes as "did you mean",
    /// and where the list is.
    ///
    /// - Parameters:
    ///   - code: The code as typed.
    ///   - nearest: The codes to suggest, nearest first (`CheckRules.nearest(to:limit:)`); none for no
    ///     suggestion.
    public func unknownMessage(_ code: String, nearest: [Diagnostic.Code]) -> String {
        let shown = TerminalText.shortLine(code)
        let codes = nearest.map(\.rawValue)
        if codes.isEmpty {
            return LocalizedText(
                ja: "コード「\(shown)」のルールはありません。integrations rules ですべてのコードを確かめてください。",
                en: "No rule has the code \"\(shown)\". List every code with integrations rules.")[language]
        }
        return LocalizedText(
            ja: "コード「\(shown)」のルールはありません。\(codes.map { "「\($0)」" }.joined(separator: "、"))のことですか？integrations rules ですべてのコードを確かめてください。",
            en: "No rule has the code \"\(shown)\". Did you mean \(Self.either(codes))? List every code with integrations rules.")[language]
    }

    /// ``unknownMessage(_:nearest:)`` as a line on standard error.
    public func unknown(_ code: String, nearest: [Diagnostic.Code]) -> ReportText {
        var text = ReportText()
        text.error(unknownMessage(code, nearest: nearest))
        return text
    }

    /// `a`, `a or b`, `a, b or c`.
    static func either(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}

/// A rule of the check as `integrations rules --json` prints it, one element of its array (and the whole
/// document of `integrations rules CODE --json`):
/// `{"code", "severity", "point", "title", "description", "help", "example", "documentation", "appleDocumentation"}`.
///
/// The texts are in the chosen language; `severity` is `error` or `warning`; `point` the code's family
/// (``CheckRule/point``); `example` the lines of a file that give the rule's code, `null` when the rule has
/// none; `documentation` the address of its section of `Docs/Check.md`; `appleDocumentation` the addresses
/// of the pages of Apple's documentation (or the standard) it follows, `[]` for none. Docs/CommandLine.md
/// documents it.
public struct RuleDocument: Encodable, Sendable, Hashable {
    /// The rule's code (`route.unreachable`).
    public var code: String
    /// `error` or `warning`: the severity the rule reports with when it is sure.
    public var severity: String
    /// The code's family (`route`).
    public var point: String
    /// A few words naming what the rule finds.
    public var title: String
    /// What the rule checks and why it matters.
    public var description: String
    /// How to fix what the rule finds.
    public var help: String
    /// The lines of a file that give the rule's code, the file named on the first; `nil` when the rule has
    /// none.
    public var example: String?
    /// The address of the rule's section of `Docs/Check.md`.
    public var documentation: String
    /// The addresses of the pages of Apple's documentation (or the standard) the rule follows.
    public var appleDocumentation: [String]

    /// The document of `rule`, its texts in `language`.
    public init(_ rule: CheckRule, language: Language) {
        code = rule.code.rawValue
        severity = rule.severity.rawValue
        point = rule.point
        title = rule.title[language]
        description = rule.description[language]
        help = rule.help[language]
        example = rule.example.isEmpty ? nil : rule.example
        documentation = rule.documentation
        appleDocumentation = rule.appleDocumentation
    }

    private enum CodingKeys: String, CodingKey {
        case code, severity, point, title, description, help, example, documentation, appleDocumentation
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(point, forKey: .point)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(help, forKey: .help)
        // `null`, not absent, when the rule has no example: every element has every key.
        try container.encode(example, forKey: .example)
        try container.encode(documentation, forKey: .documentation)
        try container.encode(appleDocumentation, forKey: .appleDocumentation)
    }
}
