import FootballGatherUI
import TerminalUI

/// What Gather's Presenter asks the screen to show.
@MainActor
protocol GatherDisplayLogic: AnyObject {
    func displayGather(viewModel: Gather.FetchGather.ViewModel)
    func displayEndedGather(viewModel: Gather.EndGather.ViewModel)
}

/// The Gather screen: the view model last displayed; every stepper, button, pick and answer
/// is one request to the Interactor.
final class GatherViewController: ViewController {
    let interactor: any GatherBusinessLogic
    let router: any GatherRoutingLogic & GatherDataPassing
    private var viewModel: Gather.FetchGather.ViewModel?

    init(interactor: any GatherBusinessLogic, router: any GatherRoutingLogic & GatherDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        GatherScreen.make(
            time: viewModel?.time ?? "",
            teamAScore: viewModel?.teamAScore ?? 0,
            teamBScore: viewModel?.teamBScore ?? 0,
            teamA: viewModel?.teamA ?? [],
            teamB: viewModel?.teamB ?? [],
            controls: viewModel?.controls ?? .timer(actionTitle: "", isActionEnabled: false),
            isLoading: viewModel?.isLoading ?? false,
            alert: viewModel?.alert
        )
    }

    override func viewWillAppear() {
        interactor.fetchGather(request: Gather.FetchGather.Request())
    }

    /// Off the stack the countdown stops.
    override func viewDidDisappear() {
        interactor.cancelTimer(request: Gather.CancelTimer.Request())
    }

    override func handle(_ event: Event) {
        guard let event = GatherScreen.Event(event) else { return }
        switch event {
        case .step(.score(let team), let goals): interactor.changeScore(request: Gather.ChangeScore.Request(team: team, goals: goals))
        case .tap(.timerAction): interactor.toggleTimer(request: Gather.ToggleTimer.Request())
        case .tap(.cancelTimer): interactor.cancelTimer(request: Gather.CancelTimer.Request())
        case .tap(.setTimer): interactor.openPicker(request: Gather.OpenPicker.Request())
        case .pick(.minutes, let row): interactor.pickMinutes(request: Gather.PickMinutes.Request(row: row))
        case .pick(.seconds, let row): interactor.pickSeconds(request: Gather.PickSeconds.Request(row: row))
        case .tap(.cancelPicker): interactor.cancelPicker(request: Gather.CancelPicker.Request())
        case .tap(.donePicker): interactor.setTime(request: Gather.SetTime.Request())
        case .tap(.endGather): interactor.requestEnd(request: Gather.RequestEnd.Request())
        case .answer(.yes): perform { [interactor] in await interactor.endGather(request: Gather.EndGather.Request()) }
        case .answer(.cancel): interactor.cancelEnd(request: Gather.CancelEnd.Request())
        // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
        case .dismissError: break
        }
    }
}

extension GatherViewController: GatherDisplayLogic {
    func displayGather(viewModel: Gather.FetchGather.ViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
    }

    /// Routes on, or shows why the screen stays.
    func displayEndedGather(viewModel: Gather.EndGather.ViewModel) {
        if viewModel.errorMessage == nil {
            router.routeToPlayerList()
        } else {
            displayError(message: viewModel.errorMessage)
        }
    }
}
