// swift-tools-version: 6.1
import PackageDescription

// Fuzz targets live in their own package, built with libFuzzer and AddressSanitizer:
//   bash Fuzz/fuzz.sh TARGET SECONDS        (Docs/Fuzzing.md)
// Users of the library never resolve or build it.
let package = Package(
    name: "integrations-fuzz",
    dependencies: [
        .package(name: "swift-platform-integrations", path: ".."),
    ],
    targets: [
        .target(name: "CFuzzDriver"),
        // One binary holding every target, chosen by FUZZ_TARGET: one link instead of thirteen keeps the
        // CI smoke run short (Docs/Decisions.md).
        .executableTarget(
            name: "integrations-fuzz",
            dependencies: [
                "CFuzzDriver",
                .product(name: "IntegrationsCore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsApp", package: "swift-platform-integrations"),
                .product(name: "IntegrationsAppClips", package: "swift-platform-integrations"),
                .product(name: "IntegrationsRouting", package: "swift-platform-integrations"),
                .product(name: "IntegrationsSearch", package: "swift-platform-integrations"),
                .product(name: "IntegrationsSearchQuery", package: "swift-platform-integrations"),
                .product(name: "IntegrationsStore", package: "swift-platform-integrations"),
                .product(name: "IntegrationsIntents", package: "swift-platform-integrations"),
                .product(name: "IntegrationsNotifications", package: "swift-platform-integrations"),
                .product(name: "IntegrationsHandoff", package: "swift-platform-integrations"),
                .product(name: "IntegrationsWidgets", package: "swift-platform-integrations"),
                .product(name: "IntegrationsProgress", package: "swift-platform-integrations"),
                .product(name: "IntegrationsTestSupport", package: "swift-platform-integrations"),
                .product(name: "IntegrationsImport", package: "swift-platform-integrations"),
                .product(name: "IntegrationsSwiftSources", package: "swift-platform-integrations"),
                .product(name: "IntegrationsCodeGen", package: "swift-platform-integrations"),
                .product(name: "IntegrationsCheck", package: "swift-platform-integrations"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
