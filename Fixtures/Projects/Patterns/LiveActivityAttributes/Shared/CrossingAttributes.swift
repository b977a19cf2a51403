import ActivityKit
import Foundation

/// A crossing under way: the vessel and departure are fixed; the status changes as it sails.
struct CrossingAttributes: ActivityAttributes {
    public typealias ContentState = CrossingStatus

    var vessel: String
    var departsAt: Date
    static let operatorName = "Harbour Lines"
}
