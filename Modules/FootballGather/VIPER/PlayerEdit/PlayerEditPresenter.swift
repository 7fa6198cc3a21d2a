import FootballGatherModel

/// Player edit's presenter: fills the editor, keeps the ticked option, saves on "Done",
/// reports the saved player to its delegate and closes the editor through its router.
@MainActor
final class PlayerEditPresenter {
    weak var view: (any PlayerEditViewProtocol)?
    weak var delegate: (any PlayerEditDelegate)?
    let interactor: any PlayerEditInteractorProtocol
    let router: any PlayerEditRouterProtocol
    /// The ticked option of a list field; nil when none is.
    private(set) var selectedOptionIndex: Int?
    private(set) var isSaving = false

    init(interactor: any PlayerEditInteractorProtocol, router: any PlayerEditRouterProtocol, delegate: (any PlayerEditDelegate)?) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        selectedOptionIndex = interactor.field.selectedOptionIndex(of: interactor.player)
    }
}

extension PlayerEditPresenter: PlayerEditPresenterViewConfiguration {
    func viewDidLoad() {
        let field = interactor.field
        view?.displayField(field, text: field.editText(of: interactor.player), selectedOptionIndex: selectedOptionIndex)
    }
}

extension PlayerEditPresenter: PlayerEditPresenterActionable {
    /// Ticks the option; choosing the ticked one again clears the value.
    func didSelectOption(at index: Int) {
        guard interactor.field.options.indices.contains(index) else { return }
        selectedOptionIndex = selectedOptionIndex == index ? nil : index
        view?.displaySelectedOption(selectedOptionIndex)
    }

    func didTapDone() async {
        guard !isSaving else { return }
        isSaving = true
        view?.showLoadingView()
        await interactor.savePlayer(text: view?.valueText ?? "", selectedOptionIndex: selectedOptionIndex)
    }
}

extension PlayerEditPresenter: PlayerEditPresenterServiceHandler {
    func didSavePlayer(_ player: Player) {
        isSaving = false
        view?.hideLoadingView()
        delegate?.didUpdatePlayer(player)
        router.dismissEditView()
    }

    /// What the user entered stays, to be corrected.
    func serviceFailed(with error: FootballGatherError) {
        isSaving = false
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}
