import FootballGatherModel
@testable import FootballGatherVIPER
import TestSupport

/// Add player's view: records what the presenter tells it; its name field holds what the
/// answers say.
final class AddPlayerViewSpy: AddPlayerViewConfigurable, ViewSpy {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case setDoneEnabled(Bool)
    }

    struct Answers: Sendable {
        var nameText = ""
    }

    let log = CallLog<Call, Answers>(answers: Answers())

    var nameText: String { log.answers.nameText }

    func setDoneEnabled(_ isEnabled: Bool) { log.record(.setDoneEnabled(isEnabled)) }

    /// Whether "Done" is enabled, as last set.
    var isDoneEnabled: Bool? {
        for case let .setDoneEnabled(isEnabled) in calls.reversed() { return isEnabled }
        return nil
    }
}

/// Answers whether a name can be added as it is told; saving is only recorded.
final class AddPlayerInteractorSpy: AddPlayerInteractorProtocol {
    enum Call: Equatable, Sendable {
        case canAddPlayer(named: String)
        case addPlayer(named: String)
    }

    struct Answers: Sendable {
        var canAddPlayer = true
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    var calls: [Call] { log.calls }

    func canAddPlayer(named name: String) -> Bool {
        log.record(.canAddPlayer(named: name)) { $0.canAddPlayer }
    }

    func addPlayer(named name: String) async { log.record(.addPlayer(named: name)) }
}

final class AddPlayerDelegateSpy: AddPlayerDelegate {
    enum Call: Equatable, Sendable {
        case didAddPlayer(Player)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didAddPlayer(_ player: Player) { log.record(.didAddPlayer(player)) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class AddPlayerOutputSpy: AddPlayerPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didAddPlayer(Player)
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didAddPlayer(_ player: Player) { log.record(.didAddPlayer(player)) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

final class AddPlayerRouterSpy: AddPlayerRouterProtocol {
    enum Call: Equatable, Sendable {
        case dismissAddView
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func dismissAddView() { log.record(.dismissAddView) }
}
