import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import Testing

/// XcodeGen targets as XcodeGen resolves them: `type` and `platform` given directly or through
/// `templates` (templates of templates, merged in XcodeGen's order, `${target_name}`, `templateAttributes`,
/// `:REPLACE`, lists appended), platform lists, the files `sources` compiles and `dependencies`.
@Suite struct XcodeGenTargetTests {
    static func read(_ yaml: String, at path: String = "project.yml", existing: Set<String> = [], swift: [String] = []) throws -> XcodeProject {
        try XcodeGenProject.read(
            Data(yaml.utf8), path: path, configuration: nil, xcconfig: { _, _ in nil }, exists: { existing.contains($0) },
            swiftPaths: swift
        ).project
    }

    static func target(_ project: XcodeProject, _ name: String) -> XcodeProject.Target? {
        project.targets.first { $0.name == name }
    }

    /// Each row: the spec, the target, its product type and platform expected.
    @Test(arguments: [
        // Given directly.
        ("targets:\n  App:\n    type: application\n    platform: iOS\n", "App", "com.apple.product-type.application", "iOS"),
        // Only through a template.
        ("targets:\n  App:\n    templates: [iOSApp]\ntargetTemplates:\n  iOSApp:\n    type: application\n    platform: iOS\n",
         "App", "com.apple.product-type.application", "iOS"),
        // A template's own templates come first; the template on top of them.
        ("targets:\n  App:\n    templates: [Base]\ntargetTemplates:\n  Base:\n    templates: [Platform]\n    type: application\n  Platform:\n    platform: iOS\n    type: framework\n",
         "App", "com.apple.product-type.application", "iOS"),
        // Templates merge in the order listed, the target on top.
        ("targets:\n  App:\n    templates: [A, B]\ntargetTemplates:\n  A:\n    type: framework\n    platform: macOS\n  B:\n    type: application\n",
         "App", "com.apple.product-type.application", "macOS"),
        ("targets:\n  App:\n    templates: [A]\n    type: app-extension\ntargetTemplates:\n  A:\n    type: application\n    platform: iOS\n",
         "App", "com.apple.product-type.app-extension", "iOS"),
        // Templates that name each other end.
        ("targets:\n  App:\n    templates: [A]\ntargetTemplates:\n  A:\n    templates: [B]\n    type: application\n  B:\n    templates: [A]\n    platform: iOS\n",
         "App", "com.apple.product-type.application", "iOS"),
        // A template that is not defined is skipped.
        ("targets:\n  App:\n    templates: [Missing]\n    type: application\n    platform: iOS\n", "App", "com.apple.product-type.application", "iOS"),
        // A list of platforms: one target per platform, named with a suffix.
        ("targets:\n  App:\n    type: application\n    platform: [iOS, macOS]\n", "App_iOS", "com.apple.product-type.application", "iOS"),
        ("targets:\n  App:\n    type: application\n    platform: [iOS, macOS]\n    platformSuffix: \"\"\n    platformPrefix: ${platform}-\n",
         "macOS-App", "com.apple.product-type.application", "macOS"),
        // Xcode 14's destinations.
        ("targets:\n  App:\n    type: application\n    supportedDestinations: [macOS, iOS]\n", "App", "com.apple.product-type.application", "iOS"),
        // A type outside the table is Xcode's product type of that name.
        ("targets:\n  Kit:\n    type: library.dynamic\n    platform: iOS\n", "Kit", "com.apple.product-type.library.dynamic", "iOS"),
    ])
    func typeAndPlatformAreXcodeGens(yaml: String, name: String, productType: String, platform: String) throws {
        let project = try Self.read(yaml)
        let target = try #require(Self.target(project, name), "targets: \(project.targets.map(\.name))")
        #expect(target.productType == productType)
        #expect(target.platform == platform)
    }

    @Test func templatesGiveSettingsSourcesAndNames() throws {
        let yaml = """
            targets:
              Hive:
                templates: [App]
                templateAttributes:
                  company: Example
                sources: [Extra]
                settings:
                  OWN: yes
              Sample:
                templates: [App]
            targetTemplates:
              App:
                type: application
                platform: iOS
                sources: ["${target_name}", Shared]
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.${company}.${target_name}
                dependencies:
                  - target: ${target_name}Kit
            """
        let project = try Self.read(yaml, swift: [])
        let hive = try #require(Self.target(project, "Hive"))
        // Lists are appended: the template's sources, then the target's.
        #expect(hive.sources?.folders == ["Hive", "Shared", "Extra"])
        #expect(hive.settings.values["PRODUCT_BUNDLE_IDENTIFIER"] == "com.Example.Hive")
        #expect(hive.settings.values["OWN"] == "YES")
        #expect(hive.dependencies == ["HiveKit"])
        let sample = try #require(Self.target(project, "Sample"))
        #expect(sample.sources?.folders == ["Sample", "Shared"])
        #expect(sample.productType == "com.apple.product-type.application")
    }

    @Test func replaceTakesTheTargetsValueWhole() throws {
        let yaml = """
            targets:
              App:
                templates: [Base]
                sources:REPLACE: [Only]
            targetTemplates:
              Base:
                type: application
                sources: [Shared]
            """
        #expect(try Self.target(Self.read(yaml), "App")?.sources?.folders == ["Only"])
    }

    /// Each row: the target's sources, where project.yml is, the Swift files there are, each file and whether
    /// the target compiles it.
    @Test(arguments: [
        ("sources: [App]", "project.yml", ["App/A.swift", "App/Deep/B.swift", "Other/C.swift", "Application/D.swift"],
         ["App/A.swift": true, "App/Deep/B.swift": true, "Other/C.swift": false, "Application/D.swift": false]),
        ("sources: App", "project.yml", ["App/A.swift"], ["App/A.swift": true]),
        // Relative to the project.yml's folder.
        ("sources: [App, ../Shared]", "ios/project.yml", ["ios/App/A.swift", "Shared/S.swift", "App/X.swift"],
         ["ios/App/A.swift": true, "Shared/S.swift": true, "App/X.swift": false]),
        // A folder less its excludes: a path, and glob patterns.
        ("sources:\n      - path: App\n        excludes: [Generated, \"**/*Tests.swift\", \"Old?.swift\"]", "project.yml",
         ["App/A.swift", "App/Generated/G.swift", "App/Deep/FooTests.swift", "App/Old1.swift", "App/Older.swift"],
         ["App/A.swift": true, "App/Generated/G.swift": false, "App/Deep/FooTests.swift": false, "App/Old1.swift": false, "App/Older.swift": true]),
        // A file named alone.
        ("sources: [App/main.swift]", "project.yml", ["App/main.swift", "App/Other.swift"], ["App/main.swift": true, "App/Other.swift": false]),
        // Sources that compile nothing.
        ("sources:\n      - path: Resources\n        buildPhase: resources\n      - path: Docs\n        type: folder", "project.yml",
         ["Resources/R.swift", "Docs/D.swift"], ["Resources/R.swift": false, "Docs/D.swift": false]),
    ] as [(String, String, [String], [String: Bool])])
    func sourcesAreTheFilesCompiled(sources: String, path: String, swift: [String], expected: [String: Bool]) throws {
        let yaml = "targets:\n  App:\n    type: application\n    platform: iOS\n    \(sources)\n"
        let project = try Self.read(yaml, at: path, existing: Set(swift), swift: swift)
        let membership = try #require(Self.target(project, "App")?.sources)
        for (file, compiled) in expected {
            #expect(membership.contains(file) == compiled, "\(file)")
        }
    }

    @Test func aTargetWithoutSourcesSaysNothing() throws {
        #expect(try Self.target(Self.read("targets:\n  App:\n    type: application\n"), "App")?.sources == nil)
    }

    @Test func dependenciesAreTargetsOnly() throws {
        let yaml = """
            targets:
              App:
                type: application
                dependencies:
                  - target: Widgets
                  - framework: Vendor/Kit.framework
                  - sdk: StoreKit.framework
                  - package: Yams
                  - target: Intents
                    embed: true
            """
        #expect(try Self.target(Self.read(yaml), "App")?.dependencies == ["Widgets", "Intents"])
    }

    /// A chain of templates each using the next stops at the depth limit, with a note.
    @Test func aChainOfTemplatesPastTheLimitIsANote() throws {
        let chain = (0..<100).map { "  T\($0):\n    templates: [T\($0 + 1)]" + ($0 == 1 ? "\n    platform: iOS" : "") }.joined(separator: "\n")
        let yaml = "targets:\n  App:\n    templates: [T0]\ntargetTemplates:\n\(chain)\n  T100:\n    type: application\n"
        let result = try XcodeGenProject.read(Data(yaml.utf8), path: "project.yml", configuration: nil, xcconfig: { _, _ in nil }, exists: { _ in false })
        #expect(result.notes.map(\.message.en).contains { $0.contains("target App uses more than 1000 templates or templates 64 deep, over the limit") })
        // The templates within the limit still apply; the type, 100 deep, does not.
        #expect(result.project.targets.first?.platform == "iOS")
        #expect(result.project.targets.first?.productType == "")
    }

    /// Templates used by many targets multiply: past the limit of values merged, the rest are read as
    /// written, with a note.
    @Test func templatesPastTheLimitAreANote() throws {
        let settings = (0..<2_000).map { "      KEY_\($0): v" }.joined(separator: "\n")
        let targets = (0..<200).map { "  T\($0):\n    templates: [Big]" }.joined(separator: "\n")
        let yaml = "targets:\n\(targets)\ntargetTemplates:\n  Big:\n    type: application\n    settings:\n\(settings)\n"
        let result = try XcodeGenProject.read(Data(yaml.utf8), path: "project.yml", configuration: nil, xcconfig: { _, _ in nil }, exists: { _ in false })
        #expect(result.notes.map(\.message.en).contains { $0.contains("merging targetTemplates writes more than 200000 values, over the limit") })
        #expect(result.project.targets.first { $0.name == "T0" }?.productType == "com.apple.product-type.application")
        #expect(result.project.targets.first { $0.name == "T99" }?.productType == "")
    }
}
