import UIKit

/// Hands directions to another app, as navigation apps do.
final class Directions {
    /// Asks first: canOpenURL(_:) answers only for schemes in LSApplicationQueriesSchemes, and comgooglemaps is.
    func openInGoogleMaps() {
        let url = URL(string: "comgooglemaps://?daddr=Tokyo+Station")!
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url)
        }
    }

    /// The bug: waze is not in LSApplicationQueriesSchemes, so canOpenURL(_:) is always false.
    func openInWaze() {
        let url = URL(string: "waze://?ll=35.681,139.767&navigate=yes")!
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url)
        }
    }

    /// Opening without asking needs no entry anywhere.
    func openInCitymapper() {
        UIApplication.shared.open(URL(string: "citymapper://directions?endcoord=35.681,139.767")!)
    }

    /// Through a constant of another type, followed one level: transit is not declared either.
    var hasTransit: Bool {
        UIApplication.shared.canOpenURL(OtherApps.transit)
    }

    /// Only in debug builds: uncertain, so a warning that says why.
    func debugTools() {
        #if DEBUG
        _ = UIApplication.shared.canOpenURL(URL(string: "flex://")!)
        #endif
    }
}

enum OtherApps {
    static let transit = URL(string: "transit://")!
}
