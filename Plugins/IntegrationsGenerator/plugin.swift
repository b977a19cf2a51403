import Foundation
import PackagePlugin

/// Checks the target's `integrations.json` at build time and generates typed Swift from it: a route enum
/// (`AppRoute`) and the manifest's identifiers as constants (`AppIdentifiers`). A problem is printed at the
/// manifest's line, and an error fails the build (Plugins/README.md, "The build checks the manifest").
///
/// The plugin only finds the inputs and declares the command; `IntegrationsPluginTool generate` does the
/// work and rewrites the output only when its text changes, so an unchanged manifest re-runs nothing.
@main
struct IntegrationsGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return [
            try GeneratorInputs.command(
                files: target.sourceFiles.map(\.url), targetName: target.name,
                tool: try context.tool(named: "IntegrationsPluginTool").url, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IntegrationsGenerator: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        [
            try GeneratorInputs.command(
                files: target.inputFiles.map(\.url), targetName: target.displayName,
                tool: try context.tool(named: "IntegrationsPluginTool").url, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif

/// The build command for one target: its manifest, found by exact name, and the record files it names.
enum GeneratorInputs {
    static let manifestName = "integrations.json"
    static let outputName = "IntegrationsGenerated.swift"

    static func command(files: [URL], targetName: String, tool: URL, workDirectory: URL) throws -> Command {
        let manifests = files.filter { $0.lastPathComponent == manifestName }.sorted { $0.path < $1.path }
        guard manifests.count == 1, let manifest = manifests.first else {
            throw GeneratorError(targetName: targetName, manifests: manifests)
        }
        let output = workDirectory.appendingPathComponent(outputName)
        return .buildCommand(
            displayName: "Generating \(outputName) from \(manifestName) of \(targetName)",
            executable: tool,
            arguments: ["generate", "--manifest", manifest.path, "--output", output.path],
            inputFiles: [manifest] + recordFiles(of: manifest) + configurationFile(above: manifest),
            outputFiles: [output])
    }

    /// The `.integrations.yml` the tool's check honours, found as `integrations check` finds it: in the
    /// manifest's folder, or in one above it up to the repository's root (the folder holding `.git`). A
    /// change to it re-runs the check; a baseline it names does not (Decision 270).
    static func configurationFile(above manifest: URL) -> [URL] {
        let manager = FileManager.default
        var folder = manifest.deletingLastPathComponent().standardizedFileURL
        var folders: [URL] = []
        while true {
            folders.append(folder)
            if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) { break }
            let parent = folder.deletingLastPathComponent()
            // Outside a repository only the manifest's own folder counts, as for the check.
            if parent.path == folder.path { folders = [folders[0]]; break }
            folder = parent
        }
        return folders.map { $0.appendingPathComponent(".integrations.yml") }.first { manager.fileExists(atPath: $0.path) }.map { [$0] } ?? []
    }

    /// The record files the manifest's search domains name, beside it: the generated code does not read
    /// them, but the tool loads the app with them, so a change to one re-runs the check of the load.
    static func recordFiles(of manifest: URL) -> [URL] {
        guard let data = try? Data(contentsOf: manifest),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let domains = object["searchDomains"] as? [[String: Any]]
        else { return [] }
        let folder = manifest.deletingLastPathComponent()
        return domains.compactMap { $0["records"] as? String }.filter { !$0.isEmpty && !$0.contains("/") }
            .map { folder.appendingPathComponent($0) }
    }
}

/// A target that uses the plugin with no manifest, or with more than one.
struct GeneratorError: Error, CustomStringConvertible {
    var targetName: String
    var manifests: [URL]

    var description: String {
        if manifests.isEmpty {
            return "Target '\(targetName)' uses the IntegrationsGenerator plugin but has no \(GeneratorInputs.manifestName) among its source files. "
                + "Put the app's manifest in the target's folder (integrations init writes one), or remove the plugin from the target."
        }
        return "Target '\(targetName)' has \(manifests.count) files named \(GeneratorInputs.manifestName) (\(manifests.map(\.path).joined(separator: ", "))); "
            + "the IntegrationsGenerator plugin reads exactly one. Keep one manifest per target."
    }
}
