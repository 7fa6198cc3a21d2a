/// The part of `swift package dump-package` the metrics need: targets, their kind, paths,
/// exclusions and dependencies. Decoding is lenient: unknown keys are ignored.
public struct PackageManifest: Codable, Sendable, Equatable {
    public var name: String
    public var targets: [Target]

    public init(name: String, targets: [Target]) {
        self.name = name
        self.targets = targets
    }

    public struct Target: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            case regular, executable, test, macro, plugin, system, binary
        }

        public var name: String
        public var type: Kind
        public var path: String?
        public var exclude: [String]
        public var sources: [String]?
        public var resources: [Resource]
        public var dependencies: [Dependency]

        public init(
            name: String, type: Kind, path: String? = nil, exclude: [String] = [],
            sources: [String]? = nil, resources: [Resource] = [], dependencies: [Dependency] = []
        ) {
            self.name = name
            self.type = type
            self.path = path
            self.exclude = exclude
            self.sources = sources
            self.resources = resources
            self.dependencies = dependencies
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = (try? container.decode(Kind.self, forKey: .type)) ?? .regular
            path = try container.decodeIfPresent(String.self, forKey: .path)
            exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
            sources = try container.decodeIfPresent([String].self, forKey: .sources)
            resources = try container.decodeIfPresent([Resource].self, forKey: .resources) ?? []
            dependencies = try container.decodeIfPresent([Dependency].self, forKey: .dependencies) ?? []
        }

        /// The target's folder relative to the package root, with SwiftPM's defaults.
        public var resolvedPath: String {
            if let path { return path }
            return type == .test ? "Tests/\(name)" : "Sources/\(name)"
        }

        /// Names of the targets of this package it depends on (products of other packages left out).
        public var localDependencyNames: [String] {
            dependencies.compactMap(\.localTargetName)
        }
    }

    public struct Resource: Codable, Sendable, Equatable {
        public var path: String
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, aliases, condition]}`.
    public struct Dependency: Codable, Sendable, Equatable {
        public var localTargetName: String?

        public init(localTargetName: String?) {
            self.localTargetName = localTargetName
        }

        private enum Keys: String, CodingKey { case byName, target, product }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            if var byName = try? container.nestedUnkeyedContainer(forKey: .byName) {
                localTargetName = try byName.decode(String.self)
            } else if var target = try? container.nestedUnkeyedContainer(forKey: .target) {
                localTargetName = try target.decode(String.self)
            } else {
                localTargetName = nil
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            if let localTargetName {
                var byName = container.nestedUnkeyedContainer(forKey: .byName)
                try byName.encode(localTargetName)
                try byName.encodeNil()
            }
        }
    }
}
