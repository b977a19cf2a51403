// swift-tools-version: 6.1
import PackageDescription

// The fuzzing driver lives in its own package, built with libFuzzer and AddressSanitizer:
//   bash Fuzz/fuzz.sh TARGET SECONDS        (Docs/Fuzzing.md)
// Users of the library never resolve or build it. The targets themselves are the toolkit's
// IntegrationsFuzzTargets, which `swift test` replays Fuzz/Regressions through.
let package = Package(
    name: "integrations-fuzz",
    dependencies: [
        .package(name: "swift-platform-integrations", path: ".."),
    ],
    targets: [
        .target(name: "CFuzzDriver"),
        // libFuzzer's driver around the toolkit's IntegrationsFuzzTargets (the targets live there, so that
        // `swift test` replays Fuzz/Regressions through them without libFuzzer).
        // One binary holding every target, chosen by FUZZ_TARGET: one link instead of thirteen keeps the
        // CI smoke run short (Docs/Decisions.md).
        .executableTarget(
            name: "integrations-fuzz",
            dependencies: [
                "CFuzzDriver",
                .product(name: "IntegrationsFuzzTargets", package: "swift-platform-integrations"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
