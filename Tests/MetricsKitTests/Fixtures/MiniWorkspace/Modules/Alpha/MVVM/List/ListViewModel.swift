import AlphaCore

/* A block comment
   spanning three lines
   before the type. */
@MainActor
public final class ListViewModel {
    // The items on screen.
    public private(set) var items: [Item] = []
    public let banner = "// not a comment"
    public let help = """
        /* still a string */

        line after a blank line in a string
        """

    public init() {}

    public func add(_ name: String) { // trailing comment: still code
        #if DEBUG
        items.append(Item(name: name, count: 1))
        #else
        items.append(Item(name: name, count: 0))
        #endif
    }
}
