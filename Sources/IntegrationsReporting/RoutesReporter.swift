import Foundation
public import IntegrationsCore
public import IntegrationsRouting

/// A route table for people: each route by name with its forms and parameters on standard output, then
/// each problem of the table on standard error. Names and templates come from the manifest: each is made
/// one line, whatever it holds.
///
/// ```text
/// item  (universal link)
///   scheme myapp://item/{id}
///          {id}: int
/// ```
public struct RoutesReporter: Reporter {
    public static let identifier = "routes"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ router: Router) -> ReportText {
        var text = ReportText()
        for declaration in router.declarations.sorted(by: { $0.name < $1.name }) {
            let flags = [declaration.isUniversalLink ? "universal link" : nil, declaration.handlesAppClip ? "App Clip" : nil].compactMap { $0 }
            text.output(TerminalText.safeLine(declaration.name) + (flags.isEmpty ? "" : "  (" + flags.joined(separator: ", ") + ")"))
            for form in declaration.forms {
                text.output("  \(form.kind.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) \(TerminalText.safeLine(form.template))")
            }
            for (name, type) in declaration.parameters.sorted(by: { $0.key < $1.key }) {
                text.output("         {\(TerminalText.safeLine(name))}: \(TerminalText.safeLine(type.description))")
            }
        }
        for diagnostic in router.diagnostics {
            // The fix after the message, as the check words it (a route conflict says which route to change).
            let fix = diagnostic.suggestion.map { language == .ja ? "（\($0.ja)）" : " (\($0.en))" } ?? ""
            text.error(LocalizedText(ja: "問題: ", en: "problem: ")[language] + TerminalText.safeLine(diagnostic.message[language] + fix))
        }
        return text
    }
}

extension RoutesDocument {
    /// Creates the document of a route table: its routes by name, and its problems in `language`.
    ///
    /// - Parameters:
    ///   - router: The table.
    ///   - language: The language of the problems' texts.
    ///   - problems: The table's problems placed in the manifest they come from
    ///     (`CheckEngine.routeTable(_:of:shownAs:)`); by default the router's own, at their JSON path
    ///     (``RouteDiagnostic/diagnostic``) without a file.
    public init(_ router: Router, language: Language, problems: [Diagnostic]? = nil) {
        self.init(
            routes: router.declarations.sorted(by: { $0.name < $1.name }).map { declaration in
                Route(
                    name: declaration.name,
                    forms: declaration.forms.map { Route.Form(kind: $0.kind.rawValue, template: $0.template) },
                    parameters: declaration.parameters.mapValues(\.description),
                    query: declaration.query.mapValues { $0.type.description + ($0.isRequired ? ", required" : "") },
                    isUniversalLink: declaration.isUniversalLink, handlesAppClip: declaration.handlesAppClip)
            },
            problems: (problems ?? router.diagnostics.map(\.diagnostic)).map { DiagnosticDocument($0, language: language) })
    }
}
