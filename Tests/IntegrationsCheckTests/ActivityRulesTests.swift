import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// `check --project`'s activity, widget and SiriKit rules on small projects (issue 31): the reason follows
/// the flags set, what the platform hands the app needs no declaration, a dead SiriKit handler is found,
/// and a value under a condition or built from something not known never gives an error.
@Suite struct ActivityRulesTests {
    #if SwiftSources
    static func plist(identifier: String, activityTypes: [String] = [], extra: String = "") -> Data {
        let types = activityTypes.map { "<string>\($0)</string>" }.joined()
        return Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>\(identifier)</string>
            <key>NSUserActivityTypes</key><array>\(types)</array>
            \(extra)
            </dict></plist>
            """.utf8)
    }

    static let intentsExtension = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.ex.app.intents</string>
        <key>NSExtension</key><dict>
        <key>NSExtensionAttributes</key><dict><key>IntentsSupported</key><array><string>INSendMessageIntent</string><string>EXOrderIntent</string></array></dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.intents-service</string>
        </dict></dict></plist>
        """.utf8)

    /// An Intents extension listing a system intent and a custom one, whose handler compiles against it.
    static let intentsFiles: [String: Data] = [
        "Intents/Info.plist": intentsExtension,
        "Intents/Order.swift": Data("final class OrderHandler: NSObject, EXOrderIntentHandling {}\n".utf8),
    ]

    /// The findings as `code severity` (with `uncertain` when the message gives a reason).
    static func findings(_ swift: String, plist: Data = plist(identifier: "com.ex.app"), more: [String: Data] = [:]) throws -> [String] {
        var files = ["App/Info.plist": plist, "App/Code.swift": Data(swift.utf8)]
        files.merge(more) { _, new in new }
        let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(files: files)
        return ProjectChecks(report: report).run().map {
            "\($0.code.rawValue) \($0.severity.rawValue)\($0.message.en.contains("(uncertain:") ? " uncertain" : "")"
        }
    }

    @Test(arguments: [
        // Handoff on by default, continued nowhere.
        ("let a = NSUserActivity(activityType: \"com.ex.app.share\")", ["project.activityTypeUndeclared error"], "continues it"),
        // Handoff off, prediction on: Siri suggestions.
        ("func f() { let a = NSUserActivity(activityType: \"com.ex.app.say\")\n a.isEligibleForHandoff = false\n a.isEligibleForPrediction = true }", ["project.activityTypeUndeclared error"], "Siri never suggests"),
        // Handoff off, search only: nothing to declare.
        ("func f() { let a = NSUserActivity(activityType: \"com.ex.app.find\")\n a.isEligibleForHandoff = false\n a.isEligibleForSearch = true }", [], ""),
        // Under #if: a warning that says why.
        ("#if DEBUG\nlet a = NSUserActivity(activityType: \"com.ex.app.debug\")\n#endif", ["project.activityTypeUndeclared warning uncertain"], "#if DEBUG"),
        // Under a branch.
        ("func f(_ on: Bool) { if on { let a = NSUserActivity(activityType: \"com.ex.app.maybe\") } }", ["project.activityTypeUndeclared warning uncertain"], "it is used only under `on`"),
    ])
    func theReasonFollowsTheFlags(swift: String, expected: [String], saying: String) throws {
        #expect(try Self.findings(swift) == expected)
        if !saying.isEmpty {
            var files = ["App/Info.plist": Self.plist(identifier: "com.ex.app"), "App/Code.swift": Data(swift.utf8)]
            files["App/Code.swift"] = Data(swift.utf8)
            let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(files: files)
            #expect(ProjectChecks(report: report).run().first?.message.en.contains(saying) == true)
        }
    }

    /// The bundle identifier in an activity type: the app's when known (then the declaration matches),
    /// otherwise the build setting's name, and at most a warning.
    @Test(arguments: [
        ("com.ex.app", ["com.ex.app.frontend"], [String]()),
        ("com.ex.app", [], ["project.activityTypeUndeclared error"]),
        ("$(PRODUCT_BUNDLE_IDENTIFIER)", [], ["project.activityTypeUndeclared warning uncertain"]),
    ])
    func anActivityTypeFromTheBundleIdentifier(identifier: String, declared: [String], expected: [String]) throws {
        let swift = "let a = NSUserActivity(activityType: \"\\(Bundle.main.bundleIdentifier!).frontend\")\n"
        #expect(try Self.findings(swift, plist: Self.plist(identifier: identifier, activityTypes: declared)) == expected)
    }

    @Test func aWidgetsKindContinuedNeedsNoDeclaration() throws {
        let swift = """
            struct W: Widget {
                let kind = "com.ex.app.progress"
                var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { _ in Text("") } }
            }
            struct V: View {
                var body: some View {
                    Text("").onContinueUserActivity("com.ex.app.progress") { _ in }
                        .onContinueUserActivity(NSUserActivityTypeLiveActivity) { _ in }
                }
            }
            """
        #expect(try Self.findings(swift) == [])
    }

    @Test(arguments: [
        // Listed in IntentsSupported: handled and reachable.
        ("final class H: INExtension, INSendMessageIntentHandling {}", [String]()),
        // Listed nowhere: a dead handler.
        ("final class H: INExtension, INSearchForMessagesIntentHandling {}", ["project.intentHandlerUnreachable warning"]),
        ("final class H: NSObject { func handle(intent: EXArchiveIntent, completion: @escaping (EXArchiveIntentResponse) -> Void) {} }", ["project.intentHandlerUnreachable warning"]),
        // Created (donated) in the app: not dead.
        ("final class H: NSObject, EXArchiveIntentHandling {}\nfunc donate() { INInteraction(intent: EXArchiveIntent(), response: nil).donate() }", []),
        // Under #if: the warning says why.
        ("#if DEBUG\nfinal class H: INExtension, INSearchForMessagesIntentHandling {}\n#endif", ["project.intentHandlerUnreachable warning uncertain"]),
    ])
    func aSiriKitHandlerNothingRoutesToIsFound(swift: String, expected: [String]) throws {
        #expect(try Self.findings(swift, more: Self.intentsFiles) == expected)
    }

    /// Intent class names in NSUserActivityTypes: valid when the intent exists, a warning for a system
    /// intent nothing lists, handles or creates.
    @Test(arguments: [
        ("EXOrderIntent", [String]()),
        ("INSendMessageIntent", []),
        ("INStartCallIntent", ["project.activityTypeUnused warning"]),
    ])
    func intentNamesInNSUserActivityTypes(name: String, expected: [String]) throws {
        let findings = try Self.findings("let x = 1\n", plist: Self.plist(identifier: "com.ex.app", activityTypes: [name]),
                                         more: Self.intentsFiles)
        #expect(findings == expected)
    }

    /// Two widgets with one kind: an error when both are certain, a warning when one is under `#if`.
    @Test(arguments: [
        ("", "widget.duplicateKind error"),
        ("#if DEBUG\n", "widget.duplicateKind warning uncertain"),
    ])
    func aDuplicateKindUnderAConditionIsAWarning(prefix: String, expected: String) throws {
        let end = prefix.isEmpty ? "" : "\n#endif"
        let swift = """
            struct A: Widget { let kind = "k"
                var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { _ in Text("") } } }
            \(prefix)struct B: Widget { let kind = "k"
                var body: some WidgetConfiguration { StaticConfiguration(kind: kind, provider: P()) { _ in Text("") } } }\(end)
            """
        #expect(try Self.findings(swift) == [expected])
    }
    #endif
}
