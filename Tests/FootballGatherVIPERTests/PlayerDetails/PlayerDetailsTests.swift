import FootballGatherModel
@testable import FootballGatherVIPER
import Testing

/// Player details' presenter (with spies) and its interactor, which only keeps the player.
@MainActor @Suite struct PlayerDetailsTests {
    static let ada = Player(id: 1, name: "Ada", age: 36, position: .midfielder)

    let view = PlayerDetailsViewSpy()
    let router = PlayerDetailsRouterSpy()
    let interactor = PlayerDetailsInteractor(player: ada)
    let presenter: PlayerDetailsPresenter

    init() {
        presenter = PlayerDetailsPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test func viewDidLoadShowsThePlayerTitledWithTheirName() {
        presenter.viewDidLoad()

        #expect(view.shown.map(\.title) == ["Ada"])
        #expect(view.shown.first?.values == [
            .name: "Ada", .age: "36", .preferredPosition: "Midfielder", .skill: "-", .favouriteTeam: "-",
        ])
    }

    @Test func aSavedEditIsPassedOnToTheDelegate() {
        let delegate = PlayerDetailsDelegateSpy()
        presenter.delegate = delegate
        let renamed = Player(id: 1, name: "Adele", age: 36, position: .midfielder)

        presenter.didUpdatePlayer(renamed)

        #expect(delegate.calls == [.playerDetailsDidUpdatePlayer(renamed)])
        #expect(view.shown.last?.title == "Adele")
    }

    @Test func everyUnsetFieldReadsAsADash() {
        let presenter = PlayerDetailsPresenter(interactor: PlayerDetailsInteractor(player: Player(id: 2, name: "Bo")), router: router)
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.shown.first?.values == [.name: "Bo", .age: "-", .preferredPosition: "-", .skill: "-", .favouriteTeam: "-"])
    }

    @Test func setFieldsReadAsTheirDisplayValues() {
        let player = Player(id: 3, name: "Cy", age: 9, skill: .professional, position: .goalkeeper, favouriteTeam: "Ajax")

        #expect(PlayerField.allCases.map { PlayerDetailsPresenter.value(of: $0, for: player) } == ["Cy", "9", "Goalkeeper", "Professional", "Ajax"])
    }

    @Test(arguments: PlayerField.allCases)
    func selectingAFieldOpensItsEditorWithThePresenterAsDelegate(_ field: PlayerField) {
        presenter.didSelectField(field)

        #expect(router.calls == [.showEdit(field, of: Self.ada)])
        #expect(router.editDelegate === presenter)
    }

    /// The editor closes itself; details only show the saved player.
    @Test func aSavedEditIsShown() {
        var edited = Self.ada
        edited.age = 37

        presenter.didUpdatePlayer(edited)

        #expect(interactor.player == edited)
        #expect(view.shown.last?.values[.age] == "37")
        #expect(router.calls.isEmpty)
    }

    @Test func theNextEditStartsFromTheSavedPlayer() {
        var edited = Self.ada
        edited.name = "Ada K."
        presenter.didUpdatePlayer(edited)

        presenter.didSelectField(.skill)

        #expect(router.calls == [.showEdit(.skill, of: edited)])
    }

    @Test func theInteractorIgnoresAnotherPlayer() {
        interactor.updatePlayer(Player(id: 2, name: "Bruno"))

        #expect(interactor.player == Self.ada)
    }
}
