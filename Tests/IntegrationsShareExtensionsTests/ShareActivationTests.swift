import IntegrationsCore
import IntegrationsShareExtensions
import Testing

/// Whether the share sheet offers an extension, read from its dictionary the way Docs/ShareExtensions.md
/// states Apple's keys: every kind shared must be supported, within its count.
@Suite struct ShareActivationTests {
    static let webURLOne: [String: JSONValue] = ["NSExtensionActivationSupportsWebURLWithMaxCount": .integer(1)]
    static let imagesTen: [String: JSONValue] = ["NSExtensionActivationSupportsImageWithMaxCount": .integer(10)]
    static let textAndURL: [String: JSONValue] = [
        "NSExtensionActivationSupportsText": .boolean(true), "NSExtensionActivationSupportsWebURLWithMaxCount": .integer(1),
    ]
    static let filesThree: [String: JSONValue] = ["NSExtensionActivationSupportsFileWithMaxCount": .integer(3)]
    static let bounded: [String: JSONValue] = [
        "NSExtensionActivationSupportsImageWithMaxCount": .integer(5),
        "NSExtensionActivationSupportsAttachmentsWithMinCount": .integer(2),
        "NSExtensionActivationSupportsAttachmentsWithMaxCount": .integer(3),
    ]

    @Test(arguments: [
        // One URL to a URL-only extension; a second URL is over its count.
        (webURLOne, [SharedItemKind.webURL: 1], ShareActivation.Outcome.offered),
        (webURLOne, [.webURL: 2], .notOffered),
        // A URL with text: text is not supported unless said (the gist's Instapaper case).
        (webURLOne, [.webURL: 1, .text: 1], .notOffered),
        (textAndURL, [.webURL: 1, .text: 1], .offered),
        (textAndURL, [.text: 1], .offered),
        // Exactly at the maximum, one past it.
        (imagesTen, [.image: 10], .offered),
        (imagesTen, [.image: 11], .notOffered),
        (imagesTen, [.movie: 1], .notOffered),
        // An image with no image key counts as a file.
        (filesThree, [.image: 2, .file: 1], .offered),
        (filesThree, [.image: 2, .file: 2], .notOffered),
        (filesThree, [.webURL: 1], .notOffered),
        // Attachments in all within the minimum and the maximum.
        (bounded, [.image: 1], .notOffered),
        (bounded, [.image: 2], .offered),
        (bounded, [.image: 3], .offered),
        (bounded, [.image: 4], .notOffered),
        // Nothing shared offers nothing.
        (textAndURL, [:], .notOffered),
    ])
    func dictionary(rule: [String: JSONValue], shared: [SharedItemKind: Int], expected: ShareActivation.Outcome) {
        let activation = ShareActivation(name: "Shelf", rule: .dictionary(rule), items: SharedItems(shared))
        #expect(activation.outcome == expected, "\(activation.reasons.map(\.en))")
        #expect(!activation.reasons.isEmpty)
    }

    @Test func refusalNamesTheKeyAndTheCount() {
        let activation = ShareActivation(name: "Shelf", rule: .dictionary(Self.webURLOne), items: SharedItems([.webURL: 3]))
        #expect(activation.reasons.map(\.en) == ["3 web URLs exceed NSExtensionActivationSupportsWebURLWithMaxCount, 1"])
        #expect(activation.reasons.map(\.ja) == ["Web の URL3個は NSExtensionActivationSupportsWebURLWithMaxCount の 1 を超えます"])
    }

    @Test func anImageWithNeitherKeyIsRefusedNamingBoth() {
        let activation = ShareActivation(name: "Shelf", rule: .dictionary(Self.webURLOne), items: SharedItems([.image: 1, .webURL: 1]))
        #expect(activation.reasons.map(\.en) == [
            "no image is accepted (NSExtensionActivationSupportsImageWithMaxCount / NSExtensionActivationSupportsFileWithMaxCount absent or 0)",
        ])
    }

    @Test(arguments: [
        ("TRUEPREDICATE", ShareActivation.Outcome.offered),
        ("  truepredicate\n", .offered),
        ("SUBQUERY (extensionItems, $e, SUBQUERY ($e.attachments, $a, ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO \"public.url\").@count == 1).@count == 1", .unread),
        ("FALSEPREDICATE", .unread),
    ])
    func predicate(text: String, expected: ShareActivation.Outcome) {
        #expect(ShareActivation(name: "Shelf", rule: .predicate(text), items: SharedItems([.webURL: 1])).outcome == expected)
    }

    @Test func sharedItemsEncodeAsAnObjectByKind() throws {
        let items = SharedItems([.image: 2, .webURL: 1, .movie: 0])
        let decoded = try JSONValue(encoding: items)
        #expect(decoded == .object(["image": .integer(2), "webURL": .integer(1)]))
        #expect(items.words.en == "1 web URL, 2 images")
        #expect(items.words.ja == "Web の URL1個、画像2個")
    }
}
