import Foundation
import IntegrationsCore
import IntegrationsReporting

extension Output {
    /// Writes a reporter's text: each line to its stream, printed as its kind says (``ReportText/Line/Kind``:
    /// terminal-safe unless the reporter made it so, and never a workflow command but the reporter's own).
    static func write(_ text: ReportText) {
        for line in text.lines {
            switch line.stream {
            case .standardOutput: print(line.text, as: line.kind)
            case .standardError: error(line.text, as: line.kind)
            }
        }
    }

    /// Prints `document` as JSON when `json`, else `text`; only the one printed is made.
    static func show<Document: Encodable>(json: Bool, _ document: @autoclosure () throws -> Document, userInfo: [CodingUserInfoKey: any Sendable] = [:], _ text: @autoclosure () throws -> ReportText) throws {
        if json { try Output.json(document(), userInfo: userInfo) } else { write(try text()) }
    }

    /// Answers a name the app does not declare: under `--json` the no-match document, else its message on
    /// standard error; then exit 3.
    static func answer(_ noMatch: NoMatch, json: Bool) throws -> Never {
        try show(json: json, noMatch, ReportText([.init(noMatch.message[CommandContext.current.language], stream: .standardError)]))
        throw ExitCodes.noMatch
    }
}
