import FootballGatherModel

/// History's work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol GatherHistoryWorkerLogic: AnyObject {
    /// Newest first.
    func fetchEndedGathers(of userID: Int64) async throws(FootballGatherError) -> [FootballGatherModel.Gather]
}

/// History's Worker: the user's ended gathers in the gather repository.
@MainActor
final class GatherHistoryWorker: GatherHistoryWorkerLogic {
    private let gathers: any GatherRepository

    init(gathers: any GatherRepository) {
        self.gathers = gathers
    }

    /// Newest first, as the repository orders them.
    func fetchEndedGathers(of userID: Int64) async throws(FootballGatherError) -> [FootballGatherModel.Gather] {
        try await gathers.endedGathers(for: userID)
    }
}
