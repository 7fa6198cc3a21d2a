// swift-tools-version: 6.1
// A workspace where one pattern module does not compile: the metrics must report it as
// failed and still complete the report for the other.
import PackageDescription

let package = Package(
    name: "BrokenWorkspace",
    targets: [
        .target(name: "GoodMVVM", path: "Modules/Good/MVVM"),
        .target(name: "BadMVVM", path: "Modules/Bad/MVVM"),
        .testTarget(name: "GoodMVVMTests", dependencies: ["GoodMVVM"], path: "Tests/GoodMVVMTests"),
        .testTarget(name: "BadMVVMTests", dependencies: ["BadMVVM"], path: "Tests/BadMVVMTests"),
    ]
)
