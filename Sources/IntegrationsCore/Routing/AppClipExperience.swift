/// An App Clip experience: a registered invocation URL and what it is for.
///
/// An invocation URL opens the experience whose URL is its most specific prefix; see
/// `AppClipExperiences` in `IntegrationsRouting` for the rule.
public struct AppClipExperience: Sendable, Hashable, Codable {
    /// The experience's name, e.g. `createFirstGoal`.
    public var name: String
    /// The registered URL, e.g. `https://appcadia.com/clip/start`; it may carry query items.
    public var url: String

    /// Creates an experience.
    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
