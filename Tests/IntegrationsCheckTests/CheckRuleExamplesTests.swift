import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Every rule of the catalog shows what it finds and whom it follows, for `integrations rules CODE`: an
/// example of the file it reports (`CheckRule/example`), and, for a rule that models one of Apple's rules,
/// the pages of Apple's documentation or the RFC it follows (`CheckRule/appleDocumentation`).
@Suite struct CheckRuleExamplesTests {
    /// The rules that model a rule Apple documents (or a standard), each of which cites at least one page.
    ///
    /// A rule is here when what it reports would fail on a device, or is refused by Apple's tools or
    /// servers, for a reason Apple's pages (or RFC 3986) state: the Info.plist keys and entitlements
    /// (`infoPlist.*`, `entitlements.*`), the site's association file (`aasa.*`, `servedAASA.*`,
    /// `domain.malformed`, `route.universalLinkNotHTTPS`, `route.hostNotAssociated`, `appClip.*`,
    /// `appGroup.*`), the frameworks' own limits and requirements (`payload.*`, Live Activity pushes,
    /// notification categories, actions, triggers and attachments, Handoff's activity types, user info and
    /// web pages, widget kinds and families, background task identifiers, quick action types, App Shortcut
    /// phrases) and what an app's own files must declare (`project.*`).
    ///
    /// A rule is not here when it holds the toolkit's own files together — the manifest against itself
    /// (a route, intent, entity, template or setting it names and does not declare, a name given twice,
    /// a `${field}` the records lack), its JSON and record files, a configuration, a suppression comment,
    /// a baseline — or reports that the check itself could not read a file (`plist.unreadable`,
    /// `project.swiftSourceUnread`): no Apple page says anything of them, so they cite none, and the test
    /// below holds them to that, so that the list stays the exact set of rules with pages.
    static let appleRuleCodes: Set<String> = [
        "aasa.noTeamIdentifier", "aasa.opensNonUniversalRoute", "aasa.routeNotOpened",
        "activity.requiredKeyNotDeclared", "activity.routeParameterUnmapped", "activity.typeNotReverseDNS",
        "activity.userInfoTooLarge", "activity.webpageURLNotOpened", "activity.webpageURLScheme",
        "app.urlSchemeInvalid",
        "appClip.hostNotAssociated", "appClip.invalidURL", "appClip.noRoute",
        "appGroup.malformed", "appGroup.missing",
        "shareExtension.neverOffered", "shareExtension.ruleMissing", "shareExtension.truePredicate", "shareExtension.unknownKey",
        "shareExtension.valueInvalid",
        "backgroundTask.duplicateIdentifier", "backgroundTask.earliestBegin", "backgroundTask.notReverseDNS",
        "backgroundTask.unknownWidget",
        "domain.malformed",
        "entitlements.appGroupMissing", "entitlements.domainMissing", "entitlements.extraDomain", "entitlements.wrongType",
        "infoPlist.activityTypeMissing", "infoPlist.backgroundModeMissing", "infoPlist.bundleIdentifier",
        "infoPlist.extraScheme", "infoPlist.liveActivitiesMissing", "infoPlist.quickActionMissing", "infoPlist.schemeMissing",
        "infoPlist.taskNotPermitted",
        "intent.tooManyShortcuts",
        "liveActivity.alert", "liveActivity.attributes", "liveActivity.attributesIgnored", "liveActivity.attributesType",
        "liveActivity.contentState", "liveActivity.contentStateField", "liveActivity.date", "liveActivity.dismissalDate",
        "liveActivity.duplicateField", "liveActivity.duplicateType", "liveActivity.event", "liveActivity.headers",
        "liveActivity.priority", "liveActivity.pushType", "liveActivity.relevanceScore", "liveActivity.staleDate",
        "liveActivity.timestamp", "liveActivity.topic", "liveActivity.unknownRoute",
        "notification.attachmentType", "notification.duplicateAction", "notification.duplicateAttachment",
        "notification.duplicateCategory", "notification.emptyAction", "notification.emptyAttachment",
        "notification.emptyCategory", "notification.interruptionLevel", "notification.invalidTrigger",
        "notification.postponeNotPositive", "notification.relevanceScore", "notification.textInputWithoutButton",
        "notification.unknownCategory",
        "payload.alertArguments", "payload.alertString", "payload.alertType", "payload.badge", "payload.flag",
        "payload.interruptionLevel", "payload.missingAPS", "payload.notObject", "payload.relevanceScore",
        "payload.soundCritical", "payload.soundName", "payload.soundType", "payload.soundVolume", "payload.stringKey",
        "payload.tooLarge", "payload.unknownAlertKey", "payload.unknownKey",
        "phrase.missingAppName", "phrase.slotNotEntityOrEnum", "phrase.tooManyParameters",
        "project.activityTypeUndeclared", "project.activityTypeUnused", "project.backgroundModeMissing",
        "project.backgroundTaskNotPermitted", "project.backgroundTaskRegisteredLate", "project.backgroundTaskUnregistered",
        "project.controlIntentNotInApp", "project.indexedEntityAvailability", "project.intentClassMissing",
        "project.intentHandlerUnreachable", "project.liveActivityFrequentUpdates", "project.liveActivityNotPresented",
        "project.liveActivityNotSupported", "project.notificationActionUnhandled", "project.notificationActionUnknown", "project.notificationCategoryUnregistered",
        "project.quickActionColdLaunchIgnored", "project.quickActionIncomplete", "project.quickActionUnhandled",
        "project.quickActionUnknown", "project.urlHandlerIgnoredByScenes", "project.urlSchemeIgnored", "project.urlSchemeInvalid", "project.urlSchemeNotQueried",
        "project.urlSchemeUnregistered", "project.webpageHostNotAssociated",
        "quickAction.duplicateType", "quickAction.emptyType", "quickAction.limit",
        "route.hostNotAssociated", "route.schemeNotDeclared", "route.universalLinkNotHTTPS",
        "servedAASA.invalidValue", "servedAASA.routeNotOpened", "servedAASA.tooLarge", "servedAASA.unreadable",
        "widget.duplicateKind", "widget.emptyKind", "widget.familyNotSupported", "widget.noFamilies", "widget.urlMatchesNoRoute"
    ]

    /// The sample app's words, which no example uses (examples are written with neutral names).
    static let sampleAppWords = ["goal", "trainer", "目標", "celebration", "appcadia"]

    /// Every rule has an example of a few lines whose first line is a comment naming the file it is
    /// written in, in that file's comment style: `//` for JSON (shown to a person, not parsed), Swift, a
    /// headers file and the site's `apple-app-site-association`; `<!-- … -->` for an Info.plist or
    /// entitlements; `#` for `.integrations.yml`, or `# the command line` for what is typed, not written
    /// in a file.
    @Test(arguments: CheckRules.all) func everyRuleHasAnExampleNamingItsFile(_ rule: CheckRule) throws {
        let lines = rule.example.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count >= 2, "\(rule.code): an example of at least two lines")
        #expect(lines.allSatisfy { $0.count <= 200 }, "\(rule.code): a line over 200 characters")
        let first = try #require(lines.first)
        if first.hasPrefix("# the command line") { return }
        let named = try #require(try Regex(#"^(//|#|<!--) ([^\s:,]+)"#).firstMatch(in: first), "\(rule.code): \(first)")
        let marker = String(named.output[1].substring ?? ""), file = String(named.output[2].substring ?? "")
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
        switch marker {
        case "//":
            #expect(["json", "swift", "txt"].contains(fileExtension) || name == "apple-app-site-association", "\(rule.code): \(first)")
        case "<!--":
            #expect(["plist", "entitlements"].contains(fileExtension), "\(rule.code): \(first)")
            #expect(first.hasSuffix("-->"), "\(rule.code): an XML comment closes on its line: \(first)")
        default:
            #expect(["yml", "yaml"].contains(fileExtension), "\(rule.code): \(first)")
        }
    }

    /// An example is written with neutral names (item, order, recipe, com.example.app), never the sample
    /// app's.
    @Test(arguments: CheckRules.all) func examplesAvoidTheSampleAppsWords(_ rule: CheckRule) {
        let example = rule.example.lowercased()
        for word in Self.sampleAppWords {
            #expect(!example.contains(word), "\(rule.code): the example says \"\(word)\"")
        }
    }

    /// Each rule that models an Apple rule cites at least one page of Apple's documentation (or the RFC);
    /// every other rule cites none.
    @Test(arguments: CheckRules.all) func appleRulesCiteApplesPages(_ rule: CheckRule) {
        if Self.appleRuleCodes.contains(rule.code.rawValue) {
            #expect(rule.appleDocumentation.contains { Self.isApplesOrAStandard($0) }, "\(rule.code) cites no page of Apple's or an RFC")
        } else {
            #expect(rule.appleDocumentation == [], "\(rule.code) cites pages but is not in appleRuleCodes")
        }
    }

    /// Every address is an https URL of Apple's documentation or the RFC editor, with no space or
    /// control character, and a rule cites each at most once.
    @Test(arguments: CheckRules.all) func addressesAreHTTPSWithoutSpaces(_ rule: CheckRule) {
        for address in rule.appleDocumentation {
            #expect(address.hasPrefix("https://"), "\(rule.code): \(address)")
            #expect(!address.unicodeScalars.contains { CharacterSet.whitespacesAndNewlines.contains($0) || CharacterSet.controlCharacters.contains($0) },
                    "\(rule.code): \(address)")
            #expect(URL(string: address)?.host != nil, "\(rule.code): \(address)")
            #expect(Self.isApplesOrAStandard(address), "\(rule.code): \(address) is neither Apple's nor the RFC editor's")
        }
        #expect(Set(rule.appleDocumentation).count == rule.appleDocumentation.count, "\(rule.code) cites a page twice")
    }

    /// The list names rules the catalog has (a renamed rule leaves no stale entry behind).
    @Test func appleRuleCodesAreRules() {
        let codes = Set(CheckRules.all.map(\.code.rawValue))
        #expect(Self.appleRuleCodes.subtracting(codes).sorted() == [])
    }

    static func isApplesOrAStandard(_ address: String) -> Bool {
        guard let url = URL(string: address), url.scheme == "https", let host = url.host else { return false }
        return host == "developer.apple.com" || host == "www.rfc-editor.org"
    }
}


// MARK: The examples report their rule

extension CheckRuleExamplesTests {
    /// The app the platform-file examples are checked against, as their comments describe it: the scheme
    /// `shop`, the bundle identifier `com.example.app`, the domain `applinks:shop.example` with the
    /// universal-link route `https://shop.example/items/{id}`, the App Group `group.com.example.app`, the
    /// activity type `com.example.app.viewItem`, the refresh task `com.example.app.refresh`, the static quick
    /// action `com.example.app.stock` and the Live Activity `DeliveryAttributes`.
    static let exampleApp = #"""
        {
          "app": {
            "name": "Shop",
            "bundleIdentifier": "com.example.app",
            "urlSchemes": ["shop"],
            "teamIdentifier": "TEAM123456",
            "associatedDomains": ["applinks:shop.example"],
            "appGroup": "group.com.example.app"
          },
          "searchDomains": [
            {"identifier": "items", "entity": "item", "records": "items.json", "uniqueIdentifier": "item-${id}", "title": "${title}", "contentURL": "shop://items/${id}"}
          ],
          "routes": [
            {"name": "item", "forms": [{"kind": "scheme", "template": "shop://items/{id}"}, {"kind": "web", "template": "https://shop.example/items/{id}"}],
             "parameters": {"id": "int"}, "isUniversalLink": true},
            {"name": "stock", "forms": [{"kind": "scheme", "template": "shop://stock"}]}
          ],
          "activities": [
            {"type": "com.example.app.viewItem", "entity": "item", "title": {"ja": "品目", "en": "Item"},
             "userInfo": [{"key": "itemId", "type": "integer", "value": "${id}"}], "requiredUserInfoKeys": ["itemId"],
             "continuesTo": {"route": "item", "parameters": {"id": "itemId"}}}
          ],
          "backgroundTasks": [{"identifier": "com.example.app.refresh", "kind": "refresh", "does": [{"reindex": {}}]}],
          "quickActions": [{"type": "com.example.app.stock", "title": {"ja": "在庫", "en": "Stock"}, "does": {"openRoute": "stock"}}],
          "liveActivities": [{"attributesType": "DeliveryAttributes", "contentState": [{"name": "stops", "type": "integer"}]}]
        }
        """#

    /// Each example of an Info.plist, entitlements or served apple-app-site-association, written out (a
    /// property list's keys inside its `<dict>`) and checked with the app, reports its rule.
    @Test(arguments: [
        "plist.malformed", "infoPlist.schemeMissing", "infoPlist.extraScheme", "infoPlist.bundleIdentifier", "infoPlist.activityTypeMissing",
        "infoPlist.taskNotPermitted", "infoPlist.backgroundModeMissing", "infoPlist.quickActionMissing", "infoPlist.liveActivitiesMissing",
        "entitlements.domainMissing", "entitlements.extraDomain", "entitlements.appGroupMissing", "entitlements.wrongType",
        "servedAASA.invalidValue", "servedAASA.routeNotOpened",
    ])
    func platformFileExamplesReportTheirRule(_ code: String) throws {
        let rule = try #require(CheckRules.rule(Diagnostic.Code(rawValue: code)))
        let (first, body) = Self.split(rule.example)
        let folder = try TemporaryFolder(prefix: "rule-examples")
        defer { folder.remove() }
        try Data(Self.exampleApp.utf8).write(to: folder.url.appendingPathComponent("integrations.json"))
        try Data(#"[{"id": 1, "title": "Flour"}]"#.utf8).write(to: folder.url.appendingPathComponent("items.json"))
        let file = folder.url.appendingPathComponent("example")
        let isPropertyList = first.hasPrefix("<!--")
        try Data((isPropertyList && !body.contains("<plist") ? Self.propertyList(body) : body).utf8).write(to: file)
        let request: CheckRequest = first.contains(".entitlements") ? .app(folder.url, entitlements: file)
            : isPropertyList ? .app(folder.url, infoPlist: file) : .app(folder.url, servedAASA: file)
        let codes = try CheckEngine.run(request).diagnostics.map(\.code)
        #expect(codes.contains(rule.code), "\(code): \(codes)")
    }

    /// An example's first line (the comment naming its file) and the rest, the file's text.
    static func split(_ example: String) -> (first: String, body: String) {
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (lines.first ?? "", lines.dropFirst().joined(separator: "\n"))
    }

    /// An XML property list whose dictionary holds `keys`, a fragment of `<key>` and value elements.
    static func propertyList(_ keys: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(keys)
        </dict>
        </plist>

        """
    }
}

#if SwiftSources
extension CheckRuleExamplesTests {
    /// What each project example's comment says of the rest of the app: the keys of `Shop/Info.plist` it
    /// names, and the other files it refers to.
    static let projectContexts: [String: (plist: String, files: [String: String])] = [
        "project.activityTypeUndeclared": (
            plist: #"<key>NSUserActivityTypes</key> <array> <string>com.example.app.viewItem</string> </array>"#,
            files: [
                "Shop/View.swift": """
                import Foundation

                let viewing = NSUserActivity(activityType: "com.example.app.viewItem")
                """]),
        "project.activityTypeUnused": (
            plist: #""#,
            files: [
                "Shop/View.swift": """
                import Foundation

                let viewing = NSUserActivity(activityType: "com.example.app.viewItem")
                """]),
        "project.backgroundModeMissing": (
            plist: #"<key>BGTaskSchedulerPermittedIdentifiers</key> <array> <string>com.example.app.cleanup</string> </array> <key>UIBackgroundModes</key> <array> <string>fetch</string> </array>"#,
            files: [
                "Shop/Tasks.swift": """
                import BackgroundTasks

                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.cleanup", using: nil) { task in task.setTaskCompleted(success: true) }
                }
                """]),
        "project.backgroundTaskNotPermitted": (
            plist: #"<key>BGTaskSchedulerPermittedIdentifiers</key> <array> <string>com.example.app.cleanup</string> </array> <key>UIBackgroundModes</key> <array> <string>fetch</string> <string>processing</string> </array>"#,
            files: [:]),
        "project.backgroundTaskRegisteredLate": (
            plist: #"<key>BGTaskSchedulerPermittedIdentifiers</key> <array> <string>com.example.app.refresh</string> </array> <key>UIBackgroundModes</key> <array> <string>fetch</string> </array>"#,
            files: [:]),
        "project.backgroundTaskUnregistered": (
            plist: #"<key>UIBackgroundModes</key> <array> <string>fetch</string> </array>"#,
            files: [
                "Shop/Tasks.swift": """
                import BackgroundTasks

                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { task in task.setTaskCompleted(success: true) }
                }
                """]),
        "project.controlIntentNotInApp": (
            plist: #""#,
            files: [
                "ShopWidgets/ReorderIntent.swift": """
                import AppIntents

                struct ReorderIntent: LiveActivityIntent {
                    static let title: LocalizedStringResource = "Reorder"
                    func perform() async throws -> some IntentResult { .result() }
                }
                """]),
        "project.liveActivityFrequentUpdates": (
            plist: #"<key>NSSupportsLiveActivities</key> <true/>"#,
            files: [:]),
        "project.liveActivityNotPresented": (
            plist: #"<key>NSSupportsLiveActivities</key> <true/>"#,
            files: [:]),
        "project.urlHandlerIgnoredByScenes": (
            plist: #"<key>UIApplicationSceneManifest</key> <dict> <key>UIApplicationSupportsMultipleScenes</key> <false/> </dict>"#,
            files: [:]),
        "project.quickActionColdLaunchIgnored": (
            plist: #"<key>UIApplicationSceneManifest</key> <dict> <key>UIApplicationSupportsMultipleScenes</key> <false/> </dict> <key>UIApplicationShortcutItems</key> <array> <dict> <key>UIApplicationShortcutItemTitle</key> <string>Search</string> <key>UIApplicationShortcutItemType</key> <string>com.example.app.search</string> </dict> </array>"#,
            files: [:]),
        "project.quickActionUnhandled": (
            plist: #""#,
            files: [
                "Shop/AppDelegate.swift": """
                import UIKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        completionHandler(shortcutItem.type == "com.example.app.search")
                    }
                }
                """]),
        "project.quickActionUnknown": (
            plist: #"<key>UIApplicationShortcutItems</key> <array> <dict> <key>UIApplicationShortcutItemTitle</key> <string>Search</string> <key>UIApplicationShortcutItemType</key> <string>com.example.app.search</string> </dict> </array>"#,
            files: [:]),
        "project.urlSchemeIgnored": (
            plist: #"<key>CFBundleURLTypes</key> <array> <dict> <key>CFBundleURLSchemes</key> <array> <string>shop</string> <string>shop-legacy</string> </array> </dict> </array>"#,
            files: [:]),
        "project.urlSchemeUnregistered": (
            plist: #"<key>CFBundleURLTypes</key> <array> <dict> <key>CFBundleURLSchemes</key> <array> <string>shopapp</string> </array> </dict> </array>"#,
            files: [:]),
        "project.webpageHostNotAssociated": (
            plist: #"<key>NSUserActivityTypes</key> <array> <string>com.example.app.viewItem</string> </array>"#,
            files: [:]),
    ]

    /// The project the examples of an app's own files are checked in: an XcodeGen app `Shop` (deployment
    /// target iOS 17.0, its entitlements naming `applinks:shop.example`, the Live Activity attributes
    /// `DeliveryAttributes`) with a widget extension and an Intents extension.
    static let projectFiles: [String: String] = [
        "project.yml": """
            name: Shop
            options:
              deploymentTarget:
                iOS: "17.0"
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Shop]
                info:
                  path: Shop/Info.plist
                entitlements:
                  path: Shop/Shop.entitlements
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.example.app
                dependencies:
                  - target: ShopWidgets
                  - target: ShopIntents
              ShopWidgets:
                type: app-extension
                platform: iOS
                sources: [ShopWidgets]
                info:
                  path: ShopWidgets/Info.plist
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.example.app.widgets
              ShopIntents:
                type: app-extension
                platform: iOS
                sources: [ShopIntents]
                info:
                  path: ShopIntents/Info.plist
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.example.app.intents

            """,
        "Shop/Shop.entitlements": CheckRuleExamplesTests.propertyList("<key>com.apple.developer.associated-domains</key><array><string>applinks:shop.example</string></array>"),
        "Shop/DeliveryAttributes.swift": """
            import ActivityKit

            struct DeliveryAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var stops: Int }
                var orderId: String
            }

            """,
        "ShopWidgets/Widgets.swift": "import WidgetKit\n",
        "ShopIntents/Handler.swift": "import Intents\n",
    ]

    /// The rules of an app's own files (`check --project`).
    static let projectCodes = CheckRules.all.map { $0.code.rawValue }.filter { $0.hasPrefix("project.") }

    /// The property lists of the project before an example or its context adds to them.
    static let projectPropertyLists: [String: String] = [
        "Shop/Info.plist": "<key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"
            + "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>shop</string></array></dict></array>",
        "ShopWidgets/Info.plist": "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>",
        "ShopIntents/Info.plist": "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.intents-service</string>"
            + "<key>NSExtensionAttributes</key><dict><key>IntentsSupported</key><array/></dict></dict>",
    ]

    /// Each example of an app's own file, written into the project at the path its first line names (an
    /// Info.plist's keys added to that file's), with what its comment says of the rest, reports its rule
    /// in `check --project`. The unread source's example stands for a file that nests too deep, which is
    /// written out in full.
    @Test(arguments: projectCodes)
    func projectExamplesReportTheirRule(_ code: String) throws {
        let rule = try #require(CheckRules.rule(Diagnostic.Code(rawValue: code)))
        let (first, body) = Self.split(rule.example)
        let named = try #require(try Regex(#"^(?://|<!--) (\S+)"#).firstMatch(in: first)?.output[1].substring.map(String.init))
        let context = Self.projectContexts[code] ?? (plist: "", files: [:])
        var files = Self.projectFiles.merging(context.files) { _, new in new }
        var propertyLists: [String: [String: Any]] = [:]
        for (path, keys) in Self.projectPropertyLists {
            propertyLists[path] = try Self.dictionary(keys)
        }
        propertyLists["Shop/Info.plist", default: [:]].merge(try Self.dictionary(context.plist)) { _, new in new }
        if named.hasSuffix("Info.plist") {
            propertyLists[named, default: [:]].merge(try Self.dictionary(body)) { _, new in new }
        } else if code == "project.swiftSourceUnread" {
            files[named] = "let table: Any = " + String(repeating: "[", count: 129) + "1" + String(repeating: "]", count: 129) + "\n"
        } else {
            files[named] = body + "\n"
        }
        let folder = try TemporaryFolder(prefix: "rule-examples")
        defer { folder.remove() }
        for (path, text) in files {
            try Self.write(Data(text.utf8), to: folder.url.appendingPathComponent(path))
        }
        for (path, dictionary) in propertyLists {
            try Self.write(PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0), to: folder.url.appendingPathComponent(path))
        }
        let importer = ProjectImporter(configuration: nil, swiftSources: SwiftSyntaxSourceReader())
        let codes = try CheckEngine.run(.project(folder.url.path, importer: importer)).diagnostics.map(\.code)
        #expect(codes.contains(rule.code), "\(code): \(codes)")
    }

    /// The dictionary of a property list whose `<dict>` holds `keys`.
    static func dictionary(_ keys: String) throws -> [String: Any] {
        let data = Data(propertyList(keys).utf8)
        return try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    static func write(_ data: Data, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
#endif
