import FootballGatherUI
import TerminalUI

/// The Gather screen, passive: teams, score, countdown, time picker and alert as the
/// presenter words them; every stepper, button, pick and alert answer goes to it.
final class GatherView: PassiveView {
    let presenter: any GatherPresenterProtocol
    // What the screen shows until the presenter configures it (before it first appears).
    private var teamA: [GatherScreen.Row] = []
    private var teamB: [GatherScreen.Row] = []
    private var score = (teamA: 0, teamB: 0)
    private var time = ""
    private var controls = GatherScreen.Controls.timer(actionTitle: "", isActionEnabled: false)
    private var alert: GatherScreen.Alert?

    init(presenter: any GatherPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        GatherScreen.make(
            time: time,
            teamAScore: score.teamA,
            teamBScore: score.teamB,
            teamA: teamA,
            teamB: teamB,
            controls: controls,
            isLoading: isLoading,
            alert: alert
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
        case .tap(GatherScreen.ID.timerAction): presenter.didTapTimerAction()
        case .tap(GatherScreen.ID.setTimer): presenter.didTapSetTimer()
        case .tap(GatherScreen.ID.cancelTimer): presenter.didTapCancelTimer()
        case .tap(GatherScreen.ID.cancelPicker): presenter.didTapCancelPicker()
        case .tap(GatherScreen.ID.donePicker): presenter.didTapDonePicker()
        case .tap(GatherScreen.ID.endGather): presenter.didTapEndGather()
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.minutes.rawValue, let row):
            presenter.didPickMinutes(at: row)
        case .pick(GatherScreen.ID.timePicker, GatherScreen.PickerComponent.seconds.rawValue, let row):
            presenter.didPickSeconds(at: row)
        case .alert(let action): answerAlert(action)
        default: break
        }
    }

    /// The shown alert's own buttons, as a `UIAlertController`'s actions would call back.
    private func answerAlert(_ action: String) {
        switch alert {
        case .error: presenter.didDismissError()
        case .confirmEnd where ConfirmationAlert.isConfirmed(action): perform { [presenter] in await presenter.didConfirmEndGather() }
        case .confirmEnd: presenter.didCancelEndGather()
        case nil: break
        }
    }
}

extension GatherView: GatherViewConfigurable {
    func displayTeams(teamA: [GatherScreen.Row], teamB: [GatherScreen.Row]) {
        self.teamA = teamA
        self.teamB = teamB
        setNeedsDisplay()
    }

    func displayScore(teamA: Int, teamB: Int) {
        score = (teamA, teamB)
        setNeedsDisplay()
    }

    func displayTimer(time: String, controls: GatherScreen.Controls) {
        self.time = time
        self.controls = controls
        setNeedsDisplay()
    }
}

extension GatherView: GatherViewAlerting {
    func displayAlert(_ alert: GatherScreen.Alert?) {
        self.alert = alert
        setNeedsDisplay()
    }
}
