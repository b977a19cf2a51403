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
}
