import ActivityKit
import Foundation

/// The brew in progress, shown on the Lock Screen and in the Dynamic Island.
struct BrewAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var endsAt: Date
        var isPaused: Bool?
        var strength: Strength

        enum CodingKeys: String, CodingKey {
            case endsAt = "ends_at"
            case isPaused
            case strength
        }
    }

    enum Strength: String, Codable, Hashable {
        case light
        case regular
        case strong
    }

    var teaName: String
    let steepSeconds: Int
}
