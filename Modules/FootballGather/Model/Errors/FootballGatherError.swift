import Foundation

/// Everything that can go wrong in Football Gather, each with the message the UI shows.
///
/// Repositories throw nothing else: validation failures keep their own case, and every
/// storage failure (SQLite, files, injected faults) becomes ``storage(_:)``, so a screen
/// can always show ``message`` as is.
public enum FootballGatherError: Error, Hashable, Sendable {
    /// Login or register with an empty username or password.
    case bothFieldsMandatory
    /// A username that is not 1 to 32 characters once trimmed.
    case invalidUsername
    /// Register with a username another user has (case-insensitively).
    case usernameTaken
    /// Login with an unknown username or a wrong password (deliberately one case).
    case invalidCredentials
    /// A username with a control character (C0, DEL or C1) inside it.
    case usernameHasControlCharacters
    /// A player name with a control character (C0, DEL or C1) inside it.
    case nameHasControlCharacters
    /// A favourite team with a control character (C0, DEL or C1) inside it.
    case favouriteTeamHasControlCharacters
    /// A player name that is empty once trimmed.
    case invalidName
    /// A player name longer than ``PlayerRules/nameMaxLength``.
    case nameTooLong
    /// An age that is not a whole number in ``PlayerRules/ageRange``.
    case invalidAge
    /// A favourite team longer than ``PlayerRules/favouriteTeamMaxLength``.
    case favouriteTeamTooLong
    /// Fewer than ``LineUp/minimumSelectedPlayers`` players selected for a gather.
    case notEnoughPlayers
    /// A gather where Team A or Team B has no player.
    case teamsIncomplete
    /// A score outside ``Score/range``.
    case invalidScore
    /// The player does not exist, or belongs to another user.
    case playerNotFound
    /// The gather does not exist, or belongs to another user.
    case gatherNotFound
    /// The gather was already ended.
    case gatherAlreadyEnded
    /// The task running the operation was cancelled; nothing was changed. Screens
    /// usually show nothing for this one.
    case cancelled
    /// The storage failed while performing `operation`.
    case storage(StorageOperation)

    /// The message the UI shows.
    public var message: String {
        switch self {
        case .bothFieldsMandatory: "Both fields are mandatory."
        case .invalidUsername: "Username must be 1 to 32 characters."
        case .usernameTaken: "Username is already taken."
        case .invalidCredentials: "Invalid username or password."
        case .usernameHasControlCharacters: "Username must not contain control characters."
        case .nameHasControlCharacters: "Name must not contain control characters."
        case .favouriteTeamHasControlCharacters: "Favourite team must not contain control characters."
        case .invalidName: "Name must not be empty."
        case .nameTooLong: "Name must be at most 50 characters."
        case .invalidAge: "Age must be a whole number from 1 to 99."
        case .favouriteTeamTooLong: "Favourite team must be at most 50 characters."
        case .notEnoughPlayers: "Select at least 2 players."
        case .teamsIncomplete: "Each team needs at least one player."
        case .invalidScore: "Scores must be from 0 to 99."
        case .playerNotFound: "This player no longer exists."
        case .gatherNotFound: "This gather no longer exists."
        case .gatherAlreadyEnded: "This gather has already ended."
        case .cancelled: "The operation was cancelled."
        case .storage(let operation): operation.failureMessage
        }
    }
}

extension FootballGatherError: LocalizedError {
    public var errorDescription: String? { message }
}

extension FootballGatherError: CustomStringConvertible {
    public var description: String { message }
}
