import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing

/// An Info.plist the target preprocesses (`INFOPLIST_PREPROCESS = YES`) read as Xcode's build reads it: the
/// definitions of `INFOPLIST_PREPROCESSOR_DEFINITIONS`, then the `INFOPLIST_PREFIX_HEADER`, then the plist,
/// through the C preprocessor's `#define`, `#if`… and `#include`, bounded.
@Suite struct InfoPlistPreprocessingTests {
    /// An app whose Info.plist declares `scheme` (text put in the plist as written, directives around it
    /// allowed) and whose target has `settings`; `files` are more files of the project (a prefix header).
    static func project(schemeLines: String, settings: String, files: [String: String] = [:]) throws -> [String: Data] {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>com.example.app</string>
            \t<key>CFBundleURLTypes</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>CFBundleURLSchemes</key>
            \t\t\t<array>
            \(schemeLines)
            \t\t\t</array>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """
        var extra = ["App/Info.plist": Data(plist.utf8)]
        for (path, text) in files { extra[path] = Data(text.utf8) }
        return try BuildSettingsTests.project(xcconfig: "", identifier: "com.example.app", settings: settings, extra: extra)
    }

    static func notes(_ report: ImportReport) -> String {
        report.notes.map { "\($0.source): \($0.message.en)" }.joined(separator: "\n")
    }

    /// Each row: the scheme lines, the target's settings, the project's other files, the schemes expected.
    @Test(arguments: [
        // A definition of INFOPLIST_PREPROCESSOR_DEFINITIONS; NAME alone is 1.
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"APP_SCHEME=larder\";", [:], ["larder"]),
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = APP_SCHEME;", [:], ["1"]),
        // Without INFOPLIST_PREPROCESS nothing is replaced: the value is a scheme as written.
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESSOR_DEFINITIONS = \"APP_SCHEME=larder\";", [:], ["app_scheme"]),
        // The prefix header's #define, relative to SRCROOT, and what it #includes (relative to itself).
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = Config/InfoPlist.h;",
         ["Config/InfoPlist.h": "#define APP_SCHEME larder\n"], ["larder"]),
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = \"$(SRCROOT)/Config/InfoPlist.h\";",
         ["Config/InfoPlist.h": "// the schemes\n#include \"Schemes.h\"\n", "Config/Schemes.h": "#define APP_SCHEME /* ours */ larder // C comment\n"], ["larder"]),
        // The header's definition comes after the command line's, and wins.
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"APP_SCHEME=first\"; INFOPLIST_PREFIX_HEADER = H.h;",
         ["H.h": "#define APP_SCHEME second\n"], ["second"]),
        // Values are rescanned; a macro is not replaced inside its own expansion.
        ("<string>A</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", ["H.h": "#define A B\n#define B larder\n"], ["larder"]),
        ("<string>LOOP</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", ["H.h": "#define LOOP LOOP\n"], ["LOOP"]),
        // Whole tokens only: not inside another name, a number or a quoted run; #undef forgets.
        ("<string>APP_SCHEME_X</string><string>xAPP_SCHEME</string><string>2APP_SCHEME</string><string>\"APP_SCHEME\"</string>",
         "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"APP_SCHEME=larder\";", [:],
         ["APP_SCHEME_X", "xapp_scheme", "2app_scheme", "\"app_scheme\""]),
        ("<string>APP_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", ["H.h": "#define APP_SCHEME larder\n#undef APP_SCHEME\n"], ["APP_SCHEME"]),
        // Conditions.
        ("#ifdef DEBUG\n<string>larder-debug</string>\n#else\n<string>larder</string>\n#endif",
         "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = DEBUG;", [:], ["larder-debug"]),
        ("#ifndef DEBUG\n<string>larder</string>\n#endif", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = DEBUG;", [:], []),
        ("#if defined(BETA) && !defined DEBUG\n<string>beta</string>\n#elif LEVEL >= 2\n<string>two</string>\n#else\n<string>other</string>\n#endif",
         "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"LEVEL=2\";", [:], ["two"]),
        ("#if defined(BETA) && !defined DEBUG\n<string>beta</string>\n#elif LEVEL >= 2\n<string>two</string>\n#endif",
         "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"BETA LEVEL=2\";", [:], ["beta"]),
        ("#if 0\n#if 1\n<string>inner</string>\n#endif\n#else\n<string>outer</string>\n#endif", "INFOPLIST_PREPROCESS = YES;", [:], ["outer"]),
        // A build setting in a definition is expanded first; in the plist it is expanded after.
        ("<string>APP_SCHEME</string><string>$(SUFFIXED)</string>",
         "INFOPLIST_PREPROCESS = YES; BASE = larder; SUFFIXED = \"$(BASE)-x\"; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"APP_SCHEME=$(BASE)\";", [:],
         ["larder", "larder-x"]),
    ] as [(String, String, [String: String], [String])])
    func theSchemesAreTheOnesXcodeBuilds(lines: String, settings: String, files: [String: String], expected: [String]) throws {
        let report = try ProjectImporter().importProject(files: try Self.project(schemeLines: lines, settings: settings, files: files))
        #expect(report.app.urlSchemes == expected, "\(Self.notes(report))")
        #expect(report.app.bundleIdentifier == "com.example.app")
    }

    /// Each row: the scheme lines, the target's settings, the project's other files, the schemes expected,
    /// and what a note must say.
    @Test(arguments: [
        // A prefix header made at build time: the macro's name is kept as written, not lower-cased.
        ("<string>APP_URL_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = \"$(DERIVED_FILE_DIR)/InfoPlist.h\";", [:],
         ["APP_URL_SCHEME"], "INFOPLIST_PREFIX_HEADER's $(DERIVED_FILE_DIR)/InfoPlist.h is in a place made at build time ($(DERIVED_FILE_DIR))"),
        ("<string>APP_URL_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = \"$(DERIVED_FILE_DIR)/InfoPlist.h\";", [:],
         ["APP_URL_SCHEME"], "APP_URL_SCHEME in CFBundleURLSchemes is a preprocessor macro's name that neither INFOPLIST_PREFIX_HEADER nor INFOPLIST_PREPROCESSOR_DEFINITIONS defines here"),
        ("<string>APP_URL_SCHEME</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = Missing.h;", [:],
         ["APP_URL_SCHEME"], "INFOPLIST_PREFIX_HEADER's Missing.h is not in the project"),
        // `//` outside quotes: a comment for C, kept here with a note; with -traditional it is text.
        ("<string>larder</string>\n<string>https://example.com</string>", "INFOPLIST_PREPROCESS = YES;", [:],
         ["larder", "https://example.com"], "App/Info.plist:13: the // on this line starts a comment for the C preprocessor"),
        ("#include \"Nowhere.h\"\n<string>larder</string>", "INFOPLIST_PREPROCESS = YES;", [:],
         ["larder"], "App/Info.plist:12: the included Nowhere.h is not in the project; read without its macros"),
        ("#include <TargetConditionals.h>\n<string>larder</string>", "INFOPLIST_PREPROCESS = YES;", [:],
         ["larder"], "<TargetConditionals.h> is a system header, not in the project"),
        ("#if VERSION >\n<string>larder</string>\n#endif", "INFOPLIST_PREPROCESS = YES;", [:],
         [], "App/Info.plist:12: the #if expression \"VERSION >\" cannot be evaluated; read as false"),
        ("#if 1\n<string>larder</string>", "INFOPLIST_PREPROCESS = YES;", [:], ["larder"], "the file ends with 1 #if not closed"),
        ("#endif\n<string>larder</string>", "INFOPLIST_PREPROCESS = YES;", [:], ["larder"], "App/Info.plist:12: #endif without a matching #if"),
        ("<string>SCHEME(x)</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", ["H.h": "#define SCHEME(x) x\n"],
         ["scheme(x)"], "SCHEME is a macro with arguments, which this reader does not expand"),
        ("<string>larder</string>", "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", ["H.h": "#error not for this build\n"],
         ["larder"], "H.h:1: #error not for this build: Xcode's build stops here"),
    ] as [(String, String, [String: String], [String], String)])
    func whatCannotBeAppliedIsANote(lines: String, settings: String, files: [String: String], expected: [String], note: String) throws {
        let report = try ProjectImporter().importProject(files: try Self.project(schemeLines: lines, settings: settings, files: files))
        #expect(report.app.urlSchemes == expected)
        #expect(Self.notes(report).contains(note), "\(Self.notes(report))")
    }

    @Test func traditionalModeKeepsURLsWithoutANote() throws {
        let files = try Self.project(
            schemeLines: "<string>https://example.com/path</string>",
            settings: "INFOPLIST_PREPROCESS = YES; INFOPLIST_OTHER_PREPROCESSOR_FLAGS = \"-traditional\";")
        let report = try ProjectImporter().importProject(files: files)
        #expect(report.app.urlSchemes == ["https://example.com/path"])
        #expect(!Self.notes(report).contains("//"))
    }

    /// Each row: a prefix header at a limit, the scheme expected, the note naming the limit.
    @Test(arguments: [
        // A header that includes itself: the chain stops at the depth limit.
        (["H.h": "#define APP_SCHEME larder\n#include \"H.h\"\n"], ["larder"], "the chain of #includes is deeper than the limit of 64 files"),
        // Each level doubles: 2^20 copies of x, past the expansion limit; the name is kept.
        ([
            "H.h": "#define M0 x\n" + (1...20).map { "#define M\($0) M\($0 - 1) M\($0 - 1)\n" }.joined() + "#define APP_SCHEME M20\n",
        ], ["APP_SCHEME"], "the macro APP_SCHEME expands to more than 65536 characters or through more than 256 macros, over the limit; kept as written"),
        // A chain of 300 macros, each naming the next: deeper than 256, the name is kept.
        (["H.h": (0..<300).map { "#define M\($0) M\($0 + 1)\n" }.joined() + "#define M300 larder\n#define APP_SCHEME M0\n"],
         ["APP_SCHEME"], "the macro APP_SCHEME expands to more than 65536 characters or through more than 256 macros"),
        (["H.h": (0..<200).map { "#define M\($0) M\($0 + 1)\n" }.joined() + "#define M200 larder\n#define APP_SCHEME M0\n"],
         ["larder"], ""),
        // Parentheses past the limit in an #if: the expression is not read.
        (["H.h": "#if " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n#define APP_SCHEME larder\n#endif\n"],
         ["APP_SCHEME"], "cannot be evaluated; read as false"),
        // A header included 64 times over: the text read in all passes the limit.
        (["H.h": String(repeating: "/* padding padding padding padding padding padding padding padding padding */\n", count: 8_000) + "#include \"H.h\"\n"],
         ["APP_SCHEME"], "the files it preprocesses hold more than 33554432 bytes in all, over the limit; this Info.plist was read as written, not preprocessed"),
        (["H.h": (0...10_000).map { "#define D\($0) \($0)\n" }.joined() + "#define APP_SCHEME larder\n"],
         ["APP_SCHEME"], "more than 10000 macros are defined, over the limit; D10000 and the definitions after it were not used"),
    ] as [([String: String], [String], String)])
    func limitsAreNotes(files: [String: String], expected: [String], note: String) throws {
        let report = try ProjectImporter().importProject(files: try Self.project(
            schemeLines: "<string>APP_SCHEME</string>", settings: "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", files: files))
        #expect(report.app.urlSchemes == expected)
        // A row within the limits has no note at all.
        #expect(note.isEmpty ? report.notes.isEmpty : Self.notes(report).contains(note), "\(Self.notes(report).prefix(2_000))")
    }

    @Test func nestingPastTheLimitReadsThePlistAsWritten() throws {
        let deep = String(repeating: "#if 1\n", count: 300) + "<string>larder</string>\n" + String(repeating: "#endif\n", count: 300)
        let report = try ProjectImporter().importProject(files: try Self.project(
            schemeLines: "<string>plain</string>", settings: "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREFIX_HEADER = H.h;", files: ["H.h": deep]))
        // The header's nesting stops the run: the plist is read as written.
        #expect(report.app.urlSchemes == ["plain"])
        #expect(Self.notes(report).contains("#if nests deeper than the limit of 256; this Info.plist was read as written, not preprocessed"))
    }

    /// Places in a preprocessed plist are its own lines: a directive or a skipped line is an empty line.
    @Test func placesAreTheFilesOwnLines() throws {
        let report = try ProjectImporter().importProject(files: try Self.project(
            schemeLines: "#ifdef NOT_DEFINED\n<string>never</string>\n#endif\n<string>SCHEME_TWO</string>\n<string>https://example.com</string>",
            settings: "INFOPLIST_PREPROCESS = YES; INFOPLIST_PREPROCESSOR_DEFINITIONS = \"SCHEME_TWO=larder\";"))
        #expect(report.app.urlSchemes == ["larder", "https://example.com"])
        #expect(Self.notes(report).contains("App/Info.plist:16: the // on this line"), "\(Self.notes(report))")
    }
}
