import AppSupport
import FootballGatherModel

/// The Gather scene's use cases.
enum GatherUseCase: Sendable {
    case runTimer(GatherModels.RunTimer.Request)
    case endGather(GatherModels.EndGather.Request)
}

protocol GatherInteractable: Sendable {
    func execute(_ useCase: GatherUseCase) async
}

/// Keeps the Worker's countdown running exactly while the timer runs, and ends the gather
/// with the score on screen once the user has confirmed, dated by the Worker's clock (the
/// repository works out "A-B" and the winner); then tells the delegate through the Worker.
final class GatherInteractor: GatherInteractable {
    private let store: any GatherMutatable & HasGatherDomainState
    private let worker: any GatherWorkable

    init(store: any GatherMutatable & HasGatherDomainState, worker: any GatherWorkable) {
        self.store = store
        self.worker = worker
    }

    func execute(_ useCase: GatherUseCase) async {
        switch useCase {
        case .runTimer(let request):
            await changeTimer(with: .mutateRunTimer(.init(command: request.command)))

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
            await changeTimer(with: .mutateEndGather(.init(result: result)))
            switch result {
            case .success: await worker.delegate?.gatherDidEnd()
            case .failure(let error): await worker.showError(error.message)
            }
        }
    }

    /// Hands `mutation` to the Store, then starts the countdown if the timer has just
    /// started (for the seconds it has left) or stops it if it has just stopped or paused.
    @MainActor
    private func changeTimer(with mutation: GatherMutation) {
        let before = store.domainState.timer.state
        store.execute(mutation)
        let timer = store.domainState.timer
        guard timer.state != before else { return }
        if timer.state == .running {
            worker.startCountdown(seconds: timer.remainingSeconds)
        } else {
            worker.stopCountdown()
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
