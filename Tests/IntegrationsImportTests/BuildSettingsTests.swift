import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing

/// Build settings as Xcode layers them, on projects given in memory: each row is an `.xcconfig`, the
/// Info.plist's `CFBundleIdentifier`, and what the import makes of it.
@Suite struct BuildSettingsTests {
    /// A project of one app target whose Release configuration is based on `Config/Base.xcconfig`, with the
    /// target's own `settings`.
    static func project(xcconfig: String, identifier: String, settings: String = "", extra: [String: Data] = [:]) throws -> [String: Data] {
        let pbxproj = """
            // !$*UTF8*$!
            { objects = {
                F1 = { isa = PBXFileReference; path = Config/Base.xcconfig; };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); defaultConfigurationName = Release; };
                C1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1;
                       buildSettings = { INFOPLIST_FILE = App/Info.plist; \(settings) }; };
                C2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
                P1 = { isa = PBXProject; buildConfigurationList = L2; targets = (T1); };
                L2 = { isa = XCConfigurationList; buildConfigurations = (); };
            }; rootObject = P1; }
            """
        let info = try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": identifier], format: .xml, options: 0)
        return ["App.xcodeproj/project.pbxproj": Data(pbxproj.utf8), "Config/Base.xcconfig": Data(xcconfig.utf8), "App/Info.plist": info]
            .merging(extra) { _, given in given }
    }

    @Test(arguments: [
        ("ID = com.example.app", "$(ID)", "com.example.app", [String]()),
        ("ID = com.example.app", "${ID}", "com.example.app", []),
        ("ID = com.example.app", "$ID.widget", "com.example.app.widget", []),
        ("NAME = My App!", "com.example.$(NAME:rfc1034identifier)", "com.example.My-App-", []),
        ("NAME = MyApp", "com.example.$(NAME:lower)", "com.example.myapp", []),
        ("A = com.example\nB = $(A).inner", "$(B)", "com.example.inner", []),
        ("ID = com.example.app // a comment", "$(ID)", "com.example.app", []),
        ("ID = release\nID[config=Debug] = debug", "$(ID)", "release", []),
        ("ID[config=Release][sdk=iphoneos*] = conditional", "$(ID)", "conditional", []),
        ("ID[config=Release] = a]b", "com.$(ID)", "com.a]b", []),
        ("#include? \"Local.xcconfig\"\nID = x", "$(ID)", "x", []),
        ("#include \"Missing.xcconfig\"\nID = x", "$(ID)", "x",
         ["Config/Base.xcconfig:1: the included Missing.xcconfig does not exist; its settings were not used"]),
        // A setting no level defines is empty, as Xcode expands it (BUNDLE_ID_SUFFIX set for Debug only).
        ("", "com.example.app$(NOPE)", "com.example.app",
         ["App/Info.plist:5: $(NOPE) in CFBundleIdentifier is a build setting configuration Release does not define; read as empty, as Xcode expands it"]),
        // What the code signer fills in stays as written.
        ("", "$(AppIdentifierPrefix)com.example.app", "$(AppIdentifierPrefix)com.example.app",
         ["App/Info.plist:5: $(AppIdentifierPrefix) in CFBundleIdentifier is unresolved (no such build setting for configuration Release); kept as written"]),
        ("", "$(TARGET_NAME)", "App", []),
    ])
    func aVariableResolves(xcconfig: String, identifier: String, expected: String, notes: [String]) throws {
        let report = try ProjectImporter().importProject(files: try Self.project(xcconfig: xcconfig, identifier: identifier))
        #expect(report.app.bundleIdentifier == expected)
        #expect(report.notes.map { "\($0.source): \($0.message.en)" } == notes)
    }

    /// An App Group or associated domain named with a setting the repository leaves empty (a team
    /// identifier a builder's uncommitted xcconfig sets) is not read as the app's, and a note says why
    /// (issue 44's calibration: Loop's `group.com..loopkit.LoopGroup`, wireguard's `group.`).
    /// The empty setting may be a few settings deep (Loop: `$(APP_GROUP_IDENTIFIER)` through the app's
    /// identifier to the team).
    @Test(arguments: [
        "TEAM =", "",
        "TEAM = $(LOCAL_TEAM)\nLOCAL_TEAM =",
        "TEAM = $(LOCAL_TEAM)x\nLOCAL_TEAM = $(OVERRIDE)",
        // Twenty settings that all name each other and an undefined one: each is expanded once.
        (1...20).map { row in "A\(row) = " + (1...20).map { "$(A\($0))" }.joined() + "$(OVERRIDE)" }.joined(separator: "\n") + "\nTEAM = $(A1)",
    ])
    func aGroupOrDomainBuiltFromAnEmptySettingIsNotTheApps(xcconfig: String) throws {
        let entitlements = try PropertyListSerialization.data(fromPropertyList: [
            "com.apple.security.application-groups": ["group.com.$(TEAM).shared", "group.com.example.plain"],
            "com.apple.developer.associated-domains": ["applinks:$(TEAM)example.com", "applinks:example.org"],
        ], format: .xml, options: 0)
        let files = try Self.project(
            xcconfig: xcconfig, identifier: "com.example.app", settings: "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;",
            extra: ["App/App.entitlements": entitlements])
        let report = try ProjectImporter().importProject(files: files)
        #expect(report.app.appGroups == ["group.com.example.plain"])
        #expect(report.app.associatedDomains == ["applinks:example.org"])
        let notes = report.notes.map(\.message.en).filter { $0.contains("empty in this repository") }
            .map { $0.replacingOccurrences(of: "$(LOCAL_TEAM)", with: "$(TEAM)").replacingOccurrences(of: "$(OVERRIDE)", with: "$(TEAM)") }
        #expect(notes == [
            "\"group.com.$(TEAM).shared\" in com.apple.security.application-groups is built from $(TEAM), empty in this repository: taken as a value whoever builds sets, and not read as an App Group",
            "\"applinks:$(TEAM)example.com\" in com.apple.developer.associated-domains is built from $(TEAM), empty in this repository: taken as a value whoever builds sets, and not read as an associated domain",
        ], "\(report.notes.map(\.message.en))")
    }

    /// The target's settings override its `.xcconfig`'s; an included file's settings come before the
    /// including file's own lines.
    @Test func levelsOverrideInXcodesOrder() throws {
        let files = try Self.project(
            xcconfig: "#include \"Shared.xcconfig\"\nSUFFIX = .base", identifier: "$(PREFIX)$(SUFFIX)",
            settings: "SUFFIX = .target;", extra: ["Config/Shared.xcconfig": Data("PREFIX = com.shared\nSUFFIX = .shared".utf8)])
        #expect(try ProjectImporter().importProject(files: files).app.bundleIdentifier == "com.shared.target")
    }

    /// An include cycle stops at the second visit instead of looping.
    @Test func anIncludeCycleEnds() throws {
        let files = try Self.project(
            xcconfig: "#include \"Other.xcconfig\"\nID = base", identifier: "$(ID)",
            extra: ["Config/Other.xcconfig": Data("#include \"Base.xcconfig\"\nID = other".utf8)])
        #expect(try ProjectImporter().importProject(files: files).app.bundleIdentifier == "base")
    }

    /// Files that are not what their names say are notes, and the rest is still read.
    @Test(arguments: [
        ("App/Info.plist", "not a plist at all"),
        ("App.xcodeproj/project.pbxproj", "{ objects = "),
        ("App/App.entitlements", "<?xml version=\"1.0\"?><plist><dict><key>x</key>"),
    ])
    func aBrokenFileIsANote(path: String, text: String) throws {
        var files = try Self.project(xcconfig: "ID = com.example.app", identifier: "$(ID)", settings: "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;")
        files[path] = Data(text.utf8)
        let report = try ProjectImporter().importProject(files: files)
        #expect(report.notes.contains { $0.source == "\(path):1" && $0.message.en.hasPrefix("not a property list") })
    }
}
