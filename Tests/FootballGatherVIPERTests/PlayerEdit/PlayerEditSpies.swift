import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import TestSupport

/// Player edit's view: records what the presenter tells it; its text field holds what the
/// answers say.
final class PlayerEditViewSpy: PlayerEditViewConfigurable, ViewSpy {
    enum Call: ViewCall {
        case showLoadingView
        case hideLoadingView
        case handleError(String)
        case displayField(PlayerField, content: PlayerEditScreen.Content)
    }

    struct Answers: Sendable {
        var valueText = ""
    }

    let log = CallLog<Call, Answers>(answers: Answers())

    var valueText: String { log.answers.valueText }

    func displayField(_ field: PlayerField, content: PlayerEditScreen.Content) {
        log.record(.displayField(field, content: content))
    }

    /// What the editor last showed.
    var content: PlayerEditScreen.Content? {
        for case let .displayField(_, content) in calls.reversed() { return content }
        return nil
    }

    /// The ticked option's position, nil for none (or for a text field).
    var checkedIndex: Int? {
        guard case .options(let options) = content else { return nil }
        return options.firstIndex(where: \.isChecked)
    }
}

/// Answers with the field and player it is given; saving is only recorded.
final class PlayerEditInteractorSpy: PlayerEditInteractorProtocol {
    enum Call: Equatable, Sendable {
        case savePlayer(text: String, selectedOptionIndex: Int?)
    }

    struct Answers: Sendable {
        var field: PlayerField
        var player: Player
    }

    let log: CallLog<Call, Answers>
    var calls: [Call] { log.calls }

    init(field: PlayerField, player: Player) {
        log = CallLog(answers: Answers(field: field, player: player))
    }

    var field: PlayerField { log.answers.field }
    var player: Player { log.answers.player }

    func savePlayer(text: String, selectedOptionIndex: Int?) async {
        log.record(.savePlayer(text: text, selectedOptionIndex: selectedOptionIndex))
    }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class PlayerEditOutputSpy: PlayerEditPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didSavePlayer(Player)
        case serviceFailed(FootballGatherError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    /// The player last saved, if the last report was a save.
    var saved: Player? {
        guard case .didSavePlayer(let player) = calls.last else { return nil }
        return player
    }

    func didSavePlayer(_ player: Player) { log.record(.didSavePlayer(player)) }
    func serviceFailed(with error: FootballGatherError) { log.record(.serviceFailed(error)) }
}

final class PlayerEditRouterSpy: PlayerEditRouterProtocol {
    enum Call: Equatable, Sendable {
        case dismissEditView
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func dismissEditView() { log.record(.dismissEditView) }
}

/// Player edit as the view sees it: every call is recorded, nothing else happens.
final class PlayerEditPresenterSpy: PlayerEditPresenterProtocol {
    enum Call: Equatable, Sendable {
        case viewDidLoad
        case didSelectOption(at: Int)
        case didTapDone
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewDidLoad() { log.record(.viewDidLoad) }
    func didSelectOption(at index: Int) { log.record(.didSelectOption(at: index)) }
    func didTapDone() async { log.record(.didTapDone) }
}
