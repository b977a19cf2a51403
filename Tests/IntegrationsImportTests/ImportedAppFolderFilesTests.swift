import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsPoints
import IntegrationsTestSupport
import Testing

/// The files `import --output DIR` writes: an empty record file for each search domain, then the manifest.
@Suite struct ImportedAppFolderFilesTests {
    static let projects = FixtureManifest.fixtures.appendingPathComponent("Projects")

    @Test(arguments: ["Larder", "Sprout"])
    func recordFilesComeBeforeTheManifestAndAreKept(project: String) throws {
        let folder = ImportedAppFolder(try ProjectImporter(configuration: "Release").importProject(at: Self.projects.appendingPathComponent(project)))
        let files = try folder.files()
        #expect(files.map(\.name) == folder.recordFiles + [ImportedAppFolder.manifestFileName])
        #expect(files.last?.data == (try folder.manifestJSON()))
        for file in files.dropLast() { #expect(file.data == Data("[]\n".utf8)) }
        #expect(folder.keptFiles == Set(folder.recordFiles))
        #expect(!folder.keptFiles.contains(ImportedAppFolder.manifestFileName))
        // The manifest written is one the app loader reads back.
        #expect(try AppManifest.decode(try #require(files.last?.data), file: "integrations.json") == folder.manifest)
    }
}
