public import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsImport

/// Every rule of the check, in code order, each found by its code.
///
/// The list is the codes `Docs/Check.md` tables under "Codes" — every code a check, the route table, the
/// generator, the payload validation and the check's own tools (a suppression comment, the baseline, the
/// configuration file) can report — and tests keep the two and the sources in step: the table is written
/// from this list, and every code the sources give has a rule. `integrations rules` prints it.
///
/// ```swift
/// for rule in CheckRules.all { print(rule.code, rule.title.en) }
/// let unknown = CheckRules.rule("route.unreachabel")    // nil
/// ```
public enum CheckRules {
    /// The project's home, which ``documentationPage`` and a SARIF file's `informationUri` name (Decision 225).
    public static let repository = CheckRule.repository

    /// The address of `Docs/Check.md` on the project's main branch.
    public static let documentationPage = repository + "/blob/main/Docs/Check.md"

    /// Every rule, ordered by code.
    public static let all: [CheckRule] = (manifestRules + betweenRules + platformFileRules
        + projectRules + toolRules + failureRules
        + IntegrationPoints.all.flatMap(\.rules)).sorted { $0.code.rawValue < $1.code.rawValue }

    private static let byCode: [Diagnostic.Code: CheckRule] = Dictionary(all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule whose code is `code`, or `nil` when no rule has it.
    public static func rule(_ code: Diagnostic.Code) -> CheckRule? {
        byCode[code]
    }

    /// The longest text compared with the codes for ``nearest(to:limit:)``, in UTF-8 bytes, as a
    /// configuration's unknown names are (`CheckConfiguration.nameLengthLimit`).
    public static let nameLengthLimit = 200

    /// Whether `text` has the form of a code: two names of ASCII letters and digits, each starting with a
    /// letter, joined by one dot (`route.unreachable`), at most ``nameLengthLimit`` bytes. Whether a rule
    /// has it is ``rule(_:)``'s to say.
    ///
    /// ```swift
    /// CheckRules.isCodeShaped("route.unreachabel")   // true (no rule has it)
    /// CheckRules.isCodeShaped("route")               // false
    /// ```
    public static func isCodeShaped(_ text: String) -> Bool {
        guard text.utf8.count <= nameLengthLimit else { return false }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }

    /// The codes nearest to `text`, nearest first, for "did you mean": the code the configuration would
    /// name for it (by edit distance, case ignored, or one that starts the same way; the helper a
    /// configuration's and a manifest's unknown names use), then the next such code among the rest, at
    /// most `limit`; none for a text longer than ``nameLengthLimit`` bytes.
    ///
    /// ```swift
    /// CheckRules.nearest(to: "route.unreachabel")   // ["route.unreachable", …]
    /// ```
    public static func nearest(to text: String, limit: Int = 3) -> [Diagnostic.Code] {
        guard text.utf8.count <= nameLengthLimit else { return [] }
        var candidates = Set(all.map(\.code.rawValue))
        var found: [Diagnostic.Code] = []
        while found.count < limit, let near = ManifestKeys.nearest(to: text, in: candidates) {
            found.append(Diagnostic.Code(rawValue: near))
            candidates.remove(near)
        }
        return found
    }
}

/// The section of `Docs/Check.md` that tables a rule: its heading's anchor as GitHub makes it.
enum CheckRuleSection: String {
    case codes = "codes"
    case manifest = "the-manifest-on-its-own"
    case between = "between-the-points"
    case platformFiles = "xcodes-files-and-the-sites-file---info-plist---entitlements---aasa"
    case project = "an-apps-own-files-check---project-path"
}

extension CheckRule {
    /// A rule explained in `section` of `Docs/Check.md`, each text given in Japanese and English.
    init(
        _ code: Diagnostic.Code, _ severity: Diagnostic.Severity, _ section: CheckRuleSection,
        title: (ja: String, en: String), description: (ja: String, en: String), help: (ja: String, en: String),
        example: String = "", apple: [String] = []
    ) {
        self.init(
            code: code, severity: severity, title: LocalizedText(ja: title.ja, en: title.en),
            description: LocalizedText(ja: description.ja, en: description.en), help: LocalizedText(ja: help.ja, en: help.en),
            documentation: CheckRules.documentationPage + "#" + section.rawValue, example: example, appleDocumentation: apple)
    }
}
