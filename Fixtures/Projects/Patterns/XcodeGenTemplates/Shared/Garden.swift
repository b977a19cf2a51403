import SwiftUI

struct GardenView: View {
    var body: some View {
        Link("Today", destination: URL(string: "hive://today")!)
    }
}
