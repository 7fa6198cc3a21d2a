import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct SettingsRepositoryTests {
    let repositories: FootballGatherRepositories

    init() throws {
        repositories = try .test()
    }

    @Test func aFreshInstallationRemembersNobodyWithRememberMeOn() async throws {
        let settings = try await repositories.settings.loadSettings()

        #expect(settings == LoginSettings(rememberMe: true, rememberedUsername: nil))
        #expect(settings.prefilledUsername == nil)
    }

    @Test func savedSettingsLoadBackAndReplaceTheOldOnes() async throws {
        try await repositories.settings.saveSettings(LoginSettings(rememberMe: true, rememberedUsername: "ana"))
        try await repositories.settings.saveSettings(LoginSettings(rememberMe: false, rememberedUsername: nil))

        #expect(try await repositories.settings.loadSettings() == LoginSettings(rememberMe: false, rememberedUsername: nil))
    }

    @Test func signingInWithRememberMeStoresTheUsername() {
        let settings = LoginSettings.afterSignIn(as: "ana", rememberMe: true)

        #expect(settings == LoginSettings(rememberMe: true, rememberedUsername: "ana"))
        #expect(settings.prefilledUsername == "ana")
    }

    @Test func signingInWithoutRememberMeForgetsTheStoredUsername() {
        let settings = LoginSettings.afterSignIn(as: "ana", rememberMe: false)

        #expect(settings == LoginSettings(rememberMe: false, rememberedUsername: nil))
        #expect(LoginSettings(rememberMe: false, rememberedUsername: "old").prefilledUsername == nil)
    }
}
