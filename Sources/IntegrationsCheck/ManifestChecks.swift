import Foundation
import IntegrationsCore
import IntegrationsPoints
import IntegrationsPointKit
import IntegrationsImport
import IntegrationsCodeGen
import IntegrationsRouting

/// The checks of `integrations.json` on its own: keys, validation, the route table.
enum ManifestChecks {
    /// A warning for every key the manifest does not know, naming the nearest known key.
    static func unknownKeys(_ locations: JSONLocations) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (objectPath, keys) in locations.members.sorted(by: { $0.key < $1.key }) {
            guard let known = knownKeys(at: objectPath) else { continue }
            for key in keys where !known.contains(key) {
                let path = "\(objectPath).\(key)"
                let nearest = ManifestKeys.nearest(to: key, in: known)
                var diagnostic = Diagnostic("manifest.unknownKey", .warning, LocalizedText(
                    ja: "キー「\(key)」は使われません（\(objectPath) にないキーです）", en: "unknown key \"\(key)\" in \(objectPath); it is ignored"),
                    path: path,
                    suggestion: nearest.map(LocalizedText.didYouMean))
                if let location = locations.keys[path] {
                    diagnostic.line = location.line
                    diagnostic.column = location.column
                }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// The keys the object at `objectPath` may hold: the core's (``ManifestKeys``), with each registered
    /// point's key at the top and its own table inside its section (``IntegrationPoint/manifestKeys``, its
    /// paths relative to the section, every index written `[]`); `nil` for an object anything may hold.
    static func knownKeys(at objectPath: String) -> Set<String>? {
        if objectPath == "$" { return topLevelKeys }
        for section in pointSections
            where objectPath == "$.\(section.key)" || objectPath.hasPrefix("$.\(section.key)[") || objectPath.hasPrefix("$.\(section.key).") {
            var relative = "$" + objectPath.dropFirst(2 + section.key.count)
            relative = relative.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression)
            return section.keys[relative]
        }
        return ManifestKeys.manifest.knownKeys(at: objectPath)
    }

    /// The manifest's top-level keys: the core's and every registered point's, worked out once.
    private static let topLevelKeys = coreTopLevelKeys.union(IntegrationPoints.all.flatMap(\.manifestSections).map(\.key))

    private static let coreTopLevelKeys = ManifestKeys.manifest.knownKeys(at: "$") ?? []

    /// The registered points' sections only they describe: a section the core still describes (a point's
    /// declarations typed in `AppManifest`) keeps the core's table.
    private static let pointSections: [ManifestSection] = IntegrationPoints.all.flatMap(\.manifestSections).filter { !coreTopLevelKeys.contains($0.key) }

    /// What decoding accepts but the manifest's rules refuse, with the names the generated Swift cannot
    /// name (`codegen.noSwiftName`: a name without a letter or digit; Docs/Manifest.md, "Names in the
    /// generated Swift").
    static func validation(_ manifest: AppManifest) -> [Diagnostic] {
        manifest.validationProblems() + urlSchemes(manifest) + SwiftGenerator(manifest: manifest).nameDiagnostics
    }

    /// `app.urlSchemeInvalid`: a scheme of `app.urlSchemes` that is not a URL scheme (RFC 3986 §3.1,
    /// ``URLSchemeSyntax``), at its element.
    static func urlSchemes(_ manifest: AppManifest) -> [Diagnostic] {
        manifest.app.urlSchemes.enumerated().compactMap { index, scheme in
            guard let problem = URLSchemeSyntax.problem(of: scheme) else { return nil }
            return Diagnostic("app.urlSchemeInvalid", .error, URLSchemeSyntax.invalidSchemeMessage(scheme, problem), path: "$.app.urlSchemes[\(index)]")
        }
    }

    /// The router's table diagnostics, at the route they name (`$.routes[i]`, ``RouteDiagnostic/diagnostic``):
    /// the router was built from the manifest's routes in their order.
    static func routeTable(_ router: Router) -> [Diagnostic] {
        router.diagnostics.map(\.diagnostic)
    }
}
