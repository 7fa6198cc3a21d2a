/// The players the screens show.
struct PlayerModel {
    var players: [String] = []

    mutating func add(_ name: String) {
        players.append(name) /* kept in order */
    }
}
