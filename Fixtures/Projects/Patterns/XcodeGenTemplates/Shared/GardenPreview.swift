import SwiftUI

// Excluded from every target (excludes: "**/*Preview.swift"): this URL is no URL the app opens.
struct GardenPreview: View {
    var body: some View {
        Link("Preview", destination: URL(string: "hivepreview://garden")!)
    }
}
