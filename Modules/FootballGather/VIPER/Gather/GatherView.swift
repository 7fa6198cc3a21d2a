import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Gather screen, passive: teams, score, countdown, time picker and the end confirmation
/// as the presenter sets them; every stepper, button, pick and alert answer goes to it.
final class GatherView: PassiveView {
    let presenter: any GatherPresenterProtocol
    // What the screen shows until the presenter configures it (before it first appears).
    private var teamA: [Player] = []
    private var teamB: [Player] = []
    private var score = Score.zero
    private var timer = GatherTimer()
    private var pickedTime: PickedTime?
    private var isConfirmingEnd = false

    init(presenter: any GatherPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        GatherScreen.make(
            teamA: teamA,
            teamB: teamB,
            score: score,
            timer: timer,
            pickedTime: pickedTime.map { ($0.minutes, $0.seconds) },
            isLoading: isLoading,
            errorMessage: errorMessage,
            isConfirmingEnd: isConfirmingEnd
        )
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func viewDidDisappear() {
        presenter.viewDidDisappear()
    }

    override func handle(_ event: Event) {
        switch event {
        case .step(GatherScreen.ID.score(.teamA), let goals): presenter.didChangeScore(goals, for: .teamA)
        case .step(GatherScreen.ID.score(.teamB), let goals): presenter.didChangeScore(goals, for: .teamB)
        // The countdown is work in flight like any other: tracked until it stops.
        case .tap(GatherScreen.ID.timerAction): perform { [presenter] in await presenter.didTapTimerAction() }
        case .tap(GatherScreen.ID.setTimer): presenter.didTapSetTimer()
        case .tap(GatherScreen.ID.cancelTimer): presenter.didTapCancelTimer()
        case .tap(GatherScreen.ID.cancelPicker): presenter.didTapCancelPicker()
        case .tap(GatherScreen.ID.donePicker): presenter.didTapDonePicker()
        case .tap(GatherScreen.ID.endGather): presenter.didTapEndGather()
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.minutes.rawValue, let row):
            presenter.didPickMinutes(at: row)
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.seconds.rawValue, let row):
            presenter.didPickSeconds(at: row)
        case .alert(let action): answerEndConfirmation(action)
        default: break
        }
    }

    /// "Yes" ends the gather; "Cancel" only closes the alert, as in the seed.
    private func answerEndConfirmation(_ action: String) {
        guard !dismissErrorAlert(), isConfirmingEnd else { return }
        isConfirmingEnd = false
        setNeedsDisplay()
        if ConfirmationAlert.isConfirmed(action) {
            perform { [presenter] in await presenter.didConfirmEndGather() }
        }
    }
}

extension GatherView: GatherViewConfigurable {
    func displayTeams(teamA: [Player], teamB: [Player]) {
        self.teamA = teamA
        self.teamB = teamB
        setNeedsDisplay()
    }

    func displayScore(_ score: Score) {
        self.score = score
        setNeedsDisplay()
    }

    func displayTimer(_ timer: GatherTimer) {
        self.timer = timer
        setNeedsDisplay()
    }
}

extension GatherView: GatherViewTimePicker, GatherViewConfirmable {
    func displayTimePicker(_ time: PickedTime) {
        pickedTime = time
        setNeedsDisplay()
    }

    func hideTimePicker() {
        pickedTime = nil
        setNeedsDisplay()
    }

    func displayEndConfirmation() {
        isConfirmingEnd = true
        setNeedsDisplay()
    }
}
