import Foundation

/// One workshop exercise: a folder `Metrics/Exercises/<id>/` holding the task (`README.md`), its
/// metadata (`exercise.json`), the shared part a product team hands over (`shared.patch`), the
/// acceptance journey and its golden transcript (`acceptance.script`, `acceptance.txt`) and a
/// reference solution per pattern (`solutions/<pattern>.patch`, against main + the shared part).
public struct Exercise: Sendable, Equatable {
    /// What `exercise.json` says.
    public struct Metadata: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        /// The executable the journey runs (`football-gather`, `countries`).
        public var app: String
        /// The domain of the pattern modules it changes (`FootballGather`, `Countries`).
        public var domain: String
        public var minutes: Int
        /// Which part of a pattern the exercise stresses, in one sentence.
        public var teaches: String
        /// A link the journey opens at launch (`--open`), if any.
        public var launchLink: String?
        /// The exercise moves the app's views to another UI framework (TerminalUI → DeclarativeUI,
        /// UIKit → SwiftUI): the change cost then also counts what of the code outside the view
        /// roles survives the move, against what the UI-free figures predicted. Absent: false.
        public var movesUIFramework: Bool?
    }

    /// Whether the change cost counts the UI-framework move (``Metadata/movesUIFramework``).
    public var movesUIFramework: Bool { metadata.movesUIFramework ?? false }

    public var metadata: Metadata
    /// The exercise's folder (absolute).
    public var folder: String

    public var id: String { metadata.id }
    public var readme: String { "\(folder)/README.md" }
    public var sharedPatch: String { "\(folder)/shared.patch" }
    public var script: String { "\(folder)/acceptance.script" }
    public var golden: String { "\(folder)/acceptance.txt" }

    /// The app's arguments that run the acceptance journey in `pattern`, as its golden was recorded.
    public func journeyArguments(pattern: String) -> [String] {
        let arguments = ["--pattern", pattern.lowercased(), "--database", ":memory:", "--script", script]
        return arguments + (metadata.launchLink.map { ["--open", $0] } ?? [])
    }

    public func solutionPatch(for pattern: String) -> String {
        "\(folder)/solutions/\(pattern.lowercased()).patch"
    }

    /// The patterns with a reference solution (lowercased file names), in name order.
    public var solvedPatterns: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/solutions")) ?? []
        return names.filter { $0.hasSuffix(".patch") }.map { String($0.dropLast(".patch".count)) }.sorted()
    }

    /// The files every exercise folder must have, besides one solution per pattern.
    public static let requiredFiles = ["README.md", "exercise.json", "shared.patch", "acceptance.script", "acceptance.txt"]

    /// The exercises of a workspace, in id order; a folder whose `exercise.json` is missing or
    /// unreadable is an error that names it.
    public static func all(in root: String, folder: String = "Metrics/Exercises") throws -> [Exercise] {
        let base = "\(root)/\(folder)"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var exercises: [Exercise] = []
        for name in names.sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(base)/\(name)", isDirectory: &isFolder), isFolder.boolValue else { continue }
            let json = "\(base)/\(name)/exercise.json"
            guard let data = FileManager.default.contents(atPath: json) else {
                throw ExerciseError.incomplete("\(folder)/\(name) has no exercise.json")
            }
            do {
                let metadata = try JSONDecoder().decode(Metadata.self, from: data)
                guard metadata.id == name else {
                    throw ExerciseError.incomplete("\(folder)/\(name)/exercise.json says its id is \(metadata.id)")
                }
                exercises.append(Exercise(metadata: metadata, folder: "\(base)/\(name)"))
            } catch let error as ExerciseError {
                throw error
            } catch {
                throw ExerciseError.incomplete("\(folder)/\(name)/exercise.json cannot be read: \(error)")
            }
        }
        return exercises
    }

    /// The exercises of `all` named in `ids`, in `all`'s order; all of them when `ids` is empty.
    /// An id that names none is an error that lists the ones there are.
    public static func selected(_ ids: [String], from all: [Exercise]) throws -> [Exercise] {
        guard !ids.isEmpty else { return all }
        let known = all.map(\.id)
        let unknown = ids.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            let list = known.isEmpty ? "there is none" : "the exercises are: \(known.joined(separator: ", "))"
            throw ExerciseError.unknown("no exercise named \(unknown.joined(separator: ", ")); \(list)")
        }
        return all.filter { ids.contains($0.id) }
    }

    /// What is missing from the folder: required files, and solutions for `patterns`.
    public func missingFiles(patterns: [String]) -> [String] {
        let files = Self.requiredFiles.filter { !FileManager.default.fileExists(atPath: "\(folder)/\($0)") }
        let solutions = patterns.map { "solutions/\($0.lowercased()).patch" }
            .filter { !FileManager.default.fileExists(atPath: "\(folder)/\($0)") }
        return files + solutions
    }
}

public enum ExerciseError: Error, CustomStringConvertible, Equatable {
    case incomplete(String)
    /// An id given on the command line that no exercise has.
    case unknown(String)

    public var description: String {
        switch self {
        case let .incomplete(message), let .unknown(message): message
        }
    }
}
