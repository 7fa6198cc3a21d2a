import FootballGatherModel

/// Told when the gather has ended.
@MainActor
protocol GatherDelegate: AnyObject {
    func gatherDidEnd()
}

/// What Gather's ViewController asks of its scene.
@MainActor
protocol GatherBusinessLogic: AnyObject {
    func fetchGather(request: Gather.FetchGather.Request)
    func changeScore(request: Gather.ChangeScore.Request)
    func toggleTimer(request: Gather.ToggleTimer.Request)
    func cancelTimer(request: Gather.CancelTimer.Request)
    /// The picker opens on the selected time; the countdown goes on while it is open.
    func openPicker(request: Gather.OpenPicker.Request)
    /// A row outside the picker, or with the picker closed, is ignored.
    func pickMinutes(request: Gather.PickMinutes.Request)
    func pickSeconds(request: Gather.PickSeconds.Request)
    func cancelPicker(request: Gather.CancelPicker.Request)
    /// Selects the picked time, which stops the countdown.
    func setTime(request: Gather.SetTime.Request)
    func requestEnd(request: Gather.RequestEnd.Request)
    func endGather(request: Gather.EndGather.Request) async
    func cancelEnd(request: Gather.CancelEnd.Request)
}

/// What Gather needs handed over before it shows.
@MainActor
protocol GatherDataStore: AnyObject {
    var userID: Int64? { get set }
    var gather: FootballGatherModel.Gather? { get set }
    /// Confirm players, told when the gather has ended (weakly: it opened this scene).
    var delegate: (any GatherDelegate)? { get set }
}

/// Gather's business: the score within the Model's range, the countdown (the Model's
/// `GatherTimer`, ticked by the Worker once a second while it runs), the picker's pending
/// time, and ending the gather once the user confirms, once at a time.
@MainActor
final class GatherInteractor: GatherDataStore {
    var userID: Int64?
    var gather: FootballGatherModel.Gather?
    weak var delegate: (any GatherDelegate)?
    private var score = Score.zero
    private var timer = GatherTimer()
    private var pickedTime: Gather.PickedTime?
    private var isConfirmingEnd = false
    private var isEnding = false
    let presenter: any GatherPresentationLogic
    private let worker: any GatherWorkerLogic

    init(presenter: any GatherPresentationLogic, worker: any GatherWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private func presentGather() {
        presenter.presentGather(response: Gather.FetchGather.Response(
            teamA: gather?.players(of: .teamA) ?? [],
            teamB: gather?.players(of: .teamB) ?? [],
            score: score,
            timer: timer,
            pickedTime: pickedTime,
            isConfirmingEnd: isConfirmingEnd,
            isEnding: isEnding
        ))
    }

    /// Keeps the ticks coming exactly while the countdown runs, then shows the change.
    private func timerDidChange() {
        if timer.state == .running {
            worker.startCountdown { [weak self] in self?.tick() }
        } else {
            worker.stopCountdown()
        }
        presentGather()
    }

    private func tick() {
        timer.tick()
        timerDidChange()
    }

    /// A picker component's rows: 0 to 59.
    private static let pickerRows = 0...59
}

extension GatherInteractor: GatherBusinessLogic {
    func fetchGather(request: Gather.FetchGather.Request) {
        presentGather()
    }

    /// A value outside the range is not kept: the score shown stays.
    func changeScore(request: Gather.ChangeScore.Request) {
        if Score.range.contains(request.goals) {
            score[request.team] = request.goals
        }
        presentGather()
    }

    func toggleTimer(request: Gather.ToggleTimer.Request) {
        timer.toggle()
        timerDidChange()
    }

    func cancelTimer(request: Gather.CancelTimer.Request) {
        timer.cancel()
        timerDidChange()
    }

    func openPicker(request: Gather.OpenPicker.Request) {
        pickedTime = Gather.PickedTime(minutes: timer.selectedMinuteIndex, seconds: timer.selectedSecondIndex)
        timerDidChange()
    }

    func pickMinutes(request: Gather.PickMinutes.Request) {
        guard pickedTime != nil, Self.pickerRows.contains(request.row) else { return }
        pickedTime?.minutes = request.row
        timerDidChange()
    }

    func pickSeconds(request: Gather.PickSeconds.Request) {
        guard pickedTime != nil, Self.pickerRows.contains(request.row) else { return }
        pickedTime?.seconds = request.row
        timerDidChange()
    }

    func cancelPicker(request: Gather.CancelPicker.Request) {
        pickedTime = nil
        timerDidChange()
    }

    func setTime(request: Gather.SetTime.Request) {
        guard let picked = pickedTime else { return }
        pickedTime = nil
        timer.set(minutes: picked.minutes, seconds: picked.seconds)
        timerDidChange()
    }

    func requestEnd(request: Gather.RequestEnd.Request) {
        isConfirmingEnd = true
        presentGather()
    }

    /// A second "Yes" while the end is saved does nothing. On failure the score and the
    /// countdown carry on untouched.
    func endGather(request: Gather.EndGather.Request) async {
        guard !isEnding, let gather, let userID else { return }
        isConfirmingEnd = false
        isEnding = true
        presentGather()
        do throws(FootballGatherError) {
            try await worker.endGather(id: gather.id, score: score, of: userID)
            isEnding = false
            timer.cancel()
            timerDidChange()
            delegate?.gatherDidEnd()
            presenter.presentEndedGather(response: Gather.EndGather.Response(error: nil))
        } catch {
            isEnding = false
            presentGather()
            presenter.presentEndedGather(response: Gather.EndGather.Response(error: error))
        }
    }

    func cancelEnd(request: Gather.CancelEnd.Request) {
        isConfirmingEnd = false
        presentGather()
    }
}
