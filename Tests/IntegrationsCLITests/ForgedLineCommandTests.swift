import Foundation
import IntegrationsTestSupport
import Testing

/// A file, record or manifest name holding a line break — or another character that ends a line (carriage
/// return, NEL, the Unicode line and paragraph separators) or turns text around (a bidi override) — is
/// printed escaped wherever a person reads it. Printed raw, a project file named
/// `a⏎Fake.swift:1: error: injected diagnostic [project.fake]⏎b.swift` printed a line of its own that an
/// editor, a CI log or SwiftPM takes for a real error. JSON keeps the exact name.
@Suite struct ForgedLineCommandTests {
    /// A name that tries to print a diagnostic of its own, with every kind of line end and a bidi override.
    static let hostile = "a\nFake.swift:1: error: injected diagnostic [project.fake]\r\u{2028}\u{2029}\u{85}\u{202E}\u{1B}[2Jb"
    /// How it is shown: one line, every such character a visible escape.
    static let escaped = #"a\nFake.swift:1: error: injected diagnostic [project.fake]\u{D}\u{2028}\u{2029}\u{85}\u{202E}\u{1B}[2Jb"#

    /// The output's lines; `nil` when it holds a character that ends a line or turns text around other
    /// than the line feeds it is split at.
    static func lines(_ text: String) -> [String]? {
        let breaking: Set<UInt32> = [0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        guard !text.unicodeScalars.contains(where: { breaking.contains($0.value) }) else { return nil }
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// A project whose Info.plist and Swift source are both named `hostile`: the plist declares an activity
    /// type the code does not use (a warning at the plist), the code creates one the plist does not declare
    /// (an error at the source, naming the plist).
    static func hostileProject(_ runner: CommandRunner) throws -> URL {
        let project = runner.folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("import Foundation\nlet a = NSUserActivity(activityType: \"com.x.undeclared\")\n".utf8)
            .write(to: project.appendingPathComponent(hostile + ".swift"))
        try Data("""
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
            <key>CFBundleIdentifier</key><string>com.x.app</string>
            <key>NSUserActivityTypes</key>
            <array><string>com.x.declared</string></array>
            </dict>
            </plist>

            """.utf8).write(to: project.appendingPathComponent(hostile + ".plist"))
        return project
    }

    /// The sample app with its goals in a record file named `hostile`.json, whose first record's
    /// `createdAt` is `hostile`: one error, at that file, quoting the value.
    static func hostileApp(_ runner: CommandRunner) throws -> URL {
        let app = try runner.copyOfTheSampleApp()
        let quoted = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
        let manifest = app.appendingPathComponent("integrations.json")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #""records": "goals.json""#, with: #""records": \#(quoted.dropLast()).json""#)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let goals = app.appendingPathComponent("goals.json")
        var records = try String(contentsOf: goals, encoding: .utf8)
        let range = try #require(records.range(of: #""createdAt": "2026-09-02T10:00:00Z""#))
        records.replaceSubrange(range, with: #""createdAt": \#(quoted)"#)
        try Data(records.utf8).write(to: app.appendingPathComponent(hostile + ".json"))
        try FileManager.default.removeItem(at: goals)
        return app
    }

    static let unused = #"warning: "com.x.declared" in NSUserActivityTypes names no activity type the code creates or continues, and no intent class. (Correct the name, or remove the entry.) [project.activityTypeUnused]"#
    static let undeclared = #"error: The code offers activity type "com.x.undeclared" for Handoff (isEligibleForHandoff is true unless set to false), but \#(escaped).plist's NSUserActivityTypes does not declare it and no code continues it: this app on the user's other devices cannot open it (only a webpageURL, if one is set, opens in the browser). (Add "com.x.undeclared" to NSUserActivityTypes and continue it (onContinueUserActivity, application(_:continue:restorationHandler:)), or set isEligibleForHandoff to false if it is not meant for Handoff.) [project.activityTypeUndeclared]"#
    static let invalidDate = #"\#(escaped).json[0] field "createdAt" (contentCreationDate) must be an ISO 8601 date such as 2026-01-01T09:00:00Z, but is "\#(escaped)""#

    /// Where a hostile name is printed for a person.
    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case checkProject, importReport, checkApp, searchError, searchHit, searchQuery, pluginCheckProject, pluginCheckApp, pluginGenerate
        var testDescription: String { rawValue }
    }

    @Test(arguments: Place.allCases)
    func aHostileNamePrintsNoLineOfItsOwn(place: Place) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["LANG"] = "C"
        let folder = runner.folder.path
        let result: CommandRunner.Result
        // The whole of standard output (`nil`: JSON, read above) and standard error, line by line.
        let output: [String]?
        let error: [String]
        var status: Int32 = 1
        switch place {
        case .checkProject:
            let project = try Self.hostileProject(runner).path
            result = try runner.run(["check", "--project", project, "--locale", "en"])
            // Files named from the project's folder, the root of a project outside a repository.
            output = ["\(Self.escaped).plist:6: \(Self.unused)", "\(Self.escaped).swift:2:38: \(Self.undeclared)"]
            error = ["1 error, 1 warning in \(project)."]
            status = 2
        case .importReport:
            let project = try Self.hostileProject(runner).path
            result = try runner.run(["import", project, "--locale", "en"])
            output = [
                "Imported ? (com.x.app) from \(project): 1 property lists, 0 entitlements, 0 xcconfig, 0 projects, 0 SiriKit definitions, 1 Swift sources.",
                "URL schemes (0)", "Associated domains (0)", "App Groups (0)", "Intents (0)", "App Shortcuts (0)", "Widgets (0)", "Notification categories (0)",
                "Activity types (2)", "  com.x.declared (declared) — \(Self.escaped).plist:6", "  com.x.undeclared (created) — \(Self.escaped).swift:2",
                "Notes (0)",
            ]
            error = []
            status = 0
        case .checkApp:
            let app = try Self.hostileApp(runner).path
            result = try runner.run(["check", "--app", app, "--locale", "en"])
            output = ["\(Self.escaped).json:9:18: error: \(Self.invalidDate) [records.invalidDate]"]
            error = ["1 error, 0 warnings in \(Self.escaped).json."]
            status = 2
        case .searchError:
            let app = try Self.hostileApp(runner).path
            result = try runner.run(["search", "毎朝", "--app", app, "--locale", "en"])
            output = []
            error = [Self.invalidDate + "."]
        case .searchHit:
            let item = String(decoding: try JSONSerialization.data(withJSONObject: [
                "uniqueIdentifier": "x1", "domainIdentifier": "evil", "attributeSet": ["title": Self.hostile, "contentURL": "appcadia://goal/1"],
            ]), as: UTF8.self)
            #expect(try runner.run(["index", "--items", try runner.itemsFile([item])]).status == 0)
            result = try runner.run(["search", "Fake", "--domain", "evil", "--locale", "en"])
            output = [
                "1 result for \"Fake\"", "  1. \(Self.escaped)  (evil, relevance 100%)", "     " + Self.escaped.replacingOccurrences(of: "Fake", with: "[Fake]")
                    .replacingOccurrences(of: "[project.fake]", with: "[project.[fake]]"), "     appcadia://goal/1",
            ]
            error = []
            status = 0
        case .searchQuery:
            result = try runner.run(["search", "--locale", "en", "--", Self.hostile])
            output = []
            error = ["Nothing matches \"\(Self.escaped)\"."]
            status = 3
        case .pluginCheckProject, .pluginCheckApp:
            // The plugin's tool prints JSON: the file exact, for SwiftPM and Xcode to open; the texts the
            // plugin prints (`formatted`) and hands SwiftPM (`text`) on one line.
            let isProject = place == .pluginCheckProject
            let target = isProject ? try Self.hostileProject(runner).path : try Self.hostileApp(runner).path
            runner.overrides["HOSTILE_TARGET"] = target
            // The tool has no Swift reader: a project check is partial only when asked (issue 42).
            result = try runner.shell("IntegrationsPluginTool check \(isProject ? "--allow-unread-sources --project" : "--app") \"$HOSTILE_TARGET\"")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let reported = try #require(object["diagnostics"] as? [[String: Any]])
            #expect(object["fails"] as? Bool == !isProject)
            if isProject {
                // The tool reads no Swift sources, so it concludes nothing about what the code does: not
                // that the plist's declared activity type is unused (the command, which reads the Swift,
                // reports it: jsonKeepsTheExactName). It says the source was not read, at its exact name.
                #expect(reported.count == 1, "\(reported)")
                let file = target + "/" + Self.hostile + ".swift"
                let formatted = try #require(reported.first?["formatted"] as? String)
                #expect(reported.first?["file"] as? String == file)
                #expect(formatted.hasPrefix(target + "/" + Self.escaped + ".swift:1: warning: this Swift source was not read"))
                #expect(formatted.hasSuffix("[project.swiftSourceUnread]"))
                #expect(Self.lines(formatted + "\n")?.count == 1)
            } else {
                #expect(reported.count == 1)
                let text = Self.invalidDate + " [records.invalidDate]"
                #expect(reported.first?["file"] as? String == target + "/" + Self.hostile + ".json")
                #expect(reported.first?["text"] as? String == text)
                #expect(reported.first?["formatted"] as? String == target + "/" + Self.escaped + ".json:9:18: error: " + text)
            }
            output = nil
            error = []
            status = isProject ? 0 : 2
        case .pluginGenerate:
            let missing = runner.folder.appendingPathComponent(Self.hostile).path
            runner.overrides["HOSTILE_TARGET"] = missing + "/integrations.json"
            result = try runner.shell("IntegrationsPluginTool generate --manifest \"$HOSTILE_TARGET\" --output '\(folder)/Generated.swift'")
            output = []
            // The build checks the manifest first (issue 34): a missing one is the check's diagnostic.
            error = ["\(folder)/\(Self.escaped)/integrations.json: error: cannot read the manifest (no such file) (give the folder that holds integrations.json) [manifest.unreadable]"]
        }
        #expect(result.status == status)
        if let output { #expect(Self.lines(result.output) == output, "\(result.output)") }
        #expect(Self.lines(result.error) == error, "\(result.error)")
    }

    /// `--json` keeps the exact names: its encoder escapes what JSON must, and nothing else is changed.
    @Test func jsonKeepsTheExactName() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = try Self.hostileProject(runner).path
        let result = try runner.run(["check", "--project", project, "--json", "--locale", "en"])
        #expect(result.status == 2)
        let diagnostics = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(diagnostics.map { $0["file"] as? String } == [Self.hostile + ".plist", Self.hostile + ".swift"])
        let app = try Self.hostileApp(runner).path
        let appResult = try runner.run(["check", "--app", app, "--json", "--locale", "en"])
        let appDiagnostics = try #require(try JSONSerialization.jsonObject(with: Data(appResult.output.utf8)) as? [[String: Any]])
        // The record's file and its value, both the exact name, unescaped (the sentence is the record rule's).
        let first = try #require(appDiagnostics.first)
        #expect(first["code"] as? String == "records.invalidDate", "\(first)")
        let message = first["message"] as? String ?? ""
        #expect(message.hasPrefix(Self.hostile + ".json[0] ") && message.components(separatedBy: Self.hostile).count == 3, "\(message)")
        #expect(!message.contains(Self.escaped), "\(message)")
    }
}
