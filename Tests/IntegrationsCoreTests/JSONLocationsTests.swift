import Foundation
import IntegrationsCore
import Testing

@Suite struct JSONLocationsTests {
    static let document = """
        {
          "name": "目標アプリ",
          "escaped": "a\\"b\\\\c\\u00e9",
          "k\\u00e9y": [1, [2, [3, {"deep": "値"}]]],
          "routes": [
            {"name": "goal", "forms": [{"kind": "web", "template": "https://h/goals/{id}"}]},
            {"name": "edit",
             "forms": [
               {"kind": "web",   "template": "https://h/goals/{id}/edit"}
             ]}
          ],
          "empty": {}, "list": [], "n": -1.5e3, "t": true
        }
        """

    static let locations = JSONLocations(Data(document.utf8))

    @Test(arguments: [
        ("$", 1, 1),
        ("$.name", 2, 11),
        ("$.escaped", 3, 14),
        ("$.kéy", 4, 15),
        ("$.kéy[0]", 4, 16),
        ("$.kéy[1][1][1].deep", 4, 36),
        ("$.routes[0].forms[0].template", 6, 60),
        ("$.routes[1].forms[0].template", 9, 38),
        ("$.empty", 12, 12),
        ("$.n", 12, 33),
        ("$.t", 12, 46),
    ])
    func valuesAreFoundByTheirJSONPath(path: String, line: Int, column: Int) {
        #expect(Self.locations.location(of: path) == JSONLocations.Location(line: line, column: column))
    }

    @Test func aPathTheDocumentLacksFallsBackToItsNearestValue() {
        #expect(Self.locations.location(of: "$.routes[1].forms[3].kind") == JSONLocations.Location(line: 8, column: 15))
        #expect(Self.locations.location(of: "$.nothing") == JSONLocations.Location(line: 1, column: 1))
    }

    @Test func keysAndMembersAreRecorded() {
        #expect(Self.locations.keyLocation(of: "$.routes[1].forms") == JSONLocations.Location(line: 8, column: 6))
        #expect(Self.locations.members["$"] == ["name", "escaped", "kéy", "routes", "empty", "list", "n", "t"])
        #expect(Self.locations.members["$.empty"] == [])
    }

    /// A minified document on one line: columns count scalars over the whole line. (How long large
    /// documents take is measured by `check-bench`, not timed here.)
    @Test func aLongSingleLineIsReadWithEveryValueLocated() {
        let items = (0..<20_000).map { #"{"名前": "値\#($0)"}"# }.joined(separator: ",")
        let data = Data(("[" + items + "]").utf8)
        let locations = JSONLocations(data)
        #expect(locations.location(of: "$[1].名前") == JSONLocations.Location(line: 1, column: 22))
        #expect(locations.values.count == 40_001)
    }
}
