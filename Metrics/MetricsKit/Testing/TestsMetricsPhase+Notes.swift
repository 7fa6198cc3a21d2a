extension TestsMetricsPhase {
    /// What the report says of results taken from the cache: an earlier metrics run's, or
    /// `Scripts/test`'s (one process for every target, so no time per module).
    func reuseNotes(_ cache: ResultCache<MetricsRunner.CachedTests>, recordedBy: [String: String]) -> [String] {
        func names(_ ids: [String]) -> String {
            ids.map { $0 == TestInputs.parityID ? "the parity suite" : $0 }.joined(separator: ", ")
        }
        func when(_ ids: [String]) -> String {
            let dates = Set(ids.compactMap { cache.measured($0) }).sorted()
            return dates.count == 1 ? dates[0] : "\(dates.first ?? "?") to \(dates.last ?? "?")"
        }
        let inputs = "whose inputs were byte for byte the same (their sources, tests, the shared modules, Package.swift, the toolchain)"
        var notes: [String] = []
        let fromScript = cache.reused.filter { recordedBy[$0] != nil }
        let fromMetrics = cache.reused.filter { recordedBy[$0] == nil }
        if !fromScript.isEmpty {
            notes.append(
                "Tests: the results of \(names(fromScript)) are those of `Scripts/test` (\(when(fromScript))), \(inputs); it runs every test target in one process, so they have no time per module. `--no-cache` runs them here."
            )
        }
        if !fromMetrics.isEmpty {
            notes.append(
                "Tests: the results of \(names(fromMetrics)) are those of an earlier run (\(when(fromMetrics))) \(inputs); their times are that run's. `--no-cache` runs them again."
            )
        }
        return notes
    }
}
