import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Swift read as the compiler scopes it, and values built in code (issue 31): `private` names belong to
/// their file, an extension adds a conformance and not a second intent, `if`/`switch` expressions and
/// getters that return in each branch give each value with its condition, widgets take `body` and `kind`
/// from a protocol extension, activities are created through the app's own initialisers and continued
/// through an enum's raw values, and SiriKit handlers are found.
@Suite struct SwiftReaderScopeTests {
    #if SwiftSources
    static func read(_ files: [(String, String)]) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read(files.map { SwiftSourceFile(path: $0.0, text: $0.1) })
    }

    /// A widget file with its own `private struct Constants`.
    static func widgetFile(_ name: String, kind: String, modifier: String = "private") -> String {
        """
        import WidgetKit
        import SwiftUI
        \(modifier) struct Constants { static let kind = "\(kind)" }
        struct \(name): Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: Constants.kind, provider: P()) { _ in Text("") }
            }
        }
        """
    }

    @Test(arguments: ["private", "fileprivate"])
    func aPrivateTypeBelongsToItsFile(modifier: String) {
        let facts = Self.read([
            ("A.swift", Self.widgetFile("AWidget", kind: "a.kind", modifier: modifier)),
            ("B.swift", Self.widgetFile("BWidget", kind: "b.kind", modifier: modifier)),
            ("C.swift", Self.widgetFile("CWidget", kind: "c.kind", modifier: modifier)),
        ])
        #expect(facts.widgets.map(\.kind) == ["a.kind", "b.kind", "c.kind"])
        #expect(facts.widgets.allSatisfy { $0.uncertainty == nil })
        #expect(facts.notes.isEmpty)
    }

    /// Internal types of one name in several files (a widget extension's and the app's) disagree: the one
    /// in the file asking is read.
    @Test func aNameInTheFileAskingWinsOverAnotherFiles() {
        let facts = Self.read([
            ("A.swift", Self.widgetFile("AWidget", kind: "a.kind", modifier: "")),
            ("B.swift", Self.widgetFile("BWidget", kind: "b.kind", modifier: "")),
        ])
        #expect(facts.widgets.map(\.kind) == ["a.kind", "b.kind"])
    }

    @Test(arguments: [
        ("fileprivate let base = \"com.ex.a\"", "fileprivate let base = \"com.ex.b\""),
        ("private let base = \"com.ex.a\"", "private let base = \"com.ex.b\""),
    ])
    func aFilePrivateConstantBelongsToItsFile(first: String, second: String) {
        let use = "\nlet activity = NSUserActivity(activityType: base + \".view\")\n"
        let facts = Self.read([("A.swift", first + use), ("B.swift", second + use)])
        #expect(facts.createdActivities.map(\.value) == ["com.ex.a.view", "com.ex.b.view"])
    }

    @Test(arguments: [
        // A declaration and an extension adding a conformance: one intent, of the refinement any names.
        ("struct Pick: AppIntent { static let title: LocalizedStringResource = \"Pick\" }\nextension Pick: WidgetConfigurationIntent {}", ["Pick"], "WidgetConfigurationIntent"),
        ("struct Go: AppIntent { static let title: LocalizedStringResource = \"Go\" }\nextension Go: ForegroundContinuableIntent {}", ["Go"], "AppIntent"),
        ("extension Go: ForegroundContinuableIntent {}\nstruct Go: AppIntent { static let title: LocalizedStringResource = \"Go\" }", ["Go"], "AppIntent"),
        // A type whose only conformance is added by an extension is an intent, once.
        ("struct Late { static let title: LocalizedStringResource = \"Late\" }\nextension Late: AppIntent {}", ["Late"], "AppIntent"),
        // An extension of a type not declared in the sources counts by itself.
        ("extension Elsewhere: AppIntent {}", ["Elsewhere"], "AppIntent"),
        // A refinement iOS 16 had (deprecated in 17, still compiled), and a schema macro that writes the
        // conformance itself (VLC's audio intents).
        ("struct Play: AudioStartingIntent { static let title: LocalizedStringResource = \"Play\" }", ["Play"], "AudioStartingIntent"),
        ("@AppIntent(schema: .audio.playAudio)\nstruct PlayAudio { var audioEntity: Track }", ["PlayAudio"], "AppIntent"),
        ("@AppIntent(.tool, schema: .journal.createEntry)\nstruct CreateEntry { var title: String? }", ["CreateEntry"], "AppIntent"),
        ("@AssistantIntent(schema: .photos.openAsset)\nstruct OpenAsset { var target: AssetEntity }", ["OpenAsset"], "AppIntent"),
        // Without `schema:`, an attribute of the same name is not the macro.
        ("@AppIntent\nstruct NotOne { }", [], ""),
    ])
    func anExtensionAddsAConformanceNotAnIntent(source: String, types: [String], kind: String) {
        let facts = Self.read([("I.swift", source)])
        #expect(facts.intents.map(\.type) == types)
        #expect(facts.intents.first?.kind ?? "" == kind)
    }

    /// The kind a widget reads, for the body of its `kind` property, each with its condition.
    static func kinds(_ kindDeclaration: String, extra: String = "") -> [String] {
        let text = """
            struct W: Widget {
                \(kindDeclaration)
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: P()) { _ in Text("") }
                }
            }
            \(extra)
            """
        return read([("W.swift", text)]).widgets.map { "\($0.kind)\($0.uncertainty.map { " ? \($0.detail)" } ?? "")" }
    }

    @Test(arguments: [
        ("let kind = \"plain\"", "", ["plain"]),
        ("let kind = if #available(iOS 17, *) { \"new\" } else { \"old\" }", "", ["new ? #available(iOS 17, *)", "old ? !(#available(iOS 17, *))"]),
        ("var kind: String { if isPro { return \"pro\" } else { return \"free\" } }", "", ["pro ? isPro", "free ? !(isPro)"]),
        ("var kind: String { if #available(iOS 17, *) { return \"same\" }\n return \"same\" }", "", ["same"]),
        ("let kind = switch Flavor.current { case .a: \"ka\"\n case .b: \"kb\" }", "", ["ka ? case .a", "kb ? case .b"]),
        ("let kind = Kind.stock.rawValue", "enum Kind: String { case stock = \"k.stock\", shelf }", ["k.stock"]),
        ("let kind = Kind.shelf.rawValue", "enum Kind: String { case stock = \"k.stock\", shelf }", ["shelf"]),
        ("let kind = Kind.shelf.identifier", "enum Kind: String { case stock, shelf\n var identifier: String { \"com.ex.\\(rawValue)\" } }", ["com.ex.shelf"]),
        ("let kind = Kind.shelf.identifier", "enum Kind { case stock, shelf\n var identifier: String { switch self { case .stock: \"s1\"\n case .shelf: \"s2\" } } }", ["s2"]),
        ("static var kind: String { String(describing: Self.self) }", "", ["W"]),
        ("#if DEBUG\nlet kind = \"debug\"\n#else\nlet kind = \"release\"\n#endif", "", ["debug ? #if DEBUG", "release ? #else"]),
    ])
    func aKindBuiltInCodeIsEachValueWithItsCondition(declaration: String, extra: String, expected: [String]) {
        #expect(Self.kinds(declaration, extra: extra) == expected)
    }

    /// A widget's `body` or `kind` supplied by a protocol extension, with `Self` the widget.
    @Test(arguments: [
        ("protocol AppWidget: Widget { static var kind: String { get } }\nextension AppWidget { var body: some WidgetConfiguration { StaticConfiguration(kind: Self.kind, provider: P()) { _ in Text(\"\") }.supportedFamilies([.systemSmall]) } }",
         "struct Steps: AppWidget { static let kind = \"steps\" }", "steps", ["systemSmall"]),
        ("protocol Named: Widget {}\nextension Named { static var kind: String { String(describing: Self.self) } }",
         "struct Rings: Named { var body: some WidgetConfiguration { StaticConfiguration(kind: Self.kind, provider: P()) { _ in Text(\"\") } } }", "Rings", []),
    ])
    func aWidgetTakesWhatAProtocolExtensionSupplies(protocolFile: String, widgetFile: String, kind: String, families: [String]) {
        let facts = Self.read([("P.swift", protocolFile), ("W.swift", widgetFile)])
        #expect(facts.widgets.map(\.kind) == [kind])
        #expect(facts.widgets.first?.families == families)
        #expect(facts.notes.isEmpty)
    }

    @Test(arguments: [
        // `if #available` with a return in each branch: what both give is certain.
        ("var families: [WidgetFamily] { if #available(iOS 16, *) { return [.systemSmall, .accessoryCircular] } else { return [.systemSmall] } }",
         ["systemSmall", "accessoryCircular ? #available(iOS 16, *)"]),
        // `var families = […]` then `families.append(…)` under a condition: the union, the appended part uncertain.
        ("var families: [WidgetFamily] {\n var families: [WidgetFamily] = [.systemSmall, .systemMedium]\n if #available(iOS 16, *) { families.append(.accessoryRectangular) }\n families += [.systemLarge]\n return families\n }",
         ["systemSmall", "systemMedium", "accessoryRectangular ? #available(iOS 16, *)", "systemLarge"]),
        ("var families: [WidgetFamily] {\n var list: [WidgetFamily] = [.systemSmall]\n #if os(iOS)\n list.append(contentsOf: [.accessoryInline])\n #endif\n return list\n }",
         ["systemSmall", "accessoryInline"]),
        // Decided for the iOS app (Decision 498): another platform's branch is not compiled, iOS's is certain.
        ("var families: [WidgetFamily] {\n #if os(watchOS)\n return [.accessoryCorner]\n #elseif os(iOS) || os(visionOS)\n return [.systemSmall]\n #else\n return [.systemLarge]\n #endif\n }",
         ["systemSmall"]),
        ("var families: [WidgetFamily] {\n #if DEBUG && os(iOS)\n return [.systemSmall]\n #else\n return [.systemMedium]\n #endif\n }",
         ["systemSmall ? #if DEBUG && os(iOS)", "systemMedium ? #else"]),
        ("let families: [WidgetFamily] = [.systemSmall]", ["systemSmall"]),
    ])
    func familiesBuiltInCodeAreTheUnionWithConditions(declaration: String, expected: [String]) {
        let text = """
            struct W: Widget {
                let kind = "w"
                \(declaration)
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: P()) { _ in Text("") }.supportedFamilies(families)
                }
            }
            """
        let widget = Self.read([("W.swift", text)]).widgets.first
        let found = widget.map { widget in
            widget.families.map { family in family + ((widget.familyUncertainties?[family]).map { " ? \($0.detail)" } ?? "") }
        }
        #expect(found == expected)
    }

    /// The activity types a file creates and continues, with their conditions.
    static func activities(_ text: String, _ more: [(String, String)] = []) -> (created: [String], handled: [String]) {
        let facts = read([("A.swift", text)] + more)
        func shown(_ value: SourceValue) -> String { value.value + (value.uncertainty.map { " ? \($0.detail)" } ?? "") }
        return (facts.createdActivities.map(shown), facts.handledActivities.map(shown))
    }

    @Test(arguments: [
        // A convenience initialiser that forwards to NSUserActivity(activityType:), followed one level.
        ("enum Kind: String { case edit = \"com.ex.edit\", view = \"com.ex.view\" }\nextension NSUserActivity {\n convenience init(kind: Kind) { self.init(activityType: kind.rawValue) }\n }\nfunc make() -> NSUserActivity { NSUserActivity(kind: .edit) }",
         ["com.ex.edit"]),
        ("enum Kind: String { case edit, view }\nfinal class MyActivity: NSUserActivity {\n init(kind: Kind, item: String) { super.init(activityType: \"com.ex.\" + kind.rawValue) }\n }\nlet a = MyActivity(kind: Kind.view, item: \"x\")",
         ["com.ex.view"]),
        // The bundle identifier, known to the importer only: a marker the importer replaces.
        ("let activity = NSUserActivity(activityType: \"\\(Bundle.main.bundleIdentifier!).frontend\")", ["$(PRODUCT_BUNDLE_IDENTIFIER).frontend"]),
        ("let bundleID = Bundle.main.bundleIdentifier ?? \"\"\nlet activity = NSUserActivity(activityType: bundleID + \".open\")", ["$(PRODUCT_BUNDLE_IDENTIFIER).open"]),
        // A value the reader does not know, with a fallback it does (Harbour's): the fallback, uncertain.
        ("let activity = NSUserActivity(activityType: \"\\(Bundle.main.mainBundleIdentifier ?? Bundle.main.bundleIdentifier!).open\")",
         ["$(PRODUCT_BUNDLE_IDENTIFIER).open ? Bundle.main.mainBundleIdentifier"]),
        // A getter's locals, reassigned, and replacingOccurrences of known values.
        ("enum K { static var id: String {\n let base = Bundle.main.bundleIdentifier!\n var id = base.replacingOccurrences(of: \".Widgets\", with: \"\")\n id = id.replacingOccurrences(of: \".Intents\", with: \"\")\n return id\n } }\nlet a = NSUserActivity(activityType: \"\\(K.id).frontend\")", ["$(PRODUCT_BUNDLE_IDENTIFIER).frontend"]),
        ("enum K { static var name: String {\n var n = \"com.ex.app.Widgets\"\n n = n.replacingOccurrences(of: \".Widgets\", with: \"\")\n return n\n } }\nlet a = NSUserActivity(activityType: K.name + \".open\")", ["com.ex.app.open"]),
        // Under #if, a branch, or a case: uncertain.
        ("func f() {\n #if DEBUG\n let a = NSUserActivity(activityType: \"com.ex.debug\")\n #endif\n }", ["com.ex.debug ? #if DEBUG"]),
        ("func f(_ pro: Bool) -> NSUserActivity? { if pro { return NSUserActivity(activityType: \"com.ex.pro\") }; return nil }", ["com.ex.pro ? pro"]),
        ("func f(_ r: R) -> NSUserActivity? { switch r { case .item: return NSUserActivity(activityType: \"com.ex.item\")\n default: return nil } }", ["com.ex.item ? case .item"]),
    ])
    func activitiesCreatedInCode(text: String, created: [String]) {
        #expect(Self.activities(text).created == created)
    }

    @Test(arguments: [
        ("enum Kind: String { case edit = \"com.ex.edit\", view = \"com.ex.view\", share }\nfunc go(_ activity: NSUserActivity) {\n switch Kind(rawValue: activity.activityType) {\n case .edit: break\n case .view?: break\n default: break\n }\n }",
         ["com.ex.edit", "com.ex.view"]),
        ("enum Kind: String { case edit = \"com.ex.edit\", view = \"com.ex.view\" }\nfunc go(_ activity: NSUserActivity) {\n guard let kind = Kind(rawValue: activity.activityType) else { return }\n switch kind {\n case .view: break\n default: break\n }\n }",
         ["com.ex.view"]),
        ("func go(_ activity: NSUserActivity) { if activity.activityType == String(describing: INStartCallIntent.self) {} }", ["INStartCallIntent"]),
    ])
    func activitiesContinuedThroughRawValues(text: String, handled: [String]) {
        #expect(Self.activities(text).handled == handled)
    }

    @Test func eligibilitySetToFalseIsKept() {
        let text = """
            func make() -> NSUserActivity {
                let activity = NSUserActivity(activityType: "com.ex.suggest")
                activity.isEligibleForHandoff = false
                activity.isEligibleForPrediction = true
                return activity
            }
            final class VC {
                var userActivity: NSUserActivity?
                func show() {
                    userActivity = NSUserActivity(activityType: "com.ex.search")
                    userActivity?.isEligibleForSearch = true
                    self.userActivity?.isEligibleForHandoff = false
                }
            }
            """
        let facts = Self.read([("A.swift", text)])
        #expect(facts.disabledEligibility == ["com.ex.suggest": ["handoff"], "com.ex.search": ["handoff"]])
        #expect(facts.eligibility == ["com.ex.suggest": ["prediction"], "com.ex.search": ["search"]])
    }

    @Test func siriKitHandlersAndCreatedIntentsAreFound() {
        let text = """
            class IntentHandler: INExtension, INSendMessageIntentHandling, LDRestockIntentHandling {}
            final class OrderHandler: NSObject {
                func handle(intent: LDOrderIntent, completion: @escaping (LDOrderIntentResponse) -> Void) {}
                func resolveItem(for intent: LDOrderIntent) async -> INStringResolutionResult { .notRequired() }
            }
            func donate() { INInteraction(intent: LDCheckIntent(), response: nil).donate() }
            """
        let facts = Self.read([("H.swift", text)])
        #expect(facts.siriKitHandlers.map(\.value) == ["INSendMessageIntent", "LDRestockIntent", "LDOrderIntent"])
        #expect(facts.createdIntents.map(\.value) == ["LDCheckIntent"])
    }
    #endif
}
