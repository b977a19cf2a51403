package import Foundation
package import IntegrationsCore

extension Store {
    /// The environment variable that sets how long a write waits for another process's lock.
    package static let busyTimeoutVariable = "INTEGRATIONS_BUSY_TIMEOUT"
    /// The busy timeout when the environment sets none: 10 seconds.
    package static let defaultBusyTimeout: TimeInterval = 10

    /// The busy timeout `INTEGRATIONS_BUSY_TIMEOUT` gives: decimal seconds from 0 to ``maximumBusyTimeout``.
    /// Any other value (not a number, negative, NaN, infinite, over the bound) gives the default of 10
    /// seconds and a warning to show, as an unusable `INTEGRATIONS_LOCALE` does.
    package static func busyTimeout(environment: [String: String]) -> (TimeInterval, warning: LocalizedText?) {
        guard let text = environment[busyTimeoutVariable], !text.isEmpty else { return (defaultBusyTimeout, nil) }
        // Decimal seconds only: Swift also reads hexadecimal (0x10) and exponents (1e3), which nobody means.
        if text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = TimeInterval(text), seconds.isFinite, seconds >= 0, seconds <= maximumBusyTimeout {
            return (seconds, nil)
        }
        let maximum = Int(maximumBusyTimeout)
        return (defaultBusyTimeout, LocalizedText(
            ja: "警告: \(busyTimeoutVariable) の「\(TerminalText.shortLine(text))」は 0 から \(maximum) までの秒数ではないので無視し、\(Int(defaultBusyTimeout)) 秒を使います。",
            en: "warning: \(busyTimeoutVariable) is \"\(TerminalText.shortLine(text))\", which is not a number of seconds from 0 to \(maximum); it is ignored and \(Int(defaultBusyTimeout)) seconds apply."))
    }
}
