import PropertyBased

/// Text a hostile but fair tester types: plain words next to control and C1 characters,
/// bidirectional overrides, zero-width joiners, combining marks, wide emoji, quotes and
/// escapes that only look like escapes, each piece once or repeated up to thousands of
/// times. It is kept as pieces rather than one string so a failing text shrinks piece by
/// piece and run by run.
///
/// No piece holds `"\n"` or `"\r"`: they end a script line, so a line holding one could not
/// be replayed from a `--script` file.
struct HostileText: Hashable, Sendable {
    struct Piece: Hashable, Sendable {
        var atom: String
        var count: Int
    }

    var pieces: [Piece]

    var string: String {
        pieces.map { String(repeating: $0.atom, count: $0.count) }.joined()
    }

    /// Random texts: up to four pieces from every family, mostly short, some at the fields'
    /// limits (49–51, 99–101) and some thousands of pieces long.
    static let generator = zip(piece, piece, piece, piece, Gen.int(in: 0...4)).map { first, second, third, fourth, count in
        HostileText(pieces: Array([first, second, third, fourth].prefix(count)))
    }

    /// Simpler texts that may still fail the same way, simplest first: pieces dropped,
    /// runs shortened, then odd pieces replaced by a plain letter.
    func shrunk() -> [HostileText] {
        let fewer = Shrinking.removingChunks(of: pieces).map { HostileText(pieces: $0) }
        var simpler: [HostileText] = []
        for (index, piece) in pieces.enumerated() {
            for count in piece.count.shrink(towards: 1) {
                var text = self
                text.pieces[index].count = count
                simpler.append(text)
            }
            if piece.atom != "a" {
                var text = self
                text.pieces[index].atom = "a"
                simpler.append(text)
            }
        }
        return fewer + simpler
    }

    /// A piece: an atom repeated `count` times, or for a long run, up to about `count` scalars.
    private static let piece = zip(Families.atom, repeats).map { atom, count in
        Piece(atom: atom, count: count < longRun ? count : max(longRun, count / atom.unicodeScalars.count))
    }

    /// The shortest long run, and (in scalars) the longest: past SQLite's 50,000-byte LIKE
    /// limit in UTF-8, yet cheap enough to render on every screen of six patterns a few times
    /// a walk.
    private static let longRun = 1_000
    private static let longestRun = 20_000

    /// How often a piece repeats: mostly once, sometimes around a field's limit, rarely very long.
    private static let repeats = Gen<Int>.frequency(
        (weight: 30, gen: Gen<Int>.always(1)),
        (weight: 8, gen: Gen<Int?>.element(of: [2, 3, 49, 50, 51, 99, 100, 101]).map { $0 ?? 1 }),
        (weight: 1, gen: Gen.int(in: longRun...longestRun))
    )

    /// The families of pieces, each a list of atoms.
    private enum Families {
        static let plain = ["Ada", "Zoë", "Zoe\u{308}", "30", "0", "100", "-1", "ger", "au", "%", "_", " ", "x", "Team A", "Players"]
        /// C0 controls (but line ends), DEL and terminal sequences built from them.
        static let controls = ["\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{0}", "\t", "\u{7}", "\u{8}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{1B}[31m"]
        /// C1 controls, the CSI and OSC that some terminals obey without an ESC.
        static let c1 = ["\u{80}", "\u{85}", "\u{9B}31m", "\u{9D}0;x\u{9C}", "\u{9F}"]
        static let bidi = ["\u{202E}", "\u{202D}", "\u{202A}", "\u{2066}", "\u{2067}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}"]
        /// Zero-width joiners and other invisible characters, line and paragraph separators,
        /// a byte-order mark and tag characters.
        static let invisible = ["\u{200D}", "\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{E0041}", "\u{E007F}"]
        static let combining = ["\u{301}", "e\u{301}", "\u{308}\u{308}\u{308}", "\u{20DD}", "a\u{334}\u{335}\u{336}"]
        /// Emoji and full-width letters two columns wide.
        static let wide = ["👩‍👩‍👧‍👦", "🇯🇵", "ＪＰＮ", "漢字", "🏳️‍🌈", "👍🏽", "\u{FFFD}"]
        static let quotes = ["'", "\"", "O'Brien", "`", "\\", "\\\"", "''", "\"\"", "'\"'"]
        /// Text that looks like an escape to a shell, a terminal, a format string or a Swift literal.
        static let escapes = ["\\u{1B}", "\\e[2J", "\\x1b", "%1B", "\\u{", "\\u{110000}", "\\n", "&#27;", "^[", "${HOME}", "$(id)", "%s%n", "%@"]

        static let atom = Gen<String>.frequency(
            (weight: 4, gen: element(of: plain)),
            (weight: 2, gen: element(of: controls)),
            (weight: 1, gen: element(of: c1)),
            (weight: 1, gen: element(of: bidi)),
            (weight: 1, gen: element(of: invisible)),
            (weight: 1, gen: element(of: combining)),
            (weight: 1, gen: element(of: wide)),
            (weight: 1, gen: element(of: quotes)),
            (weight: 1, gen: element(of: escapes))
        )

        private static func element(of atoms: [String]) -> Generator<String, Shrink.None<String?>> {
            Gen<String?>.element(of: atoms).map { $0 ?? "" }
        }
    }
}
