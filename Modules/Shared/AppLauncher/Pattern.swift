import ArgumentParser

/// The architecture patterns an app may be implemented in. An app registers the ones it has
/// (its registry); `--pattern` with one it lacks names the ones it has.
public enum Pattern: String, CaseIterable, Sendable, ExpressibleByArgument {
    case mvc, mvvm, viper, vip, cis, clean, reactor
}
