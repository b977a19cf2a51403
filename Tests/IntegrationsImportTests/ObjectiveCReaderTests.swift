import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import Testing

/// Objective-C call sites (ObjectiveCSourceReader, Decision 490): the tokenizer's literals and comments, the
/// constants of `#define` and `NSString *const`, and each call site read into the facts the Swift reader
/// gives, with its place and the condition it is under; what is not a literal is a note and an unread kind.
@Suite struct ObjectiveCReaderTests {
    static func read(_ text: String, header: String = "") -> SwiftSourceFacts {
        ObjectiveCSourceReader.read(
            [ObjectiveCSourceFile(path: "App/AppDelegate.m", text: text)],
            headers: header.isEmpty ? [] : [ObjectiveCSourceFile(path: "App/Constants.h", text: header)])
    }

    // MARK: Tokens

    struct TokenRow: Sendable, CustomTestStringConvertible {
        var source: String
        var expected: [String]
        var testDescription: String { source }
    }

    /// Each token as `kind:text`.
    static let tokenRows: [TokenRow] = [
        TokenRow(source: #"[a b:@"x"];"#, expected: ["p:[", "i:a", "i:b", "p::", "s:x", "p:]", "p:;"]),
        TokenRow(source: #"@"a" @"b" "c""#, expected: ["s:abc"]),
        TokenRow(source: #"@"q\"uote\n\u00e9""#, expected: ["s:q\"uote\né"]),
        TokenRow(source: "x // @\"not\" [y]\n/* [z] @\"no\" */ w", expected: ["i:x", "i:w"]),
        TokenRow(source: "#define K @\"v\" \\\n  @\"w\"\nk", expected: ["d:define K @\"v\"    @\"w\"", "i:k"]),
        TokenRow(source: "a # b", expected: ["i:a", "p:#", "i:b"]),
        TokenRow(source: "@interface A @end @[1, 2.5] @{}", expected: ["i:@interface", "i:A", "i:@end", "p:@[", "n:1", "p:,", "n:2.5", "p:]", "p:@{", "p:}"]),
        TokenRow(source: #"@"unterminated"#, expected: ["s:unterminated"]),
        TokenRow(source: "/* never closed [a b:@\"x\"]", expected: []),
        TokenRow(source: "'\\'' 'a'", expected: ["n:'", "n:a"]),
    ]

    @Test(arguments: tokenRows)
    func tokens(row: TokenRow) {
        let kinds: [ObjectiveCToken.Kind: String] = [.identifier: "i", .string: "s", .cString: "c", .number: "n", .punctuation: "p", .directive: "d"]
        #expect(ObjectiveCTokens.of(row.source).map { "\(kinds[$0.kind] ?? "?"):\($0.text)" } == row.expected)
    }

    @Test func tokensHaveScalarColumnsAndLines() {
        let tokens = ObjectiveCTokens.of("// 目標\n  é [x y];")
        #expect(tokens.first?.line == 2 && tokens.first?.column == 3)
        #expect(tokens[1].is("[") && tokens[1].column == 5)
    }

    // MARK: Call sites

    struct SiteRow: Sendable, CustomTestStringConvertible {
        var name: String
        var code: String
        /// What was found, each `fact value @line [uncertainty]`.
        var expected: [String]
        var unread: Set<String> = []
        var testDescription: String { name }
    }

    static func found(_ facts: SwiftSourceFacts) -> [String] {
        func shown(_ kind: String, _ value: SourceValue) -> String {
            "\(kind) \(value.value) @\(value.source.split(separator: ":").last ?? "")" + (value.uncertainty.map { " [\($0.detail)]" } ?? "")
        }
        var lines: [String] = []
        for category in facts.notificationCategories {
            let actions = category.actions.map { "\($0.identifier)\($0.textInput ? "(text)" : "")\($0.options.map { "+" + $0 }.joined())" }
            lines.append("category \(category.identifier) [\(actions.joined(separator: ","))] registered=\(category.registered)")
        }
        lines += facts.createdActions.map { shown("action", $0) }
        lines += facts.handledActions.map { shown("handledAction", $0) }
        lines += facts.handledCategories.map { shown("handledCategory", $0) }
        lines += facts.createdActivities.map { shown("activity", $0) }
        lines += facts.handledActivities.map { shown("handledActivity", $0) }
        lines += facts.backgroundTaskUses.map { shown("task.\($0.use.rawValue)\($0.kind.map { "." + $0.rawValue } ?? "")\($0.lateIn.map { " late:" + $0 } ?? "")", $0.identifier) }
        lines += facts.quickActionUses.map { shown("quickAction.\($0.use.rawValue)\($0.title.map { " '" + $0 + "'" } ?? "")", $0.type) }
        let entry = facts.quickActionEntryPoints
        lines += entry.applicationPerformAction.map { "entry.applicationPerformAction \($0)" }
        lines += entry.windowScenePerformAction.map { "entry.windowScenePerformAction \($0)" }
        lines += entry.launchOptionsShortcutItem.map { "entry.launchOptions \($0)" }
        lines += entry.connectionOptionsShortcutItem.map { "entry.connectionOptions \($0)" }
        lines += entry.windowSceneDelegates.map { "entry.sceneDelegate \($0)" }
        lines += facts.notes.map { "note \($0.source) \($0.message.en)" }
        return lines
    }

    static let header = """
        #define TASK @"com.example.task"
        #define TASK_ALIAS TASK
        #define TWICE @"one"
        static NSString * const ACTION = @"DONE";
        NSString *const CATEGORY = @"INBOX";
        NSString *notConstant = @"MUTABLE";
        #ifdef ALPHA
            #define FLAVOUR_TASK @"com.example.alpha.task"
        #elif defined(BETA)
            #define FLAVOUR_TASK @"com.example.beta.task"
        #else
            #define FLAVOUR_TASK @"com.example.task"
        #endif
        """

    static let siteRows: [SiteRow] = [
        SiteRow(name: "a category with actions in a literal array, registered", code: """
            UNNotificationAction *done = [UNNotificationAction actionWithIdentifier:ACTION title:@"Done" options:UNNotificationActionOptionForeground | UNNotificationActionOptionDestructive];
            UNNotificationCategory *c = [UNNotificationCategory categoryWithIdentifier:CATEGORY actions:@[done, [UNTextInputNotificationAction actionWithIdentifier:@"REPLY" title:@"Reply" options:UNNotificationActionOptionNone textInputButtonTitle:@"Send" textInputPlaceholder:@""]] intentIdentifiers:@[] options:0];
            [center setNotificationCategories:[NSSet setWithObject:c]];
            """, expected: ["category INBOX [DONE+foreground+destructive,REPLY(text)] registered=true", "action DONE @1", "action REPLY @2"]),
        SiteRow(name: "a category never registered", code: """
            [UNNotificationCategory categoryWithIdentifier:@"LOOSE" actions:@[] intentIdentifiers:@[] options:0];
            """, expected: ["category LOOSE [] registered=false"]),
        SiteRow(name: "a category and an action that are not literals", code: """
            [UNNotificationCategory categoryWithIdentifier:[self name] actions:@[] intentIdentifiers:@[] options:0];
            [UNNotificationCategory categoryWithIdentifier:@"C" actions:@[other] intentIdentifiers:@[] options:0];
            [UNNotificationAction actionWithIdentifier:notConstant title:@"t" options:0];
            """, expected: [
                "category C [] registered=false",
                "note App/AppDelegate.m:1 not a literal: [self name] (a notification category's identifier)",
                "note App/AppDelegate.m:2 not a literal: other (an action of C)",
                "note App/AppDelegate.m:3 not a literal: notConstant (a notification action's identifier)",
            ], unread: ["notificationCategory", "notificationAction"]),
        SiteRow(name: "handlers compare either way round, through an alias", code: """
            if ([response.actionIdentifier isEqualToString:ACTION]) {}
            if ([@"LATER" isEqualToString:[response actionIdentifier]]) {}
            NSString *category = response.notification.request.content.categoryIdentifier;
            if ([category isEqualToString:CATEGORY]) {}
            """, expected: ["handledAction DONE @1", "handledAction LATER @2", "handledCategory INBOX @4"]),
        SiteRow(name: "an action identifier read and not compared", code: """
            [self route:response.actionIdentifier];
            """, expected: [], unread: ["handledNotificationAction"]),
        SiteRow(name: "background tasks, with a #define alias and #if", code: """
            - (BOOL)application:(UIApplication *)app didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:TASK_ALIAS usingQueue:nil launchHandler:^(BGTask *t) {}];
            #ifdef DEBUG
                [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.debug" usingQueue:nil launchHandler:nil];
            #else
                [[BGProcessingTaskRequest alloc] initWithIdentifier:@"com.example.release"];
            #endif
            }
            - (void)viewDidLoad {
                [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:TASK usingQueue:nil launchHandler:nil];
                [[BGAppRefreshTaskRequest alloc] initWithIdentifier:TASK];
            }
            """, expected: [
                "task.register com.example.task @2", "task.register com.example.debug @4 [#ifdef DEBUG]", "task.submit.processing com.example.release @6 [#else of #ifdef DEBUG]",
                "task.register late:viewDidLoad() com.example.task @10", "task.submit.refresh com.example.task @11",
            ]),
        SiteRow(name: "a runtime condition, and @available is none", code: """
            if (@available(iOS 13.0, *)) { [[BGAppRefreshTaskRequest alloc] initWithIdentifier:TASK]; }
            if (self.enabled) { [[BGAppRefreshTaskRequest alloc] initWithIdentifier:TASK]; } else { [[BGProcessingTaskRequest alloc] initWithIdentifier:TASK]; }
            """, expected: ["task.submit.refresh com.example.task @1", "task.submit.refresh com.example.task @2 [self.enabled]", "task.submit.processing com.example.task @2 [!(self.enabled)]"]),
        SiteRow(name: "a background task that is not a literal", code: """
            [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:[NSString stringWithFormat:@"%@.refresh", bundle] usingQueue:nil launchHandler:nil];
            """, expected: ["note App/AppDelegate.m:1 not a literal: [NSString stringWithFormat:@\"%@.refresh\", bundle] (a background task's identifier)"], unread: ["backgroundTask"]),
        SiteRow(name: "quick actions created, handled and received", code: """
            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @end
            - (void)windowScene:(UIWindowScene *)scene performActionForShortcutItem:(UIApplicationShortcutItem *)item completionHandler:(void (^)(BOOL))done {
                done([item.type isEqualToString:@"com.example.open"]);
            }
            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                UIApplicationShortcutItem *first = connectionOptions.shortcutItem;
                if ([first.type isEqualToString:@"com.example.new"]) {}
                [[UIMutableApplicationShortcutItem alloc] initWithType:@"com.example.new" localizedTitle:@"New"];
                if ([thing.type isEqualToString:@"not.a.shortcut"]) {}
                id launched = options[UIApplicationLaunchOptionsShortcutItemKey];
            }
            """, expected: [
                "quickAction.handle com.example.open @4", "quickAction.handle com.example.new @8",
                "quickAction.create 'New' com.example.new @9",
                "entry.windowScenePerformAction App/AppDelegate.m:3", "entry.launchOptions App/AppDelegate.m:11",
                "entry.connectionOptions App/AppDelegate.m:7", "entry.sceneDelegate App/AppDelegate.m:1",
            ]),
        SiteRow(name: "activity types created and continued, the system's by name", code: """
            NSUserActivity *a = [[NSUserActivity alloc] initWithActivityType:@"com.example.view"];
            if ([userActivity.activityType isEqualToString:NSUserActivityTypeBrowsingWeb]) {}
            [[NSUserActivity alloc] initWithActivityType:type];
            """, expected: [
                "activity com.example.view @1", "handledActivity NSUserActivityTypeBrowsingWeb @2",
                "note App/AppDelegate.m:3 not a literal: type (an activity type)",
            ], unread: ["activityType"]),
        SiteRow(name: "a constant with two values is none", code: """
            [[NSUserActivity alloc] initWithActivityType:TWICE];
            """, expected: ["note App/AppDelegate.m:1 not a literal: TWICE (an activity type)"], unread: ["activityType"]),
        SiteRow(name: "a constant defined per flavour under #ifdef/#elif/#else has each value under its condition", code: """
            [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:FLAVOUR_TASK usingQueue:nil launchHandler:nil];
            """, expected: [
                "task.register com.example.alpha.task @1 [#ifdef ALPHA]", "task.register com.example.beta.task @1 [#elif defined(BETA)]",
                "task.register com.example.task @1 [#else of #ifdef ALPHA]",
            ]),
        SiteRow(name: "the system's action identifiers are values", code: """
            if ([response.actionIdentifier isEqualToString:UNNotificationDismissActionIdentifier]) {}
            """, expected: ["handledAction com.apple.UNNotificationDismissActionIdentifier @1"]),
        SiteRow(name: "messages in comments and strings are not read", code: """
            // [[BGAppRefreshTaskRequest alloc] initWithIdentifier:@"commented"];
            NSString *s = @"[[BGAppRefreshTaskRequest alloc] initWithIdentifier:@\\"quoted\\"]";
            """, expected: []),
        SiteRow(name: "damaged text", code: """
            [[BGAppRefreshTaskRequest alloc] initWithIdentifier:@"open" ]]]) } {{ [UNNotificationCategory categoryWithIdentifier:
            """, expected: ["task.submit.refresh open @1"]),
    ]

    @Test(arguments: siteRows)
    func callSites(row: SiteRow) {
        let facts = Self.read(row.code, header: Self.header + "\n#define TWICE @\"two\"\n")
        #expect(Self.found(facts) == row.expected)
        #expect(facts.unreadKinds == row.unread.union(ObjectiveCSourceReader.kindsNotRead))
    }

    @Test func aPathologicalFileIsReadInOnePass() {
        // Braces and brackets alone, nested and not: every opener is matched once.
        let text = String(repeating: "{[(", count: 20_000) + String(repeating: "-)]}", count: 20_000) + String(repeating: "{", count: 50_000)
            + "if (a) {} " + String(repeating: "else {} ", count: 50_000) + String(repeating: "- (void)m:", count: 20_000) + "{"
            // Many conditional blocks each holding a call site, many methods, many entry-point names.
            + String(repeating: "if (a) { [[BGAppRefreshTaskRequest alloc] initWithIdentifier:@\"t\"]; }\n", count: 5_000)
            + String(repeating: "- (void)v { [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@\"t\" usingQueue:nil launchHandler:nil]; }\n", count: 5_000)
            + String(repeating: "performActionForShortcutItem: ", count: 5_000)
            // Messages nested 5,000 deep, each sent to the one inside it.
            + String(repeating: "[", count: 5_000) + "x" + String(repeating: " y:1]", count: 5_000)
        let facts = Self.read(text)
        #expect(facts.notes.isEmpty)
        #expect(facts.unreadKinds == ObjectiveCSourceReader.kindsNotRead)
        #expect(facts.backgroundTaskUses.count == 10_000)
        #expect(facts.backgroundTaskUses.filter { $0.identifier.uncertainty?.detail == "a" }.count == 5_000)
    }

    // MARK: Conditions the configuration decides (Decision 495)

    /// A configuration that defines `BETA=1`, `LEVEL=0` and `DEBUG=1`, in a project some of whose
    /// configurations also define `ALPHA` and `LOCAL`; the app's own code `#define`s `LOCAL`.
    static let beta = PreprocessorMacros(
        configuration: ["BETA": "1", "LEVEL": "0", "DEBUG": "1"], projectNames: ["BETA", "LEVEL", "DEBUG", "ALPHA", "LOCAL"], definedInSources: ["LOCAL"])

    struct ConditionRow: Sendable, CustomTestStringConvertible {
        var keyword: String
        var expression: String
        var holds: Bool?
        var testDescription: String { "#\(keyword) \(expression)" }
    }

    static let conditionRows: [ConditionRow] = [
        ConditionRow(keyword: "ifdef", expression: "BETA", holds: true),
        ConditionRow(keyword: "ifdef", expression: "ALPHA", holds: false),
        ConditionRow(keyword: "ifndef", expression: "ALPHA", holds: true),
        // Defined by the app's own code, or by no configuration (the SDK's, an include guard): not decided.
        ConditionRow(keyword: "ifdef", expression: "LOCAL", holds: nil),
        ConditionRow(keyword: "ifdef", expression: "TARGET_OS_MACCATALYST", holds: nil),
        ConditionRow(keyword: "if", expression: "defined(BETA)", holds: true),
        ConditionRow(keyword: "if", expression: "defined ALPHA", holds: false),
        // A name that starts with `defined` is a name, not the operator.
        ConditionRow(keyword: "if", expression: "definedALPHA", holds: nil),
        ConditionRow(keyword: "if", expression: "!defined(ALPHA)", holds: true),
        ConditionRow(keyword: "if", expression: "BETA", holds: true),
        ConditionRow(keyword: "if", expression: "LEVEL", holds: false),
        ConditionRow(keyword: "if", expression: "ALPHA", holds: false),
        ConditionRow(keyword: "if", expression: "!BETA", holds: false),
        ConditionRow(keyword: "if", expression: "DEBUG // a debug build", holds: true),
        ConditionRow(keyword: "if", expression: "0", holds: false),
        ConditionRow(keyword: "if", expression: "1", holds: true),
        ConditionRow(keyword: "if", expression: "BETA && ALPHA", holds: nil),
        ConditionRow(keyword: "if", expression: "TARGET_OS_IOS", holds: nil),
    ]

    @Test(arguments: conditionRows)
    func conditionIsDecidedOnlyOnTheProjectsOwnMacros(row: ConditionRow) {
        #expect(Self.beta.holds(row.keyword, row.expression) == row.holds)
        #expect(PreprocessorMacros.unknown.holds(row.keyword, row.expression) == (["0", "1"].contains(row.expression) ? row.holds : nil))
    }

    struct DefinitionRow: Sendable, CustomTestStringConvertible {
        var value: String
        var flags: Bool
        var macros: [String: String]?
        var testDescription: String { value }
    }

    static let definitionRows: [DefinitionRow] = [
        DefinitionRow(value: "IS_ALPHA=1 DEBUG=1", flags: false, macros: ["IS_ALPHA": "1", "DEBUG": "1"]),
        DefinitionRow(value: "FLAG  LEVEL=", flags: false, macros: ["FLAG": "1", "LEVEL": ""]),
        DefinitionRow(value: "-Wall -DFOO -D BAR=2 -fobjc-arc", flags: true, macros: ["FOO": "1", "BAR": "2"]),
        DefinitionRow(value: #"NAME="a b""#, flags: false, macros: nil),
        DefinitionRow(value: "-include Prefix.h", flags: true, macros: nil),
        DefinitionRow(value: "-UDEBUG", flags: true, macros: nil),
        DefinitionRow(value: "", flags: false, macros: [:]),
    ]

    @Test(arguments: definitionRows)
    func settingsNameTheirMacros(row: DefinitionRow) {
        #expect(PreprocessorMacros.names(in: row.value, flags: row.flags) == row.macros)
    }

    static let flavourHeader = """
        #ifndef Constants_h
        #define Constants_h
        #ifdef BETA
        #define kSync @"com.example.beta.sync"
        #else
        #define kSync @"com.example.sync"
        #endif
        #endif
        """

    static let flavourSource = """
        - (void)register {
            [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kSync usingQueue:nil launchHandler:^(BGTask *t) {}];
        #if DEBUG
            [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.diagnostics" usingQueue:nil launchHandler:^(BGTask *t) {}];
        #elif ALPHA
            [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.alpha" usingQueue:nil launchHandler:^(BGTask *t) {}];
        #endif
        }
        """

    struct FlavourRow: Sendable, CustomTestStringConvertible {
        var name: String
        var macros: PreprocessorMacros
        /// Each registered identifier with the condition that leaves it uncertain, if any.
        var registered: [String]
        var testDescription: String { name }
    }

    static let flavourRows: [FlavourRow] = [
        FlavourRow(name: "release", macros: PreprocessorMacros(configuration: [:], projectNames: ["BETA", "DEBUG", "ALPHA"]),
                   registered: ["com.example.sync"]),
        FlavourRow(name: "beta debug", macros: PreprocessorMacros(configuration: ["BETA": "1", "DEBUG": "1"], projectNames: ["BETA", "DEBUG", "ALPHA"]),
                   registered: ["com.example.beta.sync", "com.example.diagnostics"]),
        FlavourRow(name: "alpha", macros: PreprocessorMacros(configuration: ["ALPHA": "1"], projectNames: ["BETA", "DEBUG", "ALPHA"]),
                   registered: ["com.example.sync", "com.example.alpha"]),
        FlavourRow(name: "settings not known", macros: .unknown, registered: [
            "com.example.beta.sync under #ifdef BETA", "com.example.sync under #else of #ifdef BETA",
            "com.example.diagnostics under #if DEBUG", "com.example.alpha under #elif ALPHA",
        ]),
    ]

    @Test(arguments: flavourRows)
    func flavoursAreReadAsTheConfigurationCompilesThem(row: FlavourRow) {
        let facts = ObjectiveCSourceReader.read(
            [ObjectiveCSourceFile(path: "App/AppDelegate.m", text: Self.flavourSource)],
            headers: [ObjectiveCSourceFile(path: "App/Constants.h", text: Self.flavourHeader)], macros: row.macros)
        let registered = facts.backgroundTaskUses.map { use in
            use.identifier.value + (use.identifier.uncertainty.map { " under \($0.detail)" } ?? "")
        }
        #expect(registered == row.registered)
    }

    /// The fixture's configurations, each with its own identifiers and Info.plist (Patterns/ObjectiveCFlavours).
    @Test(arguments: [
        ("Release", ["com.example.lantern.sync", "com.example.lantern.cleanup", "com.example.lantern.catalyst"]),
        ("Beta", ["com.example.lantern.beta.sync", "com.example.lantern.beta.cleanup", "com.example.lantern.catalyst"]),
        ("Debug", ["com.example.lantern.sync", "com.example.lantern.cleanup", "com.example.lantern.diagnostics", "com.example.lantern.catalyst"]),
    ])
    func eachConfigurationImportsItsFlavour(configuration: String, identifiers: [String]) throws {
        let report = try ImporterTests.importer(configuration: configuration)
            .importProject(at: ImporterTests.projects.appendingPathComponent("Patterns/ObjectiveCFlavours"))
        let tasks = report.backgroundTasks ?? []
        #expect(Set(tasks.map(\.identifier)) == Set(identifiers))
        // Only the Catalyst task, under a condition no configuration decides, is uncertain; every other is permitted.
        #expect(tasks.filter { $0.uncertainty != nil }.map(\.identifier) == ["com.example.lantern.catalyst"])
        #expect(tasks.filter { !$0.declared }.map(\.identifier).sorted() == identifiers.filter { $0.hasSuffix("catalyst") || $0.hasSuffix("diagnostics") }.sorted())
    }
}
