import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsSearch
import IntegrationsTestSupport

/// The repository's folder, from this file's place in it.
let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The embedded sample, loaded from its files in the repository.
func sampleApp() throws -> App {
    try App.load(from: repositoryFolder.appendingPathComponent("Fixtures/Appcadia"))
}

/// Indexes the sample's items in a temporary store, runs `body` with the index, then removes the store.
func withSampleIndex<T>(_ body: (SQLiteSearchIndex) async throws -> T) async throws -> T {
    let folder = try TemporaryFolder(prefix: "integrations-reporting-tests")
    defer { folder.remove() }
    let index = try SQLiteSearchIndex.open(at: folder.path("store.sqlite"))
    try await index.apply(SearchIndexBatch(operations: [.index(try sampleApp().searchableItems())]), progress: nil, waitingForLock: true)
    return try await body(index)
}
