import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsRouting

/// The router reading and matching a URL as it arrives (read as a browser reads it, dot segments resolved).
enum RouterTarget: FuzzTarget {
    static let name = "router"
    static func prepare() { _ = Sample.router }

    static func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        _ = ArrivingURL.removingDotSegments(text)
        // A browser's reading is final: reading it again changes nothing.
        if case .readAs(let read) = BrowserURL.read(text) {
            require(BrowserURL.read(read) == .asWritten, "\(text.debugDescription) read as \(read.debugDescription), which reads differently again")
        }
        guard let url = URL(string: text) else { return }
        let arriving = ArrivingURL.arriving(url)
        if case .match(let match) = Sample.router.resolve(arriving) {
            require(Sample.app.manifest.routes.contains { $0.name == match.route }, "matched an undeclared route \(match.route)")
        }
    }
}

/// URL generation and reading agree: a URL the router builds for a route and values opens that route with
/// those values.
enum URLRoundTripTarget: FuzzTarget {
    static let name = "url-roundtrip"
    static func prepare() { _ = Sample.router }

    static func run(_ data: Data) {
        let routes = Sample.app.manifest.routes
        guard data.count >= 2, !routes.isEmpty else { return }
        let route = routes[Int(data[data.startIndex]) % routes.count]
        let kinds = route.forms.map(\.kind)
        guard !kinds.isEmpty else { return }
        let form = kinds[Int(data[data.startIndex + 1]) % kinds.count]
        var chunks = Data(data.dropFirst(2)).split(separator: 0, omittingEmptySubsequences: false).map { Data($0) }.makeIterator()
        var values: [String: RouteValue] = [:]
        for (name, type) in route.parameters.sorted(by: { $0.key < $1.key }) {
            let chunk = chunks.next() ?? Data()
            switch type {
            case .int:
                var number = 0
                for byte in chunk.prefix(8) { number = number << 8 | Int(byte) }
                values[name] = .int(chunk.first.map { $0 & 1 == 1 } == true ? -number : number)
            case .uuid:
                var bytes = [UInt8](chunk.prefix(16))
                bytes += Array(repeating: 0, count: 16 - bytes.count)
                values[name] = .uuid(UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])))
            case .string:
                values[name] = .string(String(decoding: chunk, as: UTF8.self))
            case .enumeration(let allowed):
                guard !allowed.isEmpty else { return }
                values[name] = .string(allowed[Int(chunk.first ?? 0) % allowed.count])
            }
        }
        guard let url = try? Sample.router.url(for: route.name, parameters: values, form: form) else { return }
        guard case .match(let match) = Sample.router.resolve(ArrivingURL.arriving(url)) else {
            require(false, "\(url.absoluteString), built for route \(route.name) with \(values), opens no route")
            return
        }
        require(match.route == route.name, "\(url.absoluteString), built for route \(route.name) with \(values), opens \(match.route)")
        for (name, value) in values {
            let read = match.parameters[name]
            let same = route.isCaseInsensitive
                ? read?.description.lowercased() == value.description.lowercased()
                : read == value
            require(same, "\(url.absoluteString): \(name) was \(value), read back as \(String(describing: read))")
        }
    }
}

/// An apple-app-site-association file and a URL, both fuzzed (`FILE\0URL`): the decoder refuses or reads
/// the file, and every evaluation's trace ends in its decision.
enum AASATarget: FuzzTarget {
    static let name = "aasa"

    static func run(_ data: Data) {
        let (file, urlBytes) = split(data)
        // iOS reads at most 128 KB; the command refuses more before decoding.
        guard file.count <= 128 * 1024 else { return }
        _ = JSONSyntax.firstError(in: file)
        guard let document = try? JSONDecoder().decode(AppleAppSiteAssociation.self, from: file) else { return }
        let text = urlBytes.isEmpty ? "https://appcadia.com/goals/1" : String(decoding: urlBytes, as: UTF8.self)
        guard let url = URL(string: text) else { return }
        let compiled = AASAEvaluator.Compiled(document)
        let evaluation = compiled.evaluate(url)
        let decision = evaluation.match ? "→ opens" : "→ does not open"
        require(evaluation.trace.last?.en.contains(decision) == true, "the trace of \(text) does not end in its decision (\(decision))")
        require(AASAEvaluator.evaluate(document, url: url) == evaluation, "the compiled and the one-off evaluation of \(text) differ")
        require((compiled.appIDs(opening: url) ?? []) == evaluation.appIDs && (compiled.appIDs(opening: url) != nil) == evaluation.match,
                "appIDs(opening:) and evaluate(_:) of \(text) differ")
        checkRuleIndex(document, url: url, evaluation: evaluation)
    }

    /// A detail of 16 or more components looks its rules up by their paths' literal starts (Decisions 109):
    /// the decision must be the one of the same components walked in order, each a detail of its own (a
    /// detail of one is never indexed).
    static func checkRuleIndex(_ document: AppleAppSiteAssociation, url: URL, evaluation: AASAEvaluation) {
        guard var applinks = document.applinks, applinks.details.contains(where: { ($0.components?.count ?? 0) >= 16 }) else { return }
        applinks.details = applinks.details.flatMap { detail -> [AppleAppSiteAssociation.Detail] in
            guard let components = detail.components else { return [detail] }
            return components.map { component in
                var alone = detail
                alone.components = [component]
                return alone
            }
        }
        let walked = AASAEvaluator.evaluate(AppleAppSiteAssociation(applinks: applinks), url: url)
        require(evaluation.match == walked.match && evaluation.appIDs == walked.appIDs,
                "the rule index decided \(url.absoluteString) otherwise than walking its components (\(evaluation.match), \(walked.match))")
    }
}
