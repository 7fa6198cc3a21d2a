import FootballGatherModel

/// History's work outside the scene: the user's ended gathers in the gather repository.
final class GatherHistoryWorker: Sendable {
    private let gathers: any GatherRepository

    init(gathers: any GatherRepository) {
        self.gathers = gathers
    }

    /// Newest first, as the repository orders them.
    func fetchEndedGathers(of userID: Int64) async throws(FootballGatherError) -> [FootballGatherModel.Gather] {
        try await gathers.endedGathers(for: userID)
    }
}
