import Foundation
public import IntegrationsCore

/// Swift source generated from an app's manifest: a route enum with typed parameters and typed constants
/// for every identifier the manifest declares.
///
/// The source needs only the Swift standard library and Foundation, so it compiles in an iOS app target
/// as well as in a package on Linux; it has no warnings in Swift 6 language mode; and it is deterministic:
/// the same manifest always gives the same bytes. The build-tool plugin `IntegrationsGenerator` runs it on
/// a target's `integrations.json`; ``GeneratedFile`` writes the result only when it changed.
///
/// ```swift
/// let app = try App.load(from: URL(fileURLWithPath: "Sources/MyApp"))
/// let source = SwiftGenerator(manifest: app.manifest).source
/// // public enum AppRoute { case goal(id: Int) … public init?(url: URL) … }
/// // public enum AppIdentifiers { public enum Intents { … } … }
/// ```
///
/// What it generates, and how each part follows IntegrationsRouting, is in Plugins/README.md.
public struct SwiftGenerator: Sendable {
    /// The manifest the source is generated from.
    public var manifest: AppManifest

    /// A generator for `manifest`.
    public init(manifest: AppManifest) {
        self.manifest = manifest
    }

    /// The generated Swift source file.
    public var source: String {
        let code = SwiftCode()
        code.line("// Generated from \(manifest.app.name.isEmpty ? "an app" : SwiftNames.commentText(manifest.app.name))'s integrations.json by IntegrationsGenerator.")
        code.line("// Do not edit: every build writes it again from the manifest (Plugins/README.md).")
        code.blank()
        code.line("public import Foundation")
        code.blank()
        code.line("// MARK: - Routes")
        code.blank()
        RouteCode(manifest: manifest).source(into: code)
        code.blank()
        code.line("// MARK: - Identifiers")
        code.blank()
        IdentifierCode(manifest: manifest).source(into: code)
        return code.text
    }
}
