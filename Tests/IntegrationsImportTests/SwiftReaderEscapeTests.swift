import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// A string literal is read as the program sees it: escapes decoded, raw strings' own escapes, multi-line
/// literals with their indentation stripped and their line continuations joined. Read as written,
/// `"com.ex.a\u{41}b"` was the text `com.ex.a\u{41}b`, and `check --project` reported it undeclared
/// against a property list declaring `com.ex.aAb`.
@Suite struct SwiftReaderEscapeTests {
    #if SwiftSources
    /// The activity type a literal (written in Swift, after `let base = "com.ex"`) creates.
    static func createdType(_ literal: String) -> String? {
        let text = "let base = \"com.ex\"\nlet activity = NSUserActivity(activityType: \(literal))\n"
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "A.swift", text: text)])
        return facts.createdActivities.first?.value
    }

    @Test(arguments: [
        (#""com.ex.a\u{41}b""#, "com.ex.aAb"),
        (#""caf\u{E9} \u{1F600}""#, "café 😀"),
        (#""Say \"hi\"""#, #"Say "hi""#),
        (#""a\\b""#, #"a\b"#),
        (#""a\tb""#, "a\tb"),
        (#""a\nb""#, "a\nb"),
        (#""a\rb""#, "a\rb"),
        (#""a\0b""#, "a\0b"),
        (#""it\'s""#, "it's"),
        // Raw strings: a backslash is itself; `\#` starts an escape.
        (##"#"a\nb"#"##, #"a\nb"#),
        (##"#"a\#nb"#"##, "a\nb"),
        (##"#"a\#u{41}b"#"##, "aAb"),
        (##"#"say "hi""#"##, #"say "hi""#),
        (###"##"a\#nb"##"###, ##"a\#nb"##),
        // Multi-line: indentation as the closing delimiter's stripped, `\` at a line's end joins lines.
        ("\"\"\"\n    com.ex.\n      a\\u{41}b\n    \"\"\"", "com.ex.\n  aAb"),
        ("\"\"\"\n    com.ex.\\\n    a\\u{41}b\n    \"\"\"", "com.ex.aAb"),
        ("#\"\"\"\n    a\\nb\\#tc\n    \"\"\"#", "a\\nb\tc"),
        // Interpolations of constants, with escapes in the constant parts.
        (#""\(base).a\u{41}b""#, "com.ex.aAb"),
        (#""\(base)\u{2E}\"q\"""#, #"com.ex."q""#),
        (##"#"\#(base).a\u{41}b"#"##, #"com.ex.a\u{41}b"#),
        ("\"\"\"\n    \\(base).\\\n    a\\u{41}b\n    \"\"\"", "com.ex.aAb"),
    ])
    func aLiteralIsReadAsTheProgramSeesIt(literal: String, value: String) {
        #expect(Self.createdType(literal) == value)
    }

    /// A phrase's constant parts are decoded too, around the parameters it names.
    @Test func anAppShortcutPhraseIsDecodedAroundItsParameters() {
        let text = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OpenItem(), phrases: ["Open \\"\\(\\.$item)\\" in \\(.applicationName)\\u{21}"], shortTitle: "Open", systemImageName: "doc")
                }
            }
            """
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "A.swift", text: text)])
        #expect(facts.appShortcuts.first?.phrases == [#"Open "${item}" in ${applicationName}!"#])
    }

    /// The intent of an App Shortcut: made in place, or in a closure called at once that returns it (issue 46).
    @Test(arguments: [
        ("OpenItem()", "OpenItem"),
        ("{ var intent = OpenItem(); intent.item = .today; return intent }()", "OpenItem"),
        ("{ let intent: OpenItem = .init(); return intent }()", "OpenItem"),
        ("{ OpenItem(item: .today) }()", "OpenItem"),
        ("Self.openToday", "Self.openToday"),
    ])
    func anAppShortcutsIntentIsItsType(intent: String, type: String) {
        let text = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: \(intent), phrases: ["Open \\(.applicationName)"], shortTitle: "Open", systemImageName: "doc")
                }
            }
            """
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "A.swift", text: text)])
        #expect(facts.appShortcuts.map(\.intent) == [type])
    }

    /// A phrase spelled out as App Intents' `AppShortcutPhrase<Intent>("…")` reads as its literal does.
    @Test func anAppShortcutPhraseSpelledAsItsTypeIsRead() {
        let text = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OpenItem(), phrases: [
                        AppShortcutPhrase<OpenItem>("Open \\(\\.$item) in \\(.applicationName)"),
                        "Show \\(\\.$item) with \\(.applicationName)",
                    ], shortTitle: "Open", systemImageName: "doc")
                }
            }
            """
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "A.swift", text: text)])
        #expect(facts.appShortcuts.first?.phrases == ["Open ${item} in ${applicationName}", "Show ${item} with ${applicationName}"])
        #expect(facts.notes.isEmpty, "\(facts.notes.map(\.message.en))")
    }
    #endif
}
