import AppSupport
import FootballGatherModel

/// The Gather scene's use cases.
enum GatherUseCase: Sendable {
    case endGather(GatherModels.EndGather.Request)
}

protocol GatherInteractable: Sendable {
    func execute(_ useCase: GatherUseCase) async
}

/// Ends the gather with the score on screen, once the user has confirmed, dated by the
/// Worker's clock; the repository works out "A-B" and the winner (Core's `Score`).
final class GatherInteractor: GatherInteractable {
    private let store: any GatherMutatable & HasGatherDomainState
    private let worker: any GatherWorkable

    init(store: any GatherMutatable & HasGatherDomainState, worker: any GatherWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: GatherUseCase) async {
        switch useCase {
        case .endGather:
            guard let domainState = await startEnding() else { return }
            let result = await Result { () async throws(FootballGatherError) in
                try await worker.endGather(
                    id: domainState.gatherID,
                    score: domainState.score,
                    for: domainState.userID,
                    at: worker.currentDate()
                )
            }
            await store.execute(.mutateEndGather(.init(result: result)))
        }
    }

    /// Reads the domain state and marks the end as running in one main-actor turn. Nil
    /// unless the user is confirming the end and it is not already running.
    @MainActor
    private func startEnding() -> GatherState.DomainState? {
        let domainState = store.domainState
        guard domainState.isConfirmingEnd, !domainState.isEnding else { return nil }
        store.execute(.endStarted)
        return domainState
    }
}
