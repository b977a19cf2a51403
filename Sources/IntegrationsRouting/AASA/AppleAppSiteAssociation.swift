/// An apple-app-site-association file: which URLs on a domain open which apps, and which App Clips the
/// domain serves.
///
/// JSON keys are Apple's: `"/"`, `"?"`, `"#"`, `exclude`, `caseSensitive`, `percentEncoded`, `comment` in
/// components; `defaults` at the top of `applinks` and in each detail; `substitutionVariables`; the
/// legacy `paths`, used only when a detail has no `components`.
public struct AppleAppSiteAssociation: Sendable, Hashable, Codable {
    /// Universal links.
    public var applinks: AppLinks?
    /// App Clips.
    public var appclips: AppClips?

    /// Creates a document.
    public init(applinks: AppLinks? = nil, appclips: AppClips? = nil) {
        self.applinks = applinks
        self.appclips = appclips
    }

    /// The `applinks` dictionary.
    public struct AppLinks: Sendable, Hashable, Codable {
        /// Defaults for every component of every detail.
        public var defaults: ComponentDefaults?
        /// The details, evaluated in order.
        public var details: [Detail]
        /// Custom substitution variables: `$(name)` matches any of the listed strings.
        public var substitutionVariables: [String: [String]]?

        /// Creates the dictionary.
        public init(defaults: ComponentDefaults? = nil, details: [Detail], substitutionVariables: [String: [String]]? = nil) {
            self.defaults = defaults
            self.details = details
            self.substitutionVariables = substitutionVariables
        }
    }

    /// One entry of `applinks.details`: the apps and the URL components they handle.
    public struct Detail: Sendable, Hashable, Codable {
        /// The app IDs: team identifier + "." + bundle identifier.
        public var appIDs: [String]
        /// The components, evaluated in order; the first that matches decides.
        public var components: [Component]?
        /// Defaults for this detail's components, over `applinks.defaults`.
        public var defaults: ComponentDefaults?
        /// Legacy path patterns, `NOT ` excluding; ignored when ``components`` exist.
        public var paths: [String]?

        /// Creates a detail.
        public init(appIDs: [String], components: [Component]? = nil, defaults: ComponentDefaults? = nil, paths: [String]? = nil) {
            self.appIDs = appIDs
            self.components = components
            self.defaults = defaults
            self.paths = paths
        }

        private enum CodingKeys: String, CodingKey { case appIDs, appID, components, defaults, paths }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let ids = try container.decodeIfPresent([String].self, forKey: .appIDs) {
                appIDs = ids
            } else {
                appIDs = [try container.decode(String.self, forKey: .appID)]
            }
            components = try container.decodeIfPresent([Component].self, forKey: .components)
            defaults = try container.decodeIfPresent(ComponentDefaults.self, forKey: .defaults)
            paths = try container.decodeIfPresent([String].self, forKey: .paths)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(appIDs, forKey: .appIDs)
            try container.encodeIfPresent(components, forKey: .components)
            try container.encodeIfPresent(defaults, forKey: .defaults)
            try container.encodeIfPresent(paths, forKey: .paths)
        }
    }

    /// `caseSensitive` and `percentEncoded`, both `true` unless set.
    public struct ComponentDefaults: Sendable, Hashable, Codable {
        public var caseSensitive: Bool?
        public var percentEncoded: Bool?

        /// Creates defaults.
        public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }
    }

    /// One URL component pattern. Keys left out match anything.
    public struct Component: Sendable, Hashable, Codable {
        /// `"/"`: the path pattern.
        public var path: String?
        /// `"?"`: the query, as one pattern or a dictionary of query item patterns.
        public var query: QueryPattern?
        /// `"#"`: the fragment pattern.
        public var fragment: String?
        /// Whether a URL this component matches is kept out.
        public var exclude: Bool?
        public var caseSensitive: Bool?
        public var percentEncoded: Bool?
        /// A note for people; ignored.
        public var comment: String?

        /// Creates a component.
        public init(
            path: String? = nil, query: QueryPattern? = nil, fragment: String? = nil, exclude: Bool? = nil,
            caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil
        ) {
            self.path = path
            self.query = query
            self.fragment = fragment
            self.exclude = exclude
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
            self.comment = comment
        }

        private enum CodingKeys: String, CodingKey {
            case path = "/", query = "?", fragment = "#", exclude, caseSensitive, percentEncoded, comment
        }
    }

    /// The `"?"` of a component.
    public enum QueryPattern: Sendable, Hashable, Codable {
        /// A pattern for the whole query string.
        case pattern(String)
        /// Patterns for named query items; every one must match.
        case items([String: String])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let pattern = try? container.decode(String.self) {
                self = .pattern(pattern)
            } else {
                self = .items(try container.decode([String: String].self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .pattern(let pattern): try container.encode(pattern)
            case .items(let items): try container.encode(items)
            }
        }
    }

    /// The `appclips` dictionary.
    public struct AppClips: Sendable, Hashable, Codable {
        /// The App Clips' app IDs.
        public var apps: [String]

        /// Creates the dictionary.
        public init(apps: [String]) {
            self.apps = apps
        }
    }
}
