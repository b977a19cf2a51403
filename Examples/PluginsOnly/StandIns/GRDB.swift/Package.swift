// swift-tools-version: 5.9
import PackageDescription

// A stand-in for GRDB 6 (this machine's package mirror holds GRDB 7.10.0 only): `.ci/run` makes it a git
// repository tagged 6.29.3, so that PluginsOnly can pin "another GRDB major version" here. On a machine
// that reaches GitHub, PluginsOnly pins the real GRDB 6 instead.
let package = Package(
    name: "GRDB",
    products: [.library(name: "GRDB", targets: ["GRDB"])],
    targets: [.target(name: "GRDB")]
)
