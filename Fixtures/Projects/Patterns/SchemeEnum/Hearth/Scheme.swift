import Foundation

/// The URL schemes the app knows, as many apps keep them: a String enum whose URL is built from the raw value.
enum Scheme: String, CaseIterable {
    case app = "hearth"
    case vpn

    var url: URL { URL(string: "\(rawValue)://")! }
}
