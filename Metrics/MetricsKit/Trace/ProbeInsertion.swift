/// One piece of text the trace phase inserts into a file of its copy. Insertions never add a
/// line break, so a compiler error in the copy names the line of the original.
struct ProbeInsertion: Equatable {
    /// UTF-8 offset in the original file.
    var offset: Int
    var text: String
    /// Among insertions at the same offset, the higher comes first in the result (`return`
    /// before the wrapper of a `Task` the body returns).
    var precedence: Int

    /// `source` with every insertion made.
    static func apply(_ insertions: [ProbeInsertion], to source: String) -> String {
        var bytes = Array(source.utf8)
        // From the end, so earlier offsets stay right; at one offset the lower precedence first,
        // so the higher lands in front of it.
        for insertion in insertions.sorted(by: { ($0.offset, -$0.precedence) > ($1.offset, -$1.precedence) }) {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
