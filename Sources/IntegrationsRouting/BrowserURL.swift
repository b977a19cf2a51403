public import Foundation
public import IntegrationsCore

/// A URL of a special scheme (`http`, `https`, `ws`, `wss`, `ftp`) read as a browser reads it: the WHATWG
/// URL Standard, which browsers, iOS's web views and Node follow, reads such URLs differently from RFC 3986
/// in ways an attacker can use. `https://evil.com\@appcadia.com/goals/12` has the host `appcadia.com` for
/// RFC 3986 but goes to `evil.com` in a browser, which reads `\` as `/`.
///
/// The router, the AASA evaluator and App Clip lookups read special URLs through this reading, so what they
/// answer is what a browser would open:
///
/// - leading and trailing spaces and C0 controls are dropped, tabs and line breaks removed;
/// - any run of `/` and `\` after the scheme starts the authority (`https:\\evil.com`, `https:evil.com`);
/// - the authority ends at `/`, `\`, `?` or `#`; the host follows its last `@`;
/// - the host is percent-decoded, mapped as IDNA maps it (full-width letters, `。`), lower-cased, and read
///   as an IPv4 address when it ends in a number (`0x7f.1` is `127.0.0.1`);
/// - the port is a number up to 65535, and the scheme's default port is dropped;
/// - in the path, `\` is `/`, and `%2e` is a dot in `.` and `..` segments, which are resolved.
///
/// What a browser refuses (a port over 65535, a host with a forbidden character, no host) is
/// ``Reading/invalid(_:)``. A host that stays non-ASCII after mapping is refused too: its Punycode
/// (`xn--`) form is needed, which this reading does not compute.
///
/// ```swift
/// BrowserURL.read("https://evil.com\\@appcadia.com/goals/12") // .readAs("https://evil.com/@appcadia.com/goals/12")
/// ```
public enum BrowserURL {
    /// How a browser reads a URL.
    public enum Reading: Sendable, Hashable {
        /// Not a special scheme, or already as a browser reads it.
        case asWritten
        /// A browser reads it as this URL.
        case readAs(String)
        /// A browser does not read it as a URL at all.
        case invalid(LocalizedText)
    }

    /// The special schemes with their default ports (`file` is special too, but has no host to confuse).
    static let defaultPorts: [String: Int] = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]

    /// Reads `text` as a browser does.
    public static func read(_ text: String) -> Reading {
        var copy = text
        if copy.withUTF8(isCanonical) { return .asWritten }
        return slowRead(text)
    }

    /// The URL a browser opens for `url`: itself, its browser reading, or `nil` when a browser refuses it.
    public static func arriving(_ url: URL) -> URL? {
        switch read(url.absoluteString) {
        case .asWritten: url
        case .readAs(let text): URL(string: text)
        case .invalid: nil
        }
    }

    /// Whether the bytes are a special URL already in a browser's form, or not special at all (`true`);
    /// `false` when the slow reading must look. One pass, no allocation: the router calls it per URL.
    static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return false }
            if byte <= 0x20 { return false }
            index += 1
        }
        guard index < bytes.count else { return true }
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<index])
        guard isSpecial(scheme) else { return true }
        guard index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/"),
            bytes[index + 3] != UInt8(ascii: "/"), bytes[index + 3] != UInt8(ascii: "\\")
        else { return false }
        index += 3
        // The authority: lower-case ASCII host characters only, no user information, no port.
        while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") {
            let byte = bytes[index]
            let plain = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard plain else { return false }
            index += 1
        }
        // A host that ends in a dot or a number may be an IPv4 address, written in a browser's own way or not.
        if bytes[index - 1] == UInt8(ascii: ".") { return false }
        var last = index - 1
        while last > 0, bytes[last] != UInt8(ascii: "."), bytes[last] != UInt8(ascii: "/") { last -= 1 }
        if last + 1 < index, bytes[last + 1] >= UInt8(ascii: "0"), bytes[last + 1] <= UInt8(ascii: "9") { return false }
        if index == bytes.count || bytes[index] != UInt8(ascii: "/") { return false }
        // The path: no backslash, no control or space, no `%2e`, no `.` or `..` segment.
        var segmentStart = index + 1
        while index <= bytes.count {
            let atEnd = index == bytes.count || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "#")
            if atEnd || bytes[index] == UInt8(ascii: "/") {
                let length = index - segmentStart
                if length == 1 || length == 2, bytes[segmentStart] == UInt8(ascii: "."), length == 1 || bytes[segmentStart + 1] == UInt8(ascii: ".") {
                    return false
                }
                segmentStart = index + 1
                if atEnd { break }
                index += 1
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") || byte <= 0x20 || byte == 0x7F { return false }
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "2"), bytes[index + 2] | 0x20 == UInt8(ascii: "e") {
                return false
            }
            index += 1
        }
        while index < bytes.count {
            if bytes[index] <= 0x20 || bytes[index] == 0x7F { return false }
            index += 1
        }
        return true
    }

    /// Whether the lower-case scheme's bytes are `http`, `https`, `ws`, `wss` or `ftp`: compared byte by
    /// byte (the router asks for every URL it reads).
    static func isSpecial(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        switch scheme.count {
        case 2: return scheme[0] == UInt8(ascii: "w") && scheme[1] == UInt8(ascii: "s")
        case 3:
            return (scheme[0] == UInt8(ascii: "w") && scheme[1] == UInt8(ascii: "s") && scheme[2] == UInt8(ascii: "s"))
                || (scheme[0] == UInt8(ascii: "f") && scheme[1] == UInt8(ascii: "t") && scheme[2] == UInt8(ascii: "p"))
        case 4, 5:
            return scheme[0] == UInt8(ascii: "h") && scheme[1] == UInt8(ascii: "t") && scheme[2] == UInt8(ascii: "t")
                && scheme[3] == UInt8(ascii: "p") && (scheme.count == 4 || scheme[4] == UInt8(ascii: "s"))
        default: return false
        }
    }

    private static func slowRead(_ text: String) -> Reading {
        // Leading and trailing C0 controls and spaces go; tabs and line breaks anywhere go.
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let cleaned = String(String.UnicodeScalarView(scalars))
        guard let colon = cleaned.firstIndex(of: ":") else { return .asWritten }
        let scheme = cleaned[..<colon].lowercased()
        guard let defaultPort = defaultPorts[scheme] else {
            return cleaned == text ? .asWritten : .readAs(cleaned)
        }
        var rest = cleaned[cleaned.index(after: colon)...]
        while let first = rest.first, first == "/" || first == "\\" { rest = rest.dropFirst() }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "\\" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        let afterAuthority = rest[authorityEnd...]
        var userinfo = ""
        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            userinfo = String(authority[...at])
            hostAndPort = authority[authority.index(after: at)...]
        }
        var hostText = hostAndPort
        var port: Int?
        let closing = hostAndPort.lastIndex(of: "]")
        if let portColon = hostAndPort.lastIndex(of: ":"), closing.map({ $0 < portColon }) ?? true {
            hostText = hostAndPort[..<portColon]
            let digits = hostAndPort[hostAndPort.index(after: portColon)...]
            if !digits.isEmpty {
                guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 10, let value = Int(digits), value <= 65_535 else {
                    return .invalid(LocalizedText(
                        ja: "ポート「\(digits)」は 0 から 65535 までの数ではありません（ブラウザはこの URL を開きません）",
                        en: "the port \"\(digits)\" is not a number from 0 to 65535 (a browser does not open this URL)"))
                }
                port = value == defaultPort ? nil : value
            }
        }
        let host: String
        switch readHost(String(hostText)) {
        case .success(let value): host = value
        case .failure(let problem): return .invalid(problem.text)
        }
        let pathEnd = afterAuthority.firstIndex { $0 == "?" || $0 == "#" } ?? afterAuthority.endIndex
        var path = afterAuthority[..<pathEnd].replacingOccurrences(of: "\\", with: "/")
        if path.isEmpty { path = "/" }
        path = ArrivingURL.removeDotSegments(path.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
            switch segment.lowercased() {
            case "%2e": "."
            case ".%2e", "%2e.", "%2e%2e": ".."
            default: String(segment)
            }
        }.joined(separator: "/"))
        let read = scheme + "://" + userinfo + host + (port.map { ":\($0)" } ?? "") + path + afterAuthority[pathEnd...]
        return read == text ? .asWritten : .readAs(read)
    }

    struct HostProblem: Error {
        var text: LocalizedText
    }

    /// The host as a browser reads it: decoded, mapped, lower-cased, an IPv4 address written in dotted
    /// decimal.
    static func readHost(_ written: String) -> Result<String, HostProblem> {
        guard !written.isEmpty else {
            return .failure(HostProblem(text: LocalizedText(ja: "ホストがありません（ブラウザはこの URL を開きません）", en: "it has no host (a browser does not open this URL)")))
        }
        if written.hasPrefix("[") {
            // An IPv6 literal: compared as written, without case.
            guard written.hasSuffix("]"), written.dropFirst().dropLast().allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return .failure(HostProblem(text: LocalizedText(ja: "IPv6 アドレス「\(written)」の形が正しくありません", en: "the IPv6 address \"\(written)\" is malformed")))
            }
            return .success(written.lowercased())
        }
        var bytes: [UInt8] = []
        var utf8 = Array(written.utf8)[...]
        while let byte = utf8.first {
            if byte == UInt8(ascii: "%"), utf8.count >= 3, let high = PercentDecoding.hexValue(utf8[utf8.startIndex + 1]),
                let low = PercentDecoding.hexValue(utf8[utf8.startIndex + 2])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
                utf8 = utf8.dropFirst()
            }
        }
        guard var host = String(validating: bytes, as: UTF8.self) else {
            return .failure(HostProblem(text: LocalizedText(ja: "ホストをデコードすると UTF-8 になりません", en: "the host does not decode to UTF-8")))
        }
        if !host.allSatisfy(\.isASCII) {
            // IDNA's mapping (UTS #46), as far as it reaches ASCII: compatibility forms, case, the ideographic full stops.
            host = String(host.precomposedStringWithCompatibilityMapping.lowercased().map { "。．｡".contains($0) ? "." : $0 })
            guard host.allSatisfy(\.isASCII) else {
                return .failure(HostProblem(text: LocalizedText(
                    ja: "ホスト「\(host)」は国際化ドメイン名です。xn-- で始まる Punycode の形で指定してください",
                    en: "the host \"\(host)\" is an internationalized domain name; give it in its Punycode form (xn--…)")))
            }
        }
        host = host.lowercased()
        let forbidden: Set<Character> = [" ", "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|"]
        if let bad = host.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F || forbidden.contains(Character($0)) }) {
            let shown = TerminalText.safeLine(String(bad))
            return .failure(HostProblem(text: LocalizedText(
                ja: "ホストに使えない文字「\(shown)」があります（ブラウザはこの URL を開きません）",
                en: "the host holds '\(shown)', which a host cannot (a browser does not open this URL)")))
        }
        switch ipv4(host) {
        case .domain:
            return .success(host)
        case .address(let value):
            return .success(value)
        case .invalid:
            return .failure(HostProblem(text: LocalizedText(
                ja: "ホスト「\(host)」は数字で終わるので IPv4 アドレスとして読まれますが、正しいアドレスではありません",
                en: "the host \"\(host)\" ends in a number, so it is read as an IPv4 address, and it is not a valid one")))
        }
    }

    enum IPv4Reading: Equatable {
        /// The host does not end in a number.
        case domain
        /// The address in dotted decimal.
        case address(String)
        /// It ends in a number but is no valid address.
        case invalid
    }

    /// The host read by the WHATWG IPv4 parser when it ends in a number.
    static func ipv4(_ host: String) -> IPv4Reading {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        guard let last = parts.last, !last.isEmpty else { return .domain }
        let endsInNumber = last.allSatisfy { $0.isASCII && $0.isNumber }
            || ((last.hasPrefix("0x") || last.hasPrefix("0X")) && last.dropFirst(2).allSatisfy { $0.isASCII && $0.isHexDigit })
        guard endsInNumber else { return .domain }
        guard parts.count <= 4 else { return .invalid }
        var numbers: [UInt64] = []
        for part in parts {
            guard !part.isEmpty else { return .invalid }
            var digits = part
            var radix = 10
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
                digits = digits.dropFirst(2)
                radix = 16
            } else if digits.count > 1, digits.hasPrefix("0") {
                digits = digits.dropFirst()
                radix = 8
            }
            if digits.isEmpty {
                numbers.append(0)
                continue
            }
            guard digits.count <= 32, let value = UInt64(digits, radix: radix) else { return .invalid }
            numbers.append(value)
        }
        for number in numbers.dropLast() where number > 255 { return .invalid }
        guard let lastNumber = numbers.last, lastNumber < UInt64(1) << (8 * UInt64(5 - numbers.count)) else { return .invalid }
        var address = lastNumber
        for (index, number) in numbers.dropLast().enumerated() { address += number << (8 * UInt64(3 - index)) }
        return .address("\(address >> 24 & 255).\(address >> 16 & 255).\(address >> 8 & 255).\(address & 255)")
    }
}
