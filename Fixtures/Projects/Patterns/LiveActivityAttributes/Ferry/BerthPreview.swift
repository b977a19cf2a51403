import ActivityKit

/// A debug-only preview of the berth a ferry docks at: started in debug builds, presented by no widget.
struct BerthAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var berth: Int
    }

    var harbour: String
}

enum BerthPreview {
    static func show() {
        #if DEBUG
        let attributes = BerthAttributes(harbour: "North Quay")
        _ = try? Activity<BerthAttributes>.request(attributes: attributes, content: .init(state: .init(berth: 3), staleDate: nil))
        #endif
    }
}
