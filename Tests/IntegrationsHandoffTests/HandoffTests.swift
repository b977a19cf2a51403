import EmbeddedSample
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsRouting
import Testing

@Suite struct HandoffTests {
    static let app: App = {
        do { return try App.embedded() } catch { fatalError("the embedded app loads: \(error)") }
    }()
    static let continuer = ActivityContinuer(activities: app.manifest.activities, routes: app.manifest.routes, routing: Router(app.manifest.routes))
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func goals() throws -> [EntityRecord] {
        let domain = try #require(app.manifest.searchDomains.first { $0.entity == "goal" })
        return try app.records(of: domain)
    }

    static func editing(_ record: EntityRecord, language: Language = .ja) throws -> UserActivity {
        let declaration = try #require(app.manifest.activities.first { $0.type == "com.appcadia.goal.editing" })
        return try ActivityBuilder.activity(
            declaration, fields: record.fields.compactMapValues(\.text), entityIdentifier: "goal-\(record.fields["id"]?.text ?? "")",
            language: language, now: now)
    }

    @Test func theGoalEditingActivityCarriesTheGoal() throws {
        let goal = try #require(try Self.goals().first { $0.fields["id"]?.text == "12" })
        let activity = try Self.editing(goal)
        #expect(activity.title == "「読書30分」を編集中")
        #expect(try Self.editing(goal, language: .en).title == "Editing “読書30分”")
        #expect(activity.userInfo["goalId"] == .integer(12))
        #expect(activity.userInfo["goalTitle"] == .string("読書30分"))
        #expect(activity.requiredUserInfoKeys == ["goalId"])
        #expect(activity.webpageURL == "https://appcadia.com/goals/12/edit")
        #expect(activity.keywords == ["目標", "習慣", "アプカディア"])
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch && !activity.isEligibleForPublicIndexing)
        #expect(activity.targetContentIdentifier == "goal-12")
    }

    /// Build → hand over as JSON → continue gives back the goal the activity was built from, for every goal.
    @Test func everyGoalRoundTrips() throws {
        let goals = try Self.goals()
        #expect(goals.count > 1)
        for goal in goals {
            let sent = try JSONEncoder().encode(try Self.editing(goal))
            let received = try JSONDecoder().decode(UserActivity.self, from: sent)
            guard case .route(let match, let url) = Self.continuer.continuation(of: received, now: HandoffTests.now) else {
                Issue.record("goal \(goal.fields["id"]?.text ?? "?") did not continue to a route")
                continue
            }
            #expect(match.route == "goalEdit")
            #expect(match.parameters["id"]?.description == goal.fields["id"]?.text)
            #expect(url.absoluteString == "https://appcadia.com/goals/\(goal.fields["id"]?.text ?? "")/edit")
        }
    }

    @Test(arguments: [
        // A required key missing or of the wrong type: the browser opens the web page.
        (#"{"activityType": "com.appcadia.goal.editing", "userInfo": {"goalTitle": "読書30分"}, "webpageURL": "https://appcadia.com/goals/12/edit"}"#,
         "webpage https://appcadia.com/goals/12/edit: the required key \"goalId\" is missing from userInfo"),
        (#"{"activityType": "com.appcadia.goal.editing", "userInfo": {"goalId": "twelve"}, "webpageURL": "https://appcadia.com/goals/12/edit"}"#,
         "webpage https://appcadia.com/goals/12/edit: the key \"goalId\" should be integer but is string"),
        // A key the sender marked required counts too.
        (#"{"activityType": "com.appcadia.goal.editing", "userInfo": {"goalId": 12}, "requiredUserInfoKeys": ["draft"]}"#,
         "cannot: the required key \"draft\" is missing from userInfo"),
        // An unknown type without a web page: nothing can continue it.
        (#"{"activityType": "com.example.other"}"#, "cannot: the app declares no activity type \"com.example.other\""),
        // Only http and https pages are opened.
        (#"{"activityType": "com.example.other", "webpageURL": "ftp://appcadia.com/x"}"#, "cannot: the app declares no activity type \"com.example.other\""),
        (#"{"activityType": "com.example.other", "webpageURL": "javascript:alert(1)"}"#, "cannot: the app declares no activity type \"com.example.other\""),
        (#"{"activityType": "com.example.other", "webpageURL": "appcadia://goal/12"}"#, "cannot: the app declares no activity type \"com.example.other\""),
        // The progress activity needs nothing.
        (#"{"activityType": "com.appcadia.progress.viewing"}"#, "route progress appcadia://progress"),
        // Spotlight: the item's content URL through the router.
        (#"{"activityType": "com.apple.corespotlightitem", "userInfo": {"kCSSearchableItemActivityIdentifier": "goal-12"}}"#, "route goal appcadia://goal/12 id=12"),
        (#"{"activityType": "com.apple.corespotlightitem", "userInfo": {"kCSSearchableItemActivityIdentifier": "goal-999"}}"#,
         "cannot: the Spotlight item \"goal-999\" is not in the index or has no contentURL"),
    ])
    func continuations(json: String, expected: String) throws {
        let activity = try JSONDecoder().decode(UserActivity.self, from: Data(json.utf8))
        let result = Self.continuer.continuation(of: activity, now: HandoffTests.now) { identifier in
            identifier == "goal-12" ? URL(string: "appcadia://goal/12") : nil
        }
        let shown = switch result {
        case .route(let match, let url):
            (["route \(match.route) \(url.absoluteString)"] + match.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        case .webpage(let url, let reason): "webpage \(url.absoluteString): \(reason.en)"
        case .cannotContinue(let reason): "cannot: \(reason.en)"
        }
        #expect(shown == expected)
    }

    @Test(arguments: [
        (#"{"activityType": "a.b", "userInfo": {"goalId": null}}"#, "userInfo.goalId"),
        (#"{"activityType": "a.b", "userInfo": {"list": [1, {"deep": null}]}}"#, "userInfo.list.Index 1.deep"),
    ])
    func nullIsNotAPropertyListValue(json: String, path: String) throws {
        do {
            _ = try JSONDecoder().decode(UserActivity.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue).joined(separator: ".") == path)
            #expect(context.debugDescription.contains("null is not a property-list value"))
        }
    }

    @Test func aTooLargeUserInfoIsRefusedNamingTheKey() throws {
        var activity = UserActivity(activityType: "com.appcadia.goal.editing", userInfo: ["goalId": .integer(12), "notes": .string(String(repeating: "あ", count: 1_100))])
        activity.webpageURL = "https://appcadia.com/goals/12/edit"
        guard case .webpage(_, let reason) = Self.continuer.continuation(of: activity, now: HandoffTests.now) else {
            Issue.record("continued a 3.3 KB user info")
            return
        }
        #expect(reason.en == "userInfo is about 3328 bytes, over the limit of 3072 (the largest is userInfo.notes, about 3302 bytes); store large data elsewhere and carry only what finds it")
        activity.userInfo["notes"] = .string(String(repeating: "あ", count: 1_000))
        #expect(activity.userInfoSizeProblem == nil)
    }

    /// A declared type with no route: the app cannot continue it; its web page opens, or nothing does.
    @Test func aTypeWithNoRouteIsNotContinuedByTheApp() {
        let declaration = ActivityTypeDeclaration(type: "com.appcadia.draft", title: LocalizedText(ja: "下書き", en: "Draft"))
        let continuer = ActivityContinuer(activities: [declaration], routes: Self.app.manifest.routes, routing: Router(Self.app.manifest.routes))
        let bare = UserActivity(activityType: "com.appcadia.draft")
        #expect(continuer.continuation(of: bare, now: HandoffTests.now) == .cannotContinue(reason: LocalizedText(
            ja: "アクティビティタイプ「com.appcadia.draft」には続きを開くルートがありません", en: "the activity type \"com.appcadia.draft\" continues to no route")))
        var withPage = bare
        withPage.webpageURL = "https://appcadia.com/drafts"
        guard case .webpage(let url, _) = continuer.continuation(of: withPage, now: HandoffTests.now) else {
            Issue.record("a type with no route and a web page did not open the page")
            return
        }
        #expect(url.absoluteString == "https://appcadia.com/drafts")
    }

    @Test func anExpiredActivityIsNotContinued() throws {
        var activity = try Self.editing(try #require(try Self.goals().first))
        activity.expirationDate = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(Self.continuer.continuation(of: activity, now: Date(timeIntervalSince1970: 1_795_000_000)) == .cannotContinue(reason: LocalizedText(
            ja: "アクティビティは 2026-11-18T11:06:40Z に期限が切れています（expirationDate）", en: "the activity expired at 2026-11-18T11:06:40Z (expirationDate)")))
        guard case .route = Self.continuer.continuation(of: activity, now: Date(timeIntervalSince1970: 1_794_999_999)) else {
            Issue.record("an activity a second before it expires was not continued")
            return
        }
    }

    @Test func propertyListValuesKeepTheirTypes() throws {
        let json = #"{"s": "x", "i": 3, "r": 2.5, "b": true, "a": [1, "two"], "d": {"k": false}}"#
        let value = try JSONDecoder().decode([String: PropertyListValue].self, from: Data(json.utf8))
        #expect(value == ["s": .string("x"), "i": .integer(3), "r": .real(2.5), "b": .boolean(true),
                          "a": .array([.integer(1), .string("two")]), "d": .dictionary(["k": .boolean(false)])])
        #expect(UserInfoType.date.value(of: .string("2026-11-22T09:00:00Z")) == .date(Date(timeIntervalSince1970: 1_795_338_000)))
        #expect(UserInfoType.date.value(of: .string("yesterday")) == nil)
        #expect(UserInfoType.data.value(of: .string("AQI=")) == .data(Data([1, 2])))
        #expect(UserInfoType.integer.value(of: .real(2.5)) == nil)
    }
}
