import CoreData
import SwiftUI

/// URLs that are identifiers, not links: a sign-out marker compared with, a table of legacy links keyed by
/// URL, a Core Data object's URI.
enum Places {
    static func isSignOut(_ url: URL) -> Bool {
        url == URL(string: "compass-internal://sign-out")
    }

    static let legacy: [URL: String] = [URL(string: "oldcompass://home")!: "home"]

    static func place(in coordinator: NSPersistentStoreCoordinator) -> NSManagedObjectID? {
        coordinator.managedObjectID(forURIRepresentation: URL(string: "x-coredata://store/Place/p1")!)
    }
}

/// The same screen linked three ways: one made-up route, never "routes match the same URLs".
struct PlaceLinks: View {
    var body: some View {
        VStack {
            Link("Saved", destination: URL(string: "compass://saved")!)
            Link("Saved", destination: URL(string: "compass://Saved/")!)
            Link("Saved on the map", destination: URL(string: "compass://saved?tab=map")!)
        }
    }
}
