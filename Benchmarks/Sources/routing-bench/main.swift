// Routing benchmark: our Router against vapor/routing-kit's TrieRouter on the same tables, in one run,
// and AASA evaluation per URL against a 100-component file. See Docs/Benchmarks.md.
//
//     swift run -c release --package-path Benchmarks routing-bench
import Foundation
import IntegrationsCore
import IntegrationsRouting
import RoutingKit

let clock = ContinuousClock()

/// Nanoseconds per call: one warm-up batch, then 31 batches of `batch` calls; the median batch. Each
/// side is measured on its own, with its own table warm in the caches, as a server's router is.
func nanoseconds(batch: Int = 2_000, _ body: (Int) -> Void) -> Double {
    var batches: [Double] = []
    for round in 0..<32 {
        let elapsed = clock.measure { for index in 0..<batch { body(round &* batch &+ index) } }
        if round > 0 { batches.append((Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9) / Double(batch)) }
    }
    return batches.sorted()[15]
}

func format(_ value: Double) -> String { String(format: "%.0f", value) }
func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

/// A table of `count` routes: a third constant (`/c7/items`), a third with one Int parameter (`/p8/{id}`),
/// a third with two parameters (`/q9/{name}/detail/{id}`).
func table(_ count: Int) -> (ours: [RouteDeclaration], theirs: [(Int, [PathComponent])]) {
    var ours: [RouteDeclaration] = []
    var theirs: [(Int, [PathComponent])] = []
    for index in 0..<count {
        switch index % 3 {
        case 0:
            ours.append(RouteDeclaration(name: "r\(index)", forms: [.init(.web, "https://bench.example/c\(index)/items")]))
            theirs.append((index, [.constant("c\(index)"), .constant("items")]))
        case 1:
            ours.append(RouteDeclaration(name: "r\(index)", forms: [.init(.web, "https://bench.example/p\(index)/{id}")], parameters: ["id": .int]))
            theirs.append((index, [.constant("p\(index)"), .parameter("id")]))
        default:
            ours.append(RouteDeclaration(
                name: "r\(index)", forms: [.init(.web, "https://bench.example/q\(index)/{name}/detail/{id}")], parameters: ["id": .int]))
            theirs.append((index, [.constant("q\(index)"), .parameter("name"), .constant("detail"), .parameter("id")]))
        }
    }
    return (ours, theirs)
}

print("Our Router.match(URL) (URL parsed inside) against TrieRouter.route(path:) with the path split from")
print("the same string inside the timing, as Vapor does. Nanoseconds per lookup, median of 31 batches of 2,000")
print("after a warm-up batch, each measured on its own.")
print("")
print("| routes | lookup | ours ns | RoutingKit ns | RoutingKit / ours |")
print("|---|---|---|---|---|")
var ourMedians: [Int: Double] = [:]
var builds: [String] = []
for count in [100, 1_000, 10_000] {
    let (declarations, registrations) = table(count)
    // Each table built 7 times, alternating; the median build of each.
    var ours: IntegrationsRouting.Router?
    var trie: TrieRouter<Int>?
    var ourBuilds: [Double] = []
    var theirBuilds: [Double] = []
    for _ in 0..<7 {
        let ourBuild = clock.measure { ours = IntegrationsRouting.Router(declarations) }
        let theirBuild = clock.measure {
            let built = TrieRouter(Int.self)
            for (output, path) in registrations { built.register(output, at: path) }
            trie = built
        }
        ourBuilds.append(Double(ourBuild.components.attoseconds) / 1e15 + Double(ourBuild.components.seconds) * 1e3)
        theirBuilds.append(Double(theirBuild.components.attoseconds) / 1e15 + Double(theirBuild.components.seconds) * 1e3)
    }
    let router = ours ?? IntegrationsRouting.Router([])
    let theirs = trie ?? TrieRouter(Int.self)
    let (ourBuild, theirBuild) = (ourBuilds.sorted()[3], theirBuilds.sorted()[3])
    builds.append("| \(count) | \(String(format: "%.2f", ourBuild)) | \(String(format: "%.2f", theirBuild)) | \(ratio(ourBuild / theirBuild)) |")

    let third = count / 3
    let kinds: [(String, (Int) -> String)] = [
        ("constant", { "/c\(($0 % third) * 3)/items" }),
        ("one parameter", { "/p\(($0 % third) * 3 + 1)/42" }),
        ("two parameters", { "/q\(($0 % third) * 3 + 2)/abc/detail/7" }),
        ("miss", { "/zzz\($0 % third)/nothing" }),
    ]
    for (label, path) in kinds {
        let paths = (0..<4_096).map(path)
        let urls = paths.map { URL(string: "https://bench.example" + $0)! }
        var sink = 0
        let our = nanoseconds { index in
            if router.match(urls[index & 4_095]) != nil { sink &+= 1 }
        }
        let their = nanoseconds { index in
            var parameters = Parameters()
            let components = paths[index & 4_095].split(separator: "/").map(String.init)
            if theirs.route(path: components, parameters: &parameters) != nil { sink &+= 1 }
        }
        if sink == -1 { print("") }
        if label == "one parameter" { ourMedians[count] = our }
        print("| \(count) | \(label) | \(format(our)) | \(format(their)) | \(ratio(their / our)) |")
    }
}
print("")
if let small = ourMedians[100], let large = ourMedians[10_000] {
    print("One-parameter lookup growth from 100 to 10,000 routes: \(ratio(large / small))")
}
print("")
print("| routes | our table build ms | RoutingKit table build ms | ours / RoutingKit |")
print("|---|---|---|---|")
builds.forEach { print($0) }

// AASA: a 100-component file, URLs decided by the last component or by none.
var components: [AppleAppSiteAssociation.Component] = []
for index in 0..<100 {
    components.append(index % 10 == 0
        ? .init(path: "/section\(index)/private/*", exclude: true)
        : .init(path: "/section\(index)/?*", query: index % 7 == 0 ? .items(["lang": "$(lang)"]) : nil))
}
let document = AppleAppSiteAssociation(applinks: .init(details: [.init(appIDs: ["T.app"], components: components)]))
let aasaURLs = [URL(string: "https://bench.example/section99/item/3")!, URL(string: "https://bench.example/nowhere")!]
var opened = 0
let compiled = AASAEvaluator.Compiled(document)
let perURL = nanoseconds(batch: 200) { index in
    if compiled.evaluate(aasaURLs[index & 1]).match { opened += 1 }
}
let perURLUntraced = nanoseconds(batch: 200) { index in
    if compiled.appIDs(opening: aasaURLs[index & 1]) != nil { opened += 1 }
}
print("")
print("AASA evaluation against 100 components, compiled once (decided by the last component, or by none), µs per URL:")
print("")
print("| evaluation | µs per URL |")
print("|---|---|")
print("| `evaluate(_:)`, with its trace | \(String(format: "%.2f", perURL / 1_000)) |")
print("| `appIDs(opening:)`, without | \(String(format: "%.2f", perURLUntraced / 1_000)) |")
// The fixed cost: a URL the second component decides (reading the URL, the first component rejected).
let early = URL(string: "https://bench.example/section1/item/3")!
let perEarly = nanoseconds(batch: 200) { _ in if compiled.evaluate(early).match { opened += 1 } }
let perEarlyUntraced = nanoseconds(batch: 200) { _ in if compiled.appIDs(opening: early) != nil { opened += 1 } }
print("| `evaluate(_:)`, a URL the second component decides | \(String(format: "%.2f", perEarly / 1_000)) |")
print("| `appIDs(opening:)`, the same URL | \(String(format: "%.2f", perEarlyUntraced / 1_000)) |")

// Hostile AASA input: thirteen stars against long URLs. Before the linear matcher this took 18 s for
// 20 KB and over two minutes for 60 KB (a backtracking search over every split).
let stars = AppleAppSiteAssociation(applinks: .init(details: [
    .init(appIDs: ["T.app"], components: [.init(path: "/" + String(repeating: "*a", count: 13) + "b")])
]))
let starsCompiled = AASAEvaluator.Compiled(stars)
print("")
print("| pattern | URL length | ms per evaluation |")
print("|---|---|---|")
for length in [20_000, 60_000] {
    let url = URL(string: "https://bench.example/" + String(repeating: "a", count: length))!
    var matched = 0
    let perEvaluation = nanoseconds(batch: 4) { _ in if starsCompiled.evaluate(url).match { matched += 1 } }
    print("| `/*a*a…*a b` (13 stars) | \(length) | \(String(format: "%.3f", perEvaluation / 1e6)) |")
}
