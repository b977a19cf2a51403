import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsRouting
import IntegrationsImport
import IntegrationsPoints
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The checks across a project's own files (``ProjectChecks``) on imported reports and on reports written
/// here: which rule finds what, at which place and severity (Docs/Check.md, "An app's own files").
@Suite struct ProjectChecksTests {
    #if SwiftSources
    static let importer = ProjectImporter(configuration: "Release", swiftSources: SwiftSyntaxSourceReader())

    /// The rules on the project fixture `Fixtures/Projects/Larder`, against golden files beside it.
    @Test func theLarderChecksAreTheGoldenOnes() throws {
        let report = try ProjectChecksTests.importer.importProject(at: CheckGolden.larder)
        let diagnostics = ProjectChecks(report: report).run()
        for language in Language.allCases {
            let text = diagnostics.map { $0.formatted(language) }.joined(separator: "\n") + "\n"
            try CheckGolden.compare(text, CheckGolden.projects.appendingPathComponent("Larder.check.\(language.rawValue).txt"))
        }
        // Every rule the fixture breaks, once or more.
        #expect(Set(diagnostics.map(\.code.rawValue)) == [
            "phrase.missingAppName", "phrase.slotNotEntityOrEnum", "phrase.tooManyParameters", "project.activityTypeUndeclared",
            "project.activityTypeUnused", "project.intentClassMissing", "project.notificationActionUnhandled", "project.notificationCategoryUnregistered",
            "project.urlSchemeUnregistered", "project.webpageHostNotAssociated", "widget.duplicateKind",
        ])
    }

    /// The project's own check: an activity type written with an escape matches the declared one.
    @Test func anEscapedActivityTypeMatchesItsDeclaration() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.ex.app</string>
            <key>NSUserActivityTypes</key><array><string>com.ex.aAb</string></array>
            </dict></plist>
            """
        let swift = #"let activity = NSUserActivity(activityType: "com.ex.a\u{41}b")"# + "\n"
        let files = ["App/Info.plist": Data(plist.utf8), "App/Handoff.swift": Data(swift.utf8)]
        let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(files: files)
        let activity = report.activityTypes.first { $0.type == "com.ex.aAb" }
        #expect(activity?.declared == true)
        #expect(activity?.created == true)
        #expect(report.activityTypes.count == 1)
        let codes = ProjectChecks(report: report).run().map(\.code.rawValue)
        #expect(!codes.contains("project.activityTypeUndeclared"))
        #expect(!codes.contains("project.activityTypeUnused"))
    }
    #endif

    static func report(
        schemes: [String] = ["hearthapp"], queried: [String] = ["comgooglemaps"], urls: [(String, String, Uncertainty?)] = [],
        handlerSchemes: [String]?? = .none
    ) -> ImportReport {
        var report = ImportReport()
        report.app.name = "Hearth"
        report.app.bundleIdentifier = "com.example.hearth"
        report.app.source = "App/Info.plist:4"
        report.app.urlSchemes = schemes
        report.app.queriedSchemes = queried
        report.urls = urls.enumerated().map { index, url in
            ImportReport.ProducedURL(url: url.0, scheme: String(url.0.prefix { $0 != ":" }), use: url.1, inWidget: false, source: "App/A.swift:\(index + 1)", uncertainty: url.2)
        }
        if case .some(let gate) = handlerSchemes {
            report.urlHandlers = [ImportReport.URLHandler(kind: "onOpenURL", schemes: gate?.map { SourceValue($0, source: "App/HearthApp.swift:9") }, source: "App/HearthApp.swift:8")]
        }
        return report
    }

    static func findings(_ report: ImportReport) -> [String] {
        ProjectChecks(report: report).run().map { "\($0.file ?? ""):\($0.line ?? 0) \($0.severity.rawValue) \($0.code.rawValue)" }
    }

    @Test(arguments: [
        // canOpenURL(_:) needs the scheme in LSApplicationQueriesSchemes; open(_:) alone needs nothing.
        ([("waze://", "canOpenURL", nil)], ["App/A.swift:1 error project.urlSchemeNotQueried"]),
        ([("comgooglemaps://", "canOpenURL", nil)], []),
        ([("citymapper://x", "open", nil), ("citymapper://y", "URL", nil), ("legacy://home", "identifier", nil)], []),
        ([("flex://", "canOpenURL", Uncertainty(.condition, "#if DEBUG"))], ["App/A.swift:1 warning project.urlSchemeNotQueried"]),
        ([("https://example.com", "canOpenURL", nil)], []),
        // The app's own scheme (named after it) built or opened while CFBundleURLTypes lacks it.
        ([("hearth://settings", "open", nil)], ["App/A.swift:1 warning project.urlSchemeUnregistered"]),
        ([("hearthapp://settings", "open", nil)], []),
        // An OAuth redirect in the app's own scheme: the authentication session captures it, registered or not.
        ([("hearth:/oauth", "redirect", nil)], []),
        ([("hearth:/oauth", "URL", nil)], ["App/A.swift:1 warning project.urlSchemeUnregistered"]),
    ] as [([(String, String, Uncertainty?)], [String])])
    func schemeRules(urls: [(String, String, Uncertainty?)], expected: [String]) {
        #expect(Self.findings(Self.report(urls: urls)) == expected)
    }

    /// Without the app's Info.plist, what it registers and queries is not known: nothing is concluded.
    @Test func withoutTheAppsInfoPlistNoSchemeRuleRuns() {
        var report = Self.report(urls: [("waze://", "canOpenURL", nil), ("hearth://", "open", nil)], handlerSchemes: .some(["hearth"]))
        report.app.source = nil
        #expect(Self.findings(report) == [])
    }

    /// A handler that lets through only `hearth` while the app registers `hearthapp`: opening `hearth://`
    /// is an error (nothing opens it), every `hearthapp` URL is ignored (a warning).
    @Test(arguments: [
        (["hearth"] as [String]?, ["App/A.swift:1 error project.urlSchemeUnregistered", "App/HearthApp.swift:9 warning project.urlSchemeIgnored"]),
        (["hearth", "hearthapp"], ["App/A.swift:1 error project.urlSchemeUnregistered"]),
        (nil, ["App/A.swift:1 warning project.urlSchemeUnregistered"]),
    ])
    func handlerRules(gate: [String]?, expected: [String]) {
        let report = Self.report(urls: [("hearth://", "open", nil)], handlerSchemes: .some(gate))
        #expect(Self.findings(report) == expected)
    }

    /// An app that registers no scheme is not told to use "the app's scheme ()" (Helldivers Companion's
    /// widget URL): the fix says to register the one its widget uses.
    @Test func aWidgetURLOfAnAppWithoutSchemesIsToldToRegisterIt() throws {
        let found = try #require(ProjectChecks(report: Self.report(schemes: [], urls: [("hearth://orders", "widgetURL", nil)])).run()
            .first { $0.code == "project.urlSchemeUnregistered" })
        #expect(found.suggestion?.en == "Register \"hearth\" in CFBundleURLTypes (the app registers no scheme yet).")
        #expect(found.suggestion?.ja == "CFBundleURLTypes に「hearth」を登録してください（アプリはまだスキームを登録していません）。")
    }

    @Test func aHandledActionNoCategoryDeclaresNamesTheNearest() throws {
        var report = Self.report()
        report.notificationCategories = [.init(identifier: "INVITE", actions: [
            .init(identifier: "acceptAction", title: "Accept", options: [], textInput: false),
            .init(identifier: "declineAction", title: "Decline", options: [], textInput: false),
        ], registered: true, source: "InviteContent/Info.plist:12")]
        report.createdActions = [SourceValue("acceptAction", source: "InviteContent/V.swift:5"), SourceValue("declineAction", source: "InviteContent/V.swift:6")]
        report.handledActions = [SourceValue("acceptAction", source: "App/D.swift:7"), SourceValue("rejectAction", source: "App/D.swift:9")]
        let found = ProjectChecks(report: report).run()
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.severity.rawValue) \($0.code.rawValue)" } == ["App/D.swift:9 warning project.notificationActionUnknown"])
        let fix = try #require(found.first?.suggestion)
        #expect(fix.en == "Did you mean \"declineAction\", which category \"INVITE\" declares and no code handles?")
    }

    /// The routes made up from the URLs the code builds are one per URL as a router tells them apart, and
    /// none for a URL only compared.
    @Test func madeUpRoutesNeverOverlap() {
        let report = Self.report(schemes: ["compass"], urls: [
            ("compass://place", "URL", nil), ("compass://Place/", "open", nil), ("compass://place?tab=map", "URL", nil),
            ("compass://place/Detail", "URL", nil), ("compass://logout", "identifier", nil),
        ])
        let routes = ImportedAppFolder(report).manifest.routes
        #expect(routes.map { $0.forms.first?.template } == ["compass://place", "compass://place/Detail"])
    }

    /// With no app Info.plist read, nothing is concluded from what it would not declare (keyme, a Tuist
    /// project before `tuist generate`, called canOpenURL on a scheme its generated Info.plist declares).
    @Test(arguments: [false, true])
    func nothingIsConcludedFromAnInfoPlistNotRead(read: Bool) {
        var report = ImportReport()
        report.urls = [ImportReport.ProducedURL(url: "other://share", scheme: "other", use: "canOpenURL", inWidget: false, source: "Share.swift:3")]
        if read { report.app.source = "App/Info.plist:1" }
        let codes = ProjectChecks(report: report).run().map(\.code.rawValue)
        #expect(codes == (read ? ["project.urlSchemeNotQueried"] : []))
    }

    /// An activity only an extension creates is uncertain (the import marks it so): what is concluded from it
    /// is a warning, while one the app's own files create is an error.
    @Test(arguments: [(Uncertainty(.extensionOnly, "Intents") as Uncertainty?, Diagnostic.Severity.warning), (nil, .error)])
    func anActivityOnlyAnExtensionCreatesIsAWarning(uncertainty: Uncertainty?, severity: Diagnostic.Severity) {
        var report = ImportReport()
        report.app.source = "App/Info.plist:1"
        var activity = ImportReport.ActivityType(type: "com.example.connect", declared: false, created: true, handled: false, source: "Intents/Handler.swift:9", createdAt: ["Intents/Handler.swift:9"])
        activity.uncertainty = uncertainty
        report.activityTypes = [activity]
        let severities = ProjectChecks(report: report).run().filter { $0.code.rawValue == "project.activityTypeUndeclared" }.map(\.severity)
        #expect(severities == [severity])
    }
}
