import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIPER
import Testing

@MainActor @Suite struct PlayerEditPresenterTests {
    static let ada = Player(id: 1, name: "Ada", age: 36, skill: .amateur)

    let view = PlayerEditViewSpy()
    let delegate = PlayerEditDelegateSpy()
    let router = PlayerEditRouterSpy()

    private func makePresenter(editing field: PlayerField) -> (PlayerEditPresenter, PlayerEditInteractorSpy) {
        let interactor = PlayerEditInteractorSpy(field: field, player: Self.ada)
        let presenter = PlayerEditPresenter(interactor: interactor, router: router, delegate: delegate)
        presenter.view = view
        presenter.viewDidLoad()
        return (presenter, interactor)
    }

    /// The user may leave Player details (and it be released) while the save is held: the
    /// save still reaches it, and Players through it.
    @Test func aSaveInFlightHoldsItsDelegateUntilItLands() async {
        let players = PlayerDetailsDelegateSpy()
        var details: PlayerDetailsPresenter? = PlayerDetailsPresenter(
            interactor: PlayerDetailsInteractor(player: Self.ada), router: PlayerDetailsRouterSpy(), delegate: players
        )
        weak let heldDetails = details
        let presenter = PlayerEditPresenter(interactor: PlayerEditInteractorSpy(field: .age, player: Self.ada), router: router, delegate: details)
        presenter.view = view
        await presenter.didTapDone()
        details = nil
        #expect(heldDetails != nil)

        presenter.didSavePlayer(Self.ada)

        #expect(players.calls == [.playerDetailsDidUpdatePlayer(Self.ada)])
        #expect(heldDetails == nil)
        #expect(router.calls == [.dismissEditView])
    }

    @Test func aTextFieldStartsWithTheCurrentValue() {
        _ = makePresenter(editing: .age)

        #expect(view.calls == [.displayField(.age, content: .text("36"))])
    }

    @Test func aListFieldStartsWithTheCurrentOptionTicked() {
        _ = makePresenter(editing: .skill)

        #expect(view.calls.count == 1)
        guard case .displayField(.skill, _) = view.calls.first else {
            Issue.record("no skill editor shown: \(view.calls)")
            return
        }
        #expect(view.checkedIndex == PlayerSkill.allCases.firstIndex(of: .amateur))
    }

    @Test func choosingAnOptionTicksIt() {
        let (presenter, _) = makePresenter(editing: .skill)

        presenter.didSelectOption(at: 2)

        #expect(view.checkedIndex == 2)
    }

    @Test func choosingTheTickedOptionClearsIt() {
        let (presenter, _) = makePresenter(editing: .skill)

        presenter.didSelectOption(at: 1)

        #expect(view.checkedIndex == nil)
        #expect(presenter.selectedOptionIndex == nil)
    }

    @Test func anOptionOutsideTheListIsIgnored() {
        let (presenter, _) = makePresenter(editing: .preferredPosition)

        presenter.didSelectOption(at: 5)

        #expect(view.calls.count == 1)
    }

    @Test func aTextFieldShowsNoOptions() {
        _ = makePresenter(editing: .favouriteTeam)

        #expect(view.content == .text(""))
    }

    @Test func positionsReadAsTheirDisplayNamesWithNoneTickedWhenUnset() {
        _ = makePresenter(editing: .preferredPosition)

        #expect(view.content == .options(["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"].map {
            PlayerEditScreen.Option(title: $0, isChecked: false)
        }))
    }

    @Test func skillsReadAsTheirDisplayNamesWithTheCurrentOneTicked() {
        _ = makePresenter(editing: .skill)

        #expect(view.content == .options([
            PlayerEditScreen.Option(title: "Beginner", isChecked: false),
            PlayerEditScreen.Option(title: "Amateur", isChecked: true),
            PlayerEditScreen.Option(title: "Professional", isChecked: false),
        ]))
    }

    @Test func doneSavesWhatTheTextFieldHolds() async {
        let (presenter, interactor) = makePresenter(editing: .name)
        view.log.answer { $0.valueText = "Ada K." }

        await presenter.didTapDone()

        #expect(view.isLoading)
        #expect(interactor.calls == [.savePlayer(text: "Ada K.", selectedOptionIndex: nil)])
    }

    @Test func doneSavesTheTickedOption() async {
        let (presenter, interactor) = makePresenter(editing: .skill)
        presenter.didSelectOption(at: 2)

        await presenter.didTapDone()

        #expect(interactor.calls == [.savePlayer(text: "", selectedOptionIndex: 2)])
    }

    @Test func doneWhileSavingIsIgnored() async {
        let (presenter, interactor) = makePresenter(editing: .name)

        await presenter.didTapDone()
        await presenter.didTapDone()

        #expect(interactor.calls.count == 1)
    }

    @Test func aSavedPlayerGoesToTheDelegateAndTheEditorCloses() async {
        let (presenter, _) = makePresenter(editing: .name)
        await presenter.didTapDone()
        var saved = Self.ada
        saved.name = "Ada K."

        presenter.didSavePlayer(saved)

        #expect(!view.isLoading)
        #expect(delegate.calls == [.didUpdatePlayer(saved)])
        #expect(router.calls == [.dismissEditView])
    }

    @Test func aRefusedEditShowsTheErrorAndKeepsTheInput() async {
        let (presenter, interactor) = makePresenter(editing: .age)
        view.log.answer { $0.valueText = "abc" }
        await presenter.didTapDone()

        presenter.serviceFailed(with: .invalidAge)
        await presenter.didTapDone()

        // The field is not shown again over what the user typed.
        #expect(view.calls.dropFirst() == [.showLoadingView, .hideLoadingView,
                                           .handleError("Age must be a whole number from 1 to 99."), .showLoadingView])
        #expect(delegate.calls.isEmpty)
        #expect(router.calls.isEmpty)
        #expect(interactor.calls == [.savePlayer(text: "abc", selectedOptionIndex: nil), .savePlayer(text: "abc", selectedOptionIndex: nil)])
    }
}
