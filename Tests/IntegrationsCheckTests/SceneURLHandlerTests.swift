import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// `project.urlHandlerIgnoredByScenes` on reports written here (DeepLinkProjectChecks.swift): a scene-based
/// app whose only URL handler is the app delegate's `application(_:open:options:)`, which UIKit does not call
/// once the app adopts scenes; its edges — no scenes, a scene delegate's or SwiftUI's handler beside it, a
/// Swift source the reader could not read — and its message in both languages (issue 46).
@Suite struct SceneURLHandlerTests {
    static let appOpen = ImportReport.URLHandler(kind: "application(_:open:options:)", schemes: nil, source: "App/AppDelegate.swift:12")
    static let sceneOpen = ImportReport.URLHandler(kind: "scene(_:openURLContexts:)", schemes: nil, source: "App/SceneDelegate.swift:20")
    static let onOpenURL = ImportReport.URLHandler(kind: "onOpenURL", schemes: nil, source: "App/ContentView.swift:9")

    /// An app whose Info.plist was read (or not), with `handlers`, declaring scenes or not, with a
    /// `UIWindowSceneDelegate` type or not, and with a Swift source the reader could not read or not.
    static func report(
        _ handlers: [ImportReport.URLHandler], scenes: Bool, sceneDelegate: Bool = false, unreadSource: Bool = false, objectiveC: Bool = false,
        plistRead: Bool = true
    ) -> ImportReport {
        var report = ImportReport()
        report.app.source = plistRead ? "App/Info.plist:5" : nil
        if scenes {
            report.app.usesScenes = true
            report.app.usesScenesSource = "App/Info.plist:30"
        }
        if sceneDelegate { report.quickActionEntryPoints = .init(windowSceneDelegates: ["App/SceneDelegate.swift:3"]) }
        report.urlHandlers = handlers.isEmpty ? nil : handlers
        // Objective-C sources, whose URL handlers the importer does not read, leave `urlHandler` unread.
        if objectiveC { report.unreadKinds = ["urlHandler"] }
        if unreadSource {
            report.unreadSwiftSources = [UnreadSwiftSource(
                path: "App/Generated.swift", code: "project.swiftSourceUnread", reason: LocalizedText(ja: "大きすぎます", en: "too large"))]
        }
        return report
    }

    /// The handlers, the app's scenes, and the place of the finding (`nil`: none).
    static let rows: [(handlers: [ImportReport.URLHandler], scenes: Bool, sceneDelegate: Bool, unreadSource: Bool, objectiveC: Bool, place: String?)] = [
        // Scenes, and only the app delegate's method: every URL is ignored.
        ([appOpen], true, false, false, false, "App/AppDelegate.swift:12"),
        // A scene delegate in code counts as scenes only when the app's Info.plist was not read; an Info.plist
        // read without the key says the app does not use scenes (Decision 509).
        ([appOpen], false, true, false, false, nil),
        // No scenes: the app delegate receives the URLs.
        ([appOpen], false, false, false, false, nil),
        // Scenes with the scene delegate's handler, or SwiftUI's, beside the app delegate's: handled.
        ([appOpen, sceneOpen], true, false, false, false, nil),
        ([appOpen, onOpenURL], true, false, false, false, nil),
        ([sceneOpen], true, false, false, false, nil),
        // No URL handler at all: nothing to say here (the scheme rules speak of registered schemes).
        ([], true, false, false, false, nil),
        // A Swift source not read may hold the scene delegate's handler: silent.
        ([appOpen], true, false, true, false, nil),
        // Objective-C sources, which may hold the scene delegate's handler: silent.
        ([appOpen], true, false, false, true, nil),
    ]

    @Test(arguments: rows.indices)
    func onlyTheAppDelegatesHandlerInASceneBasedApp(row: Int) {
        let (handlers, scenes, sceneDelegate, unreadSource, objectiveC, place) = Self.rows[row]
        let found = ProjectChecks(report: Self.report(handlers, scenes: scenes, sceneDelegate: sceneDelegate, unreadSource: unreadSource, objectiveC: objectiveC)).run()
            .filter { $0.code == "project.urlHandlerIgnoredByScenes" }
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0)" } == (place.map { [$0] } ?? []))
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    /// Without the app's Info.plist, a `UIWindowSceneDelegate` in the code is what shows scenes (Decision 509).
    @Test func aSceneDelegateCountsWhenTheInfoPlistWasNotRead() {
        let found = ProjectChecks(report: Self.report([Self.appOpen], scenes: false, sceneDelegate: true, plistRead: false)).run()
            .filter { $0.code == "project.urlHandlerIgnoredByScenes" }
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["App/AppDelegate.swift:12"])
    }

    @Test func theMessageAndTheFixInBothLanguages() throws {
        let found = try #require(ProjectChecks(report: Self.report([Self.appOpen], scenes: true)).run()
            .first { $0.code == "project.urlHandlerIgnoredByScenes" })
        #expect(found.message.en == "The app uses scenes (UIApplicationSceneManifest in App/Info.plist), but handles URLs only in application(_:open:options:): UIKit hands a scene-based app's URLs to its scene delegate (connectionOptions.urlContexts in scene(_:willConnectTo:options:) at launch, scene(_:openURLContexts:) while it runs) and never calls this method, so every URL that opens the app is ignored.")
        #expect(found.message.ja == "アプリはシーンを使っています（App/Info.plist の UIApplicationSceneManifest）が、URL を application(_:open:options:) でしか処理していません。シーンを使うアプリでは UIKit は URL をシーンのデリゲートに渡し（起動時は scene(_:willConnectTo:options:) の connectionOptions.urlContexts、動作中は scene(_:openURLContexts:)）、このメソッドを呼ばないので、アプリを開く URL はすべて無視されます。")
        #expect(found.suggestion?.en == "Implement scene(_:openURLContexts:) in the scene delegate and read connectionOptions.urlContexts in scene(_:willConnectTo:options:), or use onOpenURL in SwiftUI, and handle the URL as this method does.")
        #expect(found.suggestion?.ja == "シーンのデリゲートに scene(_:openURLContexts:) を実装して scene(_:willConnectTo:options:) で connectionOptions.urlContexts を読むか、SwiftUI なら onOpenURL を使い、このメソッドと同じく URL を処理してください。")
    }
}
