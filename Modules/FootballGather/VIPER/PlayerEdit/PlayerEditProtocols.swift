import FootballGatherModel
import FootballGatherUI

// MARK: - Module output

/// Told when an edit is saved, with the player as stored (Radu Dan's `PlayerEditDelegate`).
@MainActor
protocol PlayerEditDelegate: AnyObject {
    func didUpdatePlayer(_ player: Player)
}

// MARK: - View

@MainActor
protocol PlayerEditViewConfigurable: AnyObject {
    /// What the text field holds now (text fields only).
    var valueText: String { get }

    /// The field being edited, with a text field's text or a list's options.
    func displayField(_ field: PlayerField, content: PlayerEditScreen.Content)
}

typealias PlayerEditViewProtocol = PlayerEditViewConfigurable & LoadingView & ErrorHandler

// MARK: - Presenter

@MainActor
protocol PlayerEditPresenterViewConfiguration: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol PlayerEditPresenterActionable: AnyObject {
    func didSelectOption(at index: Int)
    func didTapDone() async
}

typealias PlayerEditPresenterProtocol = PlayerEditPresenterViewConfiguration & PlayerEditPresenterActionable

/// How the interactor answers the presenter.
@MainActor
protocol PlayerEditPresenterServiceHandler: AnyObject {
    func didSavePlayer(_ player: Player)
    func serviceFailed(with error: FootballGatherError)
}

// MARK: - Interactor

@MainActor
protocol PlayerEditInteractorProtocol: AnyObject {
    var field: PlayerField { get }
    /// The player before the edit.
    var player: Player { get }
    /// Validates the edit (the text of a text field, or the ticked option of a list) and
    /// saves that field of the player.
    func savePlayer(text: String, selectedOptionIndex: Int?) async
}

// MARK: - Router

@MainActor
protocol PlayerEditRouterProtocol: AnyObject {
    /// Closes Player edit, back to the details.
    func dismissEditView()
}
