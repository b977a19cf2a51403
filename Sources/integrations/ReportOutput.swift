import Foundation
import IntegrationsCore
import IntegrationsReporting

extension Output {
    /// Writes a reporter's text: each line to its stream, made terminal-safe unless the reporter styled it.
    static func write(_ text: ReportText) {
        for line in text.lines {
            switch line.stream {
            case .standardOutput: line.isStyled ? printStyled(line.text) : print(line.text)
            case .standardError: error(line.text)
            }
        }
    }

    /// Prints `document` as JSON when `json`, else `text`; only the one printed is made.
    static func show<Document: Encodable>(json: Bool, _ document: @autoclosure () throws -> Document, userInfo: [CodingUserInfoKey: any Sendable] = [:], _ text: @autoclosure () throws -> ReportText) throws {
        if json { try Output.json(document(), userInfo: userInfo) } else { write(try text()) }
    }
}
