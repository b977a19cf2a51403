public import IntegrationsCore
public import IntegrationsRouting

/// A new app folder that was written: the files' names, the folder, and the command line that checks it.
/// It is `init --json` itself. A folder is written whole or not at all (`AppFolderWriter`), so every file
/// named was written; a file already there refuses the write, which is then the failure document.
///
/// ```json
/// {"checkCommand": "integrations check --app Pantry", "files": ["integrations.json", "items.json", …], "folder": "/home/you/Pantry"}
/// ```
public struct MadeAppFolder: Sendable, Hashable, Encodable {
    /// The files written, by name, in order.
    public var files: [String]
    /// The folder's full path.
    public var folder: String
    /// The command line a person runs next to check the folder, as the caller words it.
    public var checkCommand: String

    /// Creates the record of a written folder.
    public init(files: [String], folder: String, checkCommand: String) {
        self.files = files
        self.folder = folder
        self.checkCommand = checkCommand
    }
}

/// A new app folder, for people: what was made where, and how to check it.
///
/// ```text
/// Made integrations.json, items.json in /tmp/MyApp; check them with `integrations check --app MyApp`.
/// ```
public struct MadeAppFolderReporter: Reporter {
    public static let identifier = "made-app-folder"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ made: MadeAppFolder) -> ReportText {
        let folder = TerminalText.safeLine(made.folder), command = TerminalText.safeLine(made.checkCommand)
        var text = ReportText()
        text.output(LocalizedText(
            ja: "\(folder) に \(made.files.joined(separator: "、")) を作りました。`\(command)` で確かめられます。",
            en: "Made \(made.files.joined(separator: ", ")) in \(folder); check them with `\(command)`.")[language])
        return text
    }
}

/// What a generated apple-app-site-association cannot say exactly, for people: one `note:` line each on
/// standard error. The document itself is JSON the caller writes.
///
/// ```text
/// note: No route has a universal link on other.example, so this file opens no URL (the domains with routes: appcadia.com).
/// ```
public struct AASANotesReporter: Reporter {
    public static let identifier = "aasa-notes"

    /// The language of the text.
    public var language: Language

    /// Creates the reporter.
    public init(language: Language) {
        self.language = language
    }

    public func report(_ generation: AASAGenerator.Generation) -> ReportText {
        var text = ReportText()
        for note in generation.notes { text.error(LocalizedText(ja: "注: ", en: "note: ")[language] + note[language]) }
        return text
    }
}
