import Foundation

/// The day's steps, as both platforms' widgets show them.
struct StepCount {
    let steps: Int
    let goal: Int
}
