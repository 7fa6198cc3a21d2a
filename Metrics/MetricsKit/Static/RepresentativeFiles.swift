/// Chooses, per module, the one file the incremental-rebuild measurement touches: the file of
/// the pattern's representative role (presenter, view model, store, use case) in a scene folder
/// every pattern of the domain has — the scene with the most code in that role — so all
/// patterns of a domain are measured on the same screen (the largest such file when a scene
/// has several, as Clean has one use case per action). Falls back to the module's largest
/// file of that role, then to its largest file.
struct RepresentativeFiles {
    var catalog: PatternCatalog

    func choose(for modules: [PatternModule], candidates: [String: [SceneFile]]) -> [String: String] {
        var chosen: [String: String] = [:]
        let domains = Dictionary(grouping: modules, by: \.domain)
        for (_, domainModules) in domains {
            var scenesPerModule: [String: [String: SceneFile]] = [:]
            for module in domainModules {
                let role = catalog.pattern(named: module.pattern)?.representativeRole
                let files = (candidates[module.id] ?? []).filter { $0.role == role && !$0.scene.isEmpty }
                scenesPerModule[module.id] = Dictionary(files.map { ($0.scene, $0) }) { larger($0, $1) }
            }
            let withScenes = scenesPerModule.values.filter { !$0.isEmpty }
            var common = withScenes.first.map { Set($0.keys) } ?? []
            for scenes in withScenes.dropFirst() { common.formIntersection(scenes.keys) }
            let scene = common.max { left, right in
                let leftLines = withScenes.reduce(0) { $0 + ($1[left]?.codeLines ?? 0) }
                let rightLines = withScenes.reduce(0) { $0 + ($1[right]?.codeLines ?? 0) }
                return leftLines == rightLines ? left > right : leftLines < rightLines
            }
            for module in domainModules {
                let scenes = scenesPerModule[module.id] ?? [:]
                if let scene, let file = scenes[scene] {
                    chosen[module.id] = file.path
                } else if let file = largest(scenes.values) ?? largest(candidates[module.id] ?? []) {
                    chosen[module.id] = file.path
                }
            }
        }
        return chosen
    }

    private func largest(_ files: some Sequence<SceneFile>) -> SceneFile? {
        files.reduce(nil) { best, next in best.map { larger($0, next) } ?? next }
    }

    /// The file with more code lines; ties go to the path that sorts first.
    private func larger(_ left: SceneFile, _ right: SceneFile) -> SceneFile {
        if left.codeLines != right.codeLines { return left.codeLines > right.codeLines ? left : right }
        return left.path <= right.path ? left : right
    }
}
