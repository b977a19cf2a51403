public import Foundation
public import IntegrationsCore
package import IntegrationsFileInput

/// An app's apple-app-site-association file as a front end reads or generates it: the size iOS reads,
/// the domain a generated file is for, and which file answers whether a URL opens the app.
///
/// ```swift
/// let parsed = try ParsedURL.parse("https://appcadia.com/goals/42")
/// let evaluation = try AASAReading.evaluate(parsed, appOf: manifest)  // against the app's own file
/// evaluation.match  // true
/// ```
public enum AASAReading {
    /// The largest file iOS reads (128 KB): a larger file is ignored on devices, so a reader refuses it.
    public static let maximumSize = 128 * 1024

    /// An AASA file, for the messages that refuse one (``BoundedInput/Subject``), with why ``maximumSize``
    /// is what it is and what to do about a larger file, said after the limit.
    package static let input = BoundedInput.Subject(
        kind: .invalidManifest, noun: LocalizedText(ja: "AASA ファイル", en: "the AASA file"),
        why: LocalizedText(
            ja: "iOS は 128 KB を超えるファイルを読みません。components をまとめるか、不要な details を除いてください",
            en: "iOS does not read a file over 128 KB; merge components or drop unused details"))

    /// The domain a generated file is for: `domain` when given, else the app's first `applinks:`
    /// associated domain (`appcadia.com`); `nil` when neither is there.
    public static func domain(_ domain: String?, of app: AppIdentity) -> String? {
        domain ?? AASAGenerator.primaryDomain(of: app)
    }

    /// The file generated for the app's routes on `domain`, with its notes (and, given its App Clip
    /// experiences, a note for each one no route opens: `AppManifest.siteAssociation(domain:file:)` in
    /// IntegrationsAppClips gives them).
    ///
    /// - Parameters:
    ///   - manifest: The app's manifest.
    ///   - domain: The domain the file is served from.
    ///   - file: How messages name the manifest.
    ///   - experiences: The App Clip experiences' names and invocation URLs.
    /// - Throws: ``IntegrationsError`` as ``IntegrationsCore/AppManifest/routeDeclarations(file:)`` and
    ///   ``AASAGenerator/generation(routes:app:domain:experiences:)`` do.
    public static func generation(
        for manifest: AppManifest, domain: String, file: String, experiences: [(name: String, url: String)] = []
    ) throws(IntegrationsError) -> AASAGenerator.Generation {
        try AASAGenerator.generation(routes: manifest.routeDeclarations(file: file), app: manifest.app, domain: domain, experiences: experiences)
    }

    /// Decodes a file's bytes (read within ``maximumSize``).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: How messages name the file.
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidManifest`` naming the file,
    ///   the line and the JSON path of the problem.
    public static func decode(_ data: Data, file: String) throws(IntegrationsError) -> AppleAppSiteAssociation {
        do {
            return try JSONDecoder().decode(AppleAppSiteAssociation.self, from: data)
        } catch {
            throw JSONProblem(error, data: data).integrationsError(.invalidManifest, file: file)
        }
    }

    /// Whether `url` opens the app as `file` says, with the components that decided; when the URL
    /// arrives otherwise than typed, the trace starts with how it arrives.
    ///
    /// - Parameters:
    ///   - url: The URL, as parsed (``ParsedURL/parse(_:)``).
    ///   - file: The apple-app-site-association file.
    public static func evaluate(_ url: ParsedURL, file: AppleAppSiteAssociation) -> AASAEvaluation {
        arrived(url, AASAEvaluator.evaluate(file, url: url.url))
    }

    /// Whether `url` opens the app, against the file generated for the app as the host the URL goes to
    /// serves it, which must be one of the app's `applinks:` domains (else the URL opens nothing, and the
    /// trace says the host is not associated). When the URL arrives otherwise than typed, the trace starts
    /// with how it arrives.
    ///
    /// - Parameters:
    ///   - url: The URL, as parsed (``ParsedURL/parse(_:)``).
    ///   - manifest: The app's manifest, whose file is generated.
    ///   - file: How messages name the manifest.
    /// - Throws: ``IntegrationsError`` when the app's file cannot be generated, or its routes do not decode.
    public static func evaluate(_ url: ParsedURL, appOf manifest: AppManifest, file: String) throws(IntegrationsError) -> AASAEvaluation {
        let host = url.url.host ?? ""
        guard let domain = AASAGenerator.associatedDomain(for: host, of: manifest.app) else {
            return arrived(url, .notAssociated(
                url: url.url.absoluteString, host: host, domains: manifest.app.associatedDomains.filter { $0.hasPrefix("applinks:") }))
        }
        return arrived(url, AASAEvaluator.evaluate(try generation(for: manifest, domain: domain, file: file).document, url: url.url))
    }

    /// The evaluation of the URL as it arrives, its trace starting with how it arrived.
    private static func arrived(_ url: ParsedURL, _ evaluation: AASAEvaluation) -> AASAEvaluation {
        guard case .changed(let arriving, let note) = url.arrival else { return evaluation }
        var evaluation = evaluation
        evaluation.trace.insert(LocalizedText(ja: "\(note.ja): \(arriving)", en: "\(note.en): \(arriving)"), at: 0)
        return evaluation
    }
}
