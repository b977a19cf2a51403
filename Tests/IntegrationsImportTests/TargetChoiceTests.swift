import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import IntegrationsTestSupport
import Testing

/// Which target an import reads as the app, where its paths start, and which Swift files are the app's:
/// on the pattern fixtures `SeveralProjects` and `SynchronizedFolders` (Fixtures/Projects/Patterns, each
/// with a README saying what it imitates) and on projects given in memory.
@Suite struct TargetChoiceTests {
    static let patterns = FixtureManifest.fixtures.appendingPathComponent("Projects/Patterns")

    struct Expected: Sendable, CustomTestStringConvertible {
        var target: String?
        var chosen: String
        var reason: ImportReport.TargetChoice.Reason
        var identifier: String
        var schemes: [String]
        var testDescription: String { "--target \(target ?? "(none)") reads \(chosen)" }
    }

    @Test(arguments: [
        Expected(target: nil, chosen: "Hearth", reason: .mostExtensions, identifier: "com.example.hearth", schemes: ["hearth"]),
        Expected(target: "Demo", chosen: "Demo", reason: .named, identifier: "com.example.hearth.demo", schemes: ["hearthdemo"]),
        Expected(target: "HearthMac", chosen: "HearthMac", reason: .named, identifier: "com.example.hearth.mac", schemes: ["hearth-mac"]),
    ])
    func theAppTargetIsChosenByTheProjectsData(expected: Expected) throws {
        let report = try ProjectImporter(target: expected.target).importProject(at: Self.patterns.appendingPathComponent("SeveralProjects"))
        #expect(report.target?.name == expected.chosen)
        #expect(report.target?.reason == expected.reason)
        #expect(report.app.bundleIdentifier == expected.identifier)
        #expect(report.app.urlSchemes == expected.schemes)
        if expected.target == nil {
            // The Mac app is not a candidate; the sample is, and is named.
            #expect(report.target?.others == ["Demo"])
            #expect(report.extensions?.map(\.name) == ["HearthWidgets"])
        }
    }

    @Test(arguments: [
        ("Kit", "The target \"Kit\" is not an application. Name an application target as the app's target: Hearth, HearthMac, Demo."),
        ("hearth", "The project has no target \"hearth\" (names are case-sensitive). Name an application target as the app's target: Hearth, HearthMac, Demo."),
    ])
    func aTargetThatIsNoApplicationIsRefused(name: String, message: String) throws {
        let error = #expect(throws: IntegrationsError.self) {
            try ProjectImporter(target: name).importProject(at: Self.patterns.appendingPathComponent("SeveralProjects"))
        }
        #expect(error?.message.en == message)
    }

    /// Branded editions embed the same extensions: the one named like its project is the app, and only the
    /// chosen edition's entitlements are read.
    @Test(arguments: [
        (String?.none, "Hive", "com.example.hive", ["group.com.example.hive"]),
        ("Custom Hive", "Custom Hive", "com.customer.hive", ["group.com.customer.hive"]),
    ])
    func anEditionNamedLikeItsProjectIsTheApp(target: String?, chosen: String, identifier: String, groups: [String]) throws {
        let report = try ProjectImporter(target: target).importProject(at: Self.patterns.appendingPathComponent("EditionsAndPaths"))
        #expect(report.target?.name == chosen)
        #expect(report.app.bundleIdentifier == identifier)
        #expect(report.app.appGroups == groups)
        let notes = report.notes.map(\.message.en)
        #expect(notes.contains("1 Objective-C sources (.m, .mm) were read for notification categories and actions, activity types, background tasks and quick actions only: the URLs they open or receive and their SiriKit intents are not in this report"))
        // What the Objective-C code registers or handles is not known: the rules that conclude from what the
        // code does not do stay silent (a background task registered from a .m file, Monal's).
        #expect(["backgroundTask", "handledNotificationAction", "notificationAction", "urlHandler"].allSatisfy(report.unreadKinds.contains))
        if target == nil {
            #expect(notes.contains("INFOPLIST_FILE of target Hive is Hive/hive/App/Info.plist, but the folder has Hive/Hive/App/Info.plist, which differs in case (Xcode finds it on a Mac's case-insensitive disk); read that"))
            #expect(notes.contains("the included Config/Identifiers.xcconfig is not beside this file; read Hive/Config/Identifiers.xcconfig, from the project's folder"))
        }
    }

    /// A target for another platform than the app's is not the app's (a watch app and its complications
    /// beside an iOS app); a target that does not say its platform, or that also builds for the app's
    /// (`SDKROOT = auto` with `SUPPORTED_PLATFORMS`), is.
    @Test(arguments: [
        ("iphoneos", "watchos", nil, true),
        ("iOS", "watchOS", nil, true),
        ("iphoneos", "macosx", nil, true),
        ("iOS", "visionOS", nil, true),
        ("iphoneos", "iOS", nil, false),
        ("iphoneos", nil, nil, false),
        (nil, "watchos", nil, false),
        ("iphoneos", "watchos", "watchos watchsimulator iphoneos iphonesimulator", false),
        ("iphoneos", "watchos", "watchos watchsimulator", true),
        ("watchos", "iphoneos", nil, true),
    ] as [(String?, String?, String?, Bool)])
    func aTargetForAnotherPlatformIsNotTheApps(app: String?, target: String?, supported: String?, another: Bool) {
        let application = XcodeProject.Target(name: "App", productType: AppTargetChoice.applicationType, settings: BuildSettings(), platform: app)
        let other = XcodeProject.Target(
            name: "Other", productType: "com.apple.product-type.app-extension",
            settings: BuildSettings(supported.map { ["SUPPORTED_PLATFORMS": $0] } ?? [:]), platform: target)
        #expect(AppTargetChoice.buildsForAnotherPlatform(other, than: application) == another)
    }

    /// Xcode resolves a relative path against SRCROOT, the folder holding the `.xcodeproj`.
    @Test(arguments: [
        ("Hearth", "Hearth/Info.plist", "Hearth/Hearth/Info.plist"),
        ("Hearth", "$(SRCROOT)/Hearth/Info.plist", "Hearth/Hearth/Info.plist"),
        ("Hearth", "${PROJECT_DIR}/../Shared/Info.plist", "Shared/Info.plist"),
        ("", "App/Info.plist", "App/Info.plist"),
        ("Apps/One", "./Info.plist", "Apps/One/Info.plist"),
    ])
    func aSettingsPathStartsAtSRCROOT(sourceRoot: String, value: String, expected: String) {
        let project = XcodeProject(sourceRoot: sourceRoot, targets: [], classPrefix: nil)
        let target = XcodeProject.Target(name: "App", productType: AppTargetChoice.applicationType, settings: BuildSettings([
            "INFOPLIST_FILE": value, "SRCROOT": sourceRoot.isEmpty ? "." : sourceRoot, "PROJECT_DIR": sourceRoot.isEmpty ? "." : sourceRoot,
        ]))
        #expect(ProjectImporter.projectPath("INFOPLIST_FILE", of: target, in: project) == expected)
    }

    @Test func anAbsolutePathLeadsOutsideTheProject() {
        let project = XcodeProject(sourceRoot: "App", targets: [], classPrefix: nil)
        let target = XcodeProject.Target(name: "App", productType: AppTargetChoice.applicationType, settings: BuildSettings(["INFOPLIST_FILE": "/etc/Info.plist"]))
        #expect(ProjectImporter.projectPath("INFOPLIST_FILE", of: target, in: project) == nil)
    }

    /// Xcode 16's synchronized folders with their exceptions, and files no target compiles.
    @Test func synchronizedFoldersSayWhichFilesTheAppCompiles() throws {
        let report = try ProjectImporter().importProject(at: Self.patterns.appendingPathComponent("SynchronizedFolders"))
        #expect(report.target?.name == "Loom")
        #expect(report.app.name == "Loom")
        #expect(report.app.bundleIdentifier == "com.example.loom")
        #expect(report.extensions?.map(\.point) == ["com.apple.widgetkit-extension"])
        let notes = report.notes.map(\.message.en)
        #expect(notes.contains { $0.hasPrefix("2 Swift sources no target compiles (dead code) were not read: Loom/Drafts/Sketch.swift, Scratch/Scratch.swift") })
        #expect(notes.contains { $0.hasPrefix("1 Swift sources only other targets compile") && $0.contains("LoomTests/LoomTests.swift") })
    }

    @Test(arguments: [
        ("Loom/LoomApp.swift", true),
        ("Loom/Drafts/Sketch.swift", false),
        ("Loom/Drafts/Deeper/Other.swift", true),
        ("LoomWidgets/WidgetKinds.swift", true),
        ("LoomWidgets/PatternWidget.swift", false),
        ("Loomy/App.swift", false),
    ])
    func membershipTakesFoldersLessExceptions(path: String, compiled: Bool) {
        let membership = XcodeProject.SourceMembership(
            files: ["LoomWidgets/WidgetKinds.swift"], folders: ["Loom"], excluded: ["Loom/Drafts/Sketch.swift"])
        #expect(membership.contains(path) == compiled)
    }

    /// No iOS application target: the identity is not read from a framework or a Mac app in its stead.
    @Test func aProjectWithoutAnIOSAppReadsNoIdentity() throws {
        let pbxproj = """
            // !$*UTF8*$!
            { objects = {
                T1 = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; buildConfigurationList = L1; };
                T2 = { isa = PBXNativeTarget; name = Desk; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Kit/Info.plist; SDKROOT = iphoneos; }; };
                C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Desk/Info.plist; SDKROOT = macosx; }; };
                P1 = { isa = PBXProject; targets = (T1, T2); };
            }; rootObject = P1; }
            """
        let info = try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": "com.example.kit"], format: .xml, options: 0)
        let report = try ProjectImporter().importProject(files: [
            "App.xcodeproj/project.pbxproj": Data(pbxproj.utf8), "Kit/Info.plist": info, "Desk/Info.plist": info,
        ])
        #expect(report.target == nil)
        #expect(report.app.bundleIdentifier == nil)
        #expect(report.notes.map(\.message.en) == ["no application target builds for iOS (Desk (macosx)); name one as the app's target to read it anyway"])
    }

    /// An activity only an extension creates (an Intents extension's `continueInApp` activity) is uncertain;
    /// one the app's own files create is not.
    @Test(arguments: [("Intents/Handler.swift:9", true), ("App/Main.swift:4", false)])
    func anActivityOnlyAnExtensionCreatesIsUncertain(place: String, uncertain: Bool) {
        let app = XcodeProject.Target(
            name: "App", productType: AppTargetChoice.applicationType, settings: BuildSettings(),
            sources: XcodeProject.SourceMembership(folders: ["App"]))
        let intents = XcodeProject.Target(
            name: "Intents", productType: "com.apple.product-type.app-extension", settings: BuildSettings(),
            sources: XcodeProject.SourceMembership(folders: ["Intents"]))
        let project = XcodeProject(sourceRoot: "", targets: [app, intents], classPrefix: nil)
        let choice = AppTargetChoice(
            project: project, target: app,
            summary: ImportReport.TargetChoice(name: "App", project: "App.xcodeproj/project.pbxproj", configuration: "Release", reason: .onlyIOSApplication, others: []),
            extensions: [intents], members: [(project: "", target: app), (project: "", target: intents)])
        var report = ImportReport()
        report.activityTypes = [ImportReport.ActivityType(type: "com.example.connect", declared: false, created: true, handled: false, source: place, createdAt: [place])]
        ProjectImporter.markExtensionActivities(in: &report, choice: choice)
        #expect(report.activityTypes[0].uncertainty == (uncertain ? Uncertainty(.extensionOnly, "Intents") : nil))
    }

    /// An activity the app creates only in a file a target outside the app compiles too (a watch extension)
    /// is uncertain (Decision 508); one created in a file only the app compiles, or also in one, is not, and
    /// a test bundle compiling the file does not count.
    @Test(arguments: [
        (["Shared/Activities.swift:22"], "Watch Extension", Uncertainty(.sharedFile, "Shared/Activities.swift (Watch Extension)") as Uncertainty?),
        (["Shared/Activities.swift:22", "App/Main.swift:4"], "Watch Extension", nil),
        (["App/Main.swift:4"], "Watch Extension", nil),
        (["Shared/Activities.swift:22"], "AppTests", nil),
    ])
    func anActivityCreatedOnlyInAFileAnotherTargetCompilesIsUncertain(places: [String], other: String, expected: Uncertainty?) {
        let app = XcodeProject.Target(
            name: "App", productType: AppTargetChoice.applicationType, settings: BuildSettings(),
            sources: XcodeProject.SourceMembership(folders: ["App", "Shared"]))
        let sharer = XcodeProject.Target(
            name: other, productType: other.hasSuffix("Tests") ? "com.apple.product-type.bundle.unit-test" : "com.apple.product-type.watchkit2-extension",
            settings: BuildSettings(), sources: XcodeProject.SourceMembership(folders: ["Watch", "Shared"]))
        let project = XcodeProject(sourceRoot: "", targets: [app, sharer], classPrefix: nil)
        let choice = AppTargetChoice(
            project: project, target: app,
            summary: ImportReport.TargetChoice(name: "App", project: "App.xcodeproj/project.pbxproj", configuration: "Release", reason: .onlyIOSApplication, others: []),
            extensions: [], members: [(project: "", target: app)])
        var report = ImportReport()
        report.activityTypes = [ImportReport.ActivityType(
            type: "com.example.log", declared: false, created: true, handled: false, source: places[0], createdAt: places)]
        ProjectImporter.markSharedActivities(in: &report, choice: choice, projects: [project])
        #expect(report.activityTypes[0].uncertainty == expected)
    }
}
