import FootballGatherModel

/// What Add player's ViewController asks of its scene.
@MainActor
protocol AddPlayerBusinessLogic: AnyObject {
    func checkName(request: AddPlayer.CheckName.Request)
    func savePlayer(request: AddPlayer.SavePlayer.Request) async
}

/// What Add player needs handed over before it shows.
@MainActor
protocol AddPlayerDataStore: AnyObject {
    var userID: Int64? { get set }
}

/// Add player's business: a draft with the typed name, which the Model says can be saved or
/// not, saved once at a time. Players hears of nothing: it reloads as it reappears.
@MainActor
final class AddPlayerInteractor: AddPlayerDataStore {
    var userID: Int64?
    private var isSaving = false
    let presenter: any AddPlayerPresentationLogic
    private let worker: any AddPlayerWorkerLogic

    init(presenter: any AddPlayerPresentationLogic, worker: any AddPlayerWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private func setSaving(_ isSaving: Bool) {
        self.isSaving = isSaving
        presenter.presentLoading(response: AddPlayer.Loading.Response(isLoading: isSaving))
    }
}

extension AddPlayerInteractor: AddPlayerBusinessLogic {
    func checkName(request: AddPlayer.CheckName.Request) {
        presenter.presentNameCheck(response: AddPlayer.CheckName.Response(canSubmit: PlayerDraft(name: request.name).canSubmit))
    }

    func savePlayer(request: AddPlayer.SavePlayer.Request) async {
        let draft = PlayerDraft(name: request.name)
        guard !isSaving, draft.canSubmit, let userID else { return }
        setSaving(true)
        do throws(FootballGatherError) {
            _ = try await worker.addPlayer(draft, of: userID)
            setSaving(false)
            presenter.presentSavedPlayer(response: AddPlayer.SavePlayer.Response(error: nil))
        } catch {
            setSaving(false)
            presenter.presentSavedPlayer(response: AddPlayer.SavePlayer.Response(error: error))
        }
    }
}
