public import IntegrationsCore

extension APNsPayload {
    /// Why ``inputLimit`` is what it is: said after the limit when a file is refused.
    public static let inputLimitReason = LocalizedText(ja: "APNs のペイロードは最大 4 KB（VoIP は 5 KB）です", en: "an APNs payload is at most 4 KB, 5 KB for VoIP")
}
