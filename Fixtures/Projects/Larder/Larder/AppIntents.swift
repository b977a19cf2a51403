import AppIntents

struct ItemEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static var defaultQuery = ItemQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

enum Shelf: String, AppEnum {
    case fridge, pantry
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static var caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.fridge: "Fridge", .pantry: "Pantry"]
}

struct AddItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Add Item"

    @Parameter(title: "Item")
    var item: ItemEntity

    @Parameter(title: "Count")
    var count: Int?

    func perform() async throws -> some IntentResult { .result() }
}

struct MoveItemIntent: AppIntent {
    static let title: LocalizedStringResource = LocalizedStringResource("Move Item")

    @Parameter(title: "Shelf")
    var shelf: Shelf

    func perform() async throws -> some IntentResult { .result() }
}

struct ConfigureStockIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configure Stock" }

    @Parameter(title: "Shelf", default: .pantry)
    var shelf: Shelf
}

struct LarderShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddItemIntent(),
            phrases: [
                "Add \(\.$item) in \(.applicationName)",
                "Stock \(\.$count) of \(\.$item) in \(.applicationName)",
                "Add something to my larder",
            ],
            shortTitle: "Add Item",
            systemImageName: "plus"
        )
        if #available(iOS 18.0, *) {
            AppShortcut(
                intent: MoveItemIntent(),
                phrases: ["Move to \(\.$shelf) with \(.applicationName)"],
                shortTitle: "Move",
                systemImageName: "arrow.right"
            )
        }
    }
}
