// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// A path dependency is named by its folder (`swift-platform-integrations` in a clone under its own name,
/// anything in CI's); an app names the package by its URL instead:
/// `.package(url: "https://github.com/…/swift-platform-integrations", from: "…")`.
let toolkit = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// Appcadia as a team would set it up: the app's library holds its `integrations.json` and the record files,
/// the build-tool plugin turns the manifest into typed Swift (`AppRoute`, `AppIdentifiers`), and the tests
/// run the app's integration surface on the toolkit's Linux implementations (Docs/Testing.md).
/// `swift package integrations-check` checks the manifest (Plugins/README.md).
let package = Package(
    name: "AppcadiaApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(
            name: "AppcadiaApp",
            dependencies: [
                .product(name: "IntegrationsCore", package: toolkit),
                .product(name: "IntegrationsApp", package: toolkit),
            ],
            resources: [.copy("integrations.json"), .copy("goals.json"), .copy("trainers.json")],
            plugins: [.plugin(name: "IntegrationsGenerator", package: toolkit)]
        ),
        .testTarget(
            name: "AppcadiaAppTests",
            dependencies: [
                "AppcadiaApp",
                .product(name: "IntegrationsCore", package: toolkit),
                .product(name: "IntegrationsApp", package: toolkit),
                .product(name: "IntegrationsRouting", package: toolkit),
                .product(name: "IntegrationsHost", package: toolkit),
                .product(name: "IntegrationsHandoff", package: toolkit),
                .product(name: "IntegrationsCheck", package: toolkit),
                .product(name: "IntegrationsTestSupport", package: toolkit),
                .product(name: "IntegrationsTesting", package: toolkit),
            ]
        ),
    ]
)
