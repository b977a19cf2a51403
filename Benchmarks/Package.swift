// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that users of the library never resolve their dependencies.
let package = Package(
    name: "integrations-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "swift-platform-integrations", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "integrations-bench",
            dependencies: [
                .product(name: "IntegrationsSearch", package: "swift-platform-integrations"),
                .product(name: "IntegrationsSearchQuery", package: "swift-platform-integrations"),
                .product(name: "IntegrationsStore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsTestSupport", package: "swift-platform-integrations"),
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Deep links: our Router against RoutingKit's TrieRouter, and AASA evaluation per URL.
        .executableTarget(
            name: "routing-bench",
            dependencies: [
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsRouting", package: "swift-platform-integrations"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ]
        ),
        // Whole processes: a warm `integrations search` against the sqlite3 command on a trigram table.
        .executableTarget(
            name: "process-bench",
            dependencies: [
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsSearchQuery", package: "swift-platform-integrations"),
                .product(name: "IntegrationsTestSupport", package: "swift-platform-integrations"),
            ]
        ),
        // Notification triggers: our next fire dates against Foundation's Calendar.nextDate.
        .executableTarget(
            name: "notifications-bench",
            dependencies: [
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsNotifications", package: "swift-platform-integrations"),
            ]
        ),
        // `integrations check` on 1,000 routes and 100,000 records: time and peak memory.
        .executableTarget(name: "check-bench"),
        // Importing an app's project: the whole import against swift-syntax's bare parse of the same files.
        .executableTarget(
            name: "import-bench",
            dependencies: [
                .product(name: "IntegrationsCheck", package: "swift-platform-integrations"),
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsImport", package: "swift-platform-integrations"),
                .product(name: "IntegrationsPoints", package: "swift-platform-integrations"),
                .product(name: "IntegrationsRouting", package: "swift-platform-integrations"),
                .product(name: "IntegrationsSwiftSources", package: "swift-platform-integrations"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Intents: phrase matching over 1,000 phrases, against anchored regular expressions.
        .executableTarget(
            name: "intents-bench",
            dependencies: [
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsIntents", package: "swift-platform-integrations"),
            ]
        ),
    ]
)
