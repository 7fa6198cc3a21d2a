/// Picks a module's mutants: deterministic (shuffled by a generator seeded with the module's
/// own code, so the same code always gives the same sample and any edit may give another) and
/// stratified by role (every role with a mutation point gets one, the rest are shared out in
/// proportion to each role's points), never two on one line or on overlapping text, so one
/// schema holds them all and a compiler error names one of them.
public struct MutantSampler: Sendable {
    /// A point with the role of its file.
    public struct Candidate: Sendable, Equatable {
        public var point: MutationPoint
        public var role: String

        public init(point: MutationPoint, role: String) {
            self.point = point
            self.role = role
        }
    }

    public var count: Int
    public var seed: UInt64

    /// `seed` is usually `MutantSampler.seed(code:)` of the module's sources.
    public init(count: Int, seed: UInt64) {
        self.count = count
        self.seed = seed
    }

    /// A seed from the code itself.
    public static func seed(code: [String]) -> UInt64 {
        var hash = StableHash()
        for text in code { hash.combine(text) }
        return hash.value
    }

    /// Up to `count` candidates, in file and position order. `roleOrder` gives the roles' order
    /// (roles not in it follow in order of appearance).
    public func sample(_ unordered: [Candidate], roleOrder: [String]) -> [Candidate] {
        // The same points in any order give the same sample.
        let candidates = unordered.sorted {
            ($0.point.file, $0.point.start, $0.point.end, $0.point.mutated) < ($1.point.file, $1.point.start, $1.point.end, $1.point.mutated)
        }
        var roles: [String] = roleOrder.filter { role in candidates.contains { $0.role == role } }
        for candidate in candidates where !roles.contains(candidate.role) { roles.append(candidate.role) }
        var queues: [String: [Candidate]] = [:]
        for role in roles {
            var generator = SeededGenerator(seed: seed ^ Bootstrap.seed(role))
            queues[role] = candidates.filter { $0.role == role }.shuffled(using: &generator)
        }
        let quota = Self.quotas(roles.map { queues[$0]?.count ?? 0 }, total: count)
        var chosen: [Candidate] = []
        /// The role's next point that clashes with none taken, if any is left.
        func take(from role: String) -> Bool {
            while let next = queues[role]?.first {
                queues[role]?.removeFirst()
                if !chosen.contains(where: { Self.clash($0.point, next.point) }) {
                    chosen.append(next)
                    return true
                }
            }
            return false
        }
        for (index, role) in roles.enumerated() {
            var remaining = quota[index]
            while remaining > 0, take(from: role) { remaining -= 1 }
        }
        // What a role could not fill (its points clash with those taken) goes round the roles, one each.
        var filling = true
        while chosen.count < count && filling {
            filling = false
            for role in roles where chosen.count < count && take(from: role) { filling = true }
        }
        return chosen.sorted { ($0.point.file, $0.point.start) < ($1.point.file, $1.point.start) }
    }

    static func clash(_ lhs: MutationPoint, _ rhs: MutationPoint) -> Bool {
        lhs.overlaps(rhs) || (lhs.file == rhs.file && lhs.line == rhs.line)
    }

    /// `total` shared out: one per non-empty role first (in order, while any is left), then the
    /// rest in proportion to the sizes, by largest remainder; never more than a role has.
    static func quotas(_ sizes: [Int], total: Int) -> [Int] {
        var quota = sizes.map { _ in 0 }
        var left = min(total, sizes.reduce(0, +))
        for index in sizes.indices where sizes[index] > 0 && left > 0 {
            quota[index] = 1
            left -= 1
        }
        while left > 0 {
            let room = sizes.indices.filter { quota[$0] < sizes[$0] }
            guard !room.isEmpty else { break }
            let weight = room.reduce(0) { $0 + sizes[$1] }
            let shares = room.map { (index: $0, share: Double(sizes[$0]) * Double(left) / Double(weight)) }
            var given = 0
            for share in shares {
                let whole = min(Int(share.share), sizes[share.index] - quota[share.index])
                quota[share.index] += whole
                given += whole
            }
            let remainders = shares.sorted { ($0.share - $0.share.rounded(.down), -$0.index) > ($1.share - $1.share.rounded(.down), -$1.index) }
            for share in remainders where given < left && quota[share.index] < sizes[share.index] {
                quota[share.index] += 1
                given += 1
            }
            left -= given
            if given == 0 { break }
        }
        return quota
    }
}
