import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsReporting
import IntegrationsRouting
import Testing

@Suite struct AppFolderReportersTests {
    @Test(arguments: [
        (Language.en, "Made integrations.json, items.json, integrations.schema.json, README.md in /tmp/MyApp; check them with `integrations check --app MyApp`.\n"),
        (.ja, "/tmp/MyApp に integrations.json、items.json、integrations.schema.json、README.md を作りました。`integrations check --app MyApp` で確かめられます。\n"),
    ])
    func aMadeFolderNamesItsFilesAndTheCheck(language: Language, expected: String) throws {
        let scaffold = try AppScaffold(name: "MyApp", bundleIdentifier: "com.example.myapp", scheme: "myapp", domain: "myapp.example",
                                       teamIdentifier: AppScaffold.placeholderTeamIdentifier, schema: Data("{}".utf8))
        let made = MadeAppFolder(files: scaffold.files.map(\.name), folder: "/tmp/MyApp", checkCommand: "integrations check --app MyApp")
        let text = MadeAppFolderReporter(language: language).report(made)
        #expect(text.standardOutput == expected)
        #expect(text.standardError.isEmpty)
    }

    @Test func aFolderWithALineFeedInItsNameStaysOneLine() {
        let text = MadeAppFolderReporter(language: .en).report(MadeAppFolder(files: ["a"], folder: "/tmp/x\ny", checkCommand: "integrations check --app x\ny"))
        #expect(text.standardOutput == "Made a in /tmp/x\\ny; check them with `integrations check --app x\\ny`.\n")
    }

    @Test(arguments: [
        (Language.en, "note: No route has a universal link on other.example, so this file opens no URL (the domains with routes: appcadia.com).\n"),
        (.ja, "注: other.example にはユニバーサルリンクのルートがないので、このファイルはどの URL も開きません（ルートのあるドメイン: appcadia.com）。\n"),
    ])
    func eachNoteIsALineOnStandardError(language: Language, expected: String) throws {
        let generation = try AASAReading.generation(for: try sampleApp().manifest, domain: "other.example", file: "integrations.json")
        let text = AASANotesReporter(language: language).report(generation)
        #expect(text.standardOutput.isEmpty)
        #expect(text.standardError == expected)
    }
}
