@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct RestoreLoginUseCaseTests {
    let preferences = PreferencesRepositoryMock()

    var useCase: DefaultRestoreLoginUseCase {
        DefaultRestoreLoginUseCase(preferences: preferences)
    }

    @Test func answersWhatWasSaved() async throws {
        let saved = LoginSettings(rememberMe: true, rememberedUsername: "coach")
        preferences.loadResponse = .success(saved)

        #expect(try await useCase.restore() == saved)
        preferences.verify([.load])
    }

    @Test func aFailingLoadThrowsItsError() async {
        preferences.loadResponse = .failure(.storage(.loadSettings))

        await #expect(throws: FootballGatherError.storage(.loadSettings)) { try await useCase.restore() }
    }
}
