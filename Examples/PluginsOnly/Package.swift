// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// A path dependency is named by its folder; an app names the package by its URL instead.
let toolkit = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// GRDB 6 from GitHub, or the stand-in `.ci/run` serves (this machine's mirror has GRDB 7 only).
let grdb = Context.environment["PLUGINSONLY_GRDB_URL"] ?? "https://github.com/groue/GRDB.swift"

// An app that depends on the toolkit for its plugins, the core and the routing library only, and uses
// GRDB 6 for its own data. With the toolkit's traits off (`traits: []`) neither GRDB 7 nor swift-syntax
// nor Yams is resolved: the toolkit's store, its Swift-source reader and its XcodeGen reader sit behind
// the traits `Store`, `SwiftSources` and `XcodeGen` (Plugins/README.md). `.ci/run` resolves, builds and
// checks it.
let package = Package(
    name: "PluginsOnly",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../..", traits: []),
        .package(url: grdb, from: "6.0.0"),
    ],
    targets: [
        .target(
            name: "PluginsOnly",
            dependencies: [
                .product(name: "IntegrationsCore", package: toolkit),
                .product(name: "IntegrationsRouting", package: toolkit),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            plugins: [.plugin(name: "IntegrationsGenerator", package: toolkit)]
        ),
    ]
)
