// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PorchlightKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "PorchlightKit", targets: ["PorchlightKit"])],
    targets: [.target(name: "PorchlightKit")]
)
