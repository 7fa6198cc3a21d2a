/// What a phase gets from the run: its options and paths, the toolchain and builds, the
/// workspace and the modules selected, their static figures, and where to log.
struct PhaseContext {
    let options: MetricsOptions
    let paths: RunPaths
    let toolchain: Toolchain
    let builds: PackageBuilds
    let environment: RunEnvironment
    /// The package's name (its test bundle is `<name>PackageTests.xctest`).
    let packageName: String
    /// Every module of the workspace, and those the `--patterns` / `--domains` filters keep.
    let workspace: Workspace
    let selected: Workspace
    let catalog: PatternCatalog
    /// The selected modules' static figures: what the phases' figures are added to.
    let staticFigures: StaticMeasurer.Result
    /// The folder for the phases' logs and work files.
    let logs: String
    /// False when the cache folder cannot be used: results are measured, not saved.
    let keepsResults: Bool
    let progress: ProgressBar
    let cancellation: CancellationFlag?

    /// Hands `body` the phase's result cache, and keeps what it stored when it returns. The
    /// one way a phase uses a cache: `--no-cache` reads none, and an unusable cache folder keeps none.
    func withResultCache<Value: Codable & Sendable, Result>(
        named phase: String, _ body: (ResultCache<Value>) throws -> Result
    ) rethrows -> Result {
        try ResultCache.using(
            directory: paths.cacheDirectory, phase: phase, reading: options.reuseResults, saving: keepsResults, body
        )
    }
}
