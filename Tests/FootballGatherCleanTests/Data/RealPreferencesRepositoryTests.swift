import FootballGatherCleanData
import FootballGatherModel
import Testing

@Suite struct RealPreferencesRepositoryTests {
    let storage: Storage

    init() throws {
        storage = try Storage()
    }

    @Test func aFreshInstallationRemembersNobody() async throws {
        #expect(try await storage.preferences.loginSettings() == .default)
    }

    @Test func savedSettingsComeBack() async throws {
        let settings = LoginSettings(rememberMe: false, rememberedUsername: nil)

        try await storage.preferences.saveLoginSettings(settings)

        #expect(try await storage.preferences.loginSettings() == settings)
    }

    @Test func aFailingSaveKeepsWhatWasSaved() async throws {
        try await storage.preferences.saveLoginSettings(.afterSignIn(as: "coach", rememberMe: true))
        storage.faults.arm("settings.save", .fail)

        await #expect(throws: FootballGatherError.storage(.saveSettings)) {
            try await storage.preferences.saveLoginSettings(.default)
        }
        storage.faults.reset()
        #expect(try await storage.preferences.loginSettings().rememberedUsername == "coach")
    }
}
