// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "safearea",
    products: [
        // The geometry core, for other Swift packages (snapshot tests, design tools).
        .library(name: "SafeAreaCore", targets: ["SafeAreaCore"]),
        .executable(name: "safearea", targets: ["safearea"]),
    ],
    targets: [
        .target(name: "SafeAreaCore"),
        .target(name: "SafeAreaCLI", dependencies: ["SafeAreaCore"]),
        // The start-up order the release link lays functions out in (Makefile, `make startup-order`).
        .executableTarget(name: "safearea", dependencies: ["SafeAreaCLI"], exclude: ["startup-order.txt"]),
        // Turns Profiles/*.json into the catalogue compiled into the core (`make profiles`).
        .executableTarget(name: "profile-compiler", dependencies: ["SafeAreaCLI"]),
        .testTarget(name: "SafeAreaCoreTests", dependencies: ["SafeAreaCore"]),
        .testTarget(
            name: "SafeAreaCLITests",
            dependencies: ["SafeAreaCLI"],
            exclude: ["Goldens", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
