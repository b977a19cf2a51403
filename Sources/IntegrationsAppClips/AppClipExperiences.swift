public import Foundation
import IntegrationsCore
import IntegrationsRouting

/// Picks the App Clip experience an invocation URL opens.
///
/// An experience's URL matches an invocation when the scheme and host are equal (without case), its path
/// segments are a prefix of the invocation's, on whole segments (`/clip/start` matches `/clip/start/2`,
/// not `/clip/starting`), and every query item it carries appears in the invocation with the same value
/// (other query items of the invocation are ignored). Among matches, the most specific wins: more path
/// segments, then more query items, then the name, so the result never depends on declaration order.
public struct AppClipExperiences: Sendable {
    /// The experiences.
    public let experiences: [AppClipExperience]

    /// Creates the table.
    public init(_ experiences: [AppClipExperience]) {
        self.experiences = experiences
    }

    /// The experience the invocation opens, or `nil`.
    public func experience(for url: URL) -> AppClipExperience? {
        // The URL as it arrives: dot segments resolved, read as a browser reads it.
        guard let arriving = ArrivingURL.arrivingURL(url), let invocation = Parts(arriving) else { return nil }
        return experiences.compactMap { experience -> (AppClipExperience, Parts)? in
            guard let registered = URL(string: experience.url).flatMap(Parts.init), registered.isPrefix(of: invocation) else { return nil }
            return (experience, registered)
        }
        .sorted { a, b in
            if a.1.segments.count != b.1.segments.count { return a.1.segments.count > b.1.segments.count }
            if a.1.query.count != b.1.query.count { return a.1.query.count > b.1.query.count }
            return a.0.name < b.0.name
        }
        .first?.0
    }

    private struct Parts {
        var origin: String
        var segments: [String]
        var query: [(String, String?)]

        init?(_ url: URL) {
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased()
            else { return nil }
            origin = scheme + "://" + host
            segments = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
            query = (components.queryItems ?? []).map { ($0.name, $0.value) }
        }

        func isPrefix(of other: Parts) -> Bool {
            origin == other.origin
                && segments.count <= other.segments.count
                && Array(other.segments.prefix(segments.count)) == segments
                && query.allSatisfy { item in other.query.contains { $0.0 == item.0 && $0.1 == item.1 } }
        }
    }
}
