public import IntegrationsCore

extension NotificationContent {
    /// The content of a template, its `${field}`s filled from `fields` (record fields, and what the app
    /// supplies, such as `streak`).
    public init(_ template: NotificationTemplate, fields: [String: String], entityIdentifier: String?) {
        func fill(_ text: LocalizedText) -> LocalizedText {
            LocalizedText(ja: FieldTemplate(text.ja).render { fields[$0] ?? "" }, en: FieldTemplate(text.en).render { fields[$0] ?? "" })
        }
        self.init(
            title: fill(template.title), subtitle: template.subtitle.map(fill), body: fill(template.body), badge: template.badge,
            sound: template.sound, threadIdentifier: template.threadIdentifier, categoryIdentifier: template.category,
            userInfo: entityIdentifier.map { ["entity": $0, "template": template.identifier] } ?? ["template": template.identifier],
            interruptionLevel: template.interruptionLevel, relevanceScore: template.relevanceScore,
            targetContentIdentifier: entityIdentifier, attachments: template.attachments)
    }
}
