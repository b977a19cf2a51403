public import IntegrationsCore
public import IntegrationsImport
public import IntegrationsPointKit

extension NotificationsPoint {
    /// The notification categories as the code creates them, each action titled by its title or identifier.
    public func addImportedDeclarations(of report: ImportReport, to draft: inout ImportedAppDraft) {
        for (index, category) in report.notificationCategories.enumerated() { draft.sources["$.notifications.categories[\(index)]"] = category.source }
        let categories = report.notificationCategories.map { category in
            NotificationCategory(identifier: category.identifier, actions: category.actions.map { action in
                let title = action.title ?? action.identifier
                return NotificationAction(
                    identifier: action.identifier, title: LocalizedText(ja: title, en: title),
                    options: action.options.compactMap(NotificationAction.Option.init(rawValue:)),
                    textInput: action.textInput ? NotificationAction.TextInput(buttonTitle: LocalizedText(ja: title, en: title)) : nil)
            })
        }
        draft.manifest.notifications = NotificationDeclarations(categories: categories)
    }
}
