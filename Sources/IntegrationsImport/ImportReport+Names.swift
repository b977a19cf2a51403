import IntegrationsCore

/// What the import and the checks on its report both need to tell apart: the names the system defines, the
/// intents a project has, and a fact's `path:line` place. The checks themselves are in `IntegrationsCheck`.
extension ImportReport {
    /// Activity types the system defines: continuing or declaring them needs no declaration of the app's.
    package static let systemActivityTypes: Set<String> = [
        "NSUserActivityTypeBrowsingWeb", "com.apple.corespotlightitem", "com.apple.corespotlightquerycontinuation",
        "NSUserActivityTypeLiveActivity",
    ]

    /// Whether `name` is a SiriKit system intent (`INSendMessageIntent`, `INStartCallIntent`…).
    package static func isSystemIntent(_ name: String) -> Bool {
        name.hasPrefix("IN") && name.hasSuffix("Intent") && name.dropFirst(2).first?.isUppercase == true
    }

    /// Every intent the project says exists: a definition's class, a Swift type, a class an
    /// `IntentsSupported` or `INIntentsSupported` lists, one the code handles or creates.
    package var knownIntents: Set<String> {
        Set(intents.map(\.type)).union(declaredTypes).union(intentClasses.map(\.name))
            .union((siriKitHandlers ?? []).map(\.value)).union(createdIntents ?? [])
    }

    /// A fact's place, `path:line` (or a path alone), as its file and line.
    package static func place(of source: String) -> (file: String, line: Int?) {
        guard let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) else { return (source, nil) }
        return (String(source[..<colon]), line)
    }
}
