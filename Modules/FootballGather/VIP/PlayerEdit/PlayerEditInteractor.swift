import FootballGatherModel

/// Told when the edit is saved, with the player as stored.
@MainActor
protocol PlayerEditDelegate: AnyObject {
    func playerEditDidSave(_ player: Player)
}

/// What Player edit's ViewController asks of its scene.
@MainActor
protocol PlayerEditBusinessLogic: AnyObject {
    func fetchField(request: PlayerEdit.FetchField.Request)
    func selectOption(request: PlayerEdit.SelectOption.Request)
    func savePlayer(request: PlayerEdit.SavePlayer.Request) async
}

/// What Player edit needs handed over before it shows.
@MainActor
protocol PlayerEditDataStore: AnyObject {
    var userID: Int64? { get set }
    var player: Player? { get set }
    var field: PlayerField { get set }
    /// Player details, told of the saved player (weakly: it opened this scene).
    var delegate: (any PlayerEditDelegate)? { get set }
}

/// Player edit's business: the Model's field rules turn the input into a change of this one
/// field, saved once at a time; a saved edit is reported before the scene closes.
@MainActor
final class PlayerEditInteractor: PlayerEditDataStore {
    var userID: Int64?
    var player: Player?
    var field = PlayerField.name
    weak var delegate: (any PlayerEditDelegate)?
    private var selectedOption: Int?
    private var isSaving = false
    let presenter: any PlayerEditPresentationLogic
    private let worker: any PlayerEditWorkerLogic

    init(presenter: any PlayerEditPresentationLogic, worker: any PlayerEditWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private var optionCount: Int {
        switch field {
        case .preferredPosition: PlayerPosition.allCases.count
        case .skill: PlayerSkill.allCases.count
        case .name, .age, .favouriteTeam: 0
        }
    }

    private func presentOptions() {
        presenter.presentField(response: PlayerEdit.FetchField.Response(field: field, value: .option(selectedOption)))
    }

    private func setSaving(_ isSaving: Bool) {
        self.isSaving = isSaving
        presenter.presentLoading(response: PlayerEdit.Loading.Response(isLoading: isSaving))
    }
}

extension PlayerEditInteractor: PlayerEditBusinessLogic {
    /// The editor shows once: the field's value as stored when it opened.
    func fetchField(request: PlayerEdit.FetchField.Request) {
        guard let player else { return }
        guard field.isTextual else {
            selectedOption = field.selectedOptionIndex(of: player)
            return presentOptions()
        }
        presenter.presentField(response: PlayerEdit.FetchField.Response(field: field, value: .text(field.editText(of: player))))
    }

    func selectOption(request: PlayerEdit.SelectOption.Request) {
        guard (0..<optionCount).contains(request.index) else { return }
        selectedOption = selectedOption == request.index ? nil : request.index
        presentOptions()
    }

    /// Player details is held until the save lands, so a confirmed save reaches it (and
    /// Players behind it) even once the user has left them.
    func savePlayer(request: PlayerEdit.SavePlayer.Request) async {
        guard !isSaving, let player, let userID else { return }
        let delegate = delegate
        setSaving(true)
        do throws(FootballGatherError) {
            let change = try field.change(text: request.text, optionAt: selectedOption)
            let saved = try await worker.savePlayer(id: player.id, setting: change, of: userID)
            setSaving(false)
            delegate?.playerEditDidSave(saved)
            presenter.presentSavedPlayer(response: PlayerEdit.SavePlayer.Response(error: nil))
        } catch {
            setSaving(false)
            presenter.presentSavedPlayer(response: PlayerEdit.SavePlayer.Response(error: error))
        }
    }
}
