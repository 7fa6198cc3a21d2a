import FootballGatherModel
import AppSupport

/// Football Gather's fault keys (arm them on a `FaultInjector`, or write `@fail <key>` /
/// `@hold <key>` in a test script):
///
/// | key | operation | message when it fails |
/// |---|---|---|
/// | `users.register` | ``UserRepository/register(username:password:)`` | Could not register. |
/// | `users.login` | ``UserRepository/login(username:password:)`` | Could not log in. |
/// | `settings.load` | ``SettingsRepository/loadSettings()`` | Could not load the settings. |
/// | `settings.save` | ``SettingsRepository/saveSettings(_:)`` | Could not save the settings. |
/// | `players.list` | ``PlayerRepository/players(of:)`` | Could not load the players. |
/// | `players.add` | ``PlayerRepository/addPlayer(_:for:)`` | Could not add the player. |
/// | `players.update` | ``PlayerRepository/updatePlayer(id:setting:for:)`` | Could not save the player. |
/// | `players.delete` | ``PlayerRepository/deletePlayer(id:for:)`` | Could not delete the player. |
/// | `gathers.start` | ``GatherRepository/startGather(players:for:at:)`` | Could not start the gather. |
/// | `gathers.end` | ``GatherRepository/endGather(id:score:for:at:)`` | Could not save the gather. |
/// | `gathers.history` | ``GatherRepository/endedGathers(for:)`` | Could not load the gathers. |
///
/// `users.*`, `players.*`… and `*` match several, as `FaultInjector` documents.
public enum FootballGatherFaultKeys {
    /// Every key above, in table order.
    public static let all: [String] = StorageOperation.repositoryOperations.compactMap(\.faultKey)
}

extension FaultInjector {
    /// Applies the fault armed for `operation`'s key before the real work: a failure
    /// becomes the very ``FootballGatherError/storage(_:)`` a real storage failure gives,
    /// so the UI shows its normal message; a cancelled hold becomes ``FootballGatherError/cancelled``.
    func check(_ operation: StorageOperation) async throws(FootballGatherError) {
        guard let key = operation.faultKey else { return }
        do {
            try await check(key)
        } catch {
            throw error is CancellationError ? .cancelled : .storage(operation)
        }
    }
}
