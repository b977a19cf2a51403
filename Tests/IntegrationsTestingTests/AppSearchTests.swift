import Foundation
import IntegrationsTestSupport
@testable import IntegrationsTesting
import Testing

/// The search for an app's manifest under the package reads each `integrations.json` as the app's own
/// load does: a named pipe with no writer and a file past the size limit are passed over, a link is not
/// followed, and the search goes on to the manifests it can read.
@Suite struct AppSearchTests {
    @Test func aPipeAHugeFileAndALinkArePassedOver() throws {
        let folder = try TemporaryFolder(prefix: "app-search")
        defer { folder.remove() }
        let manager = FileManager.default
        for name in ["a", "b", "c", "d"] { try manager.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true) }
        #expect(mkfifo(folder.path("a/integrations.json"), 0o600) == 0)
        // 17 MiB, past the 16 MiB an app folder's file may hold: refused from its size, never read.
        #expect(manager.createFile(atPath: folder.path("b/integrations.json"), contents: nil))
        let huge = try FileHandle(forWritingTo: folder.url.appendingPathComponent("b/integrations.json"))
        try huge.truncate(atOffset: 17 << 20)
        try huge.close()
        try Data(#"{"app": {"bundleIdentifier": "com.example.found"}}"#.utf8).write(to: folder.url.appendingPathComponent("c/integrations.json"))
        try manager.createSymbolicLink(atPath: folder.path("d/linked"), withDestinationPath: folder.path("c"))

        let (found, complete) = AppSource.manifests(under: folder.url)
        #expect(found.map(\.bundleIdentifier) == ["com.example.found"])
        #expect(found.map { $0.folder.lastPathComponent } == ["c"])
        #expect(complete)
    }
}
