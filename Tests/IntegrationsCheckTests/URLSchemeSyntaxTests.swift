import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsPoints
import Testing

/// A URL scheme is RFC 3986's `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (issue 42, item 9): one with a
/// space, a colon, an underscore or a first character that is not a letter is reported in the manifest
/// (`app.urlSchemeInvalid`, at its element) and in a project's Info.plist (`project.urlSchemeInvalid`, at its
/// line), in both languages.
@Suite struct URLSchemeSyntaxTests {
    @Test(arguments: [
        ("kettle", nil), ("com.example.kettle", nil), ("a+b-c.d", nil), ("X1", nil), ("fb123456", nil),
        ("my app", "a space is not allowed"), ("a:b", "\":\" is not allowed"), ("kettle:", "\":\" is not allowed"),
        ("a_b", "\"_\" is not allowed"), ("1abc", "its first character (\"1\") is not an ASCII letter"),
        ("-x", "its first character (\"-\") is not an ASCII letter"), ("", "it is empty"), ("café", "\"é\" is not allowed"),
        ("ｋettle", "its first character (\"ｋ\") is not an ASCII letter"), ("a/b", "\"/\" is not allowed"),
        ("tab\there", "\"\\t\" is not allowed"),
    ] as [(String, String?)])
    func syntax(_ scheme: String, _ problem: String?) {
        #expect(URLSchemeSyntax.problem(of: scheme)?.en == problem)
        #expect(URLSchemeSyntax.isValid(scheme) == (problem == nil))
    }

    @Test func theProblemsInJapanese() {
        #expect(URLSchemeSyntax.problem(of: "my app")?.ja == "空白は使えません")
        #expect(URLSchemeSyntax.problem(of: "a:b")?.ja == "「:」は使えません")
        #expect(URLSchemeSyntax.problem(of: "1abc")?.ja == "最初の文字（「1」）が ASCII の英字ではありません")
        #expect(URLSchemeSyntax.problem(of: "")?.ja == "空です")
    }

    /// The manifest's schemes, each at its element's line and column.
    @Test func theManifestsSchemes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("url-schemes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            {
              "app": {
                "name": "Kettle", "bundleIdentifier": "com.example.kettle",
                "urlSchemes": ["kettle", "my app",
                               "kettle:"]
              }
            }

            """.utf8).write(to: folder.appendingPathComponent("integrations.json"))
        let found = AppCheck(directory: folder).run().filter { $0.code == "app.urlSchemeInvalid" }
        #expect(found.map { "\(($0.file ?? "").split(separator: "/").last ?? ""):\($0.line ?? 0):\($0.column ?? 0) \($0.severity.rawValue) \($0.path ?? "")" } == [
            "integrations.json:4:30 error $.app.urlSchemes[1]", "integrations.json:5:20 error $.app.urlSchemes[2]",
        ])
        #expect(found.first?.message.en == #""my app" is not a URL scheme (a space is not allowed): a scheme is a letter followed by letters, digits, "+", "-" and "." (RFC 3986, section 3.1); no URL carries this one, so iOS never opens the app for it"#)
        #expect(found.first?.message.ja == "「my app」は URL スキームの形ではありません（空白は使えません）。スキームは英字で始まり、英数字と + - . だけでできます（RFC 3986 3.1節）。この形でない URL は作れず、iOS はこのスキームでアプリを開きません")
        #expect(found.last?.message.en.hasPrefix(#""kettle:" is not a URL scheme (":" is not allowed)"#) == true)
    }

    /// A project's Info.plist: each scheme that is not one, at its line; a scheme still holding a build setting
    /// is not judged; the manifest the import writes leaves them out.
    @Test func aProjectsInfoPlist() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>com.example.app</string>
            \t<key>CFBundleURLTypes</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>CFBundleURLSchemes</key>
            \t\t\t<array>
            \t\t\t\t<string>good</string>
            \t\t\t\t<string>my app</string>
            \t\t\t\t<string>$(UNSET_SCHEME)</string>
            \t\t\t\t<string>app:</string>
            \t\t\t</array>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        let report = try ProjectImporter().importProject(files: ["App/Info.plist": Data(plist.utf8)])
        #expect(report.invalidURLSchemes?.map { "\($0.value) \($0.source)" } == ["my app App/Info.plist:12", "app: App/Info.plist:14"])
        let found = ProjectCheck(report: report).run().filter { $0.code == "project.urlSchemeInvalid" }
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.severity.rawValue)" } == ["App/Info.plist:12 error", "App/Info.plist:14 error"])
        #expect(found.first?.message.en == #""my app" is not a URL scheme (a space is not allowed): a scheme is a letter followed by letters, digits, "+", "-" and "." (RFC 3986, section 3.1); no URL carries this one, so iOS never opens the app for it"#)
        #expect(found.first?.suggestion?.en == #"Make the CFBundleURLSchemes value a scheme: a letter, then letters, digits, "+", "-" or "."."#)
        #expect(found.first?.suggestion?.ja == "CFBundleURLSchemes の値を英字で始まる、英数字と + - . だけのスキームにしてください。")
        #expect(!ProjectCheck(report: report).run().contains { $0.code == "app.urlSchemeInvalid" })
        #expect(ImportedAppFolder(report).manifest.app.urlSchemes == ["good"])
    }
}
