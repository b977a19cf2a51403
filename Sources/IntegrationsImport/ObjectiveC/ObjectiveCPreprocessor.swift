import Foundation

/// What one build configuration of the app decides about its Objective-C preprocessor conditions
/// (Decision 495): the macros its settings define, and which names a condition may be decided on at all.
///
/// A flavour switch such as `#ifdef IS_ALPHA` is decided when the name is a build setting's macro in some
/// configuration of the project (`GCC_PREPROCESSOR_DEFINITIONS = IS_ALPHA=1` in `Alpha`): in the chosen
/// configuration it is defined as that configuration's settings say, or not at all. A name no configuration
/// defines (a header's include guard, the SDK's `TARGET_OS_IOS`, a macro an unread `.xcconfig` defines) and a
/// name the app's own Objective-C `#define`s or `#undef`s are not decided: a value under such a condition
/// stays uncertain, as it was before.
struct PreprocessorMacros: Sendable {
    /// The macros the chosen configuration's settings define (`GCC_PREPROCESSOR_DEFINITIONS`, `-D` in
    /// `OTHER_CFLAGS`), by name, with their values (`"1"` for a name given without one, as `-D` does); `nil`
    /// when they are not known.
    var configuration: [String: String]?
    /// The names some configuration of the project defines in its settings.
    var projectNames: Set<String> = []
    /// The names a `#define` or `#undef` of the app's Objective-C names.
    var definedInSources: Set<String> = []

    /// Nothing decided: every condition stays as written.
    static let unknown = PreprocessorMacros(configuration: nil)

    /// The macros `settings` define, or `nil` when they cannot be told: a value that does not expand whole,
    /// one quoted or escaped, or flags that include a file or undefine a name.
    static func defined(by settings: BuildSettings) -> [String: String]? {
        var macros: [String: String] = [:]
        for key in ["GCC_PREPROCESSOR_DEFINITIONS", "OTHER_CFLAGS"] {
            guard let value = settings.values[key] else { continue }
            let expanded = settings.whole.expand(value)
            guard expanded.unresolved.isEmpty, !expanded.tooLong, let entries = names(in: expanded.text, flags: key == "OTHER_CFLAGS") else { return nil }
            macros.merge(entries) { _, later in later }
        }
        return macros
    }

    /// The macros one setting's value names: `NAME` or `NAME=value` entries, or with `flags` the `-DNAME[=value]`
    /// arguments among compiler flags; `nil` when the value cannot be read so simply.
    static func names(in value: String, flags: Bool) -> [String: String]? {
        guard !value.contains("\""), !value.contains("'"), !value.contains("\\") else { return nil }
        var macros: [String: String] = [:]
        var words = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)[...]
        while let word = words.popFirst() {
            var entry = word
            if flags {
                if ["-include", "-imacros", "-U"].contains(where: { word.hasPrefix($0) }) { return nil }
                guard word.hasPrefix("-D") else { continue }
                entry = word == "-D" ? (words.popFirst() ?? "") : String(word.dropFirst(2))
            }
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            macros[String(name)] = parts.count > 1 ? String(parts[1]) : "1"
        }
        return macros
    }

    /// Whether `name` is defined in the configuration; `nil` when that is not decided here.
    func isDefined(_ name: String) -> Bool? {
        guard let configuration, projectNames.contains(name), !definedInSources.contains(name) else { return nil }
        return configuration[name] != nil
    }

    /// Whether a directive's condition holds: `ifdef`/`ifndef NAME`, and for `if`/`elif` a `0` or `1`, a
    /// name, or `defined(NAME)`, each perhaps after `!`; `nil` for any other expression or a name not
    /// decided (``isDefined(_:)``).
    func holds(_ keyword: String, _ expression: String) -> Bool? {
        var text = expression.trimmingCharacters(in: .whitespaces)
        if let comment = text.range(of: "//") ?? text.range(of: "/*") { text = text[..<comment.lowerBound].trimmingCharacters(in: .whitespaces) }
        switch keyword {
        case "ifdef": return isDefined(text)
        case "ifndef": return isDefined(text).map(!)
        default: break
        }
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text = text.dropFirst().trimmingCharacters(in: .whitespaces)
        }
        let result: Bool?
        if text == "0" || text == "1" {
            result = text == "1"
        } else if text.hasPrefix("defined"), let next = text.dropFirst("defined".count).first, next == "(" || next == " " {
            let name = text.dropFirst("defined".count).trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
            result = isDefined(name)
        } else if let defined = isDefined(text) {
            // `#if NAME`: an undefined name is 0; a defined one is its value, when that is a number.
            result = defined ? configuration?[text].flatMap { Int($0) }.map { $0 != 0 } : false
        } else {
            result = nil
        }
        return negated ? result.map(!) : result
    }
}

extension ObjectiveCSourceReader {
    /// The preprocessor conditions in force, written as the Swift reader writes `#if` clauses (`#ifdef DEBUG`,
    /// `#elif defined(X)`, `#else of #if X`), each decided by the configuration's macros where it can be
    /// (``PreprocessorMacros``).
    struct DirectiveConditions {
        /// One branch of an `#if` … `#endif`, as written, and whether it is compiled (`nil`: not decided).
        struct Branch {
            var written: String
            var compiled: Bool?
        }

        private struct Frame {
            var first: String
            var branch: Branch
            /// Whether an earlier branch of the chain was taken (`nil`: not decided).
            var taken: Bool?
        }

        let macros: PreprocessorMacros
        private var stack: [Frame] = []

        init(_ macros: PreprocessorMacros = .unknown) {
            self.macros = macros
        }

        /// The innermost condition in force that the configuration does not decide.
        var current: String? { stack.last { $0.branch.compiled == nil }?.branch.written }

        /// Whether the code here is compiled in the configuration: `false` inside a branch decided not to be.
        var isCompiled: Bool { !stack.contains { $0.branch.compiled == false } }

        /// Reads a directive line (its text after `#`): the branch it ends and whether it begins one.
        mutating func read(_ directive: String) -> (ended: Branch?, began: Bool) {
            let trimmed = directive.drop { $0 == " " || $0 == "\t" }
            let keyword = String(trimmed.prefix { $0.isLetter })
            let rest = trimmed.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            switch keyword {
            case "if", "ifdef", "ifndef":
                let written = "#\(keyword) \(rest)"
                let holds = macros.holds(keyword, rest)
                stack.append(Frame(first: written, branch: Branch(written: written, compiled: holds), taken: holds))
                return (nil, true)
            case "elif", "else":
                guard let last = stack.popLast() else { return (nil, false) }
                let written = keyword == "elif" ? "#elif \(rest)" : "#else of \(last.first)"
                let holds = keyword == "elif" ? macros.holds("if", rest) : true
                // Compiled when no earlier branch was taken and this one holds.
                let compiled: Bool? = switch last.taken {
                case true?: false
                case false?: holds
                case nil: holds == false ? false : nil
                }
                let taken: Bool? = last.taken == true || holds == true ? true : (last.taken == false && holds == false ? false : nil)
                stack.append(Frame(first: last.first, branch: Branch(written: written, compiled: compiled), taken: taken))
                return (last.branch, true)
            case "endif":
                return (stack.popLast()?.branch, false)
            default:
                return (nil, false)
            }
        }
    }
}
