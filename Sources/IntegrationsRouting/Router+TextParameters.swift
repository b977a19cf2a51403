public import Foundation
public import IntegrationsCore

/// Generating a route's URL from parameters written as text, as a person types them.
extension Router {
    /// The URL of `route` in `form`, from parameters given as text: each value is read as the type its
    /// route declares for it (`42` as an integer for `{id: Int}`), and kept as text when it does not fit,
    /// so that ``url(for:parameters:form:)`` names the parameter, its type and the value.
    ///
    /// ```swift
    /// try router.url(for: "goal", textParameters: ["id": "42"], form: .scheme) // appcadia://goal/42
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route's name.
    ///   - textParameters: The values by parameter name, as typed.
    ///   - form: Which form of the route to generate.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidRoute`` when the route has
    ///   no parameter of a given name (naming the ones it has), and as ``url(for:parameters:form:)`` does.
    public func url(for route: String, textParameters: [String: String], form: RouteForm.Kind) throws(IntegrationsError) -> URL {
        let declaration = declarations.first { $0.name == route }
        if let declaration {
            let known = declaration.parameterNames
            for name in textParameters.keys.sorted() where !known.contains(name) {
                let list = known.sorted().joined(separator: ", ")
                throw IntegrationsError(.invalidRoute, LocalizedText(
                    ja: "ルート「\(route)」にパラメータ「\(name)」はありません。\(known.isEmpty ? "このルートにパラメータはありません。" : "パラメータは \(list) です。")",
                    en: "Route \"\(route)\" has no parameter \"\(name)\". \(known.isEmpty ? "It takes no parameters." : "Its parameters are \(list).")"))
            }
        }
        return try url(for: route, parameters: Self.values(textParameters, of: declaration), form: form)
    }

    /// Values typed as text, each read as the type `declaration` gives its parameter (a string when it
    /// declares none, or when the text does not fit the type).
    static func values(_ texts: [String: String], of declaration: RouteDeclaration?) -> [String: RouteValue] {
        var values: [String: RouteValue] = [:]
        for (name, text) in texts {
            let type = declaration?.parameters[name] ?? .string
            values[name] = type.value(of: text) ?? .string(text)
        }
        return values
    }
}
