import FootballGatherModel
@testable import FootballGatherVIPER

// Presenters as the views see them: every call is written down, nothing else happens.

final class LoginPresenterMock: Spy, LoginPresenterProtocol {
    func viewDidLoad() async { record() }
    func performLogin() async { record() }
    func performRegister() async { record() }
}

final class PlayerListPresenterMock: Spy, PlayerListPresenterProtocol {
    func viewWillAppear() async { record() }
    func didTapLogout() { record() }
    func didTapHistory() { record() }
    func didTapSelect() { record() }
    func didTapCancel() { record() }
    func didTapAddPlayer() { record() }
    func didTapConfirmPlayers() { record() }
    func didSelectRow(at index: Int) { record("didSelectRow(\(index))") }
    func didSwipeToDeleteRow(at index: Int) { record("didSwipeToDeleteRow(\(index))") }
    func didConfirmDeletion() async { record() }
    func didCancelDeletion() { record() }
    func didDismissError() { record() }
}

final class PlayerEditPresenterMock: Spy, PlayerEditPresenterProtocol {
    func viewDidLoad() { record() }
    func didSelectOption(at index: Int) { record("didSelectOption(\(index))") }
    func didTapDone() async { record() }
}

final class ConfirmPlayersPresenterMock: Spy, ConfirmPlayersPresenterProtocol {
    func viewDidLoad() { record() }

    func didMovePlayer(at row: Int, from section: LineUp.Section, to destination: LineUp.Section) {
        record("didMovePlayer(\(row), \(section.rawValue) → \(destination.rawValue))")
    }

    func didTapStartGather() async { record() }
}

final class GatherPresenterMock: Spy, GatherPresenterProtocol {
    func viewDidLoad() { record() }
    func viewDidDisappear() { record() }
    func didChangeScore(_ goals: Int, for team: Team) { record("didChangeScore(\(goals), \(team.title))") }
    func didTapTimerAction() { record() }
    func didTapCancelTimer() { record() }
    func didTapSetTimer() { record() }
    func didPickMinutes(at index: Int) { record("didPickMinutes(\(index))") }
    func didPickSeconds(at index: Int) { record("didPickSeconds(\(index))") }
    func didTapCancelPicker() { record() }
    func didTapDonePicker() { record() }
    func didTapEndGather() { record() }
    func didConfirmEndGather() async { record() }
    func didCancelEndGather() { record() }
    func didDismissError() { record() }
}
