import Foundation
import IntegrationsCore
import IntegrationsImport
import SwiftParser

// The toolkit's importer on a project's property lists and build settings, beside the app's own
// swift-syntax 600: both resolve and link in one package.
let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "../../Fixtures/Projects/Larder")
do {
    let report = try ProjectImporter().importProject(at: folder)
    let tree = Parser.parse(source: "let answer = 42")
    print("\(report.app.bundleIdentifier ?? "?") \(report.app.urlSchemes) \(report.files.swiftSources) Swift sources read; own parse: \(tree.statements.count) statement")
} catch {
    print(error.message.en)
    exit(1)
}
