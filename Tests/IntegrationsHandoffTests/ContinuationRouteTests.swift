import Foundation
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsRouting
import Testing

/// `activity.unknownRoute`: an activity that continues to a route the manifest lacks names the nearest
/// route only when one is near, in the one wording every "undeclared, nearest" suggestion uses
/// (`LocalizedText.didYouMean`); a name far from every route gets no suggestion.
@Suite struct ContinuationRouteTests {
    @Test(arguments: [
        ("goalEdt", #"did you mean "goalEdit"?"#, "「goalEdit」のことですか？"),
        ("settings", nil, nil),
    ] as [(String, String?, String?)])
    func anUnknownRouteNamesTheNearestOnlyWhenNear(route: String, en: String?, ja: String?) throws {
        var manifest = AppManifest(
            app: AppIdentity(name: "X", bundleIdentifier: "com.x"),
            routes: [RouteDeclaration(name: "goalEdit", forms: [RouteForm(.scheme, "x://goal/{id}/edit")], parameters: ["id": .int])])
        manifest.activities = [
            ActivityTypeDeclaration(type: "com.x.edit", title: LocalizedText(ja: "編集", en: "Editing"), continuesTo: ActivityRoute(route: route)),
        ]
        let found = HandoffPoint().checkRecords(manifest, records: [:]).filter { $0.code.rawValue == "activity.unknownRoute" }
        #expect(found.count == 1)
        #expect(found.first?.path == "$.activities[0].continuesTo.route")
        #expect(found.first?.suggestion?.en == en)
        #expect(found.first?.suggestion?.ja == ja)
    }
}
