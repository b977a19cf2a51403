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
        /// Walk it for what it declares and uses.
        case facts
    }

    /// Called before each step on each file, with the file's index in the files given to ``read(_:)``: a
    /// process that reads on someone's behalf reports its progress and sets its budgets here
    /// (`integrations-swift-sources`).
    public var willRead: (@Sendable (_ file: Int, _ step: Step) -> Void)?

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
        var parsed: [(index: Int, path: String, tree: SourceFileSyntax, converter: SourceLocationConverter)] = []
        for (index, file) in files.enumerated() {
            willRead?(index, .parse)
            if let refusal = SourceLimits.refusal(file.text) {
                facts.notes.append(ImportReport.Note(source: "\(file.path):\(refusal.line)", message: refusal.reason))
                continue
            }
            var text = file.text
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
            parsed.append((index, file.path, tree, SourceLocationConverter(fileName: file.path, tree: tree)))
        }
        let constants = Constants()
        for file in parsed {
            willRead?(file.index, .constants)
            ConstantCollector(constants: constants).walk(file.tree)
        }
        var registeredNames: Set<String> = []
        var categoryBindings: [(name: String, index: Int)] = []
        for (index, path, tree, converter) in parsed {
            willRead?(index, .facts)
            facts.filesRead += 1
            if tree.hasError {
                let line = Self.firstErrorLine(tree, converter: converter)
                facts.notes.append(ImportReport.Note(source: "\(path):\(line)", message: LocalizedText(
                    ja: "Swift として最後まで構文解析できません。読めた部分だけを取り込みました",
                    en: "does not parse as Swift throughout; what parsed was imported")))
            }
            let collector = FactCollector(path: path, converter: converter, constants: constants)
            collector.walk(tree)
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
            facts.urls += collector.urls
            facts.declaredTypes.formUnion(collector.declaredTypes)
            facts.unreadKinds.formUnion(collector.unreadKinds)
            facts.notes += collector.notes
        }
        // A category bound to a name that a `setNotificationCategories` call names is registered.
        for binding in categoryBindings where registeredNames.contains(binding.name) {
            facts.notificationCategories[binding.index].registered = true
        }
        return facts
    }

    private static func firstErrorLine(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int {
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

/// The protocols that make a type an App Intent (`AppIntent` and its refinements).
let appIntentProtocols: Set<String> = [
    "AppIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent", "SetValueIntent", "OpenIntent",
    "LiveActivityIntent", "ForegroundContinuableIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "SystemIntent",
    "CameraCaptureIntent", "PlayVideoIntent", "URLRepresentableIntent", "DeleteIntent", "ShowInAppSearchResultsIntent",
    "ProgressReportingIntent", "PredictableIntent", "SnippetIntent",
]

/// The configurations a widget or control body starts from.
let widgetConfigurations: Set<String> = [
    "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
    "StaticControlConfiguration", "AppIntentControlConfiguration",
]

/// The second pass over one file: what it declares and uses.
final class FactCollector: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    let constants: Constants

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
    var urls: [ImportReport.ProducedURL] = []
    var declaredTypes: Set<String> = []
    var unreadKinds: Set<String> = []
    var notes: [ImportReport.Note] = []

    private var types: [String] = []
    /// Actions bound to names in this file (`let complete = UNNotificationAction(…)`).
    private var actions: [String: ImportReport.NotificationCategory.Action] = [:]
    /// Activity types bound to names in this file (`let activity = NSUserActivity(activityType: …)`).
    private var activityBindings: [String: String] = [:]
    /// Whether the file declares a widget (its URLs open the app from a widget).
    private var declaresWidget = false

    init(path: String, converter: SourceLocationConverter, constants: Constants) {
        self.path = path
        self.converter = converter
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        declaresWidget = node.statements.contains { item in
            guard case .decl(let decl) = item.item else { return false }
            return Self.inheritedNames(of: decl).contains { ["Widget", "ControlWidget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider"].contains($0) }
        }
        return .visitChildren
    }

    private func source(_ node: some SyntaxProtocol) -> String {
        "\(path):\(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)"
    }

    private func note(_ node: some SyntaxProtocol, _ what: LocalizedText) {
        notes.append(ImportReport.Note(source: source(node), message: what))
    }

    private func notLiteral(_ expression: some SyntaxProtocol, what: LocalizedText) {
        let text = TerminalText.shortLine(Self.shortText(expression))
        note(expression, LocalizedText(
            ja: "\(what.ja)がリテラルではありません: \(text)", en: "not a literal: \(text) (\(what.en))"))
    }

    // MARK: Types

    static func inheritedNames(of decl: DeclSyntax) -> [String] {
        let clause: InheritanceClauseSyntax?
        if let node = decl.as(StructDeclSyntax.self) { clause = node.inheritanceClause }
        else if let node = decl.as(ClassDeclSyntax.self) { clause = node.inheritanceClause }
        else if let node = decl.as(EnumDeclSyntax.self) { clause = node.inheritanceClause }
        else if let node = decl.as(ActorDeclSyntax.self) { clause = node.inheritanceClause }
        else if let node = decl.as(ExtensionDeclSyntax.self) { clause = node.inheritanceClause }
        else { clause = nil }
        return clause?.inheritedTypes.map { String($0.type.trimmedDescription.split(separator: ".").last ?? "") } ?? []
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
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
        enterType(node.extendedType.trimmedDescription, decl: DeclSyntax(node), members: node.memberBlock, declares: false)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func enterType(_ name: String, decl: DeclSyntax, members: MemberBlockSyntax, declares: Bool = true) {
        types.append(name)
        if declares { declaredTypes.insert(name) }
        let inherited = Set(Self.inheritedNames(of: decl))
        if let refinement = inherited.intersection(appIntentProtocols).sorted().first {
            intents.append(intent(name, kind: inherited.contains("AppIntent") ? "AppIntent" : refinement, members: members, at: decl))
        }
        if inherited.contains("AppEntity") || inherited.contains("AppEnum") || inherited.contains("IndexedEntity") {
            entityTypes.insert(name)
        }
        if inherited.contains("AppEnum") {
            enumCases[name] = members.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
        }
        if inherited.contains("Widget") || inherited.contains("ControlWidget") {
            if let widget = widget(name, members: members, at: decl) { widgets.append(widget) }
        }
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
                    .first(where: { $0.attributeName.trimmedDescription == "Parameter" }) else { continue }
                let written = binding.typeAnnotation?.type.trimmedDescription ?? "?"
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

    private func widget(_ name: String, members: MemberBlockSyntax, at decl: DeclSyntax) -> ImportReport.Widget? {
        var kind: String?
        var kindNode: Syntax?
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "kind" {
                if let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(ConstantCollector.returnedExpression) {
                    kindNode = Syntax(value)
                    kind = constants.string(value, in: name)
                    if kind == nil { notLiteral(value, what: LocalizedText(ja: "\(name) の kind", en: "\(name)'s kind")) }
                }
            }
        }
        // The body: the configuration it starts from, a `kind:` argument, `.supportedFamilies(…)`.
        let finder = WidgetBodyFinder(viewMode: .sourceAccurate)
        finder.walk(members)
        if kind == nil, kindNode == nil, let argument = finder.kindArgument {
            kindNode = Syntax(argument)
            kind = constants.string(argument, in: name)
            if kind == nil { notLiteral(argument, what: LocalizedText(ja: "\(name) の kind", en: "\(name)'s kind")) }
        }
        guard let kind, let kindNode else {
            if kindNode == nil { note(decl, LocalizedText(ja: "ウィジェット \(name) の kind が見つかりません", en: "widget \(name) names no kind")) }
            return nil
        }
        var families: [String] = []
        if let argument = finder.familiesArgument {
            if let names = constants.memberNames(argument, in: name) {
                families = names
            } else {
                notLiteral(argument, what: LocalizedText(ja: "\(name) の supportedFamilies", en: "\(name)'s supportedFamilies"))
            }
        }
        return ImportReport.Widget(kind: kind, families: families, configuration: finder.configuration ?? "?", type: name, source: source(kindNode))
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch Self.calleeName(node.calledExpression) {
        case "AppShortcut": appShortcut(node)
        case "UNNotificationCategory": category(node)
        case "UNNotificationAction", "UNTextInputNotificationAction":
            // Every action, wherever it is made (a category's list, a variable, a function's result).
            if let action = action(node) {
                createdActions.append(SourceValue(action.identifier, source: source(node)))
                if let binding = Self.boundName(node) { actions[binding] = action }
            }
        case "setNotificationCategories":
            for argument in node.arguments { registeredNames.formUnion(Self.referencedNames(in: argument.expression)) }
        case "NSUserActivity": createdActivity(node)
        case "userActivity" where node.calledExpression.is(MemberAccessExprSyntax.self):
            // SwiftUI's `.userActivity("type") { activity in … }`: the closure's parameter is that activity.
            if let first = node.arguments.first, first.label == nil {
                activity(first.expression, created: true)
                if let type = constants.string(first.expression, in: types.last),
                    case .simpleInput(let names)? = node.trailingClosure?.signature?.parameterClause, let name = names.first?.name.text
                {
                    activityBindings[name] = type
                }
            }
        case "onContinueUserActivity":
            if let first = node.arguments.first { activity(first.expression, created: false) }
        case "URL": producedURL(node)
        default: break
        }
        return .visitChildren
    }

    private func appShortcut(_ node: FunctionCallExprSyntax) {
        guard let intentArgument = node.arguments.first(where: { $0.label?.text == "intent" }) else { return }
        let intentExpression = intentArgument.expression
        let intent = intentExpression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? intentExpression.trimmedDescription
        var phrases: [String] = []
        var phraseSources: [String] = []
        if let array = node.arguments.first(where: { $0.label?.text == "phrases" })?.expression.as(ArrayExprSyntax.self) {
            for element in array.elements {
                if let phrase = self.phrase(element.expression) {
                    phrases.append(phrase)
                    phraseSources.append(source(element.expression))
                } else {
                    notLiteral(element.expression, what: LocalizedText(ja: "App Shortcut のフレーズ", en: "an App Shortcut phrase"))
                }
            }
        }
        let shortTitle = node.arguments.first { $0.label?.text == "shortTitle" }.flatMap { constants.string($0.expression, in: types.last) }
        let image = node.arguments.first { $0.label?.text == "systemImageName" }.flatMap { constants.string($0.expression, in: types.last) }
        appShortcuts.append(ImportReport.AppShortcut(intent: intent, phrases: phrases, phraseSources: phraseSources, shortTitle: shortTitle, systemImageName: image, source: source(node)))
    }

    /// A phrase with `\(.applicationName)` as `${applicationName}` and `\(\.$item)` as `${item}`.
    private func phrase(_ expression: ExprSyntax) -> String? {
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
        guard let identifier = constants.string(identifierArgument.expression, in: types.last) else {
            notLiteral(identifierArgument.expression, what: LocalizedText(ja: "通知カテゴリの識別子", en: "a notification category's identifier"))
            unreadKinds.insert("notificationCategory")
            return
        }
        var found: [ImportReport.NotificationCategory.Action] = []
        if let array = node.arguments.first(where: { $0.label?.text == "actions" })?.expression.as(ArrayExprSyntax.self) {
            for element in array.elements {
                if let call = element.expression.as(FunctionCallExprSyntax.self), let action = action(call, quiet: true) {
                    found.append(action)
                } else if let reference = element.expression.as(DeclReferenceExprSyntax.self), let action = actions[reference.baseName.text] {
                    found.append(action)
                } else {
                    notLiteral(element.expression, what: LocalizedText(ja: "\(identifier) のアクション", en: "an action of \(identifier)"))
                    unreadKinds.insert("notificationAction")
                }
            }
        }
        let registered = Self.ancestors(of: node).contains { ancestor in
            ancestor.as(FunctionCallExprSyntax.self).map { Self.calleeName($0.calledExpression).hasSuffix("setNotificationCategories") } ?? false
        }
        categories.append(ImportReport.NotificationCategory(identifier: identifier, actions: found, registered: registered, source: source(identifierArgument.expression)))
        if let binding = Self.boundName(node) { categoryBindings.append((binding, categories.count - 1)) }
    }

    /// The action a call makes; `quiet` leaves the note of an identifier that is not a literal to the visit
    /// of the call itself.
    private func action(_ node: FunctionCallExprSyntax, quiet: Bool = false) -> ImportReport.NotificationCategory.Action? {
        let callee = Self.calleeName(node.calledExpression)
        guard callee.hasSuffix("UNNotificationAction") || callee.hasSuffix("UNTextInputNotificationAction"),
            let identifierArgument = node.arguments.first(where: { $0.label?.text == "identifier" }) else { return nil }
        guard let identifier = constants.string(identifierArgument.expression, in: types.last) else {
            if !quiet {
                notLiteral(identifierArgument.expression, what: LocalizedText(ja: "通知アクションの識別子", en: "a notification action's identifier"))
            }
            unreadKinds.insert("notificationAction")
            return nil
        }
        let title = node.arguments.first { $0.label?.text == "title" }.flatMap { constants.string($0.expression, in: types.last) }
        var options: [String] = []
        if let expression = node.arguments.first(where: { $0.label?.text == "options" })?.expression {
            if let array = expression.as(ArrayExprSyntax.self) {
                options = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                options = [member.declName.baseName.text]
            }
        }
        return ImportReport.NotificationCategory.Action(identifier: identifier, title: title, options: options, textInput: callee.hasSuffix("UNTextInputNotificationAction"))
    }

    private func createdActivity(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first(where: { $0.label?.text == "activityType" }) else { return }
        guard let type = constants.string(argument.expression, in: types.last) ?? Self.systemActivity(argument.expression) else {
            notLiteral(argument.expression, what: LocalizedText(ja: "アクティビティタイプ", en: "an activity type"))
            unreadKinds.insert("activityType")
            return
        }
        createdActivities.append(SourceValue(type, source: source(argument.expression)))
        if let binding = Self.boundName(node) { activityBindings[binding] = type }
    }

    /// `NSUserActivityTypeBrowsingWeb`, `CSSearchableItemActionType`: the system's activity types.
    static func systemActivity(_ expression: ExprSyntax) -> String? {
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { systemActivityNames[$0] }
    }

    private func activity(_ expression: ExprSyntax, created: Bool) {
        guard let type = constants.string(expression, in: types.last) ?? Self.systemActivity(expression) else {
            notLiteral(expression, what: LocalizedText(ja: "アクティビティタイプ", en: "an activity type"))
            unreadKinds.insert("activityType")
            return
        }
        let found = SourceValue(type, source: source(expression))
        if created { createdActivities.append(found) } else { handledActivities.append(found) }
    }

    /// The system's activity-type constants and their values.
    static let systemActivityNames: [String: String] = [
        "NSUserActivityTypeBrowsingWeb": "NSUserActivityTypeBrowsingWeb",
        "CSSearchableItemActionType": "com.apple.corespotlightitem",
        "CSQueryContinuationActionType": "com.apple.corespotlightquerycontinuation",
    ]

    private func producedURL(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first(where: { $0.label?.text == "string" }),
            let (text, isComplete) = constants.knownPrefix(argument.expression, in: types.last) else { return }
        // `URL(string: path)` is common and says nothing; a literal whose scheme is not known is noted.
        guard let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
            text[..<colon].first?.isLetter == true else {
            if argument.expression.is(StringLiteralExprSyntax.self), !text.contains(":") {
                notLiteral(argument.expression, what: LocalizedText(ja: "URL のスキーム", en: "a URL's scheme"))
                unreadKinds.insert("urlScheme")
            }
            return
        }
        let scheme = text[..<colon].lowercased()
        var use = "URL"
        for ancestor in Self.ancestors(of: node).prefix(6) {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                let callee = Self.calleeName(call.calledExpression)
                if callee.hasSuffix("widgetURL") { use = "widgetURL"; break }
                if callee == "Link", call.calledExpression.is(DeclReferenceExprSyntax.self) { use = "Link"; break }
                if callee.hasSuffix("open") || callee.hasSuffix("openURL") { use = "open"; break }
            }
        }
        urls.append(ImportReport.ProducedURL(url: text, scheme: scheme, use: use, inWidget: declaresWidget, isComplete: isComplete, source: source(argument.expression)))
    }

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
        record(member.declName.baseName.text, value: value)
    }

    private func record(_ property: String, value: ExprSyntax) {
        switch property {
        case "activityType": activity(value, created: false)
        case "categoryIdentifier":
            if let text = constants.string(value, in: types.last) { handledCategories.append(SourceValue(text, source: source(value))) }
        case "actionIdentifier":
            if let text = constants.string(value, in: types.last) {
                handledActions.append(SourceValue(text, source: source(value)))
            } else if let reference = value.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("UNNotification") {
                // UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier: the system's.
            }
        default: break
        }
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.subject.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let property = member.declName.baseName.text
        guard ["activityType", "categoryIdentifier", "actionIdentifier"].contains(property) else { return .visitChildren }
        for switchCase in node.cases {
            guard case .switchCase(let item) = switchCase, case .case(let label) = item.label else { continue }
            for caseItem in label.caseItems {
                guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else { continue }
                if pattern.expression.is(DeclReferenceExprSyntax.self), constants.string(pattern.expression, in: types.last) == nil {
                    continue
                }
                record(property, value: pattern.expression)
            }
        }
        return .visitChildren
    }

    /// `activity.webpageURL = URL(string: "https://host/…")` for an activity bound in this file.
    /// On an activity bound in this file: `activity.webpageURL = URL(string: "https://host/…")` and
    /// `activity.isEligibleForHandoff = true` (and the other `isEligibleFor…` flags).
    private func assigned(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
            let type = activityBindings[base] else { return }
        let property = member.declName.baseName.text
        if let flag = Self.eligibilityFlags[property] {
            if value.as(BooleanLiteralExprSyntax.self)?.literal.text == "true" {
                eligibility[type, default: []].insert(flag)
            }
            return
        }
        guard property == "webpageURL" else { return }
        var expression = value
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "URL",
            let argument = call.arguments.first(where: { $0.label?.text == "string" }),
            let text = constants.knownPrefix(argument.expression, in: types.last)?.text else { return }
        let host = BrowserHost.of(text)
        if let host { webpageHosts[type, default: []].append(SourceValue(host, source: source(argument.expression))) }
    }

    /// `NSUserActivity`'s eligibility properties and the manifest's names for them.
    static let eligibilityFlags = [
        "isEligibleForHandoff": "handoff", "isEligibleForSearch": "search", "isEligibleForPrediction": "prediction",
        "isEligibleForPublicIndexing": "publicIndexing",
    ]

    // MARK: Names

    /// A node's parents, nearest first, found as they are asked for.
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
