import FootballGatherModel

/// Add player's presenter: enables "Done" for a name that can be saved, saves it, reports
/// the new player to its delegate and closes the screen through its router.
@MainActor
final class AddPlayerPresenter {
    weak var view: (any AddPlayerViewProtocol)?
    weak var delegate: (any AddPlayerDelegate)?
    let interactor: any AddPlayerInteractorProtocol
    let router: any AddPlayerRouterProtocol
    private(set) var isSaving = false

    init(interactor: any AddPlayerInteractorProtocol, router: any AddPlayerRouterProtocol, delegate: (any AddPlayerDelegate)?) {
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
    }

    private var name: String { view?.nameText ?? "" }
}

extension AddPlayerPresenter: AddPlayerPresenterViewConfiguration {
    func viewDidLoad() {
        view?.setDoneEnabled(interactor.canAddPlayer(named: name))
    }
}

extension AddPlayerPresenter: AddPlayerPresenterActionable {
    func didChangeName() {
        view?.setDoneEnabled(interactor.canAddPlayer(named: name))
    }

    func didTapDone() async {
        guard !isSaving, interactor.canAddPlayer(named: name) else { return }
        isSaving = true
        view?.showLoadingView()
        await interactor.addPlayer(named: name)
    }
}

extension AddPlayerPresenter: AddPlayerPresenterServiceHandler {
    func didAddPlayer(_ player: Player) {
        isSaving = false
        view?.hideLoadingView()
        delegate?.didAddPlayer(player)
        router.dismissAddView()
    }

    /// The name typed stays, to try again.
    func serviceFailed(with error: FootballGatherError) {
        isSaving = false
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}
