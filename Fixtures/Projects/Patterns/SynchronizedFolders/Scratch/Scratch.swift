import WidgetKit
import SwiftUI

// A folder no target takes: dead code.
struct ScratchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PatternWidget", provider: PatternProvider()) { _ in Text("Scratch") }
    }
}
