/// What the trace phase needs from the run: where the workspace is, where its copy lives, and
/// which modules to trace.
public struct TraceContext {
    public var toolchain: Toolchain
    public var root: String
    /// The phase's scratch folder: the copy (`tree`) and its build (`build`) are kept there.
    public var scratchPath: String
    public var logs: String
    /// The whole workspace, instrumented whatever is selected, so one build serves every run.
    public var workspace: Workspace
    public var selected: [PatternModule]
    public var catalog: PatternCatalog
    public var progress: ProgressBar
    public var cancellation: CancellationFlag?
    /// Journeys run at a time.
    public var jobs: Int

    public init(
        toolchain: Toolchain, root: String, scratchPath: String, logs: String, workspace: Workspace, selected: [PatternModule],
        catalog: PatternCatalog, progress: ProgressBar, cancellation: CancellationFlag?, jobs: Int = 2
    ) {
        self.toolchain = toolchain
        self.root = root
        self.scratchPath = scratchPath
        self.logs = logs
        self.workspace = workspace
        self.selected = selected
        self.catalog = catalog
        self.progress = progress
        self.cancellation = cancellation
        self.jobs = jobs
    }
}
