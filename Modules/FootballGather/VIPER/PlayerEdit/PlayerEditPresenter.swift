import FootballGatherModel
import FootballGatherUI

/// Player edit's presenter: fills the editor (a text field's text, or a list's options by
/// their display names with the ticked one), keeps the ticked option, saves on "Done",
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
    /// The delegate held strongly from "Done" until the save lands: a confirmed save
    /// reaches Player details (and Players behind it) even once the user has left them.
    private var savingDelegate: (any PlayerEditDelegate)?

    init(interactor: any PlayerEditInteractorProtocol, router: any PlayerEditRouterProtocol, delegate: (any PlayerEditDelegate)?) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        selectedOptionIndex = interactor.field.selectedOptionIndex(of: interactor.player)
    }
}

extension PlayerEditPresenter {
    /// The options of a list field, in declaration order; none for a text field.
    var optionTitles: [String] {
        switch interactor.field {
        case .preferredPosition: PlayerPosition.allCases.map(\.displayName)
        case .skill: PlayerSkill.allCases.map(\.displayName)
        case .name, .age, .favouriteTeam: []
        }
    }

    private func displayOptions() {
        let options = optionTitles.enumerated().map { index, title in
            PlayerEditScreen.Option(title: title, isChecked: index == selectedOptionIndex)
        }
        view?.displayField(interactor.field, content: .options(options))
    }
}

extension PlayerEditPresenter: PlayerEditPresenterViewConfiguration {
    func viewDidLoad() {
        let field = interactor.field
        guard field.isTextual else { return displayOptions() }
        view?.displayField(field, content: .text(field.editText(of: interactor.player)))
    }
}

extension PlayerEditPresenter: PlayerEditPresenterActionable {
    /// Ticks the option; choosing the ticked one again clears the value.
    func didSelectOption(at index: Int) {
        guard optionTitles.indices.contains(index) else { return }
        selectedOptionIndex = selectedOptionIndex == index ? nil : index
        displayOptions()
    }

    func didTapDone() async {
        guard !isSaving else { return }
        isSaving = true
        savingDelegate = delegate
        view?.showLoadingView()
        await interactor.savePlayer(text: view?.valueText ?? "", selectedOptionIndex: selectedOptionIndex)
    }
}

extension PlayerEditPresenter: PlayerEditPresenterServiceHandler {
    func didSavePlayer(_ player: Player) {
        isSaving = false
        view?.hideLoadingView()
        (savingDelegate ?? delegate)?.didUpdatePlayer(player)
        savingDelegate = nil
        router.dismissEditView()
    }

    /// What the user entered stays, to be corrected.
    func serviceFailed(with error: FootballGatherError) {
        isSaving = false
        savingDelegate = nil
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}
