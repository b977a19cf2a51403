import Foundation
import IntegrationsCore
import IntegrationsRouting
import Testing

/// A URL a person types is read as it arrives at the app, or refused saying why (the `route`, `clip` and
/// `aasa check` commands call it).
@Suite struct ParsedURLTests {
    @Test(arguments: [
        ("appcadia://goal/42", "appcadia://goal/42", nil),
        // Foundation percent-encodes what a path cannot hold.
        ("appcadia://goal/4 2", "appcadia://goal/4%202", nil),
        ("https://appcadia.com/goals/42?tab=week#top", "https://appcadia.com/goals/42?tab=week#top", nil),
        ("https://appcadia.com/clip/start/../../progress", "https://appcadia.com/progress",
         "As it arrives (. and .. resolved): https://appcadia.com/progress"),
        ("HTTPS://APPCADIA.COM/goals/1", "https://appcadia.com/goals/1", "As a browser reads it: https://appcadia.com/goals/1"),
        ("https://evil.example\\@appcadia.com/goals/1", "https://evil.example/@appcadia.com/goals/1",
         "As a browser reads it: https://evil.example/@appcadia.com/goals/1"),
    ] as [(String, String, String?)])
    func aURLIsReadAsItArrives(text: String, arriving: String, note: String?) throws {
        let parsed = try ParsedURL.parse(text)
        #expect(parsed.url.absoluteString == arriving)
        #expect(parsed.note?.en == note)
        #expect((parsed.arrival == .asWritten) == (note == nil))
    }

    @Test(arguments: [
        ("not a url", "it does not start with a scheme and a colon (such as https: or myapp:)",
         "「スキーム:」で始まっていません"),
        ("1http://x.example/", "it does not start with a scheme and a colon (such as https: or myapp:)",
         "「スキーム:」で始まっていません"),
        ("appcadia://goal/4\u{1}2", "it contains a control character (such as NUL) at character 18",
         "18文字目に制御文字（NUL など）があります"),
        ("appcadia://goal/42\nrm", "it contains a control character (such as NUL) at character 19",
         "19文字目に制御文字（NUL など）があります"),
        ("https://appcadia .com/goals/1", "the host holds ' ', which a host cannot (a browser does not open this URL)", nil),
        ("https://appcadia.com:99999/goals/12", "the port \"99999\" is not a number from 0 to 65535 (a browser does not open this URL)", nil),
        ("appcadia://goal/" + String(repeating: "9", count: 65_536), "it is longer than 65536 bytes", "65536 バイトを超えています"),
        // Foundation encodes a space in a path itself; in a custom scheme's host it reads nothing.
        ("appcadia://go al/1", "the character ' ' at character 14 cannot appear in a URL (percent-encode it)",
         "14文字目の「 」は URL に書けません（%20 のようにエンコードしてください）"),
        ("appcadia://h:x/1", "it is not a well-formed URL", "URL の形になっていません"),
    ] as [(String, String, String?)])
    func whatNoRouteCouldMatchIsRefusedSayingWhy(text: String, reason: String, japanese: String?) {
        let shown = TerminalText.shortLine(text)
        let error = #expect(throws: IntegrationsError.self) { try ParsedURL.parse(text) }
        #expect(error?.kind == .invalidRoute)
        #expect(error?.message.en == "\"\(shown)\" cannot be used as a URL: \(reason). Give a URL such as https://example.com/items/42.")
        if let japanese {
            #expect(error?.message.ja == "「\(shown)」は URL として使えません: \(japanese)。https://example.com/items/42 のような URL を指定してください。")
        }
    }

    @Test func theLongestURLAcceptedIsTheLimit() throws {
        let text = "appcadia://goal/" + String(repeating: "9", count: ParsedURL.maximumLength - "appcadia://goal/".utf8.count)
        #expect(text.utf8.count == ParsedURL.maximumLength)
        #expect(try ParsedURL.parse(text).url.absoluteString == text)
    }
}
