/// The package's builds a run tests and times on.
struct PackageBuilds {
    let toolchain: Toolchain
    let root: String
    let scratchPath: String

    /// The build the tests run on, shared with a debug build timing so the dependencies are built
    /// once. Coverage needs every dependency instrumented, so it gets its own build in the scratch
    /// path, and the timer strips the instrumentation from the commands it times. Without coverage
    /// the run uses the package's own `.build`, the one `Scripts/test` and `swift build` make: the
    /// README's two commands build the workspace once, and the timer puts that build back as it
    /// found it (`BuildOutputStash`).
    func tests(coverage: Bool) -> SwiftPMCommand {
        coverage
            ? SwiftPMCommand(toolchain: toolchain, packagePath: root, scratchPath: "\(scratchPath)/debug", configuration: "debug", coverage: true)
            : SwiftPMCommand(toolchain: toolchain, packagePath: root, scratchPath: "\(root)/.build", configuration: "debug")
    }

    /// The build the timer times: the tests' in debug, one of its own in another configuration.
    func timed(configuration: String, coverage: Bool) -> SwiftPMCommand {
        guard configuration != "debug" else { return tests(coverage: coverage) }
        return SwiftPMCommand(toolchain: toolchain, packagePath: root, scratchPath: "\(scratchPath)/\(configuration)", configuration: configuration)
    }
}
