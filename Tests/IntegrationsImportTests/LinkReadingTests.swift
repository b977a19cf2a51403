import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// URLs, what the code does with them, the handlers that receive them, and notification actions: Swift
/// snippets read into facts, and reports checked into findings (issue 31: `canOpenURL(_:)` alone needs
/// `LSApplicationQueriesSchemes`; a URL used as an identifier is not a link; a scheme reached through an
/// enum's property; actions set by a content extension or made per case; the bugs real apps ship).
@Suite struct LinkReadingTests {
    #if SwiftSources
    static func read(_ text: String) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "App/A.swift", text: text)])
    }

    /// Each URL the snippet produces, as `url use`, with ` (uncertain: detail)` when it is.
    @Test(arguments: [
        ("func f() { UIApplication.shared.open(URL(string: \"citymapper://x\")!) }", ["citymapper://x open"]),
        ("func f() { let url = URL(string: \"waze://\")!\n if UIApplication.shared.canOpenURL(url) { UIApplication.shared.open(url) } }", ["waze:// canOpenURL"]),
        ("func f() { guard let url = URL(string: \"fb://profile\") else { return }\n UIApplication.shared.open(url) }", ["fb://profile open"]),
        ("func f() { if let url = URL(string: \"fb://feed\") { openURL(url) } }", ["fb://feed open"]),
        ("func f() -> URL? { URL(string: \"chat://larder\") }", ["chat://larder URL"]),
        // Identifiers: compared, a dictionary key, a Core Data object's URI.
        ("func f(_ url: URL) -> Bool { url == URL(string: \"app://logout\") }", ["app://logout identifier"]),
        ("let routes: [URL: Int] = [URL(string: \"legacy://home\")!: 1]", ["legacy://home identifier"]),
        ("func f(c: NSPersistentStoreCoordinator) { _ = c.managedObjectID(forURIRepresentation: URL(string: \"x-coredata://s/P/p1\")!) }",
         ["x-coredata://s/P/p1 identifier"]),
        ("func f(_ url: URL) -> Bool { let home = URL(string: \"app://home\")\n return url == home }", ["app://home identifier"]),
        // An OAuth redirect: given only as `redirectURL:` (AppAuth) or `callbackURL:`.
        ("func f() { guard let redirect = URL(string: \"com.example.app:/oauth\") else { return }\n let r = OIDAuthorizationRequest(configuration: c, clientId: \"x\", scopes: nil, redirectURL: redirect, responseType: OIDResponseTypeCode, additionalParameters: nil) }",
         ["com.example.app:/oauth redirect"]),
        ("func f() { let r = Auth(callbackURL: URL(string: \"app://cb\")!) }", ["app://cb redirect"]),
        ("func f() { let cb = URL(string: \"app://cb\")!\n let r = Auth(callbackURL: cb)\n UIApplication.shared.open(cb) }", ["app://cb open"]),
        // Through a member: a String enum's `url` built from its raw value, a static constant, a function.
        ("enum Scheme: String { case app = \"hearth\"; case vpn\n var url: URL { URL(string: \"\\(rawValue)://\")! } }\nfunc f() { UIApplication.shared.open(Scheme.vpn.url) }",
         ["vpn:// open"]),
        ("enum Scheme: String { case app = \"hearth\"\n var url: URL { URL(string: \"\\(rawValue)://settings\")! } }\nfunc f() { let url = Scheme.app.url\n UIApplication.shared.open(url) }",
         ["hearth://settings open"]),
        ("enum Apps { static let transit = URL(string: \"transit://\")! }\nfunc f() -> Bool { UIApplication.shared.canOpenURL(Apps.transit) }",
         ["transit:// URL", "transit:// canOpenURL"]),
        ("func help() -> URL { URL(string: \"app://help\")! }\nfunc f() { UIApplication.shared.open(help()) }", ["app://help URL", "app://help open"]),
        ("struct V: View { var body: some View { Text(\"a\").widgetURL(URL(string: \"app://w\")) } }", ["app://w widgetURL"]),
        ("struct V: View { var body: some View { Link(\"a\", destination: URL(string: \"app://l\")!) } }", ["app://l Link"]),
        // A relative reference resolved against a base the reader can tell whole (Decision 506).
        ("func f() { UIApplication.shared.open(URL(string: \"/today\", relativeTo: URL(string: \"app://host/\")!)!) }",
         ["app://host/today open", "app://host/ URL"]),
        ("final class API { private let baseURL = URL(string: \"app://api.example.com/v2/\")!\n func f() { _ = URL(string: \"token\", relativeTo: self.baseURL) } }",
         ["app://api.example.com/v2/ URL", "app://api.example.com/v2/token URL"]),
        ("func f() { let base = URL(string: \"app://h/a/b\")!\n _ = UIApplication.shared.canOpenURL(URL(string: \"../c\", relativeTo: base)!) }",
         ["app://h/a/b URL", "app://h/c canOpenURL"]),
        // Conditions: the URL is uncertain, and any finding about it at most a warning.
        ("func f() {\n#if DEBUG\n_ = UIApplication.shared.canOpenURL(URL(string: \"flex://\")!)\n#endif\n}", ["flex:// canOpenURL (uncertain: #if DEBUG)"]),
        ("func f(on: Bool) { if on { UIApplication.shared.open(URL(string: \"maps-x://\")!) } }", ["maps-x:// open (uncertain: if on)"]),
        ("enum Config {\n#if DEBUG\nstatic let scheme = \"app-dev\"\n#else\nstatic let scheme = \"app\"\n#endif\n}\nfunc f() -> Bool { UIApplication.shared.canOpenURL(URL(string: \"\\(Config.scheme)://\")!) }",
         ["app-dev:// canOpenURL (uncertain: #if DEBUG)", "app:// canOpenURL (uncertain: #else)"]),
    ])
    func urlsAndTheirUses(source: String, expected: [String]) {
        let facts = Self.read(source)
        let found = facts.urls.map { url in "\(url.url) \(url.use)" + (url.uncertainty.map { " (uncertain: \($0.detail))" } ?? "") }
        #expect(found == expected)
        #expect(facts.notes.isEmpty, "\(facts.notes.map(\.message.en))")
    }

    /// The schemes each URL handler lets through; `nil` when it accepts every scheme as far as can be seen.
    @Test(arguments: [
        ("struct A: App { var body: some Scene { WindowGroup { Text(\"\") }.onOpenURL { url in\n guard url.scheme == \"sprig\" else { return }\n route(url) } } }",
         "onOpenURL", ["sprig"] as [String]?),
        ("struct A: App { var body: some Scene { WindowGroup { Text(\"\") }.onOpenURL(perform: handle) } }", "onOpenURL", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n if GIDSignIn.sharedInstance.handle(url) { return true }\n guard url.scheme == \"sprig\" else { return false }\n return true } }",
         "application(_:open:options:)", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n switch url.scheme?.lowercased() {\n case \"a\": return true\n case \"b\": return open(url)\n default: return false } } }",
         "application(_:open:options:)", ["a", "b"]),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n let components = URLComponents(url: url, resolvingAgainstBaseURL: false)\n if url.scheme != \"a\" && url.scheme != \"b\" { return false }\n return handle(components) } }",
         "application(_:open:options:)", ["a", "b"]),
        ("final class S { func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n guard let url = URLContexts.first?.url, url.scheme == \"sprig\" else { return }\n route(url) } }",
         "scene(_:openURLContexts:)", ["sprig"]),
        ("final class S { let scheme: String\n func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n guard let url = URLContexts.first?.url, url.scheme == scheme else { return }\n route(url) } }",
         "scene(_:openURLContexts:)", nil),
        ("enum Scheme: String { case app = \"hearth\" }\nstruct A: App { var body: some Scene { WindowGroup { Text(\"\") }.onOpenURL { guard [Scheme.app.rawValue, \"hearth-dev\"].contains($0.scheme) else { return }\n route($0) } } }",
         "onOpenURL", ["hearth", "hearth-dev"]),
        // The URL handed to a method of the same type gates as that method does (Decision 505), up to three deep.
        ("struct A: App { var body: some Scene { WindowGroup { Text(\"\") }.onOpenURL(perform: handle) }\n func handle(_ link: URL) { guard link.scheme == \"sprig\" else { return }\n route(link) } }",
         "onOpenURL", ["sprig"]),
        ("struct A: App { var body: some Scene { WindowGroup { Text(\"\") }.onOpenURL(perform: self.handle) }\n func handle(_ link: URL) { print(\"opened\")\n open(link) }\n private func open(_ url: URL) { guard [\"sprig\", \"sprig-widget\"].contains(url.scheme) else { return }\n route(url) } }",
         "onOpenURL", ["sprig", "sprig-widget"]),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return self.openURL(url) }\n private func openURL(_ link: URL) -> Bool { switch link.scheme { case \"a\": return true\n default: return false } } }",
         "application(_:open:options:)", ["a"]),
        ("final class S { func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n guard let url = URLContexts.first?.url else { return }\n handle(url: url) }\n func handle(url: URL) { if url.scheme != \"sprig\" { return }\n route(url) } }",
         "scene(_:openURLContexts:)", ["sprig"]),
        // Not followed: a method called before the handler goes on with the URL (its guard leaves only the method),
        ("struct A: App { var body: some Scene { WindowGroup { Text(\"\") }.onOpenURL { url in\n validate(url)\n route(url) } }\n func validate(_ link: URL) { guard link.scheme == \"sprig\" else { return }\n audit(link) } }",
         "onOpenURL", nil),
        // two methods of the name, another argument label, the URL wrapped, a method elsewhere, past three deep.
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return handle(url) }\n func handle(_ url: URL) -> Bool { url.scheme == \"a\" }\n func handle(_ url: URL) -> Bool { guard url.scheme == \"a\" else { return false }\n return true } }",
         "application(_:open:options:)", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return handle(link: url) }\n func handle(_ url: URL) -> Bool { guard url.scheme == \"a\" else { return false }\n return true } }",
         "application(_:open:options:)", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return handle(.url(url)) }\n func handle(_ url: URL) -> Bool { guard url.scheme == \"a\" else { return false }\n return true } }",
         "application(_:open:options:)", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return router.handle(url) } }",
         "application(_:open:options:)", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return a(url) }\n func a(_ u: URL) -> Bool { b(u) }\n func b(_ u: URL) -> Bool { return c(u) }\n func c(_ u: URL) -> Bool { return d(u) }\n func d(_ u: URL) -> Bool { guard u.scheme == \"a\" else { return false }\n return true } }",
         "application(_:open:options:)", nil),
        ("final class D { func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n return again(url) }\n func again(_ u: URL) -> Bool { return again(u) } }",
         "application(_:open:options:)", nil),
    ])
    func urlHandlersAndTheSchemesTheyLetThrough(source: String, kind: String, schemes: [String]?) {
        let handlers = Self.read(source).urlHandlers
        #expect(handlers.map(\.kind) == [kind])
        #expect(handlers.first?.schemes?.map(\.value) == schemes)
    }

    @Test func aContentExtensionGivesItsCategoriesActions() {
        let facts = Self.read("""
            final class NotificationViewController: UIViewController, UNNotificationContentExtension {
                func didReceive(_ notification: UNNotification) {
                    extensionContext?.notificationActions = [
                        UNNotificationAction(identifier: "acceptAction", title: "Accept"),
                        UNNotificationAction(identifier: "declineAction", title: "Decline", options: [.destructive]),
                    ]
                    switch notification.request.content.categoryIdentifier {
                    case "POLL": extensionContext?.notificationActions = [UNNotificationAction(identifier: "vote", title: "Vote")]
                    default: break
                    }
                }
            }
            """)
        #expect(facts.contentExtensionActions.map { $0.actions.map(\.identifier) } == [["acceptAction", "declineAction"], ["vote"]])
        #expect(facts.contentExtensionActions.map(\.category) == [nil, "POLL"])
        #expect(facts.contentExtensionActions.first?.actions.last?.options == ["destructive"])
        #expect(facts.createdActions.map(\.value) == ["acceptAction", "declineAction", "vote"])
        // Given to the categories of the extension whose Info.plist is in the Swift file's folder.
        var report = ImportReport()
        report.notificationCategories = [
            .init(identifier: "INVITE", actions: [], registered: true, source: "InviteContent/Info.plist:12"),
            .init(identifier: "POLL", actions: [], registered: true, source: "PollContent/Info.plist:12"),
        ]
        let found = facts.contentExtensionActions.map { entry in
            SwiftSourceFacts.ContentExtensionActions(actions: entry.actions, category: entry.category, source: "InviteContent/ViewController.swift:3")
        }
        report.addContentExtensionActions(found)
        #expect(report.notificationCategories.map { $0.actions.map(\.identifier) } == [["acceptAction", "declineAction"], ["vote"]])
    }

    /// `Kind.allCases.map { UNNotificationAction(identifier: $0.rawValue, …) }` makes one action per case,
    /// and `switch Kind(rawValue: response.actionIdentifier)` handles each case's raw value.
    @Test(arguments: [
        "UNNotificationCategory(identifier: \"MESSAGE\", actions: Reaction.allCases.map { UNNotificationAction(identifier: $0.rawValue, title: \"React\") }, intentIdentifiers: [])",
        "UNNotificationCategory(identifier: \"MESSAGE\", actions: reactions, intentIdentifiers: [])",
        "UNNotificationCategory(identifier: \"MESSAGE\", actions: [reply] + reactions, intentIdentifiers: [])",
    ])
    func actionsPerCaseOfAnEnum(category: String) {
        let facts = Self.read("""
            enum Reaction: String, CaseIterable { case like, heart = "HEART" }
            func register() {
                let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply")
                let reactions = Reaction.allCases.map { reaction in UNNotificationAction(identifier: reaction.rawValue, title: "React") }
                let category = \(category)
                UNUserNotificationCenter.current().setNotificationCategories([category])
            }
            func handle(_ response: UNNotificationResponse) {
                switch Reaction(rawValue: response.actionIdentifier) {
                case .like: break
                case .heart: break
                case nil: break
                }
            }
            """)
        let actions = facts.notificationCategories.first?.actions.map(\.identifier) ?? []
        #expect(actions.filter { $0 != "reply" } == ["like", "HEART"])
        #expect(Set(facts.createdActions.map(\.value)) == ["reply", "like", "HEART"])
        #expect(facts.handledActions.map(\.value) == ["like", "HEART"])
        #expect(facts.unreadKinds.isEmpty)
        #expect(facts.notes.isEmpty, "\(facts.notes.map(\.message.en))")
    }
    #endif

    #if SwiftSources
    /// A category is handled where the system hands a notification over (the delegate, a content extension,
    /// code given the response); comparing a delivered notification's category to find and remove it only
    /// tags it (Element tidies delivered notifications so), and needs no registered category.
    @Test(arguments: [
        ("func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async { if response.notification.request.content.categoryIdentifier == \"DIGEST\" { return } }", ["DIGEST"]),
        ("func handle(_ response: UNNotificationResponse) { switch response.notification.request.content.categoryIdentifier { case \"DIGEST\": break; default: break } }", ["DIGEST"]),
        ("func tidy() { UNUserNotificationCenter.current().getDeliveredNotifications { list in let ids = list.compactMap { $0.request.content.categoryIdentifier == \"STALE\" ? $0.request.identifier : nil }; _ = ids } }", []),
        ("func isCall(_ notification: UNNotification) -> Bool { notification.request.content.categoryIdentifier == \"CALL\" }", []),
    ])
    func aCategoryIsHandledOnlyWhereANotificationIsHandedOver(code: String, handled: [String]) {
        #expect(Self.read(code).handledCategories.map(\.value) == handled)
    }
    #endif

    #if SwiftSources
    /// Whether every read of a response's `actionIdentifier` was followed: compared with a constant or the
    /// system's identifiers, switched over constants, or switched over an enum's raw value. A read passed on,
    /// bound to a name first or switched over a value that is not a constant leaves
    /// `handledNotificationAction` among the unread kinds, and `project.notificationActionUnhandled` silent.
    @Test(arguments: [
        ("func h(_ response: UNNotificationResponse) { if response.actionIdentifier == \"DONE\" { return } }", true),
        ("func h(_ response: UNNotificationResponse) { if response.actionIdentifier == UNNotificationDefaultActionIdentifier { return } }", true),
        ("func h(_ response: UNNotificationResponse) { switch response.actionIdentifier { case \"DONE\": break; case UNNotificationDismissActionIdentifier: break; default: break } }", true),
        ("enum Kind: String { case done = \"DONE\" }\nfunc h(_ response: UNNotificationResponse) { switch Kind(rawValue: response.actionIdentifier) { case .done: break; case nil: break } }", true),
        ("func h(_ response: UNNotificationResponse) { router.handle(action: response.actionIdentifier) }", false),
        ("func h(_ response: UNNotificationResponse) { let action = response.actionIdentifier; if action == \"DONE\" { return } }", false),
        ("func h(_ response: UNNotificationResponse, done: String) { switch response.actionIdentifier { case done: break; default: break } }", false),
        ("func h(_ response: UNNotificationResponse) { print(\"nothing read\") }", true),
        // Two reads on one line: the compared one does not vouch for the one passed on.
        ("func h(_ response: UNNotificationResponse) { if response.actionIdentifier == \"DONE\" { router.handle(response.actionIdentifier) } }", false),
    ])
    func everyReadOfTheActionIdentifierIsFollowed(code: String, followed: Bool) {
        #expect(Self.read(code).unreadKinds.contains("handledNotificationAction") == !followed)
    }
    #endif

    #if SwiftSources
    /// Categories an enum's cases make (`identifier: rawValue` in a computed property, per `switch self` case or
    /// for every case), each registered when the property or function that returns it is what
    /// `setNotificationCategories` maps over; a category whose member nothing registers is not.
    @Test(arguments: [
        // One category per `switch self` case, registered through the key path.
        ("""
         enum Kind: String, CaseIterable { case a = "A", b = "B"
           var category: UNNotificationCategory { switch self {
             case .a: return UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: [])
             case .b: return UNNotificationCategory(identifier: self.rawValue, actions: [], intentIdentifiers: []) } } }
         func f(_ c: UNUserNotificationCenter) { c.setNotificationCategories(Set(Kind.allCases.map(\\.category))) }
         """, ["A registered", "B registered"]),
        // Two cases in one `case`, a switch expression without `return`, registered through a closure.
        ("""
         enum Kind: String, CaseIterable { case a, b, c = "C"
           var category: UNNotificationCategory { switch self {
             case .a, .b: UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: [])
             case .c: UNNotificationCategory(identifier: "fixed", actions: [], intentIdentifiers: []) } } }
         func f(_ c: UNUserNotificationCenter) { c.setNotificationCategories(Set(Kind.allCases.map { $0.category })) }
         """, ["a registered", "b registered", "fixed registered"]),
        // Every case, from a function in an extension; nothing registers it.
        ("""
         enum Kind: String, CaseIterable { case x = "X", y = "Y" }
         extension Kind { func makeCategory() -> UNNotificationCategory { UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: []) } }
         """, ["X not registered", "Y not registered"]),
        // A local `rawValue` is not the enum's: read as any other name (not a literal).
        ("""
         enum Kind: String, CaseIterable { case x = "X"
           func make(_ rawValue: String) -> UNNotificationCategory { UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: []) } }
         """, []),
        // A category used inside a closure is not what the member returns.
        ("""
         enum Kind: String, CaseIterable { case x = "X"
           var all: [UNNotificationCategory] { [1].map { _ in UNNotificationCategory(identifier: rawValue, actions: [], intentIdentifiers: []) } } }
         func f(_ c: UNUserNotificationCenter) { c.setNotificationCategories(Set(Kind.allCases.flatMap(\\.all))) }
         """, ["X not registered"]),
    ])
    func categoriesPerEnumCase(source: String, expected: [String]) {
        let facts = Self.read("import UserNotifications\n" + source)
        #expect(facts.notificationCategories.map { "\($0.identifier) \($0.registered ? "registered" : "not registered")" } == expected)
    }
    #endif
}
