import Foundation
import IntegrationsCore
import IntegrationsRouting
import PropertyBased
import Testing

/// Special-scheme URLs read as browsers read them (the WHATWG URL Standard), against a table of what a
/// WHATWG parser answers: the `href` of Node 20's `URL` (the Ada parser) for each, recorded 2026-11-24;
/// `nil` where it throws (the browser opens nothing).
@Suite struct BrowserURLTests {
    static let whatwg: [(String, String?)] = [
        (#"https://evil.com\@appcadia.com/goals/12"#, #"https://evil.com/@appcadia.com/goals/12"#),
        (#"https://appcadia.com\@evil.com/goals/12"#, #"https://appcadia.com/@evil.com/goals/12"#),
        (#"https://evil.com\\appcadia.com/goals/12"#, #"https://evil.com//appcadia.com/goals/12"#),
        (#"https:\\evil.com/goals/12"#, #"https://evil.com/goals/12"#),
        (#"https:/appcadia.com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https:appcadia.com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https:///appcadia.com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com@evil.com/goals/12"#, #"https://appcadia.com@evil.com/goals/12"#),
        (#"https://evil.com#@appcadia.com/goals/12"#, #"https://evil.com/#@appcadia.com/goals/12"#),
        (#"https://evil.com?@appcadia.com/goals/12"#, #"https://evil.com/?@appcadia.com/goals/12"#),
        (#"https://user:pass@appcadia.com/goals/12"#, #"https://user:pass@appcadia.com/goals/12"#),
        (#"https://APPCADIA.COM/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia%2Ecom/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia%2ecom/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://ａｐｐｃａｄｉａ.com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia。com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com:443/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com:0443/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com:8443/goals/12"#, #"https://appcadia.com:8443/goals/12"#),
        (#"https://appcadia.com:99999/goals/12"#, nil),
        (#"https://appcadia.com:65536/goals/12"#, nil),
        (#"https://appcadia.com:65535/goals/12"#, #"https://appcadia.com:65535/goals/12"#),
        (#"https://appcadia.com:/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com:x/goals/12"#, nil),
        (#"https://0x7f.1/goals/12"#, #"https://127.0.0.1/goals/12"#),
        (#"https://2130706433/goals/12"#, #"https://127.0.0.1/goals/12"#),
        (#"https://127.0.0.1./goals/12"#, #"https://127.0.0.1/goals/12"#),
        (#"https://0177.0.0.1/goals/12"#, #"https://127.0.0.1/goals/12"#),
        (#"https://256.0.0.1/goals/12"#, nil),
        (#"https://1.2.3.4.5/goals/12"#, nil),
        (#"https://09.1/goals/12"#, nil),
        (#"https://app cadia.com/goals/12"#, nil),
        (#"https://appcadia.com/goals/..%2F12"#, #"https://appcadia.com/goals/..%2F12"#),
        (#"https://appcadia.com/goals/%2e%2e/progress"#, #"https://appcadia.com/progress"#),
        (#"https://appcadia.com/goals/%2E/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com/goals\12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com/goals/12?x=\y"#, #"https://appcadia.com/goals/12?x=\y"#),
        (#"https://appcadia.com/goals/12#\frag"#, #"https://appcadia.com/goals/12#\frag"#),
        (#"http://appcadia.com:80/goals/12"#, #"http://appcadia.com/goals/12"#),
        (#"https://[::1]/goals/12"#, #"https://[::1]/goals/12"#),
        (#"https://appcadia.com./goals/12"#, #"https://appcadia.com./goals/12"#),
        (#"https://appcadia.com"#, #"https://appcadia.com/"#),
        (#"HTTPS://appcadia.com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://evil.com%5C@appcadia.com/goals/12"#, #"https://evil.com%5C@appcadia.com/goals/12"#),
        (#"https://evil.com%40appcadia.com/goals/12"#, nil),
        (#"https://appcadia.com%2Fevil.com/goals/12"#, nil),
        (#"https://%61ppcadia.com/goals/12"#, #"https://appcadia.com/goals/12"#),
        (#"https://appcadia.com/goals/12/.."#, #"https://appcadia.com/goals/"#),
        (#"https://a@b@appcadia.com/goals/12"#, #"https://a%40b@appcadia.com/goals/12"#),
        (#"https:// /goals/12"#, nil),
        (#"https://"#, nil),
        (#"appcadia://goal/42"#, #"appcadia://goal/42"#),
        (#"appcadia://evil.com\@goal/42"#, #"appcadia://evil.com%5C@goal/42"#),
    ]

    /// What a browser opens, without the user information (which a browser keeps, percent-encoded, and
    /// no route or AASA rule reads).
    static func opened(_ text: String) -> String {
        text.replacingOccurrences(of: #"//[^/?#]*@"#, with: "//", options: .regularExpression)
    }

    @Test(arguments: whatwg)
    func readsAsTheStandardDoes(url: String, href: String?) {
        switch BrowserURL.read(url) {
        case .invalid(let reason):
            #expect(href == nil, "refused \(url) (\(reason.en)), which a browser opens as \(href ?? "")")
        case .asWritten:
            #expect(href.map(Self.opened) == Self.opened(url), "\(url) read as written")
        case .readAs(let read):
            #expect(href.map(Self.opened) == Self.opened(read), "\(url) read as \(read)")
        }
    }

    static let router = Router([
        RouteDeclaration(name: "goal", forms: [.init(.web, "https://appcadia.com/goals/{id}")], parameters: ["id": .int]),
    ])

    /// (Foundation's `URL(string:)` keeps a backslash only by re-encoding it as `%5C`, which changes the
    /// URL: backslash tricks are tried on the text, in ``ArrivingURL/arrival(of:)`` and from the command.)
    @Test(arguments: [
        "https://appcadia.com:99999/goals/12", "https://appcadia.com%2Fevil.com/goals/12", "https://0x7f.1/goals/12",
        "https://appcadia.com.evil.com/goals/12", "https://appcadia.com@evil.com/goals/12",
    ])
    func aURLABrowserSendsElsewhereMatchesNoRoute(url: String) throws {
        let parsed = try #require(URL(string: url))
        #expect(Self.router.match(parsed) == nil)
    }

    @Test(arguments: [
        ("https://evil.com\\@appcadia.com/goals/12", "https://evil.com/@appcadia.com/goals/12"),
        ("https:\\\\evil.com/goals/12", "https://evil.com/goals/12"),
        ("https://appcadia.com/goals\\12", "https://appcadia.com/goals/12"),
    ])
    func aBackslashArrivesAsASlash(url: String, arriving: String) {
        #expect(ArrivingURL.arrival(of: url) == .changed(arriving, note: LocalizedText(ja: "ブラウザが読む URL", en: "as a browser reads it")))
    }

    @Test(arguments: [
        "https://APPCADIA.COM/goals/12", "https://appcadia%2Ecom/goals/12", "https://appcadia.com:443/goals/12", "https:/appcadia.com/goals/12",
        "https://appcadia.com/x/%2e%2e/goals/12", "https://user@appcadia.com/goals/12",
    ])
    func aURLABrowserOpensOnTheAppsDomainMatchesItsRoute(url: String) throws {
        let parsed = try #require(URL(string: url))
        #expect(Self.router.match(parsed)?.parameters["id"] == .int(12))
    }

    /// A browser's reading is already as a browser reads it: reading it again changes nothing (so the
    /// fast check of an already-read URL and the full reading agree), over URLs made of the tricky pieces.
    @Test func readingTwiceChangesNothing() async {
        let pieces = ["https:", "HTTP:", "/", "\\", "//", "@", "evil.com", "appcadia.com", "APP", ":443", ":99999", ":8080", "%2e", "%2E",
                      ".", "..", "?", "#", "%41", "0x7f", "1", "ａ", "。", " ", "goals", "[::1]", "x"]
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 1...12)) { indices in
            let text = "https://" + indices.map { pieces[$0] }.joined()
            if case .readAs(let read) = BrowserURL.read(text) {
                #expect(BrowserURL.read(read) == .asWritten, "\(text) → \(read) → \(BrowserURL.read(read))")
            }
        }
    }
}
