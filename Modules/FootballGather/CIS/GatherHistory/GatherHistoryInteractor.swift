import AppSupport
import FootballGatherModel

/// The History scene's use cases.
enum GatherHistoryUseCase: Sendable {
    case loadHistory(GatherHistoryModels.LoadHistory.Request)
}

protocol GatherHistoryInteractable: Sendable {
    func execute(_ useCase: GatherHistoryUseCase) async
}

/// Loads the user's ended gathers (the repository orders them, newest first); a failure
/// is the Worker's error alert once the Store has the response.
final class GatherHistoryInteractor: GatherHistoryInteractable {
    private let store: any GatherHistoryMutatable & HasGatherHistoryDomainState
    private let worker: any GatherHistoryWorkable

    init(store: any GatherHistoryMutatable & HasGatherHistoryDomainState, worker: any GatherHistoryWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: GatherHistoryUseCase) async {
        switch useCase {
        case .loadHistory:
            let userID = await store.domainState.userID
            await store.execute(.loadStarted)
            let result = await Result { () async throws(FootballGatherError) in try await worker.endedGathers(for: userID) }
            await store.execute(.mutateLoadHistory(.init(result: result)))
            if case .failure(let error) = result { await worker.showError(error.message) }
        }
    }
}
