import FootballGatherUI
import TerminalUI
import Testing

/// The layouts of Login and the player screens, from display-ready values.
@Suite struct PlayerScreensTests {
    let ada = PlayerListScreen.Row(playerID: 1, name: "Ada", detail: "Position: MID, Skill: Professional")
    let dani = PlayerListScreen.Row(playerID: 4, name: "Dani", detail: "Position: -, Skill: -", isChecked: true)

    @Test func loginShowsMaskedPasswordRememberMeAndBothButtons() {
        let screen = LoginScreen.make(username: "coach", password: "secret", rememberMe: true)

        #expect(screen == Screen(
            title: "Login",
            fields: [
                Screen.TextField("Username", id: "username", value: "coach"),
                Screen.TextField("Password", id: "password", value: "secret", isSecure: true),
            ],
            toggles: [Screen.Toggle("Remember me", id: "rememberMe", isOn: true)],
            buttons: [Screen.Button("Login", id: "login"), Screen.Button("Register", id: "register")]
        ))
    }

    @Test func anErrorShowsAsTheErrorAlert() {
        let screen = LoginScreen.make(username: "", password: "", rememberMe: false, errorMessage: "Both fields are mandatory.")

        #expect(screen.alert == Screen.Alert(title: "Error", message: "Both fields are mandatory.", actions: ["OK"]))
    }

    @Test func playersInListModeOpenAndDelete() {
        let screen = PlayerListScreen.make(title: "Players", mode: .list(isSelectEnabled: true), rows: [ada, dani], showsEmptyMessage: false)

        #expect(screen.title == "Players")
        #expect(screen.barButtons == [
            Screen.Button("Logout", id: "logout"),
            Screen.Button("History", id: "history"),
            Screen.Button("Select", id: "select"),
        ])
        #expect(screen.sections == [Screen.Section(rows: [
            Screen.Row("Ada", id: "player-1", detail: "Position: MID, Skill: Professional", accessory: .disclosure, isDeletable: true),
            Screen.Row("Dani", id: "player-4", detail: "Position: -, Skill: -", accessory: .disclosure, isDeletable: true),
        ])])
        #expect(screen.buttons == [Screen.Button("Add player", id: "addPlayer")])
        #expect(screen.emptyMessage == nil)
    }

    @Test func playersInSelectionModeTickRows() {
        let screen = PlayerListScreen.make(title: "1 selected", mode: .selection(isConfirmEnabled: false), rows: [ada, dani], showsEmptyMessage: false)

        #expect(screen.title == "1 selected")
        #expect(screen.barButtons == [Screen.Button("Cancel", id: "cancel")])
        #expect(screen.indexedRows.map(\.row.accessory) == [.checkbox(isChecked: false), .checkbox(isChecked: true)])
        #expect(screen.indexedRows.allSatisfy { !$0.row.isDeletable })
        #expect(screen.buttons == [Screen.Button("Confirm players", id: "confirmPlayers", isEnabled: false)])
    }

    @Test func selectAndTheEmptyMessageFollowWhatTheyAreGiven() {
        let screen = PlayerListScreen.make(title: "Players", mode: .list(isSelectEnabled: false), rows: [], showsEmptyMessage: true)

        #expect(screen.emptyMessage == "There aren't any players for your user.")
        #expect(screen.sections.isEmpty)
        #expect(screen.barButtons.last == Screen.Button("Select", id: "select", isEnabled: false))
    }

    @Test func theAlertIsTheErrorOrTheDeleteConfirmation() {
        let asking = PlayerListScreen.make(title: "Players", mode: .list(isSelectEnabled: true), rows: [ada], showsEmptyMessage: false, alert: .confirmDeletion)
        let failing = PlayerListScreen.make(title: "Players", mode: .list(isSelectEnabled: true), rows: [ada], showsEmptyMessage: false, alert: .error("Could not delete the player."))

        #expect(asking.alert == Screen.Alert(
            title: "Delete player",
            message: "Are you sure you want to delete the selected player?",
            actions: ["Yes", "Cancel"]
        ))
        #expect(failing.alert == .error("Could not delete the player."))
    }

    @Test func detailsListEveryFieldUnderItsSection() {
        let screen = PlayerDetailsScreen.make(title: "Dani", values: [.name: "Dani", .age: "-", .preferredPosition: "-", .skill: "-", .favouriteTeam: "-"])

        #expect(screen.title == "Dani")
        #expect(screen.sections.map(\.title) == ["Personal", "Play", "Likes"])
        #expect(screen.indexedRows.map(\.row.title) == ["Name", "Age", "Preferred position", "Skill", "Favourite team"])
        #expect(screen.indexedRows.map(\.row.detail) == ["Dani", "-", "-", "-", "-"])
        #expect(screen.indexedRows.allSatisfy { $0.row.accessory == .disclosure })
    }

    @Test func detailsRowsMapBackToTheirFields() {
        #expect(PlayerDetailsScreen.field(at: RowPath(section: 0, row: 1)) == .age)
        #expect(PlayerDetailsScreen.field(at: RowPath(section: 2, row: 0)) == .favouriteTeam)
        #expect(PlayerDetailsScreen.field(at: RowPath(section: 2, row: 1)) == nil)
        #expect(PlayerDetailsScreen.field(at: RowPath(section: 3, row: 0)) == nil)
    }

    @Test func editingATextFieldShowsAFieldLabelledWithTheFieldsTitle() {
        let screen = PlayerEditScreen.make(field: .age, content: .text("36"))

        #expect(screen.title == "Age")
        #expect(screen.fields == [Screen.TextField("Age", id: "value", value: "36")])
        #expect(screen.sections.isEmpty)
        #expect(screen.barButtons == [Screen.Button("Done", id: "done")])
    }

    @Test func editingAListFieldShowsItsOptionsWithTheirTicks() {
        let screen = PlayerEditScreen.make(field: .skill, content: .options([
            PlayerEditScreen.Option(title: "Beginner", isChecked: false),
            PlayerEditScreen.Option(title: "Amateur", isChecked: true),
        ]))

        #expect(screen.title == "Skill")
        #expect(screen.fields.isEmpty)
        #expect(screen.indexedRows.map(\.row) == [
            Screen.Row("Beginner", accessory: .checkbox(isChecked: false)),
            Screen.Row("Amateur", accessory: .checkbox(isChecked: true)),
        ])
    }

    @Test func everyFieldHasItsLabel() {
        #expect([.name, .age, .preferredPosition, .skill, .favouriteTeam].map(PlayerFieldText.title(of:))
            == ["Name", "Age", "Preferred position", "Skill", "Favourite team"])
    }

    @Test func addPlayerHasAPlaceholderAndDoneFollowsTheFlag() {
        let empty = AddPlayerScreen.make(name: "", isDoneEnabled: false)

        #expect(empty == Screen(
            title: "Add Player",
            barButtons: [Screen.Button("Done", id: "done", isEnabled: false)],
            fields: [Screen.TextField("Name", id: "name", value: "", placeholder: "Enter name of the player")]
        ))
        #expect(AddPlayerScreen.make(name: "Zoe", isDoneEnabled: true).barButtons.first?.isEnabled == true)
    }
}
