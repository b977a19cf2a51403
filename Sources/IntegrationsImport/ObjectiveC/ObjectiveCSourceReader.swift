import Foundation
import IntegrationsCore

/// An Objective-C file of the app: its path (relative to the folder) and text.
struct ObjectiveCSourceFile: Sendable {
    var path: String
    var text: String
}

/// Reads the call sites of an app's Objective-C sources (`.m`, `.mm`) that register and handle what the
/// points model, into the same facts the Swift reader gives (Decision 490):
///
/// - notification categories and actions (`[UNNotificationCategory categoryWithIdentifier:@"…" actions:@[…] …]`,
///   `[UNNotificationAction actionWithIdentifier:@"…" …]`) and the identifiers handlers compare a response's
///   `actionIdentifier` or a notification's `categoryIdentifier` with (`isEqualToString:`);
/// - activity types created (`[[NSUserActivity alloc] initWithActivityType:@"…"]`) and compared;
/// - background tasks registered (`registerForTaskWithIdentifier:`) and requested
///   (`[[BGAppRefreshTaskRequest alloc] initWithIdentifier:@"…"]`, `BGProcessingTaskRequest`);
/// - quick actions created (`[[UIApplicationShortcutItem alloc] initWithType:@"…" …]`) and compared, and
///   where a chosen one is received.
///
/// A value is a string literal or a constant of the app's Objective-C (`#define NAME @"…"`,
/// `NSString *const NAME = @"…"`, in any of its `.m`, `.mm` or `.h` files, with one value). A call whose value
/// is neither is a note, and its kind is unread, as for Swift. What this reader does not read at all
/// (URLs, URL handlers, SiriKit) stays unread whenever the app has Objective-C sources.
struct ObjectiveCSourceReader {
    /// The kinds no Objective-C call site is read for: unread whenever there is an Objective-C source.
    static let kindsNotRead: Set<String> = ["type", "urlHandler", "urlScheme"]

    /// Reads `sources` (the app's implementation files), with the constants of `headers` and `sources`; the
    /// preprocessor conditions `macros` decides are read as the configuration compiles them.
    static func read(_ sources: [ObjectiveCSourceFile], headers: [ObjectiveCSourceFile], macros given: PreprocessorMacros = .unknown) -> SwiftSourceFacts {
        var facts = SwiftSourceFacts()
        guard !sources.isEmpty else { return facts }
        let tokenized = sources.map { (path: $0.path, tokens: ObjectiveCTokens.of($0.text)) }
        let files = headers.map { ObjectiveCTokens.of($0.text) } + tokenized.map(\.tokens)
        var macros = given
        // A name the app's own code defines or undefines has whatever value the included files give it there.
        for tokens in files {
            for token in tokens where token.kind == .directive {
                let body = ObjectiveCTokens.of(token.text)
                if body.count >= 2, body[0].isName("define") || body[0].isName("undef"), body[1].kind == .identifier {
                    macros.definedInSources.insert(body[1].text)
                }
            }
        }
        let constants = Constants(files, macros: macros)
        var registersCategories = false
        for file in tokenized {
            var reader = FileReader(path: file.path, tokens: file.tokens, constants: constants, macros: macros)
            reader.read()
            registersCategories = registersCategories || reader.registersCategories
            facts.add(objectiveC: reader.facts)
        }
        // Which categories a `setNotificationCategories:` call passes is not followed through sets and
        // variables here: any such call counts them all as registered, so that no rule says one is not.
        if registersCategories {
            for index in facts.notificationCategories.indices { facts.notificationCategories[index].registered = true }
        }
        facts.unreadKinds.formUnion(kindsNotRead)
        return facts
    }

    /// A value a constant may have, and the preprocessor condition it is defined under (`nil`: none).
    struct Alternative: Equatable {
        var value: String
        var condition: String?
    }

    /// The string constants of the app's Objective-C. A name defined once, or always with the same value, has
    /// that value; a name defined with different values, each under a preprocessor condition
    /// (`#ifdef IS_ALPHA` … `#else` …), has each value under its condition, as `#if` alternatives are for
    /// Swift; any other name with two values has none.
    struct Constants {
        private var definitions: [String: [Alternative]] = [:]

        init(_ files: [[ObjectiveCToken]], macros: PreprocessorMacros = .unknown) {
            var aliases: [String: [(target: String, condition: String?)]] = [:]
            for tokens in files {
                var directives = DirectiveConditions(macros)
                for (index, token) in tokens.enumerated() {
                    if token.kind == .directive {
                        _ = directives.read(token.text)
                        // `#define NAME @"value"`, `#define NAME OTHER`, where the configuration compiles it.
                        let body = ObjectiveCTokens.of(token.text)
                        guard directives.isCompiled, body.count == 3, body[0].isName("define"), body[1].kind == .identifier else { continue }
                        if body[2].kind == .string {
                            definitions[body[1].text, default: []].append(Alternative(value: body[2].text, condition: directives.current))
                        } else if body[2].kind == .identifier {
                            aliases[body[1].text, default: []].append((body[2].text, directives.current))
                        }
                        continue
                    }
                    // `NSString *const NAME = @"value";` (also `static`, `NSString * const`).
                    guard directives.isCompiled, token.isName("NSString"), index + 5 < tokens.count, tokens[index + 1].is("*"), tokens[index + 2].isName("const"),
                        tokens[index + 3].kind == .identifier, tokens[index + 4].is("="), tokens[index + 5].kind == .string,
                        index + 6 < tokens.count, tokens[index + 6].is(";") else { continue }
                    definitions[tokens[index + 3].text, default: []].append(Alternative(value: tokens[index + 5].text, condition: directives.current))
                }
            }
            // `#define A B`: A has B's values (one step; a chain of aliases is followed up to a few names).
            for _ in 0..<4 {
                for (name, targets) in aliases where definitions[name] == nil {
                    var found: [Alternative] = []
                    for target in targets {
                        guard let values = definitions[target.target] else { found = []; break }
                        found += values.map { Alternative(value: $0.value, condition: target.condition ?? $0.condition) }
                    }
                    if !found.isEmpty { definitions[name] = found }
                }
            }
        }

        /// The values of a constant's name: one without a condition, or each alternative with its condition;
        /// none when it has none, or several values not all under a condition.
        func values(of name: String) -> [Alternative] {
            guard let list = definitions[name], let first = list.first else { return [] }
            if list.allSatisfy({ $0.value == first.value }) { return [Alternative(value: first.value, condition: nil)] }
            guard list.allSatisfy({ $0.condition != nil }) else { return [] }
            // One value under several conditions is one alternative under any of them.
            var merged: [Alternative] = []
            for alternative in list {
                if let at = merged.firstIndex(where: { $0.value == alternative.value }) {
                    merged[at].condition = [merged[at].condition, alternative.condition].compactMap { $0 }.joined(separator: " or ")
                } else {
                    merged.append(alternative)
                }
            }
            return merged
        }
    }
}

extension ObjectiveCSourceReader {
    /// One file's call sites.
    struct FileReader {
        let path: String
        let tokens: [ObjectiveCToken]
        let constants: Constants
        var facts = SwiftSourceFacts()
        var regions = SourceRegion.Table()
        var registersCategories = false
        /// The index of the bracket, parenthesis or brace that closes each opener (when it is closed).
        private var closer: [Int: Int] = [:]
        /// The opener of each closer.
        private var opener: [Int: Int] = [:]
        /// For each opening brace of a block reached under a condition (`if (…) {`, `else {`, `#if`), the
        /// condition as written.
        private var conditions: [(open: Int, close: Int, condition: String)] = []
        /// The method each body (`- (void)viewDidLoad { … }`) belongs to, by its braces.
        private var methods: [(open: Int, close: Int, selector: String)] = []
        /// For each token, the innermost of ``conditions`` and the one of ``methods`` it is in (their index;
        /// -1: none), found in one sweep so that a file of many blocks is read in linear time.
        private var conditionOf: [Int32] = []
        private var methodOf: [Int32] = []
        /// The selector of the method whose body opens at each brace.
        private var methodOpening: [Int: String] = [:]
        /// Names bound to a property read (`NSString *type = activity.activityType;`), by name.
        private var aliases: [String: String] = [:]
        /// Names declared as shortcut items (`(UIApplicationShortcutItem *)shortcutItem`).
        private var shortcutItems: Set<String> = ["shortcutItem"]
        /// The reads of `actionIdentifier`, and those a comparison resolved (token indices).
        private var actionReads: Set<Int> = []
        private var actionResolved: Set<Int> = []
        /// Actions bound to names (`UNNotificationAction *reply = [UNNotificationAction actionWithIdentifier:…]`).
        private var boundActions: [String: ImportReport.NotificationCategory.Action] = [:]

        /// What the configuration decides about the preprocessor conditions.
        let macros: PreprocessorMacros
        /// Whether each token is compiled in the configuration: `false` inside a branch it does not compile.
        private var compiled: [Bool] = []

        init(path: String, tokens: [ObjectiveCToken], constants: Constants, macros: PreprocessorMacros = .unknown) {
            self.path = path
            self.tokens = tokens
            self.constants = constants
            self.macros = macros
        }

        mutating func read() {
            structure()
            for index in tokens.indices where compiled[index] {
                let token = tokens[index]
                if token.is("["), let close = closer[index] { message(open: index, close: close) }
                if token.kind == .identifier { name(at: index) }
            }
            if !actionReads.isSubset(of: actionResolved) { facts.unreadKinds.insert("handledNotificationAction") }
            facts.regions = regions.regions
        }

        // MARK: Structure

        /// Matches brackets, finds conditional blocks and method bodies, and the names of shortcut items and
        /// of property reads.
        private mutating func structure() {
            var stack: [Int] = []
            var directives = DirectiveConditions(macros)
            var starts: [Int] = []
            // +1 where a branch the configuration does not compile begins, -1 after it ends.
            var notCompiled = [Int](repeating: 0, count: tokens.count + 1)
            let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
            for (index, token) in tokens.enumerated() {
                if token.kind == .directive {
                    let change = directives.read(token.text)
                    if let ended = change.ended, let start = starts.popLast() {
                        switch ended.compiled {
                        case nil: conditions.append((start, index, ended.written))
                        case false?: notCompiled[start] += 1; notCompiled[index + 1] -= 1
                        case true?: break
                        }
                    }
                    if change.began { starts.append(index) }
                    continue
                }
                guard token.kind == .punctuation else { continue }
                if ["(", "[", "{", "@[", "@{", "@("].contains(token.text) {
                    stack.append(index)
                } else if let wanted = pairs[token.text] {
                    // A closer without its opener on top (damaged text) matches the nearest such opener among
                    // the few on top, or nothing: a file of unmatched closers is read in linear time.
                    let nearest = stack.indices.reversed().prefix(32)
                    guard let at = nearest.first(where: { tokens[stack[$0]].text == wanted || tokens[stack[$0]].text == "@" + wanted }) else { continue }
                    closer[stack[at]] = index
                    opener[index] = stack[at]
                    stack.removeSubrange(at...)
                }
            }
            for (open, close) in closer where tokens[open].is("{") {
                if let condition = blockCondition(open) { conditions.append((open, close, condition)) }
                if let selector = methodSelector(open) { methods.append((open, close, selector)) }
            }
            var depth = 0
            compiled = notCompiled.dropLast().map { change in
                depth += change
                return depth == 0
            }
            conditionOf = Self.innermost(conditions.map { ($0.open, $0.close) }, count: tokens.count)
            methodOf = Self.innermost(methods.map { ($0.open, $0.close) }, count: tokens.count)
            for method in methods { methodOpening[method.open] = method.selector }
            for index in tokens.indices {
                // `(UIApplicationShortcutItem *)name`, `UIApplicationShortcutItem *name`.
                if tokens[index].kind == .identifier, tokens[index].text.hasSuffix("ApplicationShortcutItem"), index + 2 < tokens.count, tokens[index + 1].is("*") {
                    let next = tokens[index + 2].is(")") ? index + 3 : index + 2
                    if next < tokens.count, tokens[next].kind == .identifier { shortcutItems.insert(tokens[next].text) }
                }
                // `NSString *name = base.property;`, `… = a.b.c.property;`
                if tokens[index].is("="), index >= 1, tokens[index - 1].kind == .identifier {
                    var end = index + 1
                    while end + 2 < tokens.count, tokens[end].kind == .identifier, tokens[end + 1].is("."), tokens[end + 2].kind == .identifier { end += 2 }
                    if end > index + 1, end + 1 < tokens.count, tokens[end + 1].is(";") {
                        aliases[tokens[index - 1].text] = tokens[end].text
                        if tokens[end].text == "shortcutItem" { shortcutItems.insert(tokens[index - 1].text) }
                    }
                }
            }
        }

        /// `if (…) {` and `else if (…) {` give their condition; `else {` the negation of the one before (an
        /// `else if` chain is read one branch back).
        private func blockCondition(_ open: Int) -> String? {
            guard open >= 1 else { return nil }
            if tokens[open - 1].isName("else") {
                guard open >= 2, tokens[open - 2].is("}"), let previous = opener[open - 2], previous >= 1, !tokens[previous - 1].isName("else"),
                    let condition = blockCondition(previous) else { return nil }
                return "!(\(condition))"
            }
            guard tokens[open - 1].is(")"), let parenthesis = opener[open - 1], parenthesis >= 1 else { return nil }
            let keyword = tokens[parenthesis - 1]
            guard keyword.isName("if") || keyword.isName("while") || keyword.isName("switch") else { return nil }
            // `if (@available(iOS 13, *))` guards the API's presence, which every device that runs the code has.
            if tokens[parenthesis + 1].isName("@available") { return nil }
            return written((parenthesis + 1)..<(open - 1))
        }

        /// `- (void)application:(UIApplication *)app performActionForShortcutItem:(…)item … {`: the selector.
        private func methodSelector(_ open: Int) -> String? {
            // A method's signature is short: the walk back stops after a few hundred tokens, so that a file of
            // braces alone is read in linear time.
            var start = open - 1
            let limit = max(0, open - 400)
            while start >= limit, !tokens[start].is(";"), !tokens[start].is("}"), !tokens[start].is("{"), tokens[start].kind != .directive,
                !(tokens[start].kind == .identifier && tokens[start].text.hasPrefix("@")) { start -= 1 }
            start += 1
            guard start < open, tokens[start].is("-") || tokens[start].is("+") else { return nil }
            var pieces: [String] = []
            var index = start + 1
            var depth = 0
            while index < open {
                let token = tokens[index]
                if token.is("(") { depth += 1 } else if token.is(")") { depth -= 1 }
                else if depth == 0, token.kind == .identifier {
                    if index + 1 < open, tokens[index + 1].is(":") {
                        pieces.append(token.text + ":")
                    } else if pieces.isEmpty, index + 1 == open || tokens[index + 1].kind == .identifier && tokens[index + 1].text.hasPrefix("NS_") {
                        return token.text
                    }
                }
                index += 1
            }
            return pieces.isEmpty ? nil : pieces.joined()
        }

        /// The uncertainty of what is written at `index`: the innermost condition it is under.
        private func uncertainty(at index: Int) -> Uncertainty? {
            let at = conditionOf[index]
            return at < 0 ? nil : Uncertainty(.condition, conditions[Int(at)].condition)
        }

        /// The method `index` is in.
        private func method(at index: Int) -> String? {
            let at = methodOf[index]
            return at < 0 ? nil : methods[Int(at)].selector
        }

        /// For each of `count` tokens, the interval (`open < index < close`) with the largest `open` among those
        /// around it — the innermost, for nested ones — or -1: intervals are taken in order of `open` onto a
        /// stack whose top is dropped once it has closed.
        static func innermost(_ intervals: [(open: Int, close: Int)], count: Int) -> [Int32] {
            var result = [Int32](repeating: -1, count: count)
            let order = intervals.indices.sorted { intervals[$0].open < intervals[$1].open }
            var stack: [Int] = []
            var next = 0
            for index in 0..<count {
                while next < order.count, intervals[order[next]].open < index {
                    if intervals[order[next]].close > index { stack.append(order[next]) }
                    next += 1
                }
                while let top = stack.last, intervals[top].close <= index { stack.removeLast() }
                if let top = stack.last { result[index] = Int32(top) }
            }
            return result
        }

        // MARK: Places

        /// `path:line` of the tokens from `start` through `end`, whose span is recorded.
        private mutating func source(_ start: Int, _ end: Int) -> String {
            let place = "\(path):\(tokens[start].line)"
            regions.record(SourceRegion(line: tokens[start].line, column: tokens[start].column, endLine: tokens[end].endLine, endColumn: tokens[end].endColumn), at: place)
            return place
        }

        /// `path:line` of the tokens of `range` (a value as written), whose span is recorded.
        private mutating func source(_ range: Range<Int>) -> String {
            source(range.lowerBound, max(range.lowerBound, range.upperBound - 1))
        }

        private mutating func notLiteral(_ range: Range<Int>, what: LocalizedText, kind: String) {
            facts.unreadKinds.insert(kind)
            guard !range.isEmpty else { return }
            let written = TerminalText.shortLine(written(range))
            facts.notes.append(Diagnostic.importNote(.importNotLiteral, source(range), LocalizedText(
                ja: "\(what.ja)がリテラルではありません: \(written)", en: "not a literal: \(written) (\(what.en))")))
        }

        /// The tokens as they are usually written: `[self name]`, `initWithType:@"a"`, `self.enabled`.
        private func written(_ range: Range<Int>) -> String {
            let noSpaceAfter: Set<String> = [".", "(", "[", "@[", "@{", "@(", "!", ":", "^"]
            let noSpaceBefore: Set<String> = [".", ",", ")", "]", ";", ":", "}"]
            var text = ""
            var previous: ObjectiveCToken?
            // A note shows a short line: the first 64 tokens are more than it keeps.
            for token in tokens[range.prefix(64)] {
                if let previous, !(previous.kind == .punctuation && noSpaceAfter.contains(previous.text)),
                    !(token.kind == .punctuation && noSpaceBefore.contains(token.text)) { text += " " }
                switch token.kind {
                case .string: text += "@\"\(token.text)\""
                case .cString: text += "\"\(token.text)\""
                default: text += token.text
                }
                previous = token
            }
            return text
        }

        /// The strings an argument may be: one literal, or a constant's name (each of its alternatives).
        private func values(_ range: Range<Int>) -> [Alternative] {
            guard range.count == 1 else { return [] }
            let token = tokens[range.lowerBound]
            if token.kind == .string { return [Alternative(value: token.text, condition: nil)] }
            guard token.kind == .identifier else { return [] }
            if let system = Self.systemStrings[token.text] { return [Alternative(value: system, condition: nil)] }
            return constants.values(of: token.text)
        }

        /// The string an argument is when it has one value.
        private func value(_ range: Range<Int>) -> String? {
            let found = values(range)
            return found.count == 1 ? found[0].value : nil
        }

        /// The system's constants for activity types and notification action identifiers, and their values
        /// (`UNNotificationDefaultActionIdentifier` is `com.apple.UNNotificationDefaultActionIdentifier`).
        static let systemStrings = [
            "NSUserActivityTypeBrowsingWeb": "NSUserActivityTypeBrowsingWeb", "CSSearchableItemActionType": "com.apple.corespotlightitem",
            "UNNotificationDefaultActionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier",
            "UNNotificationDismissActionIdentifier": "com.apple.UNNotificationDismissActionIdentifier",
        ]

        /// The uncertainty of a value found at `open`: its constant's condition, else the block's.
        private func uncertainty(_ found: Alternative, at open: Int) -> Uncertainty? {
            found.condition.map { Uncertainty(.condition, $0) } ?? uncertainty(at: open)
        }

        // MARK: Messages

        /// A message's receiver and its selector's pieces, each with its argument's tokens.
        private func parts(open: Int, close: Int) -> (receiver: Range<Int>, pieces: [(name: String, argument: Range<Int>)])? {
            var pieces: [(name: String, start: Int)] = []
            var index = open + 1
            while index < close {
                if let end = closer[index], end < close { index = end + 1; continue }
                if tokens[index].kind == .identifier, index + 1 < close, tokens[index + 1].is(":"), index > open + 1 {
                    pieces.append((tokens[index].text, index))
                    index += 2
                    continue
                }
                index += 1
            }
            guard let first = pieces.first else { return nil }
            var result: [(name: String, argument: Range<Int>)] = []
            for (position, piece) in pieces.enumerated() {
                let end = position + 1 < pieces.count ? pieces[position + 1].start : close
                result.append((piece.name, (piece.start + 2)..<max(piece.start + 2, end)))
            }
            return ((open + 1)..<first.start, result)
        }

        /// The receiver's text, as `[ X alloc ]` when it is one; empty for a receiver longer than any read
        /// (a message nested in a thousand others is not written out a thousand times).
        private func receiverText(_ range: Range<Int>) -> String {
            range.count <= 8 ? tokens[range].map(\.text).joined(separator: " ") : ""
        }

        private mutating func message(open: Int, close: Int) {
            guard let (receiver, pieces) = parts(open: open, close: close), let first = pieces.first else { return }
            let sent = receiverText(receiver)
            func argument(_ name: String) -> Range<Int>? { pieces.first { $0.name == name }?.argument }
            switch first.name {
            case "categoryWithIdentifier" where sent == "UNNotificationCategory":
                category(open: open, close: close, identifier: first.argument, actions: argument("actions"))
            case "actionWithIdentifier" where sent == "UNNotificationAction" || sent == "UNTextInputNotificationAction":
                if let action = action(open: open, pieces: pieces, textInput: sent == "UNTextInputNotificationAction") {
                    facts.createdActions.append(SourceValue(action.identifier, source: source(first.argument), uncertainty: uncertainty(at: open)))
                }
            case "setNotificationCategories":
                registersCategories = true
            case "registerForTaskWithIdentifier":
                backgroundTask(first.argument, .register, kind: nil, at: open)
            case "initWithIdentifier" where sent == "[ BGAppRefreshTaskRequest alloc ]" || sent == "[ BGProcessingTaskRequest alloc ]":
                backgroundTask(first.argument, .submit, kind: sent.contains("Refresh") ? .refresh : .processing, at: open)
            case "initWithType" where sent == "[ UIApplicationShortcutItem alloc ]" || sent == "[ UIMutableApplicationShortcutItem alloc ]":
                let title = argument("localizedTitle").flatMap(value)
                quickActionType(first.argument, .create, title: title, at: open)
            case "initWithActivityType" where sent == "[ NSUserActivity alloc ]":
                let found = values(first.argument)
                if found.isEmpty { notLiteral(first.argument, what: LocalizedText(ja: "アクティビティタイプ", en: "an activity type"), kind: "activityType") }
                for type in found {
                    facts.createdActivities.append(SourceValue(type.value, source: source(first.argument), uncertainty: uncertainty(type, at: open)))
                }
            case "isEqualToString", "isEqual":
                compared(receiver, first.argument, at: open)
            default: break
            }
        }

        /// `[UNNotificationCategory categoryWithIdentifier:… actions:@[…] …]`.
        private mutating func category(open: Int, close: Int, identifier: Range<Int>, actions: Range<Int>?) {
            guard let name = value(identifier) else {
                notLiteral(identifier, what: LocalizedText(ja: "通知カテゴリの識別子", en: "a notification category's identifier"), kind: "notificationCategory")
                return
            }
            var found: [ImportReport.NotificationCategory.Action] = []
            if let actions, !actions.isEmpty {
                if tokens[actions.lowerBound].is("@["), let end = closer[actions.lowerBound] {
                    // Each element: a message making an action, or a name bound to one.
                    var index = actions.lowerBound + 1
                    while index < end {
                        if tokens[index].is(",") { index += 1; continue }
                        var elementEnd = index
                        while elementEnd < end, !tokens[elementEnd].is(",") { elementEnd = (closer[elementEnd] ?? elementEnd) + 1 }
                        let element = index..<elementEnd
                        if tokens[index].is("["), let close = closer[index], close + 1 == elementEnd, let (receiver, pieces) = parts(open: index, close: close),
                            pieces.first?.name == "actionWithIdentifier", let action = action(open: index, pieces: pieces, textInput: receiverText(receiver) == "UNTextInputNotificationAction", quiet: true)
                        {
                            found.append(action)
                        } else if element.count == 1, let action = boundActions[tokens[index].text] {
                            found.append(action)
                        } else {
                            notLiteral(element, what: LocalizedText(ja: "\(name) のアクション", en: "an action of \(name)"), kind: "notificationAction")
                        }
                        index = elementEnd
                    }
                } else if !(actions.count == 1 && (tokens[actions.lowerBound].isName("nil") || tokens[actions.lowerBound].is("@["))) {
                    notLiteral(actions, what: LocalizedText(ja: "\(name) のアクション", en: "the actions of \(name)"), kind: "notificationAction")
                }
            }
            facts.notificationCategories.append(ImportReport.NotificationCategory(
                identifier: name, actions: found, registered: false, source: source(identifier)))
            _ = close
        }

        /// `[UNNotificationAction actionWithIdentifier:… title:… options:…]`; bound to the name before `=`.
        private mutating func action(open: Int, pieces: [(name: String, argument: Range<Int>)], textInput: Bool, quiet: Bool = false) -> ImportReport.NotificationCategory.Action? {
            guard let identifier = pieces.first?.argument else { return nil }
            guard let name = value(identifier) else {
                if quiet { facts.unreadKinds.insert("notificationAction") } else {
                    notLiteral(identifier, what: LocalizedText(ja: "通知アクションの識別子", en: "a notification action's identifier"), kind: "notificationAction")
                }
                return nil
            }
            let title = pieces.first { $0.name == "title" }.flatMap { value($0.argument) }
            var options: [String] = []
            if let written = pieces.first(where: { $0.name == "options" })?.argument {
                for token in tokens[written] where token.kind == .identifier && token.text.hasPrefix("UNNotificationActionOption") {
                    let option = String(token.text.dropFirst("UNNotificationActionOption".count))
                    guard option != "None", let first = option.first else { continue }
                    options.append(first.lowercased() + option.dropFirst())
                }
            }
            let action = ImportReport.NotificationCategory.Action(identifier: name, title: title, options: options, textInput: textInput)
            if open >= 2, tokens[open - 1].is("="), tokens[open - 2].kind == .identifier { boundActions[tokens[open - 2].text] = action }
            return action
        }

        private mutating func backgroundTask(_ argument: Range<Int>, _ use: ImportReport.BackgroundTaskUse.Use, kind: ImportReport.BackgroundTask.Kind?, at open: Int) {
            let found = values(argument)
            guard !found.isEmpty else {
                notLiteral(argument, what: LocalizedText(ja: "バックグラウンドタスクの識別子", en: "a background task's identifier"), kind: "backgroundTask")
                return
            }
            let late = use == .register ? method(at: open).flatMap { Self.callbacksAfterLaunch[$0] } : nil
            for identifier in found {
                facts.backgroundTaskUses.append(ImportReport.BackgroundTaskUse(
                    use, SourceValue(identifier.value, source: source(argument), uncertainty: uncertainty(identifier, at: open)),
                    kind: kind, lateIn: late))
            }
        }

        /// The lifecycle methods that run only after launch, by selector, with the name the Swift reader gives
        /// them (FactCollector+BackgroundTasks.swift).
        static let callbacksAfterLaunch = [
            "viewDidLoad": "viewDidLoad()", "viewWillAppear:": "viewWillAppear(_:)", "viewDidAppear:": "viewDidAppear(_:)",
            "scene:willConnectToSession:options:": "scene(_:willConnectTo:options:)", "sceneDidBecomeActive:": "sceneDidBecomeActive(_:)",
            "sceneWillEnterForeground:": "sceneWillEnterForeground(_:)", "applicationDidBecomeActive:": "applicationDidBecomeActive(_:)",
            "applicationWillEnterForeground:": "applicationWillEnterForeground(_:)",
        ]

        private mutating func quickActionType(_ argument: Range<Int>, _ use: ImportReport.QuickActionUse.Use, title: String? = nil, at open: Int) {
            let found = values(argument)
            guard !found.isEmpty else {
                notLiteral(argument, what: LocalizedText(ja: "クイックアクションのタイプ", en: "a quick action's type"), kind: "quickActionType")
                return
            }
            for type in found {
                facts.quickActionUses.append(ImportReport.QuickActionUse(
                    use, SourceValue(type.value, source: source(argument), uncertainty: uncertainty(type, at: open)), title: title))
            }
        }

        /// The property a receiver or argument reads: `x.actionIdentifier`, `[x actionIdentifier]`, or a name
        /// bound to such a read; with the index of the property's name and the base's last name.
        private func property(_ range: Range<Int>) -> (name: String, at: Int, base: String?)? {
            if range.count == 1, tokens[range.lowerBound].kind == .identifier, let property = aliases[tokens[range.lowerBound].text] {
                return (property, range.lowerBound, nil)
            }
            guard range.count >= 3 else { return nil }
            let last = range.upperBound - 1
            if tokens[last].kind == .identifier, tokens[last - 1].is(".") {
                return (tokens[last].text, last, tokens[last - 2].kind == .identifier ? tokens[last - 2].text : nil)
            }
            if tokens[range.lowerBound].is("["), closer[range.lowerBound] == last, tokens[last - 1].kind == .identifier {
                return (tokens[last - 1].text, last - 1, tokens[last - 2].kind == .identifier ? tokens[last - 2].text : nil)
            }
            return nil
        }

        /// `[a isEqualToString:b]` where one side reads a handled property and the other is a value.
        private mutating func compared(_ receiver: Range<Int>, _ argument: Range<Int>, at open: Int) {
            for (read, other) in [(receiver, argument), (argument, receiver)] {
                guard let property = property(read) else { continue }
                let reached = uncertainty(at: open)
                let what: (kind: String, text: LocalizedText)
                switch property.name {
                case "actionIdentifier": what = ("notificationAction", LocalizedText(ja: "通知アクションの識別子", en: "a notification action's identifier"))
                case "categoryIdentifier": what = ("notificationCategory", LocalizedText(ja: "通知カテゴリの識別子", en: "a notification category's identifier"))
                case "activityType": what = ("activityType", LocalizedText(ja: "アクティビティタイプ", en: "an activity type"))
                case "type" where property.base.map(shortcutItems.contains) ?? false:
                    what = ("quickActionType", LocalizedText(ja: "クイックアクションのタイプ", en: "a quick action's type"))
                default: continue
                }
                let alternatives = values(other)
                guard !alternatives.isEmpty else {
                    notLiteral(other, what: what.text, kind: what.kind)
                    return
                }
                if property.name == "actionIdentifier" { actionResolved.insert(property.at) }
                for alternative in alternatives {
                    let found = SourceValue(alternative.value, source: source(other),
                                            uncertainty: alternative.condition.map { Uncertainty(.condition, $0) } ?? reached)
                    switch property.name {
                    case "actionIdentifier": facts.handledActions.append(found)
                    case "categoryIdentifier": facts.handledCategories.append(found)
                    case "activityType": facts.handledActivities.append(found)
                    default: facts.quickActionUses.append(ImportReport.QuickActionUse(.handle, found))
                    }
                }
                return
            }
        }

        // MARK: Names

        /// Names that matter wherever they are written: reads of `actionIdentifier`, and where a chosen quick
        /// action is received.
        private mutating func name(at index: Int) {
            let token = tokens[index]
            switch token.text {
            case "actionIdentifier":
                // A read (`response.actionIdentifier`, `[response actionIdentifier]`); an alias counts where it is read.
                if index >= 1, tokens[index - 1].is(".") || tokens[index - 1].kind == .identifier { actionReads.insert(index) }
            case "UIApplicationLaunchOptionsShortcutItemKey":
                facts.quickActionEntryPoints.launchOptionsShortcutItem.append(source(index, index))
            case "shortcutItem" where index >= 2 && tokens[index - 1].is(".") && tokens[index - 2].isName("connectionOptions"):
                facts.quickActionEntryPoints.connectionOptionsShortcutItem.append(source(index - 2, index))
            case "UIWindowSceneDelegate" where index >= 1 && (tokens[index - 1].is("<") || tokens[index - 1].is(",")):
                facts.quickActionEntryPoints.windowSceneDelegates.append(source(index, index))
            case "performActionForShortcutItem" where index + 1 < tokens.count && tokens[index + 1].is(":"):
                // A method's definition, not a message sent.
                // The body that follows the signature this name is in (a signature is short: 400 tokens at most).
                var brace = index + 1
                while brace < min(tokens.count, index + 400), !tokens[brace].is(";"), !tokens[brace].is("{") { brace += 1 }
                guard brace < tokens.count, let selector = methodOpening[brace] else { return }
                switch selector {
                case "application:performActionForShortcutItem:completionHandler:":
                    facts.quickActionEntryPoints.applicationPerformAction.append(source(index, index))
                case "windowScene:performActionForShortcutItem:completionHandler:":
                    facts.quickActionEntryPoints.windowScenePerformAction.append(source(index, index))
                default: break
                }
            default: break
            }
        }
    }
}

extension SwiftSourceFacts {
    /// Adds what the Objective-C reader found to what the Swift reader found.
    mutating func add(objectiveC found: SwiftSourceFacts) {
        notificationCategories += found.notificationCategories
        createdActions += found.createdActions
        handledActions += found.handledActions
        handledCategories += found.handledCategories
        createdActivities += found.createdActivities
        handledActivities += found.handledActivities
        backgroundTaskUses += found.backgroundTaskUses
        quickActionUses += found.quickActionUses
        quickActionEntryPoints.add(found.quickActionEntryPoints)
        unreadKinds.formUnion(found.unreadKinds)
        notes += found.notes
        regions.merge(found.regions) { known, _ in known }
    }
}
