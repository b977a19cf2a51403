import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// A project's text cannot form a GitHub Actions workflow command in anything the tool prints (issue 42):
/// the runner takes a line whose trimmed text starts with `::`, and `##[` anywhere, as a command, on
/// standard output and standard error alike. A project whose activity types, background tasks, quick
/// actions and file names are such commands is checked in every reporter, imported and listed: no line but
/// the github-actions reporter's own annotations is a command, JSON and XML keep the exact values, and a
/// clean project's annotations are what they always were.
@Suite struct WorkflowCommandLineTests {
    /// The names: the runner's `::` form (with and without white space before it, an ideographic space
    /// among it) and the legacy `##[` form, inside a line and at its start.
    static let names = ["::stop-commands::tok", "  ::error file=x::forged", "\u{3000}::warning::x", "a ##[set-output name=x]y", "##[error]x"]

    /// A project whose Info.plist declares each name as an activity type (none created: a warning each, in
    /// NSUserActivityTypes) and permits the legacy ones as background tasks, and whose Swift files, named
    /// as commands, create activity types named so too (undeclared: an error each).
    static func project(_ runner: CommandRunner) throws -> URL {
        let project = runner.folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let strings = { (values: [String]) in values.map { "<string>\(XMLEscaped($0))</string>" }.joined() }
        try Data("""
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
            <key>CFBundleIdentifier</key><string>com.x.app</string>
            <key>NSUserActivityTypes</key>
            <array>\(strings(names))</array>
            <key>BGTaskSchedulerPermittedIdentifiers</key>
            <array>\(strings([names[0], names[4]]))</array>
            </dict>
            </plist>

            """.utf8).write(to: project.appendingPathComponent("Info.plist"))
        try Data("import Foundation\nlet a = NSUserActivity(activityType: \"::error file=y::undeclared ##[error]z\")\n".utf8)
            .write(to: project.appendingPathComponent(names[1] + ".swift"))
        try Data("import Foundation\nlet b = NSUserActivity(activityType: \"com.x.undeclared\")\n".utf8)
            .write(to: project.appendingPathComponent(names[3] + ".swift"))
        return project
    }

    static func XMLEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The sample app with a background task and a quick action named after each name.
    static func app(_ runner: CommandRunner) throws -> String {
        try IntentCommandTests.editedApp(runner) { manifest in
            manifest["backgroundTasks"] = names.map { ["identifier": $0, "kind": "refresh", "does": [["reloadWidgets": [String: Any]()]]] as [String: Any] }
            manifest["quickActions"] = names.map { ["type": $0, "title": ["ja": $0, "en": $0], "does": ["openRoute": "progress"]] as [String: Any] }
        }
    }

    /// What prints a project's text, and in which form.
    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case checkText, checkJSON, checkSARIF, checkGitHubActions, checkJUnit, checkCodeClimate, checkCheckstyle, checkXcode, checkMarkdown
        case importText, importJSON, taskList, quickActionList, searchError, pluginCheck, pluginCheckGitHubActions
        var testDescription: String { rawValue }

        enum Form { case text, json, xml, githubActions, markdown }

        var form: Form {
            switch self {
            case .checkJSON, .checkSARIF, .checkCodeClimate, .importJSON: .json
            case .checkJUnit, .checkCheckstyle: .xml
            case .checkGitHubActions, .pluginCheckGitHubActions: .githubActions
            case .checkMarkdown: .markdown
            default: .text
            }
        }
    }

    /// The github-actions reporter's own commands: a line that starts with one of these, nothing before it.
    static let ownCommands = ["::error file=", "::warning file=", "::notice"]

    @Test(arguments: Place.allCases)
    func noProjectTextIsACommand(place: Place) throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["LANG"] = "C"
        let reporters: [Place: String] = [
            .checkJSON: "json", .checkSARIF: "sarif", .checkGitHubActions: "github-actions", .checkJUnit: "junit", .checkCodeClimate: "codeclimate",
            .checkCheckstyle: "checkstyle", .checkXcode: "xcode", .checkMarkdown: "markdown",
        ]
        var result: CommandRunner.Result
        // The texts the plugin prints as they are, for the plugin's places, and the report among them.
        var printedByThePlugin = ""
        var pluginReport = ""
        switch place {
        case .checkText, .checkJSON, .checkSARIF, .checkGitHubActions, .checkJUnit, .checkCodeClimate, .checkCheckstyle, .checkXcode, .checkMarkdown:
            let project = try Self.project(runner).path
            result = try runner.run(["check", "--project", project, "--locale", "en"] + (reporters[place].map { ["--reporter", $0] } ?? []))
            #expect(result.status == 2, "\(result.error)")
        case .importText, .importJSON:
            let project = try Self.project(runner).path
            result = try runner.run(["import", project, "--locale", "en"] + (place == .importJSON ? ["--json"] : []))
            #expect(result.status == 0, "\(result.error)")
        case .taskList:
            result = try runner.run(["task", "list", "--app", try Self.app(runner), "--locale", "en"])
            #expect(result.status == 0, "\(result.error)")
        case .quickActionList:
            result = try runner.run(["quick-action", "list", "--app", try Self.app(runner), "--locale", "en"])
            #expect(result.status == 0, "\(result.error)")
        case .searchError:
            // A query's syntax error shows the query on a line of its own, on standard error.
            result = try runner.run(["search", "--syntax", "predicate", "--locale", "en", "--", Self.names[0] + " " + Self.names[4]])
            #expect(result.status == 1)
            #expect(Self.unescaped(result.error).contains(Self.names[0] + " " + Self.names[4]), "\(result.error)")
        case .pluginCheck, .pluginCheckGitHubActions:
            runner.overrides["HOSTILE_TARGET"] = try Self.project(runner).path
            let reporter = place == .pluginCheckGitHubActions ? " --reporter github-actions" : ""
            result = try runner.shell("IntegrationsPluginTool check --project \"$HOSTILE_TARGET\"\(reporter)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.error)")
            let report = try #require(object["report"] as? [String: String])
            let formatted = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["formatted"] as? String }
            #expect(!formatted.isEmpty)
            pluginReport = report["standardOutput"] ?? ""
            printedByThePlugin = pluginReport + (report["standardError"] ?? "") + formatted.map { $0 + "\n" }.joined()
            #expect(Self.unescaped(printedByThePlugin).contains(Self.names[0]))
        }

        // No line is a command, but the github-actions reporter's own annotations on standard output.
        let annotations = place == .pluginCheckGitHubActions ? pluginReport : result.output
        let commands = ActionsRunnerModel.commands(in: result.output) + ActionsRunnerModel.commands(in: result.error)
            + ActionsRunnerModel.commands(in: printedByThePlugin)
        if place.form == .githubActions {
            // Every line of the report is an annotation of the reporter's own, and no other line anywhere is a command.
            let lines = annotations.split(separator: "\n").map(String.init)
            #expect(!lines.isEmpty && lines.allSatisfy { line in Self.ownCommands.contains { line.hasPrefix($0) } })
            #expect(commands.map(\.line) == lines)
            for command in commands {
                #expect(command.isColonForm && command.trimmed == command.line, "\(Self.described(command.line))")
                #expect(!command.line.contains("##["), "\(Self.described(command.line))")
            }
        } else {
            #expect(commands.isEmpty, "\(commands.map { Self.described($0.line) })")
        }

        // What is printed still says every name: JSON and XML exactly, text with the escapes read back.
        switch place.form {
        case .json:
            // The only change is `##[` written `#\u0023[`: with it read back, the document decodes the same.
            #expect(result.output.contains(#"#\u0023["#))
            let restored = result.output.replacingOccurrences(of: #"#\u0023["#, with: "##[")
            #expect(!restored.contains(#"\u0023"#) && !restored.contains(#"\u003A"#))
            let decoded = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? NSObject
            let restoredDecoded = try JSONSerialization.jsonObject(with: Data(restored.utf8)) as? NSObject
            #expect(decoded != nil && decoded == restoredDecoded)
            let strings = Self.strings(in: decoded as Any)
            for name in Self.names { #expect(strings.contains { $0.contains(name) }, "\(Self.described(name))") }
        case .xml:
            let strings = try Self.xmlStrings(result.output)
            for name in Self.names { #expect(strings.contains { $0.contains(name) }, "\(Self.described(name))") }
        case .markdown:
            // Each name, with Markdown's backslash escapes read back as a renderer reads them (`\[` is `[`).
            let rendered = result.output.replacingOccurrences(of: #"\\([!-/:-@\[-`{-~])"#, with: "$1", options: .regularExpression)
            for name in Self.names {
                #expect(rendered.contains(name.trimmingCharacters(in: .whitespaces)), "\(Self.described(name))")
            }
        case .text where place != .searchError && place != .pluginCheck:
            for name in Self.names {
                #expect(Self.unescaped(result.output).contains(name.trimmingCharacters(in: .whitespaces)), "\(Self.described(name))")
            }
        default:
            break
        }
    }

    /// A clean project's annotation is the reporter's command, as it always was: nothing is escaped in it.
    @Test func theTeamsOwnAnnotationsStillAnnotate() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let project = runner.folder.appendingPathComponent("clean")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0"?>
            <plist version="1.0">
            <dict>
            <key>CFBundleIdentifier</key><string>com.x.app</string>
            <key>NSUserActivityTypes</key>
            <array><string>com.x.declared</string></array>
            </dict>
            </plist>

            """.utf8).write(to: project.appendingPathComponent("Info.plist"))
        let result = try runner.run(["check", "--project", project.path, "--reporter", "github-actions", "--locale", "en"])
        // Named from the project's folder, the root of a project outside a repository.
        let file = GitHubActionsEscaping.property("Info.plist")
        #expect(result.output == """
            ::warning file=\(file),line=6,title=project.activityTypeUnused::"com.x.declared" in NSUserActivityTypes names no activity type the code creates or continues, and no intent class. (Correct the name, or remove the entry.)

            """)
        let commands = ActionsRunnerModel.commands(in: result.output)
        #expect(commands.count == 1 && commands[0].line.hasPrefix("::warning file="))
        #expect(ActionsRunnerModel.commands(in: result.error).isEmpty)
    }

    /// A path as a command's property, as the Actions toolkit escapes it.
    enum GitHubActionsEscaping {
        static func property(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
                .replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
    }

    /// Text with the visible escapes of `:` and `#` read back.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: #"\u{3A}"#, with: ":").replacingOccurrences(of: #"\u{23}"#, with: "#")
    }

    /// A line for a failure message, escaped so that the test's own log on a runner forms no command.
    static func described(_ text: String) -> String {
        WorkflowCommandText.text(String(reflecting: text))
    }

    /// Every string in a decoded JSON value, keys too.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let string as String: [string]
        case let array as [Any]: array.flatMap { strings(in: $0) }
        case let object as [String: Any]: object.flatMap { [$0.key] + strings(in: $0.value) }
        default: []
        }
    }

    /// Every attribute value and text of an XML document, as a parser reads them.
    static func xmlStrings(_ xml: String) throws -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            var strings: [String] = []
            var text = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                strings += attributes.values
                strings.append(text)
                text = ""
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                strings.append(text)
                text = ""
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector.strings
    }
}
