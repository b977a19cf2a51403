import Foundation
import IntegrationsCheck
import IntegrationsCore
import Testing

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
        "project.liveActivityNotSupported", "project.notificationActionUnknown", "project.notificationCategoryUnregistered",
        "project.quickActionColdLaunchIgnored", "project.quickActionIncomplete", "project.quickActionUnhandled",
        "project.quickActionUnknown", "project.urlSchemeIgnored", "project.urlSchemeInvalid", "project.urlSchemeNotQueried",
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
