/// A URL string's parts as UTF-8 byte ranges, found in one pass without Foundation.
///
/// The router and the AASA evaluator read URLs through this one scanner, so they agree on what the
/// scheme, host, path, query and fragment of a URL are (RFC 3986, section 3):
/// `scheme ":" ["//" [userinfo "@"] host [":" port]] path ["?" query] ["#" fragment]`.
struct URLParts {
    /// Letters, digits, `+`, `-` and `.`, starting with a letter.
    var scheme: Range<Int>
    /// The authority's host, without user information and port; `nil` without `//`.
    var host: Range<Int>?
    /// Everything from the end of the authority to `?` or `#`; may be empty.
    var path: Range<Int>
    /// After `?`, up to `#`.
    var query: Range<Int>?
    /// After `#`.
    var fragment: Range<Int>?

    /// Scans a URL string; `nil` when it has no scheme.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let end = bytes.count
        var index = 0
        while index < end, Self.isSchemeByte(bytes[index], first: index == 0) { index += 1 }
        guard index > 0, index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        scheme = 0..<index
        index += 1
        if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            index = start
            while index < end, !Self.endsAuthority(bytes[index]) { index += 1 }
            var hostStart = start
            var hostEnd = index
            for position in start..<index where bytes[position] == UInt8(ascii: "@") { hostStart = position + 1 }
            if hostStart < hostEnd, bytes[hostStart] == UInt8(ascii: "[") {
                // An IP literal: its colons are not a port's.
                var close = hostStart
                while close < hostEnd, bytes[close] != UInt8(ascii: "]") { close += 1 }
                hostEnd = Swift.min(close + 1, hostEnd)
            } else {
                var position = hostEnd
                while position > hostStart {
                    position -= 1
                    if bytes[position] == UInt8(ascii: ":") {
                        hostEnd = position
                        break
                    }
                }
            }
            host = hostStart..<hostEnd
        } else {
            host = nil
        }
        let pathStart = index
        while index < end, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") { index += 1 }
        path = pathStart..<index
        if index < end, bytes[index] == UInt8(ascii: "?") {
            let start = index + 1
            index = start
            while index < end, bytes[index] != UInt8(ascii: "#") { index += 1 }
            query = start..<index
        } else {
            query = nil
        }
        fragment = index < end ? (index + 1)..<end : nil
    }

    private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes in `range` equal `lowercased` when ASCII letters are compared without case.
    func equalsIgnoringASCIICase(_ range: Range<Int>, _ lowercased: [UInt8]) -> Bool {
        guard range.count == lowercased.count else { return false }
        var other = 0
        for index in range {
            var byte = self[index]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            guard byte == lowercased[other] else { return false }
            other += 1
        }
        return true
    }

    /// The bytes in `range` as a string (they come from a string, so they are valid UTF-8).
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}

/// Percent-decoding into a caller's buffer.
enum PercentDecoding {
    /// Decodes `source[range]` into `target` from `offset`; returns the new end, or `nil` when an escape
    /// is malformed (`%` not followed by two hex digits).
    static func decode(
        _ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into target: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) -> Int? {
        var out = offset
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = source[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound,
                    let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
                else { return nil }
                target[out] = high << 4 | low
                index += 3
            } else {
                target[out] = byte
                index += 1
            }
            out += 1
        }
        return out
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
