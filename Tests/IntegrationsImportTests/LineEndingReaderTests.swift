import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Every line-based reader of the import gives a CRLF or CR file the LF file's values, lines and notes
/// (issue 42, item 6): `"\r\n"` is one `Character` in Swift, so splitting on `"\n"` alone made a CRLF
/// Info.plist one line (every place at line 1) and a CRLF xcconfig one setting (the bundle identifier and
/// URL schemes lost). Each row is a project of one kind of file; the whole report is compared.
@Suite struct LineEndingReaderTests {
    enum Ending: String, Sendable, CaseIterable {
        case crlf = "\r\n", cr = "\r"
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var kind: String
        var files: [String: String]
        /// What the LF project gives, so that a row cannot pass by reading nothing in every ending.
        var check: @Sendable (ImportReport) -> Bool
        var testDescription: String { kind }
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>CFBundleURLTypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>CFBundleURLSchemes</key>
        \t\t\t<array>
        \t\t\t\t<string>$(APP_SCHEME)</string>
        \t\t\t\t<string>SECOND_SCHEME</string>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        \t<key>NSUserActivityTypes</key>
        \t<array>
        \t\t<string>com.example.app.viewing</string>
        \t</array>
        \t<key>BGTaskSchedulerPermittedIdentifiers</key>
        \t<array>
        \t\t<string>com.example.app.refresh</string>
        \t</array>
        </dict>
        </plist>

        """

    static func pbxproj(settings: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tF1 = { isa = PBXFileReference; path = Config/Base.xcconfig; };
        \t\tT1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
        \t\tL1 = { isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
        \t\tC1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = App/Info.plist;
        \(settings)
        \t\t\t};
        \t\t};
        \t\tP1 = { isa = PBXProject; buildConfigurationList = L2; targets = (T1); };
        \t\tL2 = { isa = XCConfigurationList; buildConfigurations = (); };
        \t};
        \trootObject = P1;
        }

        """
    }

    static let rows: [Row] = [
        Row(kind: "xcconfig with #include, comments and a condition", files: [
            "App.xcodeproj/project.pbxproj": pbxproj(settings: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
            "App/Info.plist": plist,
            "Config/Base.xcconfig": """
                // The app's identity
                #include "Shared.xcconfig"
                PRODUCT_BUNDLE_IDENTIFIER = $(PREFIX).app // the app
                APP_SCHEME[config=Release] = release-scheme
                APP_SCHEME[config=Debug] = debug-scheme

                """,
            "Config/Shared.xcconfig": "PREFIX = com.example\n\n#include? \"Local.xcconfig\"\n",
        ], check: { $0.app.bundleIdentifier == "com.example.app" && $0.app.urlSchemes == ["release-scheme", "second_scheme"] }),
        Row(kind: "Info.plist places (XML lines)", files: [
            "App.xcodeproj/project.pbxproj": pbxproj(settings: "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;\n\t\t\t\tAPP_SCHEME = app;"),
            "App/Info.plist": plist,
            "Config/Base.xcconfig": "\n",
        ], check: { report in
            report.activityTypes.map(\.source) == ["App/Info.plist:19"] && report.app.source?.hasPrefix("App/Info.plist:") == true
        }),
        Row(kind: "a preprocessed Info.plist and its prefix header", files: [
            "App.xcodeproj/project.pbxproj": pbxproj(settings: """
                \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;
                \t\t\t\tINFOPLIST_PREPROCESS = YES;
                \t\t\t\tINFOPLIST_PREFIX_HEADER = Config/InfoPlist.h;
                """),
            "App/Info.plist": plist.replacingOccurrences(of: "$(APP_SCHEME)", with: "APP_SCHEME"),
            "Config/Base.xcconfig": "\n",
            "Config/InfoPlist.h": "// schemes\n#if 1\n#define APP_SCHEME \\\n    larder\n#endif\n#define SECOND_SCHEME other\n",
        ], check: { $0.app.urlSchemes == ["larder", "other"] }),
        Row(kind: "entitlements", files: [
            "App.xcodeproj/project.pbxproj": pbxproj(settings: """
                \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;
                \t\t\t\tAPP_SCHEME = app;
                \t\t\t\tCODE_SIGN_ENTITLEMENTS = App/App.entitlements;
                """),
            "App/Info.plist": plist,
            "Config/Base.xcconfig": "\n",
            "App/App.entitlements": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>com.apple.developer.associated-domains</key>
                \t<array>
                \t\t<string>applinks:example.com</string>
                \t</array>
                \t<key>com.apple.security.application-groups</key>
                \t<array>
                \t\t<string>group.com.example.app</string>
                \t</array>
                </dict>
                </plist>

                """,
        ], check: { $0.app.associatedDomains == ["applinks:example.com"] && $0.app.appGroups == ["group.com.example.app"] }),
    ]

    #if XcodeGen
    static let xcodeGenRows: [Row] = [
        Row(kind: "XcodeGen project.yml", files: [
            "project.yml": """
                name: App
                targets:
                  App:
                    type: application
                    platform: iOS
                    settings:
                      PRODUCT_BUNDLE_IDENTIFIER: com.example.yml
                    info:
                      path: App/Info.plist
                      properties:
                        CFBundleURLTypes:
                          - CFBundleURLSchemes: [yml]
                        NSUserActivityTypes: [com.example.yml.viewing]

                """,
        ], check: { $0.app.bundleIdentifier == "com.example.yml" && $0.activityTypes.map(\.source) == ["project.yml:13"] }),
    ]
    #else
    static let xcodeGenRows: [Row] = []
    #endif

    static func report(_ row: Row, ending: Ending?) throws -> ImportReport {
        let files = row.files.mapValues { text in Data((ending.map { text.replacingOccurrences(of: "\n", with: $0.rawValue) } ?? text).utf8) }
        return try ProjectImporter().importProject(files: files)
    }

    @Test(arguments: rows + xcodeGenRows, Ending.allCases)
    func sameReport(_ row: Row, _ ending: Ending) throws {
        let lf = try Self.report(row, ending: nil)
        #expect(row.check(lf), "the LF project reads as the row says: \(lf.app), \(lf.activityTypes), notes \(lf.notes.map(\.message.en))")
        let other = try Self.report(row, ending: ending)
        #expect(other == lf)
        #expect(other.notes.map { "\($0.source) \($0.message.en)" } == lf.notes.map { "\($0.source) \($0.message.en)" })
    }

    #if SwiftSources
    /// Swift sources: a byte that is not UTF-8 is noted at the LF file's line and column, and a Tuist manifest
    /// is known by its `import ProjectDescription` at the start of a line, whatever ends the line before.
    @Test(arguments: Ending.allCases)
    func swiftSources(_ ending: Ending) throws {
        func files(_ separator: String) -> [String: Data] {
            var invalid = Data("// first\(separator)let a = 1\(separator)let b = \"".utf8)
            invalid.append(0xFF)
            invalid.append(contentsOf: Data("\"\(separator)".utf8))
            return [
                "App/Bad.swift": invalid,
                "Project.swift": Data("// Tuist\(separator)import ProjectDescription\(separator)let project = Project(name: \"App\")\(separator)".utf8),
            ]
        }
        let importer = ProjectImporter(swiftSources: SwiftSyntaxSourceReader())
        let lf = try importer.importProject(files: files("\n"))
        let other = try importer.importProject(files: files(ending.rawValue))
        let notes = lf.notes.map { "\($0.source) \($0.message.en)" }
        #expect(notes.contains("App/Bad.swift:3 bytes at line 3, column 10 are not UTF-8; read with U+FFFD in their place"), "\(notes)")
        #expect(notes.contains { $0.contains("Project.swift") }, "the Tuist manifest is noted: \(notes)")
        #expect(other.notes.map { "\($0.source) \($0.message.en)" } == notes)
    }
    #endif
}
