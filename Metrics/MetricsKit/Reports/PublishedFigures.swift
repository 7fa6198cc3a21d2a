/// The original iOS series' published figures — theirs, not measured here — quoted from the
/// translation of Radu Dan's "Battle of the iOS Architecture Patterns: VIPER" (read in Korean) so the
/// README can show them beside ours. Their tables of lines per layer, tests and build times are
/// images in the article; only the figures its text states are quoted.
public struct PublishedFigure: Sendable, Equatable {
    public var topic: String
    public var theirs: String

    public static let source = "Radu Dan, “Battle of the iOS Architecture Patterns: View Interactor Presenter Entity Router (VIPER)” (Football Gather, UIKit), read in its Korean translation"
    public static let machine = "8-core Intel Core i9 MacBook Pro (2019), Xcode 12.5.1, macOS Big Sur"

    public static let viper: [PublishedFigure] = [
        PublishedFigure(topic: "View layer", theirs: "VIPER view controllers ≈ 800 lines (down from 1627 in the MVC view controllers)"),
        PublishedFigure(topic: "Layers VIPER adds", theirs: "Protocols, Modules, Interactors: +1903 lines"),
        PublishedFigure(topic: "Build", theirs: "VIPER: 10.43 s clean build of the whole app (Derived Data deleted), ≈ 1 s more than MVVM or MVC — the slowest"),
        PublishedFigure(topic: "Unit tests", theirs: "VIPER: 46 more tests in total; ≈ 20 s to run them after a clean"),
        PublishedFigure(topic: "Coverage", theirs: "VIPER: “100 % code coverage can be reached”"),
    ]
}
