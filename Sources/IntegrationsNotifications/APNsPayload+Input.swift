import IntegrationsCore
package import IntegrationsFileInput

extension APNsPayload {
    /// A payload file, for the messages that refuse one (``BoundedInput/Subject``), with why ``inputLimit``
    /// is what it is, said after the limit.
    package static let input = BoundedInput.Subject(
        kind: .invalidNotification, noun: LocalizedText(ja: "ペイロード", en: "the payload"),
        why: LocalizedText(ja: "APNs のペイロードは最大 4 KB（VoIP は 5 KB）です", en: "an APNs payload is at most 4 KB, 5 KB for VoIP"))
}
