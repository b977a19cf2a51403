import UIKit

enum Links {
    static func openToday() {
        UIApplication.shared.open(URL(string: "tally://today")!)
    }
}
