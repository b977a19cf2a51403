/// One rule of the check, as tools that list rules show it: its code, the severity it reports with, a
/// title, what it checks, how to fix what it finds, and where `Docs/Check.md` explains it.
///
/// Every code a check can report has one (`CheckRules.all` in IntegrationsCheck; an integration point's own
/// rules are its `IntegrationPoint.rules`): the SARIF reporter's `rules[]`, a JUnit
/// test case per rule, a configuration naming a rule and the nearest valid code all read them.
///
/// ```swift
/// let rule = CheckRules.rule("route.unreachable")
/// print(rule?.title.en ?? "")          // "Route never reached"
/// print(rule?.documentation ?? "")     // "https://github.com/…/Docs/Check.md#the-manifest-on-its-own"
/// ```
public struct CheckRule: Sendable, Hashable {
    /// The code every diagnostic of the rule carries (`route.unreachable`).
    public let code: Diagnostic.Code
    /// The severity the rule reports with when it is sure: a rule that lowers it (a finding under `#if`, a
    /// recommendation for an app's own files) reports at most this.
    public let severity: Diagnostic.Severity
    /// A few words naming what the rule finds, in Japanese and English (a heading, a SARIF
    /// `shortDescription`).
    public let title: LocalizedText
    /// What the rule checks and why it matters, in a sentence or two (SARIF's `fullDescription`).
    public let description: LocalizedText
    /// How to fix what the rule finds.
    public let help: LocalizedText
    /// The address of the part of `Docs/Check.md` that explains the rule:
    /// with the anchor of its section (`CheckRules.documentationPage` in IntegrationsCheck), or the
    /// point's own guide.
    public let documentation: String
    /// A few lines of an app's file that the rule reports, as they are written there (the file named in a
    /// comment on the first line), for `integrations rules CODE`; empty while the rule has none.
    public let example: String
    /// The pages of Apple's documentation (or the standard) the rule follows, as addresses; empty for the
    /// rules of the toolkit's own files (its manifest, a configuration, a suppression comment).
    public let appleDocumentation: [String]

    /// Creates a rule.
    public init(
        code: Diagnostic.Code, severity: Diagnostic.Severity, title: LocalizedText, description: LocalizedText, help: LocalizedText,
        documentation: String, example: String = "", appleDocumentation: [String] = []
    ) {
        self.code = code
        self.severity = severity
        self.title = title
        self.description = description
        self.help = help
        self.documentation = documentation
        self.example = example
        self.appleDocumentation = appleDocumentation
    }

    /// The code's family, the part before its first dot (`route` for `route.unreachable`): the integration
    /// point or the file the rule belongs to, as `Docs/Check.md`'s Codes table and a JUnit report's test
    /// case class group the rules.
    public var point: String {
        code.rawValue.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? code.rawValue
    }
}

extension CheckRule {
    /// The project's home, which a rule's ``documentation`` and a SARIF file's `informationUri` name.
    public static let repository = "https://github.com/swift-platform-integrations/swift-platform-integrations"

    /// The address of a guide in the project's `Docs/` folder on its main branch (`ShareExtensions.md#rules`).
    public static func guide(_ page: String) -> String {
        repository + "/blob/main/Docs/" + page
    }

    /// A finding of this rule: its code and severity, with `message` for this case, at a JSON path of the
    /// manifest (`$.shareExtensions[0].activationRule`) or a place of a project (`App/Info.plist:12`); the
    /// fix is the rule's help unless the case has its own.
    ///
    /// ```swift
    /// let diagnostic = rule.finding(message, path: "$.shareExtensions[0].activationRule")
    /// ```
    public func finding(_ message: LocalizedText, path: String? = nil, source: String? = nil, fix: LocalizedText? = nil) -> Diagnostic {
        if let source {
            var diagnostic = Diagnostic(code, severity, message, source: source, suggestion: fix ?? help)
            diagnostic.path = path
            return diagnostic
        }
        return Diagnostic(code, severity, message, path: path, suggestion: fix ?? help)
    }
}
