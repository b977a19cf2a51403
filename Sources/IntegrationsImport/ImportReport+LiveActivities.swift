extension ImportReport {
    /// A Live Activity (ActivityKit): a type conforming to `ActivityAttributes`, its fixed properties and its
    /// `ContentState`, where the code starts, updates and ends it, and the widget that presents it.
    ///
    /// A push that starts it carries `attributes-type` (``attributesType``), `attributes` (``attributes``,
    /// the fixed properties) and `content-state` (``contentState``); an update carries `content-state` only
    /// ("Starting and updating Live Activities with ActivityKit push notifications").
    public struct LiveActivity: Sendable, Hashable, Codable {
        /// A widget that presents the activity: `ActivityConfiguration(for: X.self)` in its body.
        public struct Presenter: Sendable, Hashable, Codable {
            /// The widget type whose body holds the configuration.
            public var widget: String
            /// Where the configuration is written, `relative/path:line`.
            public var source: String

            /// Creates a presenter.
            public init(widget: String, source: String) {
                self.widget = widget
                self.source = source
            }
        }

        /// The attributes type's name (`BrewAttributes`): a push's `attributes-type`.
        public var attributesType: String
        /// Where the type is declared; `nil` when the sources read do not declare it (a package not read).
        public var source: String?
        /// The fixed properties: the stored properties outside `ContentState`, a `start` push's `attributes`.
        public var attributes: [LiveActivityField]
        /// The `ContentState`'s stored properties, a push's `content-state`; empty when it is not known.
        public var contentState: [LiveActivityField]
        /// The widgets that present it.
        public var presentedBy: [Presenter]
        /// Where the code starts it (`Activity<X>.request(…)`, `Activity.request(attributes: X(…), …)`).
        public var startedAt: [String]
        /// Where the code updates it (`update(_:)`, `update(using:)`).
        public var updatedAt: [String]
        /// Where the code ends it (`end(_:dismissalPolicy:)`, `end(using:dismissalPolicy:)`).
        public var endedAt: [String]
        /// The push types its requests ask for: `token`, `channel`; empty when it takes no pushes.
        public var pushTypes: [String]
        /// Whether the code observes `Activity<X>.pushToStartTokenUpdates`, so a push may start it.
        public var pushToStart: Bool
        /// Where the code observes `pushToStartTokenUpdates`.
        public var pushToStartAt: [String]
        /// Why the code may not start it: set when every place that starts it (a request, a push-to-start
        /// token) is uncertain, or, when nothing starts it, when its declaration is; `nil` otherwise.
        public var uncertainty: Uncertainty?

        /// Creates a Live Activity.
        public init(
            attributesType: String, source: String? = nil, attributes: [LiveActivityField] = [], contentState: [LiveActivityField] = [],
            presentedBy: [Presenter] = [], startedAt: [String] = [], updatedAt: [String] = [], endedAt: [String] = [],
            pushTypes: [String] = [], pushToStart: Bool = false, pushToStartAt: [String] = [], uncertainty: Uncertainty? = nil
        ) {
            self.attributesType = attributesType
            self.source = source
            self.attributes = attributes
            self.contentState = contentState
            self.presentedBy = presentedBy
            self.startedAt = startedAt
            self.updatedAt = updatedAt
            self.endedAt = endedAt
            self.pushTypes = pushTypes
            self.pushToStart = pushToStart
            self.pushToStartAt = pushToStartAt
            self.uncertainty = uncertainty
        }

        private enum CodingKeys: String, CodingKey {
            case attributesType, source, attributes, contentState, presentedBy, startedAt, updatedAt, endedAt, pushTypes, pushToStart
            case pushToStartAt, uncertainty
        }

        /// Reads a Live Activity; the lists a writer left out are empty.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            attributesType = try container.decode(String.self, forKey: .attributesType)
            source = try container.decodeIfPresent(String.self, forKey: .source)
            attributes = try container.decodeIfPresent([LiveActivityField].self, forKey: .attributes) ?? []
            contentState = try container.decodeIfPresent([LiveActivityField].self, forKey: .contentState) ?? []
            presentedBy = try container.decodeIfPresent([Presenter].self, forKey: .presentedBy) ?? []
            startedAt = try container.decodeIfPresent([String].self, forKey: .startedAt) ?? []
            updatedAt = try container.decodeIfPresent([String].self, forKey: .updatedAt) ?? []
            endedAt = try container.decodeIfPresent([String].self, forKey: .endedAt) ?? []
            pushTypes = try container.decodeIfPresent([String].self, forKey: .pushTypes) ?? []
            pushToStart = try container.decodeIfPresent(Bool.self, forKey: .pushToStart) ?? false
            pushToStartAt = try container.decodeIfPresent([String].self, forKey: .pushToStartAt) ?? []
            uncertainty = try container.decodeIfPresent(Uncertainty.self, forKey: .uncertainty)
        }
    }

    /// A stored property of a Live Activity's attributes or of its `ContentState`.
    public struct LiveActivityField: Sendable, Hashable, Codable {
        /// The Swift name.
        public var name: String
        /// The JSON key: the `CodingKeys` case's raw value, else the name.
        public var key: String
        /// The type as written, without the optional's `?` (`Date`, `[String]`, `Status`); `?` when neither
        /// written nor told by a literal.
        public var type: String
        /// Whether it is optional (`T?`, `Optional<T>`, `T!`).
        public var optional: Bool
        /// The raw values of a `String` enum the type names, when the sources declare it; `nil` otherwise.
        public var cases: [String]?

        /// Creates a field.
        public init(name: String, key: String? = nil, type: String, optional: Bool = false, cases: [String]? = nil) {
            self.name = name
            self.key = key ?? name
            self.type = type
            self.optional = optional
            self.cases = cases
        }
    }
}
