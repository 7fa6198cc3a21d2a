import FootballGatherModel

/// What the user does on Gather.
enum GatherAction: Sendable, Equatable {
    case step(Team, goals: Int)
    case tapTimerAction
    case tapSetTimer
    case tapCancelTimer
    case pickMinutes(Int)
    case pickSeconds(Int)
    case tapCancelPicker
    case tapDonePicker
    case tapEndGather
    case answerEnd(confirmed: Bool)
    /// The screen has left the stack ("Back"): the timer stops for good.
    case disappear
}

protocol GatherControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: GatherAction) -> Task<Void, Never>
}

/// Turns each Gather action into one task. The score, the picker and the end question are
/// plain state changes for the Store; the timer buttons and ending the gather are use
/// cases (they start or stop the countdown). It also turns the Worker's countdown ticks
/// into a Store mutation, in the tick's own turn.
final class GatherController: GatherControllerable {
    private let interactor: any GatherInteractable
    private weak let store: (any GatherMutatable)?

    init(interactor: any GatherInteractable, store: any GatherMutatable) {
        self.interactor = interactor
        self.store = store
    }

    @discardableResult
    func execute(_ action: GatherAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: GatherAction) async {
        switch action {
        case .step(let team, let goals): await store?.execute(.setScore(team, goals: goals))
        case .tapTimerAction: await interactor.execute(.runTimer(.init(command: .toggle)))
        case .tapSetTimer: await store?.execute(.showTimePicker)
        case .tapCancelTimer, .disappear: await interactor.execute(.runTimer(.init(command: .cancel)))
        case .pickMinutes(let row): await store?.execute(.pickMinutes(row))
        case .pickSeconds(let row): await store?.execute(.pickSeconds(row))
        case .tapCancelPicker: await store?.execute(.closeTimePicker)
        case .tapDonePicker: await interactor.execute(.runTimer(.init(command: .applyPickedTime)))
        case .tapEndGather: await store?.execute(.askToEnd)
        case .answerEnd(confirmed: true): await interactor.execute(.endGather(.init()))
        case .answerEnd(confirmed: false): await store?.execute(.cancelEnd)
        }
    }
}

extension GatherController: GatherCountdownDelegate {
    @MainActor func countdownDidTick() {
        store?.execute(.tick)
    }
}
