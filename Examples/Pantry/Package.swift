// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// A path dependency is named by its folder: Docs/Testing.md's team writes `"toolkit"`, the folder it
/// checked the toolkit out into. This example sits inside the toolkit's clone, whose folder has any name
/// (`swift-platform-integrations`, or CI's), so it computes that name; everything else is as the docs say.
let toolkit = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// A new team's package, made exactly as Docs/Testing.md ("A new package") and Plugins/README.md tell one:
/// the toolkit by path with its traits off, `integrations init` in the library target's `App` folder, the
/// build-tool plugin on the target, and the check as a test. `Examples/check-examples.sh` builds and tests
/// it, then copies broken manifests in and expects the build to fail at the manifest's line.
let package = Package(
    name: "Pantry",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "PantryIntegrations",
            dependencies: [.product(name: "IntegrationsCore", package: toolkit)],
            // The app folder init wrote: the manifest, its records, README.md and the schema, all resources.
            resources: [.process("App")],
            plugins: [.plugin(name: "IntegrationsGenerator", package: toolkit)]
        ),
        .testTarget(
            name: "PantryIntegrationsTests",
            dependencies: [
                "PantryIntegrations",
                .product(name: "IntegrationsCore", package: toolkit),
                .product(name: "IntegrationsCheck", package: toolkit),
                .product(name: "IntegrationsTestSupport", package: toolkit),
            ]
        ),
    ]
)
