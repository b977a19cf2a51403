import Foundation
public import IntegrationsCore
import IntegrationsRouting

extension Diagnostic.Code {
    /// A name of the manifest the generated Swift declares under another name than its own: it is taken
    /// (by another route, or by a member the generated enum has itself, such as `url`), so a number is
    /// added. A note: the code compiles, but a caller looks for the name it wrote.
    public static let codegenRenamed: Diagnostic.Code = "codegen.renamed"
}

extension SwiftGenerator {
    /// The routes and route parameters the generated `AppRoute` names with a number added, because the
    /// name is taken (another route whose name becomes the same identifier, or a member the enum has
    /// itself: `url`, `init`, `Type`…): each a note (`codegen.renamed`) at the name's JSON path, saying the
    /// name the Swift has. A name that only changes its form (`item-edit` → `itemEdit`, a keyword in
    /// backticks, `2fa` → `_2fa`) is the rule Docs/Manifest.md states, and no note.
    ///
    /// `check` does not report them; a build-tool front end may show them beside the generated file.
    public var renameDiagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func plain(_ name: String) -> String { name.trimmingCharacters(in: ["`"]) }
        for route in RouteCode(manifest: manifest).routes {
            guard let index = manifest.routes.firstIndex(where: { $0.name == route.declaration.name }) else { continue }
            let path = "$.routes[\(index)]"
            let name = TerminalText.shortLine(route.declaration.name)
            if plain(route.caseName) != plain(SwiftNames.member(route.declaration.name)) {
                diagnostics.append(Diagnostic(.codegenRenamed, .note, LocalizedText(
                    ja: "ルート「\(name)」は、名前 \(plain(SwiftNames.member(route.declaration.name))) がほかで使われているため、生成する Swift では AppRoute.\(route.caseName) です",
                    en: "the route \"\(name)\" is AppRoute.\(route.caseName) in the generated Swift: \(plain(SwiftNames.member(route.declaration.name))) is taken"),
                    path: "\(path).name"))
            }
            for parameter in route.parameters where plain(parameter.label) != plain(SwiftNames.member(parameter.name)) {
                // Declared with a type, a query parameter, or only written in a template.
                let form = route.declaration.forms.firstIndex { $0.template.contains("{\(parameter.name)") } ?? 0
                let place = route.declaration.parameters[parameter.name] != nil ? "\(path).parameters.\(parameter.name)"
                    : route.declaration.query[parameter.name] != nil ? "\(path).query.\(parameter.name)" : "\(path).forms[\(form)].template"
                diagnostics.append(Diagnostic(.codegenRenamed, .note, LocalizedText(
                    ja: "ルート「\(name)」のパラメータ「\(TerminalText.shortLine(parameter.name))」は、名前がほかのパラメータと重なるため、生成する Swift では \(parameter.label) です",
                    en: "the parameter \"\(TerminalText.shortLine(parameter.name))\" of route \"\(name)\" is \(parameter.label) in the generated Swift: its name is another parameter's"),
                    path: place))
            }
        }
        return diagnostics
    }
}
