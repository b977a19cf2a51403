public import Foundation
public import IntegrationsCore

/// A URL as it arrives at an app: browsers and the system resolve `.` and `..` path segments
/// (RFC 3986, section 5.2.4, "Remove Dot Segments") before anything matches the URL against routes, an
/// apple-app-site-association file or App Clip experiences.
///
/// `https://appcadia.com/clip/start/../../admin` arrives as `https://appcadia.com/admin`. The authority
/// is never removed: a custom scheme's host (`appcadia://goal/..`) stays. Only literal dots count;
/// `%2E` is left as it is, as RFC 3986 and Foundation do (browsers following the WHATWG URL Standard
/// also read `%2E` as a dot: see `Docs/Routing.md`).
///
/// ```swift
/// ArrivingURL.removingDotSegments("https://appcadia.com/goals/../progress") // "https://appcadia.com/progress"
/// ```
public enum ArrivingURL {
    /// How a URL arrives, compared with how it was written.
    public enum Arrival: Sendable, Hashable {
        /// As written.
        case asWritten
        /// As `url`, for the reason `note` says (dot segments resolved, or read as a browser reads it).
        case changed(String, note: LocalizedText)
        /// A browser opens nothing for it (``BrowserURL/Reading/invalid(_:)``), for the reason given.
        case refused(LocalizedText)
    }

    /// How `text` arrives at the app: a special-scheme URL as a browser reads it (``BrowserURL``), any
    /// other with its dot segments resolved.
    public static func arrival(of text: String) -> Arrival {
        let dotsResolved = removingDotSegments(text)
        switch BrowserURL.read(text) {
        case .invalid(let reason):
            return .refused(reason)
        case .readAs(let read):
            return .changed(read, note: read == dotsResolved ? dotNote : LocalizedText(ja: "ブラウザが読む URL", en: "as a browser reads it"))
        case .asWritten:
            return dotsResolved.map { .changed($0, note: dotNote) } ?? .asWritten
        }
    }

    private static let dotNote = LocalizedText(ja: "届く URL（. と .. を解決）", en: "as it arrives (. and .. resolved)")

    /// The URL as it arrives, or `nil` when a browser opens nothing for it.
    public static func arrivingURL(_ url: URL) -> URL? {
        switch arrival(of: url.absoluteString) {
        case .asWritten: url
        case .changed(let text, _): URL(string: text)
        case .refused: nil
        }
    }

    /// The URL string with its dot segments removed, or `nil` when its path has none.
    public static func removingDotSegments(_ text: String) -> String? {
        var copy = text
        return copy.withUTF8 { bytes -> String? in
            guard let parts = URLParts(bytes), hasDotSegment(bytes, parts.path) else { return nil }
            let path = removeDotSegments(bytes.string(parts.path))
            return bytes.string(0..<parts.path.lowerBound) + path + bytes.string(parts.path.upperBound..<bytes.count)
        }
    }

    /// The URL with its dot segments removed (itself when it has none).
    public static func arriving(_ url: URL) -> URL {
        removingDotSegments(url.absoluteString).flatMap { URL(string: $0) } ?? url
    }

    /// Whether a path holds a segment that is exactly `.` or `..`.
    static func hasDotSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ path: Range<Int>) -> Bool {
        var start = path.lowerBound
        for index in path.lowerBound...path.upperBound where index == path.upperBound || bytes[index] == UInt8(ascii: "/") {
            let length = index - start
            if length == 1 || length == 2, bytes[start] == UInt8(ascii: "."), length == 1 || bytes[start + 1] == UInt8(ascii: ".") {
                return true
            }
            start = index + 1
        }
        return false
    }

    /// RFC 3986's algorithm, on whole segments.
    static func removeDotSegments(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(absolute ? 1 : 0)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if last { output.append("") }
            default:
                output.append(segment)
            }
        }
        return (absolute ? "/" : "") + output.joined(separator: "/")
    }
}
