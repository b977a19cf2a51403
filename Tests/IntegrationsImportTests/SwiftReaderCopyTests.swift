import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The reader holds one file's tree at a time, and its constants keep copies of the expressions they need
/// (issue 31, Docs/Benchmarks.md). A value read through a constant declared in another file, from such a
/// copy, is the value read where it is written: escapes, raw strings, multi-line literals, comments and
/// errors the lexer found are the same in the copy.
@Suite struct SwiftReaderCopyTests {
    #if SwiftSources
    static func created(_ files: [(String, String)]) -> [String] {
        SwiftSyntaxSourceReader().read(files.map { SwiftSourceFile(path: $0.0, text: $0.1) }).createdActivities.map(\.value)
    }

    @Test(arguments: [
        #""com.ex.a\u{41}b""#,
        #""a\qb""#,
        ##"#"a\#nb"#"##,
        "\"\"\"\n    com.ex.\\\n    a\\u{41}b\n    \"\"\"",
        #""\(base /* a comment */).x""#,
        #""\(base)" // a comment after"#,
        #"("com.ex" + ".z")"#,
        #"base + ".y""#,
    ])
    func aConstantFromAnotherFileReadsAsTheLiteralWhereItIsWritten(literal: String) {
        let base = "let base = \"com.ex\"\n"
        let inline = Self.created([("A.swift", base + "let a = NSUserActivity(activityType: \(literal))\n")])
        let throughConstant = Self.created([
            ("A.swift", base + "enum Kinds {\n    static let type = \(literal)\n}\n"),
            ("B.swift", "let a = NSUserActivity(activityType: Kinds.type)\n"),
        ])
        #expect(!inline.isEmpty)
        #expect(throughConstant == inline)
    }

    /// A protocol extension's members (another file's) supply a widget's kind; an initialiser in an extension
    /// of `NSUserActivity` forwards its activity type; a URL member is found where it is used.
    @Test func whatOtherFilesDeclareIsReadFromTheirCopies() {
        let facts = SwiftSyntaxSourceReader().read([
            SwiftSourceFile(path: "A.swift", text: """
                protocol Kinded {}
                extension Kinded {
                    var kind: String { "com.ex.widget" }
                }
                extension NSUserActivity {
                    convenience init(screen: String) {
                        self.init(activityType: "com.ex.\\(screen)")
                    }
                }
                enum Links {
                    static let help = URL(string: "ex://help")!
                }
                """),
            SwiftSourceFile(path: "B.swift", text: """
                struct Progress: Widget, Kinded {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: kind, provider: P()) { _ in Text("") }
                    }
                }
                let activity = NSUserActivity(screen: "home")
                func open() { UIApplication.shared.open(Links.help) }
                """),
        ])
        #expect(facts.widgets.map(\.kind) == ["com.ex.widget"])
        #expect(facts.createdActivities.map(\.value) == ["com.ex.home"])
        #expect(facts.urls.map(\.url).contains("ex://help"))
    }
    #endif
}
