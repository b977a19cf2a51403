// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// A path dependency is named by its folder (`swift-platform-integrations` in a clone under its own name,
/// anything in CI's); an app would name the package by its URL instead.
let toolkit = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// An app's own tool that uses the toolkit's libraries without its swift-syntax reader: it pins another
// swift-syntax (as apps with macros do) and turns the toolkit's `SwiftSources` trait off, so the
// toolkit's swift-syntax requirement is never resolved (Docs/Importing.md). `Examples/check-examples.sh`
// resolves it and compiles the importer in it (`swift build --target IntegrationsImport`); `swift run` runs it.
let package = Package(
    name: "LibrariesOnly",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../..", traits: []),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "LibrariesOnly",
            dependencies: [
                .product(name: "IntegrationsCore", package: toolkit),
                .product(name: "IntegrationsImport", package: toolkit),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ]
)
