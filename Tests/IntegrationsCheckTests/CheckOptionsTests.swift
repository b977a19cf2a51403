import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing

/// The one value every front end of the check fills: what may be combined, in words that name no flag,
/// and the request it asks for.
@Suite struct CheckOptionsTests {
    static let formats = ["text", "json", "sarif"]

    @Test(arguments: [
        (CheckOptions(format: "yaml"), CheckOptions.Problem.unknownFormat("yaml", known: formats)),
        (CheckOptions(project: ".", infoPlist: "Info.plist", aasa: "aasa.json"), .projectWithAppFolderInputs([.infoPlist, .aasa])),
        (CheckOptions(app: "App", project: ".", entitlements: "App.entitlements"), .projectWithAppFolderInputs([.app, .entitlements])),
        (CheckOptions(buildConfiguration: "Debug"), .needsProject(.buildConfiguration)),
        (CheckOptions(app: "App", appTarget: "App"), .needsProject(.appTarget)),
        (CheckOptions(allowUnreadSources: true), .needsProject(.allowUnreadSources)),
        // The format first, then the project's combinations, as a front end reports the first.
        (CheckOptions(project: ".", aasa: "aasa.json", format: "yaml"), .unknownFormat("yaml", known: formats)),
    ])
    func refusesWhatCannotBeCombined(options: CheckOptions, problem: CheckOptions.Problem) {
        #expect(throws: problem) { try options.validate(formats: Self.formats) }
    }

    @Test(arguments: [
        CheckOptions(),
        CheckOptions(app: "App", infoPlist: "Info.plist", entitlements: "App.entitlements", aasa: "aasa.json", format: "sarif", strict: true),
        CheckOptions(project: ".", buildConfiguration: "Debug", appTarget: "App", baseline: "b.json", writeBaseline: "w.json", allowUnreadSources: true),
    ])
    func acceptsWhatMeansSomething(options: CheckOptions) throws {
        try options.validate(formats: Self.formats)
    }

    /// Every refusal, in both languages, names what was given and never a command-line flag.
    @Test func messagesNameNoFlag() {
        let problems: [CheckOptions.Problem] = [
            .unknownFormat("yaml", known: Self.formats), .projectWithAppFolderInputs([.app, .infoPlist, .entitlements, .aasa]),
            .projectWithAppFolderInputs([.aasa]),
        ] + CheckOptions.Input.allCases.map { .needsProject($0) }
        for problem in problems {
            for language in [Language.ja, .en] {
                #expect(!problem.message[language].contains("--"), "\(problem): \(problem.message[language])")
            }
        }
        #expect(CheckOptions.Problem.projectWithAppFolderInputs([.infoPlist, .aasa]).message.en.hasPrefix(
            "A project's check cannot take the Info.plist or the apple-app-site-association: "))
        #expect(CheckOptions.Problem.needsProject(.appTarget).message.en == "The app's target applies to a project's check only: give the project, or leave the app's target out.")
    }

    /// The project with the importer the front end brings; else the app folder, its files as URLs; else the sample.
    @Test func theRequest() throws {
        let project = try CheckOptions(project: "MyApp").request(importer: ProjectImporter(configuration: "Debug"))
        #expect(project.folder?.path == URL(fileURLWithPath: "MyApp").path)
        let app = try CheckOptions(app: "App", infoPlist: "Info.plist").request(importer: ProjectImporter())
        #expect(app.folder == URL(fileURLWithPath: "App"))
        #expect(app.infoPlist == URL(fileURLWithPath: "Info.plist"))
        let sample = try CheckOptions(aasa: "aasa.json").request(importer: ProjectImporter()) { _, _, aasa in
            .embedded(URL(fileURLWithPath: "/tmp/sample"), shownAs: "Sample", servedAASA: aasa)
        }
        #expect(sample.folder == nil)
        #expect(sample.servedAASA == URL(fileURLWithPath: "aasa.json"))
        // Without a sample, the working directory is the app folder.
        #expect(try CheckOptions().request(importer: ProjectImporter()).folder == URL(fileURLWithPath: "."))
    }
}
