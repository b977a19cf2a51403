public import IntegrationsCore

/// An integration point whose manifest section is a JSON array of its declarations, one type
/// (`"shareExtensions": [...]`, `"quickActions": [...]`): the section read and refused in one way for every
/// such point, and the point's manifest rules run on what it decoded.
///
/// ```swift
/// let declared = try QuickActionsPoint().declarations(in: app.manifest, file: app.manifestPath)
/// ```
public protocol DeclarationListPoint: IntegrationPoint {
    /// What one element of the section decodes as.
    associatedtype Declaration: Decodable & Sendable

    /// The point's findings in a manifest whose section decoded as `declarations` (none when the key is
    /// missing), each at its JSON path.
    func checkManifest(_ manifest: AppManifest, declarations: [Declaration]) -> [Diagnostic]
}

extension DeclarationListPoint {
    /// The declarations `manifest` holds in the point's section, in order; none without the key.
    ///
    /// - Parameter file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON
    ///   path (with its line and column when the manifest was read from a file) of a value that is not a
    ///   declaration.
    public func declarations(in manifest: AppManifest, file: String) throws(IntegrationsError) -> [Declaration] {
        try section([Declaration].self, of: manifest, file: file) ?? []
    }

    /// The declarations for rules and typed views that run after the check: none when the section does not
    /// decode, which ``IntegrationPoint/checkManifest(_:)`` reports (`manifest.invalidValue`).
    public func declared(in manifest: AppManifest) -> [Declaration] {
        (try? decodedSection([Declaration].self, of: manifest).get()) ?? []
    }

    /// The check's `manifest.invalidValue` when the point's section does not decode (``invalidSection(_:)``);
    /// `nil` when it decodes or is absent.
    public func invalidSection(in manifest: AppManifest) -> Diagnostic? {
        guard case .failure(let problem) = decodedSection([Declaration].self, of: manifest) else { return nil }
        return invalidSection(problem)
    }

    /// `manifest.invalidValue` at its path when the section does not decode; otherwise the point's rules on
    /// what it decoded.
    public func checkManifest(_ manifest: AppManifest) -> [Diagnostic] {
        switch decodedSection([Declaration].self, of: manifest) {
        case .success(let declared): checkManifest(manifest, declarations: declared ?? [])
        case .failure(let problem): [invalidSection(problem)]
        }
    }
}
