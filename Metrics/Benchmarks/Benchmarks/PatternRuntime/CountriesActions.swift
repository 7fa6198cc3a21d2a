/// The Countries actions of issue 13, from the launch screen (all ~250 countries listed).
enum CountriesActions {
    /// China borders 14 countries, the most in the dataset (with Russia).
    static let manyNeighbours = "China"

    static let all: [UserAction] = [
        UserAction(
            title: "type a search (all countries)",
            setUp: [],
            line: { _ in "type Search an" },
            after: { _ in ["type Search \"\""] }
        ),
        UserAction(
            title: "pick a region",
            setUp: [],
            line: { _ in "pick Region Europe" },
            after: { _ in ["pick Region All"] }
        ),
        UserAction(
            title: "open details (14 neighbours)",
            setUp: [],
            line: { _ in "select \(manyNeighbours)" },
            after: { _ in ["back"] }
        ),
        UserAction(
            title: "toggle a favourite",
            setUp: ["select \(manyNeighbours)"],
            line: { iteration in iteration.isMultiple(of: 2) ? "tap \"Add to favourites\"" : "tap \"Remove from favourites\"" }
        ),
    ]
}
