import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Live Activities read from Swift (FactCollector+LiveActivities.swift): the `ActivityAttributes` types with
/// their fixed properties and `ContentState` fields (JSON keys, types, optionality, a `String` enum's
/// cases), where the code starts, updates, ends and presents each one; and, through the whole importer,
/// the app's `NSSupportsLiveActivities` keys (issue 35).
@Suite struct SwiftReaderLiveActivityTests {
    #if SwiftSources
    static func read(_ files: [(String, String)]) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read(files.map { SwiftSourceFile(path: $0.0, text: $0.1) })
    }

    static func read(_ text: String) -> SwiftSourceFacts {
        read([("App/Live.swift", text)])
    }

    /// The attributes every row's call names.
    static let attributes = """
        import ActivityKit
        struct BrewAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var endsAt: Date }
            var teaName: String
        }

        """

    /// A line inside a function, the use it gives for `BrewAttributes` (`nil`: none), and the push type.
    static let rows: [(code: String, use: String?, push: String?)] = [
        ("_ = try Activity<BrewAttributes>.request(attributes: a, content: c, pushType: .token)", "start", "token"),
        ("_ = try Activity<BrewAttributes>.request(attributes: a, content: c)", "start", nil),
        ("_ = try Activity.request(attributes: BrewAttributes(teaName: \"Sencha\"), contentState: s)", "start", nil),
        ("_ = try Activity.request(attributes: BrewAttributes.init(teaName: \"Sencha\"), content: c, pushType: nil)", "start", nil),
        ("let a = BrewAttributes(teaName: \"Sencha\"); _ = try Activity.request(attributes: a, content: c, pushType: .token)", "start", "token"),
        ("_ = try Activity<BrewAttributes>.request(attributes: a, content: c, pushType: .channel(id))", "start", "channel"),
        ("let x: Activity<BrewAttributes>? = stored; await x?.update(ActivityContent(state: s, staleDate: nil))", "update", nil),
        ("for x in Activity<BrewAttributes>.activities { await x.end(nil, dismissalPolicy: .immediate) }", "end", nil),
        ("let ends = Activity<BrewAttributes>.activities.map { $0.end(nil) }", "end", nil),
        ("Activity<BrewAttributes>.activities.forEach { a in Task { await a.end(nil, dismissalPolicy: .immediate) } }", "end", nil),
        ("await Activity<BrewAttributes>.activities.first?.update(using: s)", "update", nil),
        ("await current.update(using: s)", "update", nil),
        ("await current.end(nil, dismissalPolicy: .default)", "end", nil),
        ("model.update(); store.end()", nil, nil),
        ("for await t in Activity<BrewAttributes>.pushToStartTokenUpdates { print(t) }", "pushToStart", nil),
        ("_ = ActivityConfiguration(for: BrewAttributes.self) { _ in Text(\"\") }", "present", nil),
        ("_ = AF.request(url)", nil, nil),
    ]

    @Test(arguments: rows.indices)
    func theCallGivesItsUse(row: Int) throws {
        let (code, use, push) = Self.rows[row]
        let facts = Self.read(Self.attributes + "func f() async throws {\n    \(code)\n}\n")
        let activity = try #require(facts.liveActivities.first)
        #expect(facts.liveActivities.count == 1)
        let places: [String: [String]] = [
            "start": activity.startedAt, "update": activity.updatedAt, "end": activity.endedAt,
            "pushToStart": activity.pushToStartAt, "present": activity.presentedBy.map(\.source),
        ]
        for (kind, found) in places {
            #expect(found == (kind == use ? ["App/Live.swift:7"] : []), "\(kind)")
        }
        #expect(activity.pushTypes == (push.map { [$0] } ?? []))
        #expect(activity.pushToStart == (use == "pushToStart"))
        #expect(!facts.unreadKinds.contains("liveActivityAttributes"))
    }

    @Test func theAttributesAndStateGiveTheirFieldsKeysTypesAndCases() throws {
        let facts = Self.read("""
            struct BrewAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable {
                    var endsAt: Date
                    var isPaused: Bool?
                    var strength: Strength
                    var steps: [String]
                    var label: String { "" }
                    enum CodingKeys: String, CodingKey { case endsAt = "ends_at", isPaused, strength, steps }
                }
                enum Strength: String, Codable { case light, strong = "STRONG" }
                var teaName: String
                let steepSeconds: Int
                let version = 2
                static let shared = "x"
                var count = 0
            }
            """)
        let activity = try #require(facts.liveActivities.first)
        #expect(activity.attributesType == "BrewAttributes")
        #expect(activity.source == "App/Live.swift:1")
        #expect(activity.attributes == [
            ImportReport.LiveActivityField(name: "teaName", type: "String"),
            ImportReport.LiveActivityField(name: "steepSeconds", type: "Int"),
            ImportReport.LiveActivityField(name: "count", type: "Int"),
        ])
        #expect(activity.contentState == [
            ImportReport.LiveActivityField(name: "endsAt", key: "ends_at", type: "Date"),
            ImportReport.LiveActivityField(name: "isPaused", type: "Bool", optional: true),
            ImportReport.LiveActivityField(name: "strength", type: "Strength", cases: ["light", "STRONG"]),
            ImportReport.LiveActivityField(name: "steps", type: "[String]"),
        ])
        #expect(activity.uncertainty == nil)
    }

    /// `typealias ContentState = X` names a struct in another file, read once every file is.
    @Test func aTypealiasStateIsReadFromAnotherFile() throws {
        let facts = Self.read([
            ("App/Attributes.swift", "struct DeliveryAttributes: ActivityAttributes { public typealias ContentState = DeliveryStatus; var orderID: String }"),
            ("App/Status.swift", """
                struct DeliveryStatus: Codable, Hashable {
                    var stage: Stage
                    var eta: Date?
                    enum CodingKeys: String, CodingKey { case stage, eta = "eta_date" }
                }
                enum Stage: String, Codable { case packed, onTheWay = "on_the_way" }
                extension DeliveryStatus { var label: String { "" } }
                """),
        ])
        let activity = try #require(facts.liveActivities.first)
        #expect(activity.attributes == [ImportReport.LiveActivityField(name: "orderID", type: "String")])
        #expect(activity.contentState == [
            ImportReport.LiveActivityField(name: "stage", type: "Stage", cases: ["packed", "on_the_way"]),
            ImportReport.LiveActivityField(name: "eta", key: "eta_date", type: "Date", optional: true),
        ])
        #expect(facts.unreadKinds.isEmpty)
    }

    /// Each type's nested `ContentState` is its own, and a typealias is not taken for another type's nested one.
    @Test func twoTypesKeepTheirOwnStates() throws {
        let facts = Self.read("""
            struct BerthAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var berth: Int } }
            struct CrossingAttributes: ActivityAttributes { typealias ContentState = CrossingStatus }
            struct CrossingStatus: Codable, Hashable { var minutesLeft: Int }
            """)
        #expect(facts.liveActivities.map(\.attributesType) == ["BerthAttributes", "CrossingAttributes"])
        #expect(facts.liveActivities.map { $0.contentState.map(\.name) } == [["berth"], ["minutesLeft"]])
    }

    @Test func aStateNotDeclaredIsAnUnreadKindWithANote() throws {
        let facts = Self.read("struct DeliveryAttributes: ActivityAttributes { typealias ContentState = Elsewhere.Status; var orderID: String }")
        #expect(facts.liveActivities.first?.contentState == [])
        #expect(facts.unreadKinds.contains("liveActivityAttributes"))
        #expect(facts.notes.map(\.message.en) == ["the ContentState of DeliveryAttributes (Elsewhere.Status) is not declared in the sources read; its fields are not known"])
    }

    @Test func anAttributesTypeNotKnownIsAnUnreadKindWithANote() {
        let facts = Self.read("func f() throws { _ = try Activity.request(attributes: makeAttributes(), content: c) }")
        #expect(facts.liveActivities.isEmpty)
        #expect(facts.unreadKinds.contains("liveActivityAttributes"))
        #expect(facts.notes.map(\.code) == [.importNotLiteral])
        #expect(facts.notes.first?.source == "App/Live.swift:1")
    }

    @Test func aStartUnderAConditionMakesTheActivityUncertainUnlessAnotherIsNot() throws {
        let conditional = Self.read(Self.attributes + "func f() throws {\n    #if DEBUG\n    _ = try Activity<BrewAttributes>.request(attributes: a, content: c)\n    #endif\n}\n")
        #expect(conditional.liveActivities.first?.uncertainty == Uncertainty(.condition, "#if DEBUG"))
        let both = Self.read(Self.attributes + "func f() throws {\n    if on { _ = try Activity<BrewAttributes>.request(attributes: a, content: c) }\n    _ = try Activity<BrewAttributes>.request(attributes: a, content: c)\n}\n")
        #expect(both.liveActivities.first?.uncertainty == nil)
        #expect(both.liveActivities.first?.startedAt.count == 2)
    }

    @Test func aWidgetPresentsAndTheFrequentFlagIsRead() throws {
        let facts = Self.read(Self.attributes + """
            struct BrewLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: BrewAttributes.self) { context in Text(context.attributes.teaName) }
                }
            }
            var frequent: Bool { ActivityAuthorizationInfo().frequentPushesEnabled }
            """)
        let activity = try #require(facts.liveActivities.first)
        #expect(activity.presentedBy == [ImportReport.LiveActivity.Presenter(widget: "BrewLiveActivity", source: "App/Live.swift:8")])
        #expect(facts.frequentPushesReadAt == ["App/Live.swift:11"])
    }

    /// An update on a base of no known type counts only in a file that names one attributes type.
    @Test func anUnknownBaseCountsOnlyForTheFilesOneType() {
        let two = Self.read(Self.attributes + """
            struct OtherAttributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }
            func f() async { await current.update(using: s) }
            """)
        #expect(two.liveActivities.allSatisfy { $0.updatedAt.isEmpty })
    }

    @Test func theFactsCrossAProcessAndOldFactsDecode() throws {
        var facts = SwiftSourceFacts()
        facts.liveActivities = [ImportReport.LiveActivity(
            attributesType: "BrewAttributes", source: "A.swift:1", attributes: [ImportReport.LiveActivityField(name: "teaName", type: "String")],
            startedAt: ["A.swift:9"], pushTypes: ["token"], uncertainty: Uncertainty(.condition, "#if DEBUG"))]
        facts.frequentPushesReadAt = ["A.swift:12"]
        let decoded = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONEncoder().encode(facts))
        #expect(decoded.liveActivities == facts.liveActivities)
        #expect(decoded.frequentPushesReadAt == facts.frequentPushesReadAt)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(SwiftSourceFacts())) as? [String: Any])
        object.removeValue(forKey: "liveActivities")
        object.removeValue(forKey: "frequentPushesReadAt")
        let old = try JSONDecoder().decode(SwiftSourceFacts.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.liveActivities.isEmpty && old.frequentPushesReadAt.isEmpty)
    }
    #endif

    static let ferry = FixtureManifest.fixtures.appendingPathComponent("Projects/Patterns/LiveActivityAttributes")

    /// The generated Info.plist's `INFOPLIST_KEY_…` with `$(…)` resolved, and the key an extension's Info.plist
    /// holds, read without a Swift reader; what the code does with Live Activities is then an unread kind.
    @Test func theKeysAreReadFromSettingsAndTheExtension() throws {
        let report = try ProjectImporter(configuration: "Release").importProject(at: Self.ferry)
        #expect(report.app.supportsLiveActivities == nil)
        #expect(report.app.supportsLiveActivitiesSource == nil)
        #expect(report.app.supportsLiveActivitiesFrequentUpdates == true)
        #expect(report.app.supportsLiveActivitiesFrequentUpdatesSource == "project.yml:16")
        #expect(report.app.liveActivityKeyInExtensions == ["FerryWidgets/Info.plist:12"])
        #expect(report.unreadKinds.contains("liveActivityAttributes"))
    }

    /// An app without Live Activities has none of the keys in its JSON.
    @Test func anAppWithoutLiveActivitiesHasNoSuchKeys() throws {
        let json = String(decoding: try JSONEncoder().encode(ImportReport()), as: UTF8.self)
        for key in ["liveActivities", "frequentPushesReadAt", "supportsLiveActivities", "liveActivityKeyInExtensions"] {
            #expect(!json.contains(key))
        }
    }
}
