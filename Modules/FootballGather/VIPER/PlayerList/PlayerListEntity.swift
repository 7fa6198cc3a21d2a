/// What Players is doing with its rows (the seed's `PlayerListViewState`): listing the
/// roster, or picking players for a gather with the ids ticked so far.
enum PlayerListViewState: Equatable {
    case list
    case selection(Set<Int64>)

    var isList: Bool { self == .list }
}
