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
        guard let event = GatherScreen.Event(event) else { return }
        switch event {
        case .step(.score(.teamA), let goals): presenter.didChangeScore(goals, for: .teamA)
        case .step(.score(.teamB), let goals): presenter.didChangeScore(goals, for: .teamB)
        case .tap(.timerAction): presenter.didTapTimerAction()
        case .tap(.setTimer): presenter.didTapSetTimer()
        case .tap(.cancelTimer): presenter.didTapCancelTimer()
        case .tap(.cancelPicker): presenter.didTapCancelPicker()
        case .tap(.donePicker): presenter.didTapDonePicker()
        case .tap(.endGather): presenter.didTapEndGather()
        case .pick(.minutes, let row):
            presenter.didPickMinutes(at: row)
        case .pick(.seconds, let row):
            presenter.didPickSeconds(at: row)
        // The alert's own buttons, as a `UIAlertController`'s actions would call back.
        case .answer(.yes): perform { [presenter] in await presenter.didConfirmEndGather() }
        case .answer(.cancel): presenter.didCancelEndGather()
        // The error alert answers itself (``PassiveView/handleError(_:)``).
        case .dismissError: break
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
    func displayConfirmation(_ alert: GatherScreen.Alert?) {
        self.alert = alert
        setNeedsDisplay()
    }
}
