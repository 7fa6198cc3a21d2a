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

/// Turns each Gather action into one task. The score, the timer and its picker are plain
/// state changes for the Store; ending the gather is the one use case. It also turns the
/// Worker's countdown ticks into a Store mutation.
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
        case .tapTimerAction: await store?.execute(.toggleTimer)
        case .tapSetTimer: await store?.execute(.showTimePicker)
        case .tapCancelTimer: await store?.execute(.cancelTimer)
        case .pickMinutes(let row): await store?.execute(.pickMinutes(row))
        case .pickSeconds(let row): await store?.execute(.pickSeconds(row))
        case .tapCancelPicker: await store?.execute(.closeTimePicker)
        case .tapDonePicker: await store?.execute(.applyTimePicker)
        case .tapEndGather: await store?.execute(.askToEnd)
        case .answerEnd(confirmed: true): await interactor.execute(.endGather(.init()))
        case .answerEnd(confirmed: false): await store?.execute(.cancelEnd)
        case .disappear: await store?.execute(.leave)
        }
    }
}

extension GatherController: GatherCountdownDelegate {
    @MainActor func countdownDidTick() {
        store?.execute(.tick)
    }
}
