import DescriptorOutput

/// The tool's one way to tell the user something beside the report: a warning, a note, the
/// progress bar's drawing. Written with the system call, not `FileHandle`, whose `write`
/// traps when standard error is closed or full: a lost warning is no reason to lose a run.
public enum StandardErrorLog {
    /// Writes `text` as it is (the progress bar draws with it).
    public static func write(_ text: String) {
        // A failed write is dropped: there is nowhere left to say so.
        DescriptorWriter.write(text, to: 2)
    }

    /// Writes `line` and ends it.
    public static func line(_ line: String) {
        write(line.hasSuffix("\n") ? line : line + "\n")
    }
}
