import IntegrationsCore

extension ImportReport {
    /// A background task (BackgroundTasks framework): its identifier, whether the app's Info.plist permits it
    /// in `BGTaskSchedulerPermittedIdentifiers`, and where the code registers and submits it.
    ///
    /// Apple: "Every identifier in the BGTaskSchedulerPermittedIdentifiers requires a handler", and
    /// `submit(_:)` throws `BGTaskScheduler.Error.Code.notPermitted` for an identifier the array lacks.
    public struct BackgroundTask: Sendable, Hashable, Codable {
        /// The kind the code schedules it as.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// `BGAppRefreshTaskRequest`, or SwiftUI's `.backgroundTask(.appRefresh(_:))`: needs the
            /// `fetch` background mode.
            case refresh
            /// `BGProcessingTaskRequest`: needs the `processing` background mode.
            case processing
            /// No request in the code says (only registered or only permitted), or requests of both kinds.
            case unknown
        }

        /// The task identifier.
        public var identifier: String
        /// The kind the code's requests give.
        public var kind: Kind
        /// Whether `BGTaskSchedulerPermittedIdentifiers` in the app's Info.plist lists it.
        public var declared: Bool
        /// Where the Info.plist lists it; `nil` when it does not.
        public var declaredAt: String?
        /// Where the code registers a launch handler for it (`BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)`,
        /// or SwiftUI's `.backgroundTask(.appRefresh(_:))`, which registers it).
        public var registeredAt: [String]
        /// Where the code submits a request for it (`BGAppRefreshTaskRequest(identifier:)`, `BGProcessingTaskRequest(identifier:)`).
        public var scheduledAt: [String]
        /// Why the identifier may not be what the app uses: set when every place the code names it is
        /// uncertain (a condition, a part not resolved); `nil` otherwise.
        public var uncertainty: Uncertainty?
        /// The registrations made in a lifecycle callback that runs after the app finished launching
        /// (`viewDidLoad()`, a scene's connection, SwiftUI's `.onAppear`); `nil` when there is none.
        /// Apple: "Registration of all launch handlers must be complete before the end of
        /// `applicationDidFinishLaunching(_:)`."
        public var registeredLate: [LateRegistration]?

        /// A registration made after launch: where, and in which callback.
        public struct LateRegistration: Sendable, Hashable, Codable {
            /// The registration's place.
            public var source: String
            /// The callback it runs in, as Swift names it: `viewDidLoad()`, `scene(_:willConnectTo:options:)`, `.onAppear`.
            public var during: String

            /// Creates a late registration.
            public init(source: String, during: String) {
                self.source = source
                self.during = during
            }
        }

        /// Whether the code registers a launch handler for it (``registeredAt`` is not empty).
        public var registered: Bool { !registeredAt.isEmpty }
        /// Whether the code submits a request for it (``scheduledAt`` is not empty).
        public var scheduled: Bool { !scheduledAt.isEmpty }

        private enum CodingKeys: String, CodingKey {
            case identifier, kind, declared, declaredAt, registered, registeredAt, scheduled, scheduledAt, uncertainty, registeredLate
        }

        /// Reads a task; `registered` and `scheduled` are read from the places, whatever the JSON says.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identifier = try container.decode(String.self, forKey: .identifier)
            kind = try container.decode(Kind.self, forKey: .kind)
            declared = try container.decode(Bool.self, forKey: .declared)
            declaredAt = try container.decodeIfPresent(String.self, forKey: .declaredAt)
            registeredAt = try container.decode([String].self, forKey: .registeredAt)
            scheduledAt = try container.decode([String].self, forKey: .scheduledAt)
            uncertainty = try container.decodeIfPresent(Uncertainty.self, forKey: .uncertainty)
            registeredLate = try container.decodeIfPresent([LateRegistration].self, forKey: .registeredLate)
        }

        /// Writes a task, with `registered` and `scheduled` beside the places they come from.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(kind, forKey: .kind)
            try container.encode(declared, forKey: .declared)
            try container.encodeIfPresent(declaredAt, forKey: .declaredAt)
            try container.encode(registered, forKey: .registered)
            try container.encode(registeredAt, forKey: .registeredAt)
            try container.encode(scheduled, forKey: .scheduled)
            try container.encode(scheduledAt, forKey: .scheduledAt)
            try container.encodeIfPresent(uncertainty, forKey: .uncertainty)
            try container.encodeIfPresent(registeredLate, forKey: .registeredLate)
        }

        /// Creates a task.
        public init(
            identifier: String, kind: Kind = .unknown, declared: Bool, declaredAt: String? = nil,
            registeredAt: [String] = [], scheduledAt: [String] = [], uncertainty: Uncertainty? = nil,
            registeredLate: [LateRegistration]? = nil
        ) {
            self.registeredLate = registeredLate
            self.identifier = identifier
            self.kind = kind
            self.declared = declared
            self.declaredAt = declaredAt
            self.registeredAt = registeredAt
            self.scheduledAt = scheduledAt
            self.uncertainty = uncertainty
        }
    }

    /// A place the Swift sources name a background task: a registration or a request.
    public struct BackgroundTaskUse: Sendable, Hashable, Codable {
        /// What the code does with the identifier.
        public enum Use: String, Sendable, Hashable, Codable {
            /// `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)`, or SwiftUI's
            /// `.backgroundTask(.appRefresh(_:))`.
            case register
            /// A `BGAppRefreshTaskRequest` or `BGProcessingTaskRequest` created (to submit).
            case submit
        }

        /// What the code does.
        public var use: Use
        /// The identifier, where, and why it may not be the one the app uses.
        public var identifier: SourceValue
        /// The kind the call gives; `nil` for a plain registration.
        public var kind: BackgroundTask.Kind?
        /// For a registration, the lifecycle callback after launch it is made in (`viewDidLoad()`); `nil`
        /// when it is made elsewhere or the reader cannot tell.
        public var lateIn: String?

        /// Creates a use.
        public init(_ use: Use, _ identifier: SourceValue, kind: BackgroundTask.Kind? = nil, lateIn: String? = nil) {
            self.lateIn = lateIn
            self.use = use
            self.identifier = identifier
            self.kind = kind
        }
    }

    /// The background task `identifier`'s entry, created (not declared) when there is none.
    mutating func backgroundTaskIndex(_ identifier: String) -> Int {
        if let index = backgroundTasks?.firstIndex(where: { $0.identifier == identifier }) { return index }
        backgroundTasks = (backgroundTasks ?? []) + [BackgroundTask(identifier: identifier, declared: false)]
        return backgroundTasks!.count - 1
    }

    /// Adds the code's registrations and requests to ``backgroundTasks``: each identifier's places, its
    /// kind (both kinds requested: `unknown`), and its uncertainty when every place is uncertain.
    mutating func addBackgroundTaskUses(_ uses: [BackgroundTaskUse]) {
        var certain: Set<String> = []
        var reasons: [String: Uncertainty] = [:]
        var kinds: [String: Set<BackgroundTask.Kind>] = [:]
        for use in uses {
            let identifier = use.identifier.value
            let index = backgroundTaskIndex(identifier)
            switch use.use {
            case .register:
                if !backgroundTasks![index].registeredAt.contains(use.identifier.source) { backgroundTasks![index].registeredAt.append(use.identifier.source) }
                if let during = use.lateIn {
                    backgroundTasks![index].registeredLate = (backgroundTasks![index].registeredLate ?? [])
                        + [BackgroundTask.LateRegistration(source: use.identifier.source, during: during)]
                }
            case .submit:
                if !backgroundTasks![index].scheduledAt.contains(use.identifier.source) { backgroundTasks![index].scheduledAt.append(use.identifier.source) }
            }
            if let kind = use.kind { kinds[identifier, default: []].insert(kind) }
            if let uncertainty = use.identifier.uncertainty {
                if reasons[identifier] == nil { reasons[identifier] = uncertainty }
            } else {
                certain.insert(identifier)
            }
        }
        guard let tasks = backgroundTasks else { return }
        for index in tasks.indices {
            let identifier = tasks[index].identifier
            if let found = kinds[identifier] { backgroundTasks![index].kind = found.count == 1 ? found.first! : .unknown }
            if !certain.contains(identifier) { backgroundTasks![index].uncertainty = reasons[identifier] }
        }
    }
}
