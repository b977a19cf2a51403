import Foundation

/// What a crossing's Live Activity shows now; pushes send it as `content-state` with these keys.
struct CrossingStatus: Codable, Hashable {
    var phase: Phase
    var minutesLeft: Int
    var delayNote: String?

    enum CodingKeys: String, CodingKey {
        case phase
        case minutesLeft = "minutes_left"
        case delayNote = "delay_note"
    }

    var isLate: Bool { delayNote != nil }
}

enum Phase: String, Codable, Hashable {
    case boarding
    case underway = "under_way"
    case docked
}
