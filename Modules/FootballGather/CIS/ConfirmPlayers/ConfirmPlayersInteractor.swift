import AppSupport
import FootballGatherModel

/// The Confirm players scene's use cases.
enum ConfirmPlayersUseCase: Sendable {
    case movePlayer(ConfirmPlayersModels.MovePlayer.Request)
    case startGather(ConfirmPlayersModels.StartGather.Request)
    case passOnGatherEnd(ConfirmPlayersModels.PassOnGatherEnd.Request)
}

protocol ConfirmPlayersInteractable: Sendable {
    func execute(_ useCase: ConfirmPlayersUseCase) async
}

/// Sorts the selected players into teams and starts the gather once both teams have
/// someone (the Model's `LineUp` rules), dated by the Worker's clock; then has the Worker open
/// Gather with it (or show the error). The gather's end goes on up through the Worker.
final class ConfirmPlayersInteractor: ConfirmPlayersInteractable {
    private let store: any ConfirmPlayersMutatable & HasConfirmPlayersDomainState
    private let worker: any ConfirmPlayersWorkable

    init(store: any ConfirmPlayersMutatable & HasConfirmPlayersDomainState, worker: any ConfirmPlayersWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: ConfirmPlayersUseCase) async {
        switch useCase {
        case .movePlayer(let request):
            let lineUp = await store.domainState.lineUp
            guard let player = lineUp.players(in: request.section).element(at: request.row) else { return }
            await store.execute(.mutateMovePlayer(.init(playerID: player.id, destination: request.destination)))

        case .startGather:
            guard let domainState = await markStarting() else { return }
            let result = await Result { () async throws(FootballGatherError) in
                try await worker.startGather(
                    players: domainState.lineUp.gatherPlayers,
                    for: domainState.userID,
                    at: worker.currentDate()
                )
            }
            await store.execute(.mutateStartGather(.init(result: result)))
            switch result {
            case .success(let gather): await worker.showGather(GatherState(gather: gather, userID: domainState.userID))
            case .failure(let error): await worker.showError(error.message)
            }

        case .passOnGatherEnd:
            await worker.delegate?.confirmPlayersDidEndGather()
        }
    }

    /// Reads the line-up and marks the start as running in one main-actor turn. Nil when a
    /// team is empty or the gather is already starting.
    @MainActor
    private func markStarting() -> ConfirmPlayersState.DomainState? {
        let domainState = store.domainState
        guard domainState.lineUp.canStartGather, !domainState.isStarting else { return nil }
        store.execute(.gatherStarting)
        return domainState
    }
}
