import Foundation
import FootballGatherModel
import Testing

@Suite struct FootballGatherErrorTests {
    @Test func loginAndValidationMessagesMatchTheSpec() {
        #expect(FootballGatherError.bothFieldsMandatory.message == "Both fields are mandatory.")
        #expect(FootballGatherError.usernameTaken.message == "Username is already taken.")
        #expect(FootballGatherError.invalidCredentials.message == "Invalid username or password.")
        #expect(FootballGatherError.invalidUsername.message == "Username must be 1 to 32 characters.")
        #expect(FootballGatherError.invalidAge.message == "Age must be a whole number from 1 to 99.")
    }

    @Test func storageMessagesSayWhatCouldNotBeDone() {
        let messages = StorageOperation.repositoryOperations.map { FootballGatherError.storage($0).message }

        #expect(messages == [
            "Could not register.", "Could not log in.", "Could not load the settings.", "Could not save the settings.",
            "Could not load the players.", "Could not add the player.", "Could not save the player.",
            "Could not delete the player.", "Could not start the gather.", "Could not save the gather.",
            "Could not load the gathers.",
        ])
        #expect(FootballGatherError.storage(.openDatabase(path: "/x.db", reason: "disk I/O error")).message
            == "Could not open the database at /x.db: disk I/O error")
    }

    @Test func theMessageIsAlsoTheErrorsDescription() {
        let error: any Error = FootballGatherError.storage(.savePlayer)

        #expect(error.localizedDescription == "Could not save the player.")
        #expect(String(describing: error) == "Could not save the player.")
    }
}
