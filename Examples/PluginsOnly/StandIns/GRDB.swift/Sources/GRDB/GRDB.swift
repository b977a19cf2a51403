/// The one GRDB type PluginsOnly uses, with the initializer GRDB 6 gives it.
public struct Configuration {
    public init() {}
}
