import SwiftUI

enum SproutActivity {
    static let plant = "com.example.sprout.plant"
    static let watering = "com.example.sprout.watering"
}

struct PlantView: View {
    let id: Int

    var body: some View {
        Text("Plant \(id)")
            .userActivity(SproutActivity.plant) { activity in
                activity.webpageURL = URL(string: "https://sprout.example/plants/\(id)")
            }
            .userActivity(SproutActivity.watering) { _ in }
            .onOpenURL { _ in }
        Link("Care guide", destination: URL(string: "sprout://care/\(id)")!)
    }
}
