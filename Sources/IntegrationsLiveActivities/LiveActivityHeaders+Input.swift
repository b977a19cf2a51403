import IntegrationsCore
package import IntegrationsFileInput

extension LiveActivityHeaders {
    /// A headers file, for the messages that refuse one (``BoundedInput/Subject``): read up to
    /// ``LiveActivityPayload/inputLimit`` bytes, far past any request's headers.
    package static let input = BoundedInput.Subject(
        kind: .invalidNotification, noun: LocalizedText(ja: "ヘッダーのファイル", en: "the headers file"),
        why: LocalizedText(ja: "プッシュのリクエストのヘッダーはそれよりずっと小さいものです", en: "a push request's headers are far smaller"))
}
