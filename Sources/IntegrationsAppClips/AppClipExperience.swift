public import IntegrationsCore

/// An App Clip experience: a registered invocation URL and what it is for.
///
/// An invocation URL opens the experience whose URL is its most specific prefix; see
/// ``AppClipExperiences`` for the rule. The manifest's `appClipExperiences` lists them: the App Clips point's
/// section (``AppClipsPoint``), read by ``IntegrationsCore/AppManifest/appClipExperiences(file:)``.
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

/// Which App Clip experience an invocation URL opens, if any: what `clip` answers. It is `clip --json`
/// itself, `{"url", "match", "experience": {"name", "url"} or null}`, the URL as it was given.
public struct AppClipInvocation: Sendable, Hashable, Encodable {
    /// The invocation URL, as given.
    public var url: String
    /// The experience it opens; `nil` when none does.
    public var experience: AppClipExperience?

    /// Creates the value from its fields.
    public init(url: String, experience: AppClipExperience?) {
        self.url = url
        self.experience = experience
    }

    private enum CodingKeys: String, CodingKey { case url, match, experience }
    private enum ExperienceKeys: String, CodingKey { case name, url }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url, forKey: .url)
        try container.encode(experience != nil, forKey: .match)
        if let experience {
            var written = container.nestedContainer(keyedBy: ExperienceKeys.self, forKey: .experience)
            try written.encode(experience.name, forKey: .name)
            try written.encode(experience.url, forKey: .url)
        } else {
            try container.encodeNil(forKey: .experience)
        }
    }
}
