#if SwiftSources
import IntegrationsCore
public import IntegrationsImport
import SwiftParser
import SwiftSyntax

/// Reads an app's Swift sources with swift-syntax: App Intents and their parameters, App Shortcuts and
/// their phrases, widgets and their kinds and families, notification categories and actions, activity
/// types created and continued, and URLs produced. Each file is parsed once; nothing is compiled or run.
///
/// ```swift
/// let importer = ProjectImporter(swiftSources: SwiftSyntaxSourceReader())
/// ```
public struct SwiftSyntaxSourceReader: SwiftSourceReading {
    /// What the reader is about to do to a file.
    public enum Step: String, Sendable {
        /// Estimate its cost and parse it.
        case parse
        /// Walk it for the constants it declares.
        case constants
        /// Walk the same tree for what it declares and uses.
        case facts
        /// Parse it again and walk it for its facts once more: its facts asked for a name a later file
        /// declares (``TableReads``).
        case reread
    }

    /// Called before each step on each file, with the file's index in the files given to ``read(_:)``: a
    /// process that reads on someone's behalf reports its progress and sets its budgets here
    /// (``SwiftSourceReaderCommand``, `integrations __read-swift-sources`).
    public var willRead: (@Sendable (_ file: Int, _ step: Step) -> Void)?

    /// Whether every file is parsed and walked for its facts a second time, as if each had asked for a name
    /// a later file declares: the facts are the same (a test holds the reader to that), only slower.
    var rereadsEveryFile = false

    /// A reader.
    public init() {}

    /// A reader that calls `willRead` before each step on each file.
    public init(willRead: @escaping @Sendable (_ file: Int, _ step: Step) -> Void) {
        self.willRead = willRead
    }

    /// The stack the parse and the walks run on: swift-syntax recurses as deep as the tree. A file at the
    /// reader's limits (``SourceLimits``) takes up to 4 MB of a debug build's stack (braces 128 deep; a
    /// chain of 1,000 takes 2 MB), past a secondary thread's 512 KB; 512 MB (reserved, not used) leaves
    /// room for what the estimate does not see.
    static let stackSize = 512 << 20

    /// The nesting swift-syntax's parser stops at (its release default; a debug build's default is 20).
    static let maximumNestingLevel = 256

    public func read(_ files: [SwiftSourceFile]) -> SwiftSourceFacts {
        LargeStack.run(size: Self.stackSize) { readOnThisThread(files) }
    }

    private func readOnThisThread(_ files: [SwiftSourceFile]) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts()
        // One file's tree at a time, parsed once: walked for the constants it declares (which keep copies of
        // what they need), then for its facts, and released. Every tree at once took 15 times the bare
        // parse's memory, 667 MB for 4,000 files (Docs/Benchmarks.md, issue 31). A file whose facts asked for
        // a name a later file declares is parsed and walked again at the end, with every file's names known.
        func parse(_ file: SwiftSourceFile) -> SourceFileSyntax {
            var text = file.text
            return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
        }
        let reads = TableReads()
        let constants = Constants(reads: reads)
        let linkMembers = LinkMembers(reads: reads)
        func factsOf(_ index: Int, _ tree: SourceFileSyntax) -> FileFacts {
            let file = files[index]
            let collector = FactCollector(path: file.path, tree: tree, text: file.text, constants: constants)
            constants.currentFile = file.path
            collector.mentionsActivity = file.text.holdsBytes(of: "Activity")
            collector.links.members = linkMembers
            collector.walk(tree)
            return FileFacts(collector, tree: tree, text: file.text)
        }
        var read: [(index: Int, facts: FileFacts, names: Set<TableReads.Name>)] = []
        for (index, file) in files.enumerated() {
            willRead?(index, .parse)
            if let refusal = SourceLimits.refusal(file.text) {
                facts.notes.append(Diagnostic.importNote(.importOverLimit, "\(file.path):\(refusal.line)", refusal.reason))
                facts.unread.append(UnreadSwiftSource(path: file.path, line: refusal.line, code: .importOverLimit, reason: refusal.reason))
                continue
            }
            let tree = parse(file)
            willRead?(index, .constants)
            reads.file = index
            ConstantCollector(constants: constants, links: LinkMemberCollector(members: linkMembers, file: file.path), file: file.path).walk(tree)
            willRead?(index, .facts)
            reads.startRecording()
            let found = factsOf(index, tree)
            read.append((index, found, reads.stopRecording()))
        }
        for (position, file) in read.enumerated() where rereadsEveryFile || reads.changed(file.names, after: file.index) {
            willRead?(file.index, .reread)
            read[position].facts = factsOf(file.index, parse(files[file.index]))
        }
        var registeredNames: Set<String> = []
        var categoryBindings: [(name: String, index: Int)] = []
        var liveActivities = LiveActivityReading()
        for file in read {
            let path = files[file.index].path
            let collector = file.facts
            facts.filesRead += 1
            facts.comments[path] = collector.comments
            if let line = collector.firstErrorLine {
                facts.notes.append(Diagnostic.importNote(.importInvalidFile, "\(path):\(line)", LocalizedText(
                    ja: "Swift として最後まで構文解析できません。読めた部分だけを取り込みました",
                    en: "does not parse as Swift throughout; what parsed was imported")))
            }
            let offset = facts.notificationCategories.count
            facts.intents += collector.intents
            facts.entityTypes.formUnion(collector.entityTypes)
            facts.enumCases.merge(collector.enumCases) { first, _ in first }
            facts.appShortcuts += collector.appShortcuts
            facts.widgets += collector.widgets
            facts.notificationCategories += collector.categories
            categoryBindings += collector.categoryBindings.map { ($0.name, $0.index + offset) }
            registeredNames.formUnion(collector.registeredNames)
            facts.handledCategories += collector.handledCategories
            facts.handledActions += collector.handledActions
            facts.createdActions += collector.createdActions
            facts.createdActivities += collector.createdActivities
            facts.handledActivities += collector.handledActivities
            for (type, hosts) in collector.webpageHosts { facts.webpageHosts[type, default: []] += hosts }
            for (type, flags) in collector.eligibility { facts.eligibility[type, default: []].formUnion(flags) }
            for (type, flags) in collector.disabledEligibility { facts.disabledEligibility[type, default: []].formUnion(flags) }
            facts.siriKitHandlers += collector.siriKitHandlers
            facts.createdIntents += collector.createdIntents
            facts.backgroundTaskUses += collector.backgroundTaskUses
            facts.quickActionUses += collector.quickActionUses
            facts.quickActionEntryPoints.add(collector.quickActionEntryPoints)
            liveActivities.add(collector.liveActivityReading)
            facts.intentUses += collector.intentUses
            facts.spotlightEntities += collector.spotlightEntities
            facts.liveActivityIntents.formUnion(collector.liveActivityIntents)
            facts.urls += collector.urls
            facts.regions.merge(collector.regions) { known, _ in known }
            facts.urlHandlers += collector.urlHandlers
            facts.contentExtensionActions += collector.contentExtensionActions
            facts.declaredTypes.formUnion(collector.declaredTypes)
            facts.unreadKinds.formUnion(collector.unreadKinds)
            if collector.readsActionIdentifierUnresolved { facts.unreadKinds.insert("handledNotificationAction") }
            facts.notes += collector.notes
        }
        liveActivities.finish(into: &facts)
        // A category bound to a name that a `setNotificationCategories` call names is registered.
        for binding in categoryBindings where registeredNames.contains(binding.name) {
            facts.notificationCategories[binding.index].registered = true
        }
        return facts
    }

    static func firstErrorLine(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int {
        final class FirstError: SyntaxVisitor {
            var position: AbsolutePosition?
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if position == nil, token.presence == .missing || token.hasError { position = token.positionAfterSkippingLeadingTrivia }
                return .visitChildren
            }
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if position == nil { position = node.positionAfterSkippingLeadingTrivia }
                return .skipChildren
            }
        }
        let finder = FirstError(viewMode: .all)
        finder.walk(tree)
        return finder.position.map { converter.location(for: $0).line } ?? 1
    }
}

/// What one file's facts walk found: the ``FactCollector`` gathers it in ``FactCollector/facts``, and it is
/// carried out of the walk so that the file's tree goes with the collector while the facts wait for the
/// other files.
struct FileFacts {
    var intents: [ImportReport.Intent] = []
    var entityTypes: Set<String> = []
    var enumCases: [String: [String]] = [:]
    var appShortcuts: [ImportReport.AppShortcut] = []
    var widgets: [ImportReport.Widget] = []
    var categories: [ImportReport.NotificationCategory] = []
    var categoryBindings: [(name: String, index: Int)] = []
    var registeredNames: Set<String> = []
    var handledCategories: [SourceValue] = []
    var handledActions: [SourceValue] = []
    var createdActions: [SourceValue] = []
    var createdActivities: [SourceValue] = []
    var handledActivities: [SourceValue] = []
    var webpageHosts: [String: [SourceValue]] = [:]
    var eligibility: [String: Set<String>] = [:]
    /// `isEligibleFor…` flags set to `false` on a created activity, by activity type.
    var disabledEligibility: [String: Set<String>] = [:]
    /// SiriKit intents handled (`XIntentHandling`, `handle(intent: XIntent…)`) and created (`XIntent()`).
    var siriKitHandlers: [SourceValue] = []
    var createdIntents: [SourceValue] = []
    /// Background tasks registered and requested (FactCollector+BackgroundTasks.swift).
    var backgroundTaskUses: [ImportReport.BackgroundTaskUse] = []
    /// Quick action types created and handled, and where a chosen one is received (FactCollector+QuickActions.swift).
    var quickActionUses: [ImportReport.QuickActionUse] = []
    var quickActionEntryPoints = ImportReport.QuickActionEntryPoints()
    /// Live Activities (FactCollector+LiveActivities.swift): what the file's reading found, once the walk
    /// is over (``FactCollector/liveActivityFile`` reads it during the walk).
    var liveActivityReading = LiveActivityReading()
    /// Intents controls and interactive widgets run, Spotlight's app entities, `LiveActivityIntent`s
    /// (FactCollector+Controls.swift).
    var intentUses: [ImportReport.IntentUse] = []
    var spotlightEntities: [ImportReport.SpotlightEntity] = []
    var liveActivityIntents: Set<String> = []
    var urls: [ImportReport.ProducedURL] = []
    var declaredTypes: Set<String> = []
    var unreadKinds: Set<String> = []
    var notes: [Diagnostic] = []
    var regions: [String: SourceRegion] = [:]
    var urlHandlers: [ImportReport.URLHandler] = []
    var contentExtensionActions: [SwiftSourceFacts.ContentExtensionActions] = []
    /// Whether a read of a response's `actionIdentifier` was left unresolved (a handler not followed).
    var readsActionIdentifierUnresolved = false
    /// The file's suppression comments.
    var comments: [SwiftSourceComment] = []
    /// The line of the file's first syntax error, when it does not parse throughout.
    var firstErrorLine: Int?
}

extension FileFacts {
    /// The facts the walk of `tree` found, with what is read from the collector's working state once the
    /// walk is over.
    init(_ collector: FactCollector, tree: SourceFileSyntax, text: String) {
        self = collector.facts
        regions = collector.regions.regions
        urlHandlers = collector.links.urlHandlers
        contentExtensionActions = collector.links.contentExtensionActions
        readsActionIdentifierUnresolved = !collector.actionIdentifierReads.isSubset(of: collector.actionIdentifierResolved)
        comments = SuppressionComments.of(tree, text: text, converter: collector.converter)
        firstErrorLine = tree.hasError ? SwiftSyntaxSourceReader.firstErrorLine(tree, converter: collector.converter) : nil
    }
}

/// The protocols that make a type an App Intent (`AppIntent` and its refinements).
let appIntentProtocols: Set<String> = [
    "AppIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent", "SetValueIntent", "OpenIntent",
    "LiveActivityIntent", "ForegroundContinuableIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "SystemIntent",
    "CameraCaptureIntent", "PlayVideoIntent", "URLRepresentableIntent", "DeleteIntent", "ShowInAppSearchResultsIntent",
    "ProgressReportingIntent", "PredictableIntent", "SnippetIntent", "AudioStartingIntent", "AssistantSchemaIntent",
]

/// The conformance an App Intents schema macro gives the type it is attached to: `@AppIntent(schema:
/// .audio.playAudio) struct PlayAudioIntent { … }` is an `AppIntent` whose clause names no protocol, as the
/// macro writes the extension (`AppIntent(schema:)`, `AppIntent(_:schema:)`, `AssistantIntent(schema:)`, and
/// the entity and enum macros alike).
let schemaMacroConformances: [String: String] = [
    "AppIntent": "AppIntent", "AssistantIntent": "AppIntent",
    "AppEntity": "AppEntity", "AssistantEntity": "AppEntity",
    "AppEnum": "AppEnum", "AssistantEnum": "AppEnum",
]

/// The conformances the schema macros among `attributes` add (``schemaMacroConformances``); a macro counts
/// only with its `schema:` argument.
func macroConformances(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
        guard let attribute = element.as(AttributeSyntax.self), case .argumentList(let arguments)? = attribute.arguments,
            arguments.contains(where: { $0.label?.text == "schema" }) else { return nil }
        return schemaMacroConformances[attribute.attributeName.writtenText]
    }
}

/// The configurations a widget or control body starts from.
let widgetConfigurations: Set<String> = [
    "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
    "StaticControlConfiguration", "AppIntentControlConfiguration",
]

/// The second pass over one file: what it declares and uses.
final class FactCollector: SyntaxVisitor {
    let path: String
    let constants: Constants
    private let tree: SourceFileSyntax
    private let text: String
    /// Lines and columns, computed the first time a place is asked for: most files give none.
    private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    /// What the walk finds in the file, as ``FileFacts`` carries it out of the walk (the file's tree goes,
    /// its facts wait for the other files).
    var facts = FileFacts()

    /// The file's reads of a response's `actionIdentifier` (each node), and those of them a comparison with
    /// a constant, a `switch` over constants or a raw-value `switch` resolved: a read left over is a handler
    /// the reader could not follow (``unreadKinds`` gains `handledNotificationAction`). By node, not by line:
    /// two reads on one line are two reads.
    var actionIdentifierReads: Set<SyntaxIdentifier> = []
    var actionIdentifierResolved: Set<SyntaxIdentifier> = []

    var types: [String] = []
    /// Actions bound to names in this file (`let complete = UNNotificationAction(…)`).
    var actions: [String: ImportReport.NotificationCategory.Action] = [:]
    /// What the URL, URL-handler and notification-action reading keeps while it walks the file
    /// (FactCollector+Links.swift).
    var links = LinkReadingState()
    /// Activity types bound to names in this file (`let activity = NSUserActivity(activityType: …)`).
    var activityBindings: [String: [String]] = [:]
    /// The names each function or closure body switches over (`switch kind`), found once per body
    /// (FactCollector+QuickActions.swift).
    var switchedNames: [SyntaxIdentifier: Set<String>] = [:]
    /// The reading of Live Activities in the file being walked (FactCollector+LiveActivities.swift); what it
    /// found goes into ``facts`` when the walk is over.
    var liveActivityFile: LiveActivityFileReader?
    /// Whether the file's text names `Activity` (set before the walk): a file that does not has no
    /// `Activity<X>` to look for.
    var mentionsActivity = true
    /// Names bound to `Kind(rawValue: activity.activityType)`, and the enum each is of.
    var activityKindBindings: [String: String] = [:]
    /// Whether the file declares a widget (its URLs open the app from a widget).
    var declaresWidget = false

    init(path: String, tree: SourceFileSyntax, text: String, constants: Constants) {
        self.path = path
        self.tree = tree
        self.text = text
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        declaresWidget = node.statements.contains { item in
            guard case .decl(let decl) = item.item else { return false }
            return Self.inheritedNames(of: decl).contains { ["Widget", "ControlWidget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider"].contains($0) }
        }
        liveActivityFile = LiveActivityFileReader(collector: self, mentionsActivity: mentionsActivity)
        return .visitChildren
    }

    // Live Activities are read in the same walk (FactCollector+LiveActivities.swift): each visit below, and
    // those of the types and calls, hands its node to the file's LiveActivityFileReader first.

    override func visitPost(_ node: SourceFileSyntax) {
        guard let file = liveActivityFile else { return }
        file.resolvePending()
        facts.liveActivityReading.add(file.found)
        liveActivityFile = nil
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.typeAlias(node)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.binding(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.parameter(node)
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.forLoop(node)
        return .visitChildren
    }

    /// The file's UTF-8 text, from which columns are counted in Unicode scalars (the converter counts bytes).
    private(set) lazy var utf8: [UInt8] = Array(text.utf8)
    /// The span of each place read (``SwiftSourceFacts/regions``).
    var regions = SourceRegion.Table()

    /// The place (`path:line`) of `node`, whose span is recorded as the place's region.
    func source(_ node: some SyntaxProtocol) -> String {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        let place = "\(path):\(start.line)"
        regions.record(SourceRegion(line: start.line, column: scalarColumn(start), endLine: end.line, endColumn: scalarColumn(end)), at: place)
        return place
    }

    /// The column of `location` in Unicode scalars: the scalars between its line's start and it, plus one.
    private func scalarColumn(_ location: SourceLocation) -> Int {
        let lineStart = location.offset - (location.column - 1)
        guard lineStart >= 0, lineStart <= location.offset, location.offset <= utf8.count else { return location.column }
        // A UTF-8 continuation byte (10xxxxxx) starts no scalar.
        return utf8[lineStart..<location.offset].reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }

    func note(_ node: some SyntaxProtocol, _ what: LocalizedText) {
        facts.notes.append(Diagnostic.importNote(.importNotLiteral, source(node), what))
    }

    func notLiteral(_ expression: some SyntaxProtocol, what: LocalizedText) {
        let text = TerminalText.shortLine(Self.shortText(expression))
        note(expression, LocalizedText(
            ja: "\(what.ja)がリテラルではありません: \(text)", en: "not a literal: \(text) (\(what.en))"))
    }

    // MARK: Types

    static func inheritedNames(of decl: DeclSyntax) -> [String] {
        // A struct, class, enum, actor or extension; a protocol's clause refines, it does not conform.
        guard !decl.is(ProtocolDeclSyntax.self), let group = decl.asProtocol((any DeclGroupSyntax).self) else { return [] }
        let written = group.inheritanceClause?.inheritedTypes.map { String($0.type.writtenText.split(separator: ".").last ?? "") } ?? []
        return written + macroConformances(group.attributes)
    }

    /// Code an iOS build does not compile (`#if os(watchOS)`, the `#else` of `#if os(iOS)`) is not the app's
    /// (PlatformCondition, Decision 498).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        PlatformCondition.compiled(node) == false ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.structDecl(node)
        enterType(node.name.text, decl: DeclSyntax(node), members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, decl: DeclSyntax(node), members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.enumDecl(node)
        enterType(node.name.text, decl: DeclSyntax(node), members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, decl: DeclSyntax(node), members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.writtenText
        enterType(String(extended.split(separator: ".").last ?? Substring(extended)), decl: DeclSyntax(node), members: node.memberBlock, declares: false)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func enterType(_ name: String, decl: DeclSyntax, members: MemberBlockSyntax, declares: Bool = true) {
        types.append(name)
        if declares { facts.declaredTypes.insert(name) }
        let own = Set(Self.inheritedNames(of: decl))
        // What the type conforms to in every file: its declaration, its extensions, and the protocols those
        // refine. An extension that adds a conformance to a type declared in the sources adds it to that
        // type's intent or widget; it declares no second one.
        // Asked only where it decides something: a file is not read again (TableReads) because the type an
        // extension of no interest extends is declared in a later file.
        var extendsDeclared: Bool { !declares && constants.declaredTypes.contains(name) }
        // An extension of a type declared elsewhere (another module) counts with what it says itself.
        let inherited = declares ? own.union(constants.allConformances(of: name)) : own
        siriKitHandlers(of: name, conformances: own, at: decl)
        quickActionConformances(own, at: decl)
        controlConformances(name, own: own, inherited: inherited, at: decl)
        if let kind = Self.intentKind(inherited), !extendsDeclared {
            facts.intents.append(intent(name, kind: kind, members: members, at: decl))
        }
        if inherited.contains("AppEntity") || inherited.contains("AppEnum") || inherited.contains("IndexedEntity") {
            facts.entityTypes.insert(name)
        }
        if inherited.contains("AppEnum"), !extendsDeclared {
            facts.enumCases[name] = members.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
        }
        if inherited.contains("Widget") || inherited.contains("ControlWidget"), !extendsDeclared {
            facts.widgets += widget(name, members: members, at: decl, conformances: inherited)
        }
    }

    /// The kind an intent is read as, from every protocol it conforms to: a widget configuration intent if
    /// any conformance says so, else `AppIntent` when named, else the first refinement named.
    static func intentKind(_ conformances: Set<String>) -> String? {
        let named = conformances.intersection(appIntentProtocols)
        guard let first = named.sorted().first else { return nil }
        if named.contains("WidgetConfigurationIntent") { return "WidgetConfigurationIntent" }
        return named.contains("AppIntent") ? "AppIntent" : first
    }

    private func intent(_ name: String, kind: String, members: MemberBlockSyntax, at decl: DeclSyntax) -> ImportReport.Intent {
        var title: String?
        var parameters: [ImportReport.Intent.Parameter] = []
        let nameToken = decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let variableName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if variableName == "title", variable.modifiers.contains(where: { $0.name.text == "static" }) {
                    let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(ConstantCollector.returnedExpression)
                    if let value {
                        title = constants.string(value, in: name)
                        if title == nil { notLiteral(value, what: LocalizedText(ja: "\(name) の title", en: "\(name)'s title")) }
                    }
                }
                guard let attribute = variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.attributeName.writtenText == "Parameter" }) else { continue }
                let written = binding.typeAnnotation?.type.writtenText ?? "?"
                let optional = written.hasSuffix("?") || written.hasPrefix("Optional<")
                var type = written
                if type.hasSuffix("?") { type.removeLast() }
                if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst("Optional<".count).dropLast()) }
                var parameterTitle: String?
                if case .argumentList(let arguments)? = attribute.arguments,
                    let argument = arguments.first(where: { $0.label?.text == "title" || $0.label == nil })
                {
                    parameterTitle = constants.string(argument.expression, in: name)
                }
                parameters.append(ImportReport.Intent.Parameter(name: variableName, type: type, optional: optional, title: parameterTitle))
            }
        }
        return ImportReport.Intent(
            type: name, title: title, kind: kind, parameters: parameters, source: nameToken.map { source($0) } ?? source(decl))
    }

    /// A widget's kind and families, from its own members or, when it has none, from an extension of a
    /// protocol it conforms to (whose `Self` is the widget). A kind an `if` or `switch` chooses gives a
    /// widget for each value, with the condition.
    private func widget(_ name: String, members: MemberBlockSyntax, at decl: DeclSyntax, conformances: Set<String>) -> [ImportReport.Widget] {
        let supplied = conformances.filter { constants.protocols.contains($0) }.sorted().flatMap { constants.protocolMembers[$0] ?? [] }
        let scope = Constants.Scope(type: name, file: path)
        let nameToken = decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name
        let place = nameToken.map { source($0) } ?? source(decl)
        func kindValue(in block: MemberBlockSyntax) -> ExprSyntax? {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "kind" {
                    if let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(ConstantCollector.returnedExpression) { return value }
                    if binding.accessorBlock != nil { return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("kind"))) }
                }
            }
            return nil
        }
        // The body: the configuration it starts from, a `kind:` argument, `.supportedFamilies(…)`.
        let finder = WidgetBodyFinder(viewMode: .sourceAccurate)
        finder.walk(members)
        var ownBody = finder.configuration != nil
        for block in supplied where finder.configuration == nil {
            finder.walk(block)
        }
        if finder.configuration == nil { ownBody = true }
        var kindExpression: ExprSyntax?
        var kindIsOwn = true
        if let value = kindValue(in: members) {
            kindExpression = value
        } else if let argument = finder.kindArgument {
            kindExpression = argument
            kindIsOwn = ownBody
        } else if let value = supplied.lazy.compactMap(kindValue).first {
            kindExpression = value
            kindIsOwn = false
        }
        guard let kindExpression else {
            note(decl, LocalizedText(ja: "ウィジェット \(name) の kind が見つかりません", en: "widget \(name) names no kind"))
            return []
        }
        // A getter with a body of statements (`var kind: String { if … }`) is read through the constants.
        let kinds = constants.values(kindExpression, in: scope)
        guard !kinds.isEmpty else {
            if kindIsOwn {
                notLiteral(kindExpression, what: LocalizedText(ja: "\(name) の kind", en: "\(name)'s kind"))
            } else {
                note(decl, LocalizedText(
                    ja: "\(name) の kind がリテラルではありません（プロトコルの extension が与えるもの）",
                    en: "not a literal: \(name)'s kind (supplied by a protocol extension)"))
            }
            return []
        }
        var families: [String] = []
        var familyUncertainties: [String: Uncertainty] = [:]
        if let argument = finder.familiesArgument {
            if let names = constants.memberNames(argument, in: scope) {
                families = names.map(\.text)
                for name in names { if let uncertainty = name.uncertainty { familyUncertainties[name.text] = uncertainty } }
            } else if ownBody {
                notLiteral(argument, what: LocalizedText(ja: "\(name) の supportedFamilies", en: "\(name)'s supportedFamilies"))
            } else {
                note(decl, LocalizedText(
                    ja: "\(name) の supportedFamilies がリテラルではありません（プロトコルの extension が与えるもの）",
                    en: "not a literal: \(name)'s supportedFamilies (supplied by a protocol extension)"))
            }
        }
        let declared = ReachCondition.of(decl)
        let where_ = kindIsOwn && kindExpression.parent != nil ? source(kindExpression) : place
        return kinds.map { kind in
            var widget = ImportReport.Widget(kind: kind.text, families: families, configuration: finder.configuration ?? "?", type: name, source: where_)
            widget.uncertainty = kind.uncertainty ?? declared
            widget.familyUncertainties = familyUncertainties.isEmpty ? nil : familyUncertainties
            return widget
        }
    }

    // MARK: Calls

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        urlHandler(function: node)
        siriKitHandler(function: node)
        quickActionEntryPoint(function: node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        liveActivityFile?.member(node)
        quickActionMember(node)
        if node.declName.baseName.text == "actionIdentifier", node.base != nil { actionIdentifierReads.insert(node.id) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The name called, read once for every point's reading of the call.
        let callee = Self.calleeName(node.calledExpression)
        liveActivityFile?.call(node, callee: callee)
        activityCalls(node, callee: callee)
        backgroundTaskCalls(node, callee: callee)
        quickActionCalls(node, callee: callee)
        controlCalls(node, callee: callee)
        switch callee {
        case "AppShortcut": appShortcut(node)
        case "UNNotificationCategory": category(node)
        case "UNNotificationAction", "UNTextInputNotificationAction":
            // One action per case of `Kind.allCases.map { UNNotificationAction(identifier: $0.rawValue, …) }`.
            if let expanded = actionsPerCase(node) {
                facts.createdActions += expanded.map { SourceValue($0.identifier, source: source(node), uncertainty: Self.condition(of: node)) }
                break
            }
            // Every action, wherever it is made (a category's list, a variable, a function's result).
            if let action = action(node) {
                facts.createdActions.append(SourceValue(action.identifier, source: source(node)))
                if let binding = Self.boundName(node) { actions[binding] = action }
            }
        case "setNotificationCategories":
            for argument in node.arguments { facts.registeredNames.formUnion(Self.referencedNames(in: argument.expression)) }
        case "userActivity" where node.calledExpression.is(MemberAccessExprSyntax.self):
            // SwiftUI's `.userActivity("type") { activity in … }`: the closure's parameter is that activity.
            if let first = node.arguments.first, first.label == nil {
                let types = activity(first.expression, created: true)
                if case .simpleInput(let names)? = node.trailingClosure?.signature?.parameterClause, let name = names.first?.name.text {
                    activityBindings[name] = types
                }
            }
        case "onContinueUserActivity":
            if let first = node.arguments.first { activity(first.expression, created: false) }
        case "URL": producedURL(node)
        case "canOpenURL", "open", "openURL", "widgetURL", "Link": urlsThroughMembers(node)
        case "onOpenURL": urlHandler(onOpenURL: node)
        default: break
        }
        return .visitChildren
    }

    private func appShortcut(_ node: FunctionCallExprSyntax) {
        guard let intentArgument = node.arguments.first(where: { $0.label?.text == "intent" }) else { return }
        let intentExpression = intentArgument.expression
        let intent = Self.appShortcutIntentType(intentExpression)
        var phrases: [String] = []
        var phraseSources: [String] = []
        // The phrases inline, or a list held in a constant (`phrases: Self.steepPhrases`, `Phrases.log`): a
        // held list's phrases are placed where the shortcut names it (the constant is a copy, without places).
        let written = node.arguments.first { $0.label?.text == "phrases" }?.expression
        var array = written?.as(ArrayExprSyntax.self)
        if array == nil, let written {
            array = constants.arrayLiteral(written, in: types.last, file: path)
            if array == nil { notLiteral(written, what: LocalizedText(ja: "App Shortcut のフレーズの並び", en: "an App Shortcut's phrases")) }
        }
        let held = written.flatMap { $0.is(ArrayExprSyntax.self) ? nil : $0 }
        for element in array?.elements ?? [] {
            if let phrase = self.phrase(element.expression) {
                phrases.append(phrase)
                phraseSources.append(source(held ?? element.expression))
            } else {
                notLiteral(held ?? element.expression, what: LocalizedText(ja: "App Shortcut のフレーズ", en: "an App Shortcut phrase"))
            }
        }
        let shortTitle = node.arguments.first { $0.label?.text == "shortTitle" }.flatMap { constants.string($0.expression, in: types.last) }
        let image = node.arguments.first { $0.label?.text == "systemImageName" }.flatMap { constants.string($0.expression, in: types.last) }
        facts.appShortcuts.append(ImportReport.AppShortcut(intent: intent, phrases: phrases, phraseSources: phraseSources, shortTitle: shortTitle, systemImageName: image, source: source(node)))
    }

    /// The intent type an App Shortcut's `intent:` makes: `OpenNote()` as written, also when an immediately
    /// called closure makes and returns it (``madeInCalledClosure(_:)``); otherwise the expression as written.
    static func appShortcutIntentType(_ expression: ExprSyntax) -> String {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return expression.writtenText }
        switch madeInCalledClosure(call) {
        case .call(let made)?: return made.calledExpression.writtenText
        case .annotated(let type)?: return type.writtenText
        case nil: return call.calledExpression.is(ClosureExprSyntax.self) ? expression.writtenText : call.calledExpression.writtenText
        }
    }

    /// What a closure called at once makes (`{ var intent = OpenNote(); intent.day = .today; return intent }()`):
    /// the call its last statement returns, or that makes the local it returns, or that local's declared type.
    enum MadeInClosure {
        case call(FunctionCallExprSyntax)
        case annotated(TypeSyntax)
    }

    static func madeInCalledClosure(_ call: FunctionCallExprSyntax) -> MadeInClosure? {
        guard call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        let items = Array(closure.statements)
        let returned = items.last.flatMap { item in item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) }
        if let made = returned?.as(FunctionCallExprSyntax.self), !made.calledExpression.is(ClosureExprSyntax.self) { return .call(made) }
        guard let name = returned?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for item in items {
            for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = binding.typeAnnotation?.type { return .annotated(type) }
                if let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), !made.calledExpression.is(ClosureExprSyntax.self) { return .call(made) }
            }
        }
        return nil
    }

    /// A phrase with `\(.applicationName)` as `${applicationName}` and `\(\.$item)` as `${item}`, written as a
    /// string literal or spelled out as `AppShortcutPhrase<Intent>("…")` (App Intents' own type).
    private func phrase(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
            Self.calleeName(call.calledExpression) == "AppShortcutPhrase",
            let argument = call.arguments.first?.expression
        {
            return phrase(argument)
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let (text, isWhole) = Constants.interpolate(literal) { inner in
            if let member = inner.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "applicationName" {
                return "${applicationName}"
            }
            if let keyPath = inner.as(KeyPathExprSyntax.self), case .property(let property)? = keyPath.components.last?.component {
                return "${" + property.declName.baseName.text.trimmingPrefix("$") + "}"
            }
            return constants.string(inner, in: types.last)
        }
        return isWhole ? text : nil
    }

    private func category(_ node: FunctionCallExprSyntax) {
        guard let identifierArgument = node.arguments.first(where: { $0.label?.text == "identifier" }) else { return }
        // `UNNotificationCategory(identifier: rawValue, …)` in a `String` enum: one category per case it is made for.
        let perCase = enumRawValues(identifierArgument.expression)
        guard let identifier = perCase?.first ?? constants.string(identifierArgument.expression, in: scope(at: identifierArgument.expression)) else {
            notLiteral(identifierArgument.expression, what: LocalizedText(ja: "通知カテゴリの識別子", en: "a notification category's identifier"))
            facts.unreadKinds.insert("notificationCategory")
            return
        }
        var found: [ImportReport.NotificationCategory.Action] = []
        let actionsArgument = node.arguments.first(where: { $0.label?.text == "actions" })?.expression
        if let actionsArgument, !actionsArgument.is(ArrayExprSyntax.self) {
            // `Kind.allCases.map { … }`, `common + [extra]`, a name bound to such a list.
            if let listed = actions(in: actionsArgument) {
                found = listed
            } else {
                notLiteral(actionsArgument, what: LocalizedText(ja: "\(identifier) のアクション", en: "the actions of \(identifier)"))
                facts.unreadKinds.insert("notificationAction")
            }
        }
        if let array = actionsArgument?.as(ArrayExprSyntax.self) {
            for element in array.elements {
                if let call = element.expression.as(FunctionCallExprSyntax.self), let action = action(call, quiet: true) {
                    found.append(action)
                } else if let reference = element.expression.as(DeclReferenceExprSyntax.self), let action = actions[reference.baseName.text] {
                    found.append(action)
                } else if let listed = actions(in: element.expression) {
                    found += listed
                } else {
                    notLiteral(element.expression, what: LocalizedText(ja: "\(identifier) のアクション", en: "an action of \(identifier)"))
                    facts.unreadKinds.insert("notificationAction")
                }
            }
        }
        let registered = Self.ancestors(of: node).contains { ancestor in
            ancestor.as(FunctionCallExprSyntax.self).map { Self.calleeName($0.calledExpression).hasSuffix("setNotificationCategories") } ?? false
        }
        // A category a computed property or function returns is bound to that member's name
        // (`Set(Kind.allCases.map(\.notificationCategory))` registers it).
        let binding = Self.boundName(node) ?? Self.returningMember(node)
        for each in perCase ?? [identifier] {
            facts.categories.append(ImportReport.NotificationCategory(identifier: each, actions: found, registered: registered, source: source(identifierArgument.expression)))
            if let binding { facts.categoryBindings.append((binding, facts.categories.count - 1)) }
        }
    }

    /// `rawValue` or `self.rawValue` inside a `String` enum (or an extension of one): in a `case .a, .b:` of
    /// `switch self`, the raw values of those cases; elsewhere, of every case. `nil` for any other
    /// expression, or an enum whose raw values are not all read.
    func enumRawValues(_ expression: ExprSyntax) -> [String]? {
        let written = Self.unwrapped(expression)
        let isRawValue = written.as(DeclReferenceExprSyntax.self)?.baseName.text == "rawValue"
            || written.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "rawValue" && $0.base?.writtenText == "self" } ?? false
        guard isRawValue, localValue(named: "rawValue", at: written) == nil, !Self.isParameter("rawValue", at: written), let type = types.last,
            let names = links.members.caseNames(of: type) else { return nil }
        var chosen = names
        for ancestor in Self.ancestors(of: written) {
            guard let switchCase = ancestor.as(SwitchCaseSyntax.self) else { continue }
            guard let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                Self.unwrapped(switchExpression.subject).writtenText == "self", case .case(let label) = switchCase.label else { return nil }
            chosen = label.caseItems.compactMap { item in
                item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
            }
            guard chosen.count == label.caseItems.count else { return nil }
            break
        }
        let values = chosen.compactMap { constants.rawValue(of: type, $0) }
        return values.count == chosen.count && !values.isEmpty ? values : nil
    }

    /// The action a call makes; `quiet` leaves the note of an identifier that is not a literal to the visit
    /// of the call itself.
    func action(_ node: FunctionCallExprSyntax, quiet: Bool = false) -> ImportReport.NotificationCategory.Action? {
        let callee = Self.calleeName(node.calledExpression)
        guard callee.hasSuffix("UNNotificationAction") || callee.hasSuffix("UNTextInputNotificationAction"),
            let identifierArgument = node.arguments.first(where: { $0.label?.text == "identifier" }) else { return nil }
        guard let identifier = constants.string(identifierArgument.expression, in: types.last) else {
            if !quiet {
                notLiteral(identifierArgument.expression, what: LocalizedText(ja: "通知アクションの識別子", en: "a notification action's identifier"))
            }
            facts.unreadKinds.insert("notificationAction")
            return nil
        }
        let title = node.arguments.first { $0.label?.text == "title" }.flatMap { constants.string($0.expression, in: types.last) }
        return ImportReport.NotificationCategory.Action(identifier: identifier, title: title, options: Self.actionOptions(node), textInput: callee.hasSuffix("UNTextInputNotificationAction"))
    }

    /// An action call's `options:` (`[.foreground]`, `.destructive`) by name.
    static func actionOptions(_ node: FunctionCallExprSyntax) -> [String] {
        guard let expression = node.arguments.first(where: { $0.label?.text == "options" })?.expression else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
        return []
    }

    /// `NSUserActivityTypeBrowsingWeb`, `CSSearchableItemActionType`: the system's activity types.
    static func systemActivity(_ expression: ExprSyntax) -> String? {
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { systemActivityNames[$0] }
    }

    /// The activity types an expression gives, recorded as created or continued where it is written, each
    /// with the condition it is reached under; the types, for the name the activity is bound to.
    @discardableResult
    func activity(_ expression: ExprSyntax, created: Bool, scope: Constants.Scope? = nil, at place: (any SyntaxProtocol)? = nil) -> [String] {
        let found = Self.systemActivity(expression).map { [Constants.Found(text: $0, uncertainty: nil)] }
            ?? constants.values(expression, in: scope ?? self.scope(at: expression))
        let node: any SyntaxProtocol = place ?? expression
        guard !found.isEmpty else {
            notLiteral(node, what: LocalizedText(ja: "アクティビティタイプ", en: "an activity type"))
            facts.unreadKinds.insert("activityType")
            return []
        }
        let reached = ReachCondition.of(node)
        for value in found {
            let entry = SourceValue(value.text, source: source(node), uncertainty: value.uncertainty ?? reached)
            if created { facts.createdActivities.append(entry) } else { facts.handledActivities.append(entry) }
        }
        return found.map(\.text)
    }

    /// The system's activity-type constants and their values.
    static let systemActivityNames: [String: String] = [
        "NSUserActivityTypeBrowsingWeb": "NSUserActivityTypeBrowsingWeb",
        "CSSearchableItemActionType": "com.apple.corespotlightitem",
        "CSQueryContinuationActionType": "com.apple.corespotlightquerycontinuation",
        // WidgetKit's: a tap on a Live Activity that gives no URL.
        "NSUserActivityTypeLiveActivity": "NSUserActivityTypeLiveActivity",
    ]

    // MARK: Comparisons and assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in stride(from: 1, to: elements.count - 1, by: 2) {
            let left = elements[index - 1], right = elements[index + 1]
            if let op = elements[index].as(BinaryOperatorExprSyntax.self), op.operator.text == "==" || op.operator.text == "!=" {
                compared(left, right)
                compared(right, left)
            } else if elements[index].is(AssignmentExprSyntax.self) {
                assigned(left, right)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if let op = node.operator.as(BinaryOperatorExprSyntax.self), op.operator.text == "==" {
            compared(node.leftOperand, node.rightOperand)
            compared(node.rightOperand, node.leftOperand)
        } else if node.operator.is(AssignmentExprSyntax.self) {
            assigned(node.leftOperand, node.rightOperand)
        }
        return .visitChildren
    }

    /// `subject == value` where subject is an `activityType`, `categoryIdentifier` or `actionIdentifier`.
    private func compared(_ subject: ExprSyntax, _ value: ExprSyntax) {
        guard let member = subject.as(MemberAccessExprSyntax.self) else { return }
        quickActionCompared(member, value)
        if record(member.declName.baseName.text, value: value), member.declName.baseName.text == "actionIdentifier" {
            actionIdentifierResolved.insert(member.id)
        }
    }

    /// Records what `value` says of `property`; whether an `actionIdentifier` comparison was resolved (a
    /// constant, or one of the system's `UNNotification…ActionIdentifier`s).
    @discardableResult
    private func record(_ property: String, value: ExprSyntax) -> Bool {
        switch property {
        case "activityType": activity(value, created: false)
        case "categoryIdentifier":
            // Reacting to a notification is done where the system hands it over; a comparison elsewhere (a
            // filter over delivered or pending notifications, to find and remove them) only tags them.
            if Self.isInNotificationHandler(value), let text = constants.string(value, in: types.last) {
                facts.handledCategories.append(SourceValue(text, source: source(value), uncertainty: Self.condition(of: value, compilationOnly: true)))
            }
        case "actionIdentifier":
            if let text = constants.string(value, in: types.last) {
                facts.handledActions.append(SourceValue(text, source: source(value), uncertainty: Self.condition(of: value, compilationOnly: true)))
                return true
            }
            // UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier: the system's.
            return Self.isSystemActionIdentifier(value)
        default: break
        }
        return false
    }

    /// `UNNotificationDefaultActionIdentifier` or `UNNotificationDismissActionIdentifier` (any `UNNotification…`
    /// name): an action the system defines, which no category declares.
    static func isSystemActionIdentifier(_ value: ExprSyntax) -> Bool {
        value.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("UNNotification") ?? false
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        handledThroughRawValues(node)
        activityKindsSwitched(node)
        quickActionTypesSwitched(node)
        guard let member = node.subject.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let property = member.declName.baseName.text
        guard ["activityType", "categoryIdentifier", "actionIdentifier"].contains(property) else { return .visitChildren }
        var resolved = true
        for switchCase in node.cases {
            guard case .switchCase(let item) = switchCase, case .case(let label) = item.label else { continue }
            for caseItem in label.caseItems {
                guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else {
                    resolved = false
                    continue
                }
                if pattern.expression.is(DeclReferenceExprSyntax.self), constants.string(pattern.expression, in: types.last) == nil {
                    if !Self.isSystemActionIdentifier(pattern.expression) { resolved = false }
                    continue
                }
                if !record(property, value: pattern.expression) { resolved = false }
            }
        }
        if property == "actionIdentifier", resolved { actionIdentifierResolved.insert(member.id) }
        return .visitChildren
    }

    /// `activity.webpageURL = URL(string: "https://host/…")` for an activity bound in this file.
    /// On an activity bound in this file: `activity.webpageURL = URL(string: "https://host/…")` and
    /// `activity.isEligibleForHandoff = true` (and the other `isEligibleFor…` flags).
    private func assigned(_ target: ExprSyntax, _ value: ExprSyntax) {
        notificationActionsAssigned(target, value)
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base.map(Self.boundBase),
            let types = activityBindings[base] else { return }
        let property = member.declName.baseName.text
        if let flag = Self.eligibilityFlags[property] {
            switch value.as(BooleanLiteralExprSyntax.self)?.literal.text {
            case "true"?: for type in types { facts.eligibility[type, default: []].insert(flag) }
            case "false"?: for type in types { facts.disabledEligibility[type, default: []].insert(flag) }
            default: break
            }
            return
        }
        guard property == "webpageURL" else { return }
        var expression = value
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.writtenText == "URL",
            let argument = call.arguments.first(where: { $0.label?.text == "string" }),
            let text = constants.knownPrefix(argument.expression, in: types.last)?.text else { return }
        let host = BrowserHost.of(text)
        if let host { for type in types { facts.webpageHosts[type, default: []].append(SourceValue(host, source: source(argument.expression))) } }
    }

    /// `NSUserActivity`'s eligibility properties and the manifest's names for them.
    static let eligibilityFlags = [
        "isEligibleForHandoff": "handoff", "isEligibleForSearch": "search", "isEligibleForPrediction": "prediction",
        "isEligibleForPublicIndexing": "publicIndexing",
    ]

    // MARK: Names

    /// A node's parents, nearest first, found as they are asked for.
    /// Whether `node` is inside code the system calls with a notification to react to: a function named
    /// `userNotificationCenter` (the delegate's `didReceive` and `willPresent`) or `didReceive` (a content
    /// extension), or a function or closure taking a `UNNotificationResponse`.
    static func isInNotificationHandler(_ node: some SyntaxProtocol) -> Bool {
        ancestors(of: node).contains { ancestor in
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                return name == "userNotificationCenter" || name == "didReceive"
                    || function.signature.parameterClause.parameters.contains { $0.type.writtenText.contains("UNNotificationResponse") }
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) {
                return parameters.parameters.contains { $0.type?.writtenText.contains("UNNotificationResponse") == true }
            }
            return false
        }
    }

    static func ancestors(of node: some SyntaxProtocol) -> some Sequence<Syntax> {
        sequence(state: node.parent) { current in
            defer { current = current?.parent }
            return current
        }
    }

    /// The last name of what a call calls (`URL` of `Foundation.URL(…)`, `open` of
    /// `UIApplication.shared.open(…)`, `init` of `.init(…)`), read without writing out the callee, which in
    /// a chain `a.b().c().d()` holds the whole chain before it; empty for anything else.
    static func calleeName(_ expression: ExprSyntax) -> String {
        // `AppShortcutPhrase<OpenItem>(…)`: the generic type's name.
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }

    /// A node's text as `trimmedDescription` writes it, as far as a note shows it
    /// (``TerminalText/shortLine(_:limit:)``): a note on a 4 MB expression does not write out 4 MB.
    static func shortText(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var pendingTrivia: String?
        for token in node.tokens(viewMode: .sourceAccurate) {
            // The first token's leading trivia and the last one's trailing trivia are left out.
            if let pendingTrivia { text += pendingTrivia + token.leadingTrivia.description }
            text += token.text
            pendingTrivia = token.trailingTrivia.description
            if text.count > TerminalText.echoLimit { break }
        }
        return text
    }

    /// The name a call's value is bound to: `let name = Call(…)` or `name = Call(…)`.
    static func boundName(_ node: FunctionCallExprSyntax) -> String? {
        var current = Syntax(node).parent
        while let parent = current {
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                return initializer.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(TupleExprSyntax.self) {
                current = parent.parent
                continue
            }
            return nil
        }
        return nil
    }

    /// The computed property or function whose result `node` is (`var category: UNNotificationCategory {
    /// switch self { case .a: return UNNotificationCategory(…) … } }`, `func make() -> … { UNNotificationCategory(…) }`):
    /// its name, when nothing between the call and the member's body uses the value otherwise.
    static func returningMember(_ node: FunctionCallExprSyntax) -> String? {
        var current = Syntax(node).parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.accessorBlock == nil ? nil : binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            let passes = parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                || parent.is(CodeBlockSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(SwitchCaseListSyntax.self)
                || parent.is(SwitchExprSyntax.self) || parent.is(ExpressionStmtSyntax.self) || parent.is(IfExprSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
            guard passes else { return nil }
            if let accessor = parent.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.text != "get" { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Whether `name` is a parameter of a function, initializer or closure around `node`.
    static func isParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        for ancestor in ancestors(of: node) {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), parameterNames(of: closure).contains(name) { return true }
        }
        return false
    }

    /// Every bare name an expression refers to.
    static func referencedNames(in expression: ExprSyntax) -> Set<String> {
        final class Names: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.baseName.text)
                return .visitChildren
            }
        }
        let finder = Names(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.names
    }
}

/// A widget body's configuration, `kind:` argument and `.supportedFamilies(…)` argument.
final class WidgetBodyFinder: SyntaxVisitor {
    var configuration: String?
    var kindArgument: ExprSyntax?
    var familiesArgument: ExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if configuration == nil, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            widgetConfigurations.contains(callee)
        {
            configuration = callee
            kindArgument = node.arguments.first { $0.label?.text == "kind" }?.expression
        }
        if familiesArgument == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "supportedFamilies", let first = node.arguments.first
        {
            familiesArgument = first.expression
        }
        return .visitChildren
    }
}

/// The host of an `http(s)` URL, lower-cased; `nil` for other URLs.
enum BrowserHost {
    static func of(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        let rest = lower.drop { $0 != "/" }.drop { $0 == "/" }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }
}
#endif
