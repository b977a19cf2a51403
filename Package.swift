// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares, in one place.
let upcomingFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

var package = Package(
    name: "swift-platform-integrations",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "IntegrationsCore", targets: ["IntegrationsCore"]),
        .library(name: "IntegrationsStore", targets: ["IntegrationsStore"]),
        .library(name: "IntegrationsSearch", targets: ["IntegrationsSearch"]),
        .library(name: "IntegrationsSearchQuery", targets: ["IntegrationsSearchQuery"]),
        .library(name: "IntegrationsRouting", targets: ["IntegrationsRouting"]),
        .library(name: "IntegrationsProgress", targets: ["IntegrationsProgress"]),
        .library(name: "IntegrationsState", targets: ["IntegrationsState"]),
        .library(name: "IntegrationsIntents", targets: ["IntegrationsIntents"]),
        .library(name: "IntegrationsApp", targets: ["IntegrationsApp"]),
        .library(name: "IntegrationsAppClips", targets: ["IntegrationsAppClips"]),
        .library(name: "IntegrationsHost", targets: ["IntegrationsHost"]),
        .library(name: "IntegrationsCheck", targets: ["IntegrationsCheck"]),
        .library(name: "IntegrationsNotifications", targets: ["IntegrationsNotifications"]),
        .library(name: "IntegrationsHandoff", targets: ["IntegrationsHandoff"]),
        .library(name: "IntegrationsWidgets", targets: ["IntegrationsWidgets"]),
        .library(name: "IntegrationsTestSupport", targets: ["IntegrationsTestSupport"]),
        // An app's intents, entities and other points in a test, in the shape of Apple's App Intents Testing.
        .library(name: "IntegrationsTesting", targets: ["IntegrationsTesting"]),
        .library(name: "IntegrationsImport", targets: ["IntegrationsImport"]),
        .library(name: "IntegrationsSwiftSources", targets: ["IntegrationsSwiftSources"]),
        .library(name: "IntegrationsCodeGen", targets: ["IntegrationsCodeGen"]),
        .library(name: "IntegrationsReporting", targets: ["IntegrationsReporting"]),
        .library(name: "IntegrationsPointKit", targets: ["IntegrationsPointKit"]),
        .library(name: "IntegrationsPoints", targets: ["IntegrationsPoints"]),
        .library(name: "IntegrationsShareExtensions", targets: ["IntegrationsShareExtensions"]),
        .library(name: "IntegrationsBackgroundTasks", targets: ["IntegrationsBackgroundTasks"]),
        .library(name: "IntegrationsQuickActions", targets: ["IntegrationsQuickActions"]),
        .library(name: "IntegrationsLiveActivities", targets: ["IntegrationsLiveActivities"]),
        .library(name: "IntegrationsControls", targets: ["IntegrationsControls"]),
        // The fuzz targets, for the fuzzing package (Fuzz/, libFuzzer) and the regression replay in `swift test`;
        // not for apps.
        .library(name: "IntegrationsFuzzTargets", targets: ["IntegrationsFuzzTargets"]),
        // The command, and in the same file the Swift-source reader `import` and `check --project` run as a
        // process of its own (`integrations __read-swift-sources`): one file to install (Decisions 420).
        .executable(name: "integrations", targets: ["integrations"]),
        // Named as its target: SwiftPM finds a plugin's tool by the executable target's name.
        .executable(name: "IntegrationsPluginTool", targets: ["IntegrationsPluginTool"]),
        .plugin(name: "IntegrationsGenerator", targets: ["IntegrationsGenerator"]),
        .plugin(name: "IntegrationsCheckPlugin", targets: ["IntegrationsCheckPlugin"]),
    ],
    traits: [
        // Reading an app's Swift sources with swift-syntax (`integrations import`, `check --project`). An app
        // that depends on this package for its libraries turns it off (`traits: []`) and never resolves
        // swift-syntax, whose version apps pin for their own macros (Docs/Importing.md).
        .trait(name: "SwiftSources", description: "Read an app's Swift sources with swift-syntax when importing it."),
        // Reading XcodeGen's `project.yml` (YAML, with Yams) when importing an app.
        .trait(name: "XcodeGen", description: "Read XcodeGen's project.yml when importing an app."),
        // The SQLite store (GRDB) and the libraries built on it: search, state (the pending notifications and widget reloads too), the host
        // and the `integrations` command. An app that uses only the core, routing, the check or the plugins
        // turns it off (`traits: []`) and never resolves GRDB, whose major version it may pin for itself
        // (Plugins/README.md, Examples/PluginsOnly).
        .trait(name: "Store", description: "The SQLite store (GRDB) and the libraries on it: search, state (pending notifications, widget reloads), the host and the command."),
        .default(enabledTraits: ["SwiftSources", "XcodeGen", "Store"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Protocols and Codable value types for every integration point. Foundation only.
        .target(name: "IntegrationsCore"),

        // Reading what a user or an app hands in — a file, a pipe, standard input — never past a limit
        // (`BoundedInput`), with the messages that refuse it: the core holds contracts and reads no file.
        .target(name: "IntegrationsFileInput", dependencies: ["IntegrationsCore"]),

        // The one SQLite store (GRDB): opening, WAL, named migrations, error messages.
        .target(
            name: "IntegrationsStore",
            dependencies: [
                "IntegrationsCore",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"])),
            ]
        ),

        // Reading a search query (free text or Core Spotlight predicates) and matching its string patterns:
        // the core only, no store, so every index has it without the `Store` trait (Decisions 196).
        .target(name: "IntegrationsSearchQuery", dependencies: ["IntegrationsCore"]),

        // Spotlight-like index: SQLite FTS5 through GRDB, with a Japanese-aware tokenizer.
        .target(
            name: "IntegrationsSearch",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsSearchQuery",
                "IntegrationsStore",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Store"])),
            ]
        ),

        // Deep links: the router, URL generation.
        .target(name: "IntegrationsRouting", dependencies: ["IntegrationsCore", "IntegrationsFileInput", "IntegrationsImport", "IntegrationsPointKit"]),
        .target(name: "IntegrationsProgress", dependencies: ["IntegrationsCore"]),
        .target(
            name: "IntegrationsState",
            dependencies: ["IntegrationsCore", "IntegrationsStore", "IntegrationsNotifications", "IntegrationsAppClips", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"]))]
        ),

        // Intents: phrase matching, parameter and entity resolution, built-in effects.
        .target(name: "IntegrationsIntents", dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsRouting"]),

        // Loads an app folder (manifest + entity records): the core only, no store.
        .target(name: "IntegrationsApp", dependencies: ["IntegrationsCore", "IntegrationsFileInput", "IntegrationsAppClips", "IntegrationsIntents", "IntegrationsRouting"]),

        // App Clips: the rules a hand-over document meets before the full app imports it. No store.
        .target(name: "IntegrationsAppClips", dependencies: ["IntegrationsCore", "IntegrationsRouting", "IntegrationsImport", "IntegrationsPointKit"]),

        // Notifications: when triggers fire (time zones, DST).
        .target(name: "IntegrationsNotifications", dependencies: ["IntegrationsCore", "IntegrationsFileInput", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsRouting"]),

        // Handoff: user activities built from app data and continued through a router.
        .target(name: "IntegrationsHandoff", dependencies: ["IntegrationsCore", "IntegrationsFileInput", "IntegrationsApp", "IntegrationsRouting", "IntegrationsImport", "IntegrationsPointKit"]),

        // Widgets: timelines from the app's records, and the point's rules (Docs/Widgets.md). No store: the
        // reload budget is IntegrationsState's.
        .target(name: "IntegrationsWidgets", dependencies: ["IntegrationsCore", "IntegrationsRouting", "IntegrationsImport", "IntegrationsPointKit"]),

        // One check of an app's whole integration surface, as diagnostics: no store. The registered points'
        // rules and checks come through IntegrationsPoints.
        .target(
            name: "IntegrationsCheck",
            dependencies: [
                "IntegrationsCore", "IntegrationsFileInput", "IntegrationsApp", "IntegrationsRouting", "IntegrationsHandoff", "IntegrationsImport", "IntegrationsCodeGen",
                "IntegrationsPointKit", "IntegrationsPoints",
            ]
        ),

        // The contract of an integration point as a plug-in (`IntegrationPoint`): manifest section, facts from
        // the project, rules, checks (Docs/Architecture.md).
        .target(name: "IntegrationsPointKit", dependencies: ["IntegrationsCore", "IntegrationsImport"]),

        // The one list of registered points, which the check, the importer, `rules` and `schema` iterate.
        .target(
            name: "IntegrationsPoints",
            dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsShareExtensions", "IntegrationsBackgroundTasks", "IntegrationsQuickActions", "IntegrationsHandoff", "IntegrationsAppClips", "IntegrationsIntents", "IntegrationsRouting", "IntegrationsControls",
                           "IntegrationsLiveActivities", "IntegrationsWidgets", "IntegrationsNotifications"]
        ),

        // Background tasks: the declarations (the manifest's `backgroundTasks` section), the rules on the manifest
        // and the project, and a run's result (Docs/BackgroundTasks.md); the import and the host's run are
        // elsewhere (Docs/Architecture.md, "Not yet").
        .target(name: "IntegrationsBackgroundTasks", dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsWidgets"]),

        // Quick actions: the declarations (the manifest's `quickActions` section), the rules on the manifest and
        // the project, and a perform's result (Docs/QuickActions.md); the import and the host's perform are
        // elsewhere (Docs/Architecture.md, "Not yet").
        .target(name: "IntegrationsQuickActions", dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsRouting"]),

        // Live Activities: the rules on the manifest, the push payloads and the project, the push payloads'
        // validation and writing, and a start's fixed properties from the app's records (Docs/LiveActivities.md).
        // The declarations and the import are still elsewhere (Docs/Architecture.md, "Not yet").
        .target(
            name: "IntegrationsLiveActivities",
            dependencies: ["IntegrationsCore", "IntegrationsFileInput", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsNotifications", "IntegrationsApp", "IntegrationsRouting"]),

        // Share and action extensions: `NSExtensionActivationRule` declared, imported, checked and evaluated
        // (Docs/ShareExtensions.md). One folder, the first point in the plug-in shape.
        .target(name: "IntegrationsShareExtensions", dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit"]),

        // Controls, interactive widgets and app entities: rules on an app's own project only (no manifest section).
        .target(name: "IntegrationsControls", dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit"]),

        // Opens a loaded app's store and wires the points together.
        .target(
            name: "IntegrationsHost",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsApp",
                "IntegrationsStore",
                "IntegrationsSearch",
                "IntegrationsRouting",
                "IntegrationsState",
                "IntegrationsIntents",
                "IntegrationsProgress",
                "IntegrationsNotifications",
                "IntegrationsHandoff",
                "IntegrationsWidgets",
                "IntegrationsBackgroundTasks",
                "IntegrationsQuickActions",
                "IntegrationsAppClips",
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Store"])),
            ]
        ),

        // What the command prints: the JSON documents and the text reporters, one type each. Pure values in,
        // text out, and nothing of the store: the plugins' tool uses its check reporters and so builds without
        // GRDB (the command turns the store's notification types into its documents itself).
        .target(
            name: "IntegrationsReporting",
            dependencies: ["IntegrationsCore", "IntegrationsRouting", "IntegrationsImport", "IntegrationsCheck", "IntegrationsHandoff", "IntegrationsLiveActivities", "IntegrationsBackgroundTasks", "IntegrationsQuickActions", "IntegrationsWidgets", "IntegrationsAppClips"]
        ),

        // The embedded default app, Appcadia, carried inside the binary as source; the command wires it in.
        .target(
            name: "EmbeddedSample",
            dependencies: ["IntegrationsCore", "IntegrationsApp"],
            path: "Fixtures/Appcadia",
            exclude: ["README.md", "integrations.json", "goals.json", "trainers.json"]
        ),

        // App Intents tests on Linux, in the shape of Apple's App Intents Testing (Docs/Testing-Intents.md):
        // an app found by its bundle identifier, each test on a store of its own.
        .target(
            name: "IntegrationsTesting",
            dependencies: [
                "IntegrationsCore", "IntegrationsApp", "IntegrationsHost", "IntegrationsIntents", "IntegrationsRouting", "IntegrationsSearch", "IntegrationsState",
                "IntegrationsImport", "IntegrationsPoints", "IntegrationsFileInput", "EmbeddedSample",
            ]
        ),

        // Reads an app's project (property lists, entitlements, build settings, SiriKit definitions) into an
        // import report and checks it across files. Its Swift sources come through a reader plugged in.
        .target(
            name: "IntegrationsImport",
            dependencies: ["IntegrationsCore", "IntegrationsFileInput", .product(name: "Yams", package: "Yams", condition: .when(traits: ["XcodeGen"]))]
        ),

        // The Swift-source reader of the importer, on swift-syntax: parses, never compiles or runs.
        .target(
            name: "IntegrationsSwiftSources",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsImport",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSources"])),
            ]
        ),

        // Every parser a user's input reaches, as a fuzz target with its properties (Docs/Fuzzing.md): built with
        // libFuzzer by the package in Fuzz/, and replayed on Fuzz/Regressions by FuzzRegressionReplayTests.
        .target(
            name: "IntegrationsFuzzTargets",
            dependencies: [
                "IntegrationsCore", "IntegrationsApp", "IntegrationsAppClips", "IntegrationsRouting", "IntegrationsSearch",
                "IntegrationsSearchQuery", "IntegrationsStore", "IntegrationsIntents", "IntegrationsNotifications", "IntegrationsHandoff",
                "IntegrationsWidgets", "IntegrationsProgress", "IntegrationsTestSupport", "IntegrationsImport", "IntegrationsSwiftSources",
                "IntegrationsCodeGen", "IntegrationsCheck", "IntegrationsPointKit", "IntegrationsPoints",
            ],
            path: "Fuzz/Sources/IntegrationsFuzzTargets"
        ),

        // Typed Swift from a manifest: the route enum and the identifier constants (Docs/Plugins.md).
        .target(name: "IntegrationsCodeGen", dependencies: ["IntegrationsCore", "IntegrationsRouting", "IntegrationsHandoff", "IntegrationsNotifications", "IntegrationsWidgets", "IntegrationsBackgroundTasks", "IntegrationsQuickActions", "IntegrationsAppClips"]),

        // The plugins' tool: the core, app loading, the check and code generation; no SQLite, no swift-syntax.
        .executableTarget(
            name: "IntegrationsPluginTool",
            dependencies: [
                "IntegrationsCore", "IntegrationsApp", "IntegrationsCheck", "IntegrationsImport", "IntegrationsCodeGen", "IntegrationsReporting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Build-tool plugin: Swift generated from the target's integrations.json at build time.
        .plugin(name: "IntegrationsGenerator", capability: .buildTool(), dependencies: ["IntegrationsPluginTool"]),

        // Command plugin `swift package integrations-check`: the check, reported where the problems are.
        .plugin(
            name: "IntegrationsCheckPlugin",
            capability: .command(intent: .custom(verb: "integrations-check", description: "Check the targets' integrations.json (or --project PATH) and report every problem at its file and line.")),
            dependencies: ["IntegrationsPluginTool"]
        ),

        // The generated Swift of the two fixture apps and of Fixtures/CodeGen/Everything (every route shape), checked in as golden files and compiled here with
        // warnings as errors, for the parity tests against the router.
        .target(name: "GeneratedAppcadia", path: "Tests/Generated/Appcadia", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .target(name: "GeneratedSimmer", path: "Tests/Generated/Simmer", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .target(name: "GeneratedEverything", path: "Tests/Generated/Everything", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        // Fixtures/CodeGen/Hostile: names Swift reserves or the generated code uses (Docs/Manifest.md, "Names in the generated Swift").
        .target(name: "GeneratedHostile", path: "Tests/Generated/Hostile", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),

        // Deterministic corpora for tests and benchmarks.
        .target(name: "IntegrationsTestSupport", dependencies: ["IntegrationsCore", "IntegrationsSearchQuery"]),

        // The `integrations` command: parse, call, print.
        .executableTarget(
            name: "integrations",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsFileInput",
                "IntegrationsStore",
                "IntegrationsSearch",
                "IntegrationsRouting",
                "IntegrationsApp",
                "IntegrationsCheck",
                "IntegrationsNotifications",
                "IntegrationsHandoff",
                "IntegrationsWidgets",
                "IntegrationsState",
                "IntegrationsHost",
                "IntegrationsIntents",
                "IntegrationsProgress",
                "EmbeddedSample",
                "IntegrationsImport",
                "IntegrationsReporting",
                "IntegrationsPoints",
                "IntegrationsShareExtensions",
                "IntegrationsLiveActivities",
                "IntegrationsBackgroundTasks",
                "IntegrationsQuickActions",
                "IntegrationsPointKit",
                // The Swift-source reader, run as `integrations __read-swift-sources` in a process of its own:
                // one file to install, at the cost of a larger binary (Docs/Benchmarks.md, Decisions 420).
                .target(name: "IntegrationsSwiftSources", condition: .when(traits: ["SwiftSources"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Store"])),
            ]
        ),

        .testTarget(
            name: "IntegrationsCoreTests",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IntegrationsSearchQueryTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsSearchQuery", "IntegrationsTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IntegrationsSearchTests",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsSearch",
                "IntegrationsSearchQuery",
                "IntegrationsStore",
                "IntegrationsTestSupport",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"])),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IntegrationsRoutingTests",
            dependencies: [
                "IntegrationsCore",
                "IntegrationsRouting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IntegrationsProgressTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsProgress", "IntegrationsTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IntegrationsStateTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsStore", "IntegrationsState", "IntegrationsNotifications", "IntegrationsAppClips", "IntegrationsTestSupport", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"])),
            ]
        ),
        .testTarget(
            name: "IntegrationsIntentsTests",
            dependencies: ["IntegrationsCore", "IntegrationsIntents", "IntegrationsRouting", "IntegrationsTestSupport"]
        ),
        .testTarget(
            name: "IntegrationsHostTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsSearch", "IntegrationsRouting", "IntegrationsApp", "IntegrationsHost", "IntegrationsState", "IntegrationsIntents", "IntegrationsWidgets",
                "IntegrationsHandoff", "IntegrationsStore", "IntegrationsTestSupport", "EmbeddedSample", "IntegrationsPoints", "IntegrationsBackgroundTasks", "IntegrationsQuickActions", "IntegrationsAppClips", "IntegrationsImport", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"])),
            ]
        ),
        .testTarget(
            name: "IntegrationsTestingTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsApp", "IntegrationsIntents", "IntegrationsHost", "IntegrationsImport", "IntegrationsSwiftSources",
                "IntegrationsTesting", "IntegrationsTestSupport",
            ],
            resources: [.copy("Apps")]
        ),
        .testTarget(
            name: "IntegrationsNotificationsTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsNotifications", "IntegrationsStore", "IntegrationsTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "IntegrationsBackgroundTasksTests", dependencies: ["IntegrationsCore", "IntegrationsPointKit", "IntegrationsBackgroundTasks"]),
        .testTarget(name: "IntegrationsQuickActionsTests", dependencies: ["IntegrationsCore", "IntegrationsPointKit", "IntegrationsQuickActions"]),
        .testTarget(name: "IntegrationsLiveActivitiesTests", dependencies: ["IntegrationsCore", "IntegrationsPointKit", "IntegrationsLiveActivities", "IntegrationsNotifications"]),
        .testTarget(
            name: "IntegrationsAppClipsTests",
            dependencies: ["IntegrationsCore", "IntegrationsAppClips"]
        ),
        .testTarget(
            name: "IntegrationsHandoffTests",
            dependencies: ["IntegrationsCore", "IntegrationsFileInput", "IntegrationsHandoff", "IntegrationsApp", "IntegrationsRouting", "EmbeddedSample"]
        ),
        .testTarget(
            name: "IntegrationsWidgetsTests",
            dependencies: ["IntegrationsCore", "IntegrationsWidgets", "IntegrationsProgress", "IntegrationsStore", "IntegrationsTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "IntegrationsImportTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsImport", "IntegrationsPoints", "IntegrationsTestSupport",
                .target(name: "IntegrationsSwiftSources", condition: .when(traits: ["SwiftSources"])),
            ]
        ),
        // The check engine, and the rules across a project's own files on imported reports.
        .testTarget(
            name: "IntegrationsCheckTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsApp", "IntegrationsImport", "IntegrationsCheck", "IntegrationsPoints", "IntegrationsTestSupport",
                .target(name: "IntegrationsSwiftSources", condition: .when(traits: ["SwiftSources"])),
            ]
        ),
        .testTarget(
            name: "IntegrationsCodeGenTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsApp", "IntegrationsRouting", "IntegrationsCodeGen", "IntegrationsBackgroundTasks", "IntegrationsQuickActions", "IntegrationsCheck", "IntegrationsTestSupport",
                "GeneratedAppcadia", "GeneratedSimmer", "GeneratedEverything", "GeneratedHostile",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "IntegrationsReportingTests",
            dependencies: [
                "IntegrationsCore", "IntegrationsReporting", "IntegrationsAppClips", "IntegrationsApp", "IntegrationsHandoff", "IntegrationsImport", "IntegrationsSearch", "IntegrationsStore",
                "IntegrationsRouting", "IntegrationsTestSupport", "EmbeddedSample", "IntegrationsWidgets", "IntegrationsProgress", "IntegrationsCheck",
                "IntegrationsNotifications", "IntegrationsState",
                // The CI reporters' goldens on an imported project read its Swift sources.
                .target(name: "IntegrationsSwiftSources", condition: .when(traits: ["SwiftSources"])),
            ],
            // Golden files, and the SARIF schema `.ci/validate-sarif.py` reads.
            exclude: ["Golden", "Schemas"]
        ),
        .testTarget(
            name: "IntegrationsShareExtensionsTests",
            dependencies: ["IntegrationsCore", "IntegrationsImport", "IntegrationsPointKit", "IntegrationsShareExtensions", "IntegrationsPoints"]
        ),
        // Every input of Fuzz/Regressions through its fuzz target's properties, on every `swift test` (no libFuzzer).
        .testTarget(
            name: "FuzzRegressionReplayTests",
            dependencies: ["IntegrationsFuzzTargets"]
        ),
        .testTarget(
            name: "IntegrationsCLITests",
            dependencies: ["integrations", "IntegrationsFileInput", "IntegrationsTestSupport", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Store"]))],
            exclude: ["Tours"]
        ),
    ]
)

for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
