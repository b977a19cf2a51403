package import Foundation

extension UserClock {
    /// The environment variable that fixes "now" for scripts and tests.
    package static let nowVariable = "INTEGRATIONS_NOW"

    /// The user's clock in `timeZone`: the system's, or stopped at the instant `INTEGRATIONS_NOW` gives in
    /// `environment` (ISO 8601, for scripts and tests).
    ///
    /// - Throws: ``IntegrationsError`` when `INTEGRATIONS_NOW` is set but not an ISO 8601 date and time.
    package static func reading(_ environment: [String: String], timeZone: TimeZone) throws(IntegrationsError) -> UserClock {
        guard let text = environment[nowVariable], !text.isEmpty else { return UserClock(timeZone: timeZone) { Date() } }
        guard let date = ISODate.parse(text) else {
            throw IntegrationsError(.invalidIntentRequest, LocalizedText(
                ja: "環境変数 INTEGRATIONS_NOW の「\(text)」は ISO 8601 の日時ではありません。2026-11-21T09:00:00+09:00 のように書くか、変数を外してください。",
                en: "INTEGRATIONS_NOW is \"\(text)\", which is not an ISO 8601 date and time. Write it like 2026-11-21T09:00:00+09:00, or unset it."))
        }
        return .fixed(date, timeZone: timeZone)
    }
}
