import SwiftUI
import WidgetKit

@main
struct KettleWidgetBundle: WidgetBundle {
    var body: some Widget {
        BrewLiveActivity()
        BrewControl()
        TipWidget()
    }
}
