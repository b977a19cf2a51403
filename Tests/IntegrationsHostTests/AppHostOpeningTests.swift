import EmbeddedSample
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsHost
import IntegrationsStore
import IntegrationsTestSupport
import Testing

/// `AppHost.open(app:store:…)`: one call opens the store where it is chosen and returns what the person
/// should know about it (the command prints the notices).
@Suite struct AppHostOpeningTests {
    @Test func theDefaultLocationMovesTheAppsOwnStoreIntoItsGroupOnceAndSaysSo() throws {
        let folder = try TemporaryFolder(prefix: "integrations-opening")
        defer { folder.remove() }
        let app = try App.embedded()
        let environment = ["XDG_DATA_HOME": folder.path("data")]
        let own = folder.path("data/integrations/com.appcadia.app/store.sqlite")
        let group = folder.path("data/integrations/group-containers/group.com.appcadia.shared/store.sqlite")
        // The app's own store, as it was before the app had an App Group.
        _ = try AppHost.open(app: app, storePath: own)

        let first = try AppHost.open(app: app, store: .defaultLocation, environment: environment)
        #expect(first.host.store.path == group)
        #expect(first.notices == [.storeMoved(from: own, to: group)])
        #expect(first.notices.first?.message.en
            == "Moved the store into the App Group container: \(own) → \(group) (the old file is kept and no longer written).")
        #expect(first.notices.first?.message.ja
            == "ストアを App Group のコンテナに移しました: \(own) → \(group)（元のファイルは残してあり、もう書き込みません）。")

        let again = try AppHost.open(app: app, store: .defaultLocation, environment: environment)
        #expect(again.host.store.path == group)
        #expect(again.notices == [])
    }

    @Test(arguments: [
        ["INTEGRATIONS_STORE": "{folder}/chosen/store.sqlite"],
        ["XDG_DATA_HOME": "{folder}/fresh"],
    ])
    func theDefaultLocationMakesItsFoldersAndHasNothingToSay(environment: [String: String]) throws {
        let folder = try TemporaryFolder(prefix: "integrations-opening")
        defer { folder.remove() }
        let resolved = environment.mapValues { $0.replacingOccurrences(of: "{folder}", with: folder.url.path) }
        let opened = try AppHost.open(app: try App.embedded(), store: .defaultLocation, environment: resolved)
        #expect(opened.notices == [])
        #expect(FileManager.default.fileExists(atPath: opened.host.store.path))
    }

    @Test func aFileIsOpenedWhereItIsAndItsFolderMustExist() throws {
        let folder = try TemporaryFolder(prefix: "integrations-opening")
        defer { folder.remove() }
        let opened = try AppHost.open(app: try App.embedded(), store: .file(folder.path("s.sqlite")))
        #expect(opened.host.store.path == folder.path("s.sqlite"))
        #expect(opened.notices == [])
        #expect(throws: IntegrationsError.self) {
            try AppHost.open(app: try App.embedded(), store: .file(folder.path("missing/s.sqlite")))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    }
}

/// What an activity built from the app's data is made of (`activity build TYPE --entity ID`).
@Suite struct AppActivityDataTests {
    @Test(arguments: ["com.appcadia.goal.editing", "com.appcadia.progress.viewing"])
    func aDeclaredTypeIsFound(type: String) throws {
        #expect(try App.embedded().activityType(type).type == type)
    }

    @Test func anUndeclaredTypeIsRefusedNamingTheDeclaredOnes() throws {
        let app = try App.embedded()
        let error = #expect(throws: IntegrationsError.self) { try app.activityType("com.appcadia.nothing") }
        #expect(error?.kind == .invalidActivity)
        #expect(error?.message.en == "There is no activity type \"com.appcadia.nothing\". The app declares \(app.manifest.activities.map(\.type).joined(separator: ", ")).")
    }

    @Test(arguments: [
        ("goal", "goal-1", "毎朝ランニング"),
        ("goal", "goal-999", nil),
        ("goal", "1", nil),
        ("nothing", "goal-1", nil),
    ] as [(String, String, String?)])
    func aRecordIsFoundByItsItemIdentifier(entity: String, identifier: String, title: String?) throws {
        #expect(try App.embedded().recordFields(of: entity, identifier: identifier)?["title"] == title)
    }
}

/// The destination of `init DIR` and `import --output DIR`.
@Suite struct AppFolderDestinationTests {
    @Test(arguments: ["DIR", "--output"])
    func anEmptyPathIsRefusedNamingWhatGaveIt(name: String) {
        let problem = AppFolderWriter.destinationProblem("", named: name)
        #expect(problem?.en == "\(name) is empty: give the path of the folder to write the app folder in (. for the current folder).")
        #expect(problem?.ja == "\(name) が空です。アプリのフォルダを書くフォルダのパスを指定してください（今のフォルダなら . と書きます）。")
    }

    @Test(arguments: [".", "app", "/tmp/app", " "])
    func anyOtherPathIsADestination(path: String) {
        #expect(AppFolderWriter.destinationProblem(path, named: "DIR") == nil)
    }
}
