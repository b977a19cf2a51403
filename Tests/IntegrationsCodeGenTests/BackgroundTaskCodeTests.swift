import Foundation
import IntegrationsApp
import IntegrationsCodeGen
import IntegrationsBackgroundTasks
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The `BackgroundTasks` group of the generated Swift (issue 35): the sample's manifest with background
/// tasks of this test's own, its group compared with the text below, names made as an activity type's, and
/// `codegen.noSwiftName` for an identifier that leaves no name.
@Suite struct BackgroundTaskCodeTests {
    static func manifest(_ tasks: [BackgroundTaskDeclaration]) throws -> AppManifest {
        var manifest = try #require(FixtureManifest.manifest(of: "Appcadia"))
        manifest.backgroundTasks = tasks
        return manifest
    }

    static let tasks = [
        BackgroundTaskDeclaration(identifier: "com.appcadia.refresh.daily", kind: .refresh, earliestBeginAfter: 86_400,
                                  does: [.reloadWidgets(kinds: []), .reindex], resubmits: true),
        BackgroundTaskDeclaration(identifier: "com.appcadia.cleanup", kind: .processing),
        BackgroundTaskDeclaration(identifier: "org.example.export-all", kind: .processing, does: [.runIntent("CheckProgress", parameters: [:])]),
    ]

    /// The group as written, from its doc comment to its closing brace.
    static let golden = """
            /// The background task identifiers, as `BGTaskSchedulerPermittedIdentifiers` in Info.plist lists them.
            public enum BackgroundTasks {
                /// The app refresh task `com.appcadia.refresh.daily`: reloadWidgets, reindex.
                public enum RefreshDaily {
                    /// The identifier `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` and the request take.
                    public static let identifier = "com.appcadia.refresh.daily"
                }
                /// The processing task `com.appcadia.cleanup`.
                public enum Cleanup {
                    /// The identifier `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` and the request take.
                    public static let identifier = "com.appcadia.cleanup"
                }
                /// The processing task `org.example.export-all`: runIntent.
                public enum OrgExampleExportAll {
                    /// The identifier `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)` and the request take.
                    public static let identifier = "org.example.export-all"
                }
            }

        """

    @Test func theGroupIsWritten() throws {
        let source = SwiftGenerator(manifest: try Self.manifest(Self.tasks)).source
        let start = try #require(source.range(of: "    /// The background task identifiers"))
        let end = try #require(source.range(of: "\n    }\n", range: start.upperBound..<source.endIndex))
        #expect(String(source[start.lowerBound..<end.upperBound]) == Self.golden)
        #expect(SwiftGenerator(manifest: try Self.manifest(Self.tasks)).nameDiagnostics == [])
    }

    /// An app without background tasks gets no group, so its generated file is as before.
    @Test func noTasksNoGroup() throws {
        let source = SwiftGenerator(manifest: try Self.manifest([])).source
        #expect(!source.contains("BackgroundTasks"))
    }

    @Test func anIdentifierWithoutANameIsReported() throws {
        let manifest = try Self.manifest([BackgroundTaskDeclaration(identifier: "com.appcadia.🎉", kind: .refresh)])
        let diagnostics = SwiftGenerator(manifest: manifest).nameDiagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["codegen.noSwiftName"])
        #expect(diagnostics.first?.path == "$.backgroundTasks[0].identifier")
        #expect(diagnostics.first?.message.en == "the background task \"com.appcadia.🎉\" has no letter or digit Swift accepts in a name, so the generated Swift cannot name it")
        #expect(diagnostics.first?.message.ja == "バックグラウンドタスク「com.appcadia.🎉」には Swift の名前に使える文字も数字もなく、生成する Swift で名前を付けられません")
    }
}
