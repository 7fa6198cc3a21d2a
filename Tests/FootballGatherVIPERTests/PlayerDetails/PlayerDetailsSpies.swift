import FootballGatherModel
@testable import FootballGatherVIPER
import TestSupport

/// Player details' view: records what the presenter tells it.
final class PlayerDetailsViewSpy: PlayerDetailsViewConfigurable {
    enum Call: Equatable, Sendable {
        case displayDetails(title: String, values: [PlayerField: String])
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func displayDetails(title: String, values: [PlayerField: String]) {
        log.record(.displayDetails(title: title, values: values))
    }

    /// Every title and values shown, in order.
    var shown: [(title: String, values: [PlayerField: String])] {
        calls.map { call in
            switch call {
            case let .displayDetails(title, values): return (title: title, values: values)
            }
        }
    }
}

final class PlayerDetailsRouterSpy: PlayerDetailsRouterProtocol {
    enum Call: Equatable, Sendable {
        case showEdit(PlayerField, of: Player)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }
    /// The delegate handed over, held weakly as the editor holds it.
    private(set) weak var editDelegate: (any PlayerEditDelegate)?

    func showEdit(_ field: PlayerField, of player: Player, delegate: any PlayerEditDelegate) {
        log.record(.showEdit(field, of: player))
        editDelegate = delegate
    }
}

final class PlayerEditDelegateSpy: PlayerEditDelegate {
    enum Call: Equatable, Sendable {
        case didUpdatePlayer(Player)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func didUpdatePlayer(_ player: Player) { log.record(.didUpdatePlayer(player)) }
}

final class PlayerDetailsDelegateSpy: PlayerDetailsDelegate {
    enum Call: Equatable, Sendable {
        case playerDetailsDidUpdatePlayer(Player)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func playerDetailsDidUpdatePlayer(_ player: Player) { log.record(.playerDetailsDidUpdatePlayer(player)) }
}
