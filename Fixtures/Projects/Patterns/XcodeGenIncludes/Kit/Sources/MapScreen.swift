import SwiftUI

// In the framework the app links from another project (Kit/Kit): the app's code too.
public struct MapScreen: View {
    public init() {}
    public var body: some View {
        Text("Map")
            .userActivity("com.example.atlas.viewMap") { activity in
                activity.isEligibleForHandoff = false
                activity.isEligibleForPrediction = true
            }
    }
}
