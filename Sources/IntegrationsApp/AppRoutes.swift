public import IntegrationsCore
public import IntegrationsRouting

extension App {
    /// The app's deep links, refused with their place when the manifest's `routes` does not decode
    /// (``IntegrationsCore/AppManifest/routeDeclarations(file:)``), as the core's load refused them until
    /// Decision 531.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the JSON path,
    ///   its line and column, and what was expected.
    public func routeDeclarations() throws(IntegrationsError) -> [RouteDeclaration] {
        try manifest.routeDeclarations(file: manifestPath)
    }

    /// The app's router, built from its routes (``routeDeclarations()``).
    ///
    /// - Throws: ``IntegrationsError`` as ``routeDeclarations()`` does.
    public func router() throws(IntegrationsError) -> Router {
        Router(try routeDeclarations())
    }
}
