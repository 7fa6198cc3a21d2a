import PropertyBased
import Testing
import Synchronization
import TerminalUI

/// A walk through an app: fixed lines that set the scene (sign in, add players, start a
/// gather), then random steps. What a step types depends on the screen it meets, so a walk
/// is turned into lines only as it runs.
struct FuzzWalk: Hashable, Sendable, CustomTestStringConvertible {
    enum Step: Hashable, Sendable {
        case fixed(String)
        case random(FuzzStep)

        @MainActor
        func line(on screen: Screen, app: some FuzzedApp) -> String {
            switch self {
            case .fixed(let line): line
            case .random(let step): step.line(on: screen, app: app)
            }
        }
    }

    var steps: [Step]
    /// The seed the walk was drawn from: `FUZZ_SEED=<seed> FUZZ_ITERATIONS=1` draws it again.
    let seed: UInt64
    /// Its place among the walks of one check (which pattern a kill walk runs in).
    let number: Int
    /// Made by shrinking a failing walk rather than drawn.
    var isShrunk = false

    var testDescription: String {
        "walk \(number) from FUZZ_SEED=\(seed)\(isShrunk ? ", shrunk to \(steps.count) steps" : "")"
    }

    /// Walks of `start` then `length` random steps, one per seed of `seeds`, that shrink
    /// by dropping chunks of steps (the tail first), then by simplifying one step at a time.
    /// With `releasing`, an `@release` goes in at a random place among the random steps, so
    /// a call `start` holds lands under whatever screen the walk has reached by then.
    ///
    /// `propertyCheck` seeds every walk from the system's random source, and the package's
    /// only way to fix a seed (`.fixedSeed`) fails a passing test by design; so the steps
    /// are drawn from ``FuzzSeeds`` instead, and a run is the same every time.
    static func generator(
        start: [String], length: Int, seeds: FuzzSeeds, releasing: Bool = false
    ) -> Generator<FuzzWalk, AnySequence<FuzzWalk>> {
        Generator(
            run: { _ in
                let (number, seed) = seeds.next()
                var random = FuzzSeeds.generator(seed: seed)
                var steps = (0..<length).map { _ in Step.random(FuzzStep.generator.run(using: &random)) }
                if releasing {
                    steps.insert(.fixed("@release"), at: Int(random.next() % UInt64(length + 1)))
                }
                return FuzzWalk(steps: start.map(Step.fixed) + steps, seed: seed, number: number)
            },
            shrink: { walk in walk.shrunk() }
        )
    }

    private func shrunk() -> AnySequence<FuzzWalk> {
        let fewer = Shrinking.chunks(in: steps.count).lazy.map { chunk in
            self.with(Array(steps[..<chunk.lowerBound] + steps[chunk.upperBound...]))
        }
        let simpler = steps.indices.lazy.flatMap { index in
            guard case .random(let step) = steps[index] else { return [FuzzWalk]() }
            return step.shrunk().map { simpler in
                var steps = steps
                steps[index] = .random(simpler)
                return self.with(steps)
            }
        }
        return AnySequence(fewer.append(simpler))
    }

    private func with(_ steps: [Step]) -> FuzzWalk {
        var walk = self
        walk.steps = steps
        walk.isShrunk = true
        return walk
    }
}

/// The seeds of one check's walks: `FUZZ_SEED` for the first, then a fixed sequence after it.
final class FuzzSeeds: Sendable {
    private let state: Mutex<(number: Int, seed: UInt64)>

    init(first: UInt64) {
        state = Mutex((0, first))
    }

    /// The next walk's number and seed.
    func next() -> (number: Int, seed: UInt64) {
        state.withLock { state in
            defer { state = (state.number + 1, state.seed &+ 0x9E37_79B9_7F4A_7C15) }
            return state
        }
    }

    /// The package's generator, its four words of state spread from `seed`.
    static func generator(seed: UInt64) -> Xoshiro {
        var random = Xoshiro(seed: (seed, ~seed, seed &* 0xBF58_476D_1CE4_E5B9 | 1, 0x94D0_49BB_1331_11EB))
        // The first outputs of a xoshiro state that is mostly zeros (seed 0) are poor.
        for _ in 0..<16 { _ = random.next() }
        return random
    }
}
