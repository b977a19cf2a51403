// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "DispatchCore",
    platforms: [.iOS(.v17)],
    products: [.library(name: "DispatchCore", targets: ["DispatchCore"])],
    targets: [.target(name: "DispatchCore")]
)
