/// What a `--path` report says of how it read the folders: what a test file is, how roles were
/// given, the options that changed them, and how physical lines add up.
struct FolderRunNotes {
    let trees: TreeOptions
    let measured: [TreeMeasurer.Result]

    var notes: [String] {
        var notes = [
            "Folder run: static metrics only, of every Swift file below each folder (hidden files and folders skipped); no Package.swift is read for the folders.",
            "Test code, not a role: files in a folder whose name ends in `Tests`, or named `…Tests.swift` / `…Test.swift`.",
        ]
        if trees.exactRoles {
            notes.append("Roles: the catalog's file-name suffixes only, longest first, as the workspace is read (--exact-roles).")
        } else {
            notes.append(
                "Roles: the longest file-name suffix — the catalog's, or what real apps call the role (…ViewController, …Cell for a View; "
                    + "Clean's …Interactor; …AppDelegate for app wiring) — else the nearest folder named for a role (Networking/ → data, "
                    + "Utils/ → Support, Presenters/ → Presenter); \"Why each file has its role\" lists each file's reason. --exact-roles reads the suffixes only."
            )
        }
        if !trees.roles.isEmpty {
            let added = trees.roles.map { "\($0.role)=\($0.suffixes.joined(separator: ","))" }.joined(separator: " ")
            notes.append("--role \(added): these suffixes win over the catalog's and the defaults (a --role suffix leaves the role that had it).")
        }
        let unterminated = measured.map { "\($0.setting.label) \($0.setting.filesWithoutFinalNewline)" }.joined(separator: ", ")
        notes.append(
            "Physical lines = code + comment + blank = `wc -l` over the same files plus one per file whose last line has no final newline (\(unterminated))."
        )
        return notes
    }
}
