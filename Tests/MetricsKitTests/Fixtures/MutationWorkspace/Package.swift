// swift-tools-version: 6.1
// The mutation fixture: one pattern module whose tests check every line of it, so nearly
// every planted bug is caught; with those tests replaced, nearly none is.
import PackageDescription

let package = Package(
    name: "MutationWorkspace",
    targets: [
        .target(name: "GammaMVVM", path: "Modules/Gamma/MVVM"),
        .testTarget(name: "GammaMVVMTests", dependencies: ["GammaMVVM"], path: "Tests/GammaMVVMTests"),
    ]
)
