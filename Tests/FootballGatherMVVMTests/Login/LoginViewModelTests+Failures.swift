import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

/// Login when the storage fails or is slow: the same view model over the same seeded
/// backend as ``LoginViewModelTests``, so these are its tests too, in a file of their own.
extension LoginViewModelTests {
    @Test func failingSettingsLoadShowsErrorAndKeepsDefaults() async {
        world.faults.arm("settings.load", .fail)
        let viewModel = makeViewModel()

        await viewModel.loadSettings()

        #expect(viewModel.errorMessage == "Could not load the settings.")
        #expect(viewModel.rememberMe)
        #expect(!viewModel.isLoading)
    }

    @Test func failingLoginShowsErrorAndKeepsWhatWasTyped() async {
        world.faults.arm("users.login", .fail)
        let viewModel = makeViewModel()
        viewModel.username = "coach"
        viewModel.password = "secret"

        await viewModel.login()

        #expect(viewModel.errorMessage == "Could not log in.")
        #expect(viewModel.username == "coach")
        #expect(viewModel.password == "secret")
        #expect(signedIn.values.isEmpty)
    }

    @Test func failingRegistrationShowsError() async {
        world.faults.arm("users.register", .fail)
        let viewModel = makeViewModel()
        viewModel.username = "rookie"
        viewModel.password = "pass"

        await viewModel.register()

        #expect(viewModel.errorMessage == "Could not register.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func failingSettingsSaveKeepsTheUserOnLogin() async {
        world.faults.arm("settings.save", .fail)
        let viewModel = makeViewModel()
        viewModel.username = "coach"
        viewModel.password = "secret"

        await viewModel.login()

        #expect(viewModel.errorMessage == "Could not save the settings.")
        #expect(signedIn.values.isEmpty)
    }

    @Test func showsLoadingWhileLoggingIn() async throws {
        world.faults.arm("users.login", .hold)
        let viewModel = makeViewModel()
        viewModel.username = "coach"
        viewModel.password = "secret"

        let login = Task { await viewModel.login() }
        try await world.faults.waitUntilHeld()
        #expect(viewModel.isLoading)

        world.faults.reset()
        await login.value
        #expect(!viewModel.isLoading)
        #expect(signedIn.values == [world.coach.user])
    }

    @Test func dismissingTheErrorClearsIt() async {
        let viewModel = makeViewModel()
        await viewModel.login()

        viewModel.dismissError()

        #expect(viewModel.errorMessage == nil)
    }
}
