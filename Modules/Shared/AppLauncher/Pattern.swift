import ArgumentParser

/// The four architecture patterns each app is implemented in.
public enum Pattern: String, CaseIterable, Sendable, ExpressibleByArgument {
    case mvvm, viper, cis, clean
}
