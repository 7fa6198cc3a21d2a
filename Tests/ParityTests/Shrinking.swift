/// The order in which walks and texts try to get smaller: delta debugging's.
enum Shrinking {
    /// The ranges to try removing from `count` items, biggest first (everything, halves,
    /// quarters… single items) and, for each size, the one nearest the end first: what
    /// came after a failure never matters, so the tail goes at once.
    static func chunks(in count: Int) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var size = count
        while size > 0 {
            var end = count
            while end > 0 {
                let start = max(0, end - size)
                chunks.append(start..<end)
                end = start
            }
            size = size == 1 ? 0 : (size + 1) / 2
        }
        return chunks
    }

    /// `items` without each of ``chunks(in:)`` in turn.
    static func removingChunks<Item>(of items: [Item]) -> [[Item]] {
        chunks(in: items.count).map { chunk in Array(items[..<chunk.lowerBound] + items[chunk.upperBound...]) }
    }
}
