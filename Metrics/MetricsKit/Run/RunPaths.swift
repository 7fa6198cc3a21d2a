import Foundation

/// Where a run reads and writes, from its options: the package, the scratch folder and its
/// cache, the report folder. Read from the current folder each time, as the options are.
struct RunPaths {
    let options: MetricsOptions

    /// The package, absolute and standardized.
    var root: String {
        URL(fileURLWithPath: absolute(options.packagePath)).standardizedFileURL.path
    }

    var scratchPath: String { options.scratchPath.map { absolute($0) } ?? "\(root)/.build-metrics" }
    /// Where every cache of a run lives: the analyses, the manifest, the test and change-cost results.
    var cacheDirectory: String { "\(scratchPath)/cache" }
    /// A `--path` run writes its files under the scratch folder unless told otherwise, so it never
    /// replaces the workspace's committed report.
    var outputDirectory: String {
        options.outputDirectory.map { absolute($0) }
            ?? (options.trees == nil ? "\(root)/Metrics/Reports" : "\(scratchPath)/path-report")
    }

    /// The report folder when it is inside the package: the reports of earlier runs are this
    /// tool's output, not a change to what it measures.
    var outputsInPackage: [String] {
        outputDirectory.hasPrefix(root + "/") ? [relative(outputDirectory)] : []
    }

    func relative(_ path: String) -> String {
        path.relative(to: root)
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
