import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// The reader estimates what each file costs swift-syntax before parsing it: a file whose parse or walks
/// would be super-linear or recurse past the reader's stack is left out with a note naming the construct,
/// its line and the limit, and the project's other files are read. Before, `A<`×10,000, `.b`×50,000 and
/// `f()`×200,000 crashed the reader (and every file of the project went unread), and 96 KB of nested
/// interpolations took 13.5 s and 6.8 GB.
@Suite struct SwiftReaderLimitsTests {
    #if SwiftSources
    /// Each hostile construct as a builder of `count` of it on line 2, and the limit past which it is
    /// refused.
    struct Construct: Sendable, CustomTestStringConvertible {
        var name: String
        var limit: Int
        var build: @Sendable (Int) -> String
        /// The start of the note's English text for `count`.
        var says: @Sendable (Int) -> String
        /// The line the note names, past the limit.
        var line = 2

        var testDescription: String { name }

        static func repeating(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

        static let all: [Construct] = [
            Construct(name: "parentheses", limit: 128, build: { "let x = " + repeating("(", $0) + "1" + repeating(")", $0) }, says: {
                "brackets, string interpolations and #if nest \($0) deep"
            }),
            Construct(name: "braces", limit: 128, build: { "let x = " + repeating("{", $0) + "1" + repeating("}", $0) }, says: {
                "brackets, string interpolations and #if nest \($0) deep"
            }),
            Construct(name: "#if", limit: 128, build: { repeating("#if A\n", $0) + "let x = 1\n" + repeating("#endif\n", $0) }, says: {
                "brackets, string interpolations and #if nest \($0) deep"
            }, line: 130),
            Construct(name: "string interpolations", limit: 16, build: { "let x = " + repeating(#""\("#, $0) + "1" + repeating(#")""#, $0) }, says: {
                "string interpolations nest \($0) deep"
            }),
            Construct(name: "generic arguments", limit: 32, build: { "let x: " + repeating("A<", $0) + "Int" + repeating(">", $0) }, says: {
                "generic arguments nest \($0) deep"
            }),
            Construct(name: "member chain", limit: 1_000, build: { "let x = a" + repeating(".b", $0) }, says: {
                "a chain of \($0) member accesses, calls, subscripts and ?/! on one expression"
            }),
            Construct(name: "call chain", limit: 1_000, build: { "let x = f" + repeating("()", $0) }, says: {
                "a chain of \($0) member accesses, calls, subscripts and ?/! on one expression"
            }),
            Construct(name: "subscript chain", limit: 1_000, build: { "let x = a" + repeating("[0]", $0) }, says: {
                "a chain of \($0) member accesses, calls, subscripts and ?/! on one expression"
            }),
            Construct(name: "optional chain", limit: 1_000, build: { "let x = a" + repeating("?.b", $0 / 2) + repeating("!", $0 % 2) }, says: {
                "a chain of \($0) member accesses, calls, subscripts and ?/! on one expression"
            }),
            Construct(name: "member types", limit: 1_000, build: { "let x: A" + repeating(".B", $0) }, says: {
                "a chain of \($0) member accesses, calls, subscripts and ?/! on one expression"
            }),
            Construct(name: "else if", limit: 1_000, build: { "func f() { if a {}" + repeating(" else if a {}", $0) + " }" }, says: {
                "an if statement with \($0) else-if branches"
            }),
            Construct(name: "prefixes", limit: 64, build: { "let x = " + repeating("try ", $0) + "1" }, says: {
                "\($0) prefixes such as try and await in a row"
            }),
            Construct(name: "arrows", limit: 64, build: { "let x: " + repeating("(A) -> ", $0) + "A" }, says: {
                "\($0) function arrows (->) in a row"
            }),
            // Chains inside calls inside chains: each chain under the limit, together past the depth's.
            Construct(name: "depth", limit: 2_000, build: { count in
                let links = 500
                let calls = count / (links + 1)
                let chain = "a" + repeating(".b", links - 1) + "("
                return "let x = " + repeating(chain, calls) + "a" + repeating(".b", count - calls * (links + 1)) + repeating(")", calls)
            }, says: { "expressions and types nest \($0) deep, counting brackets and chains" }),
        ]
    }

    static func read(_ text: String) -> SwiftSourceFacts {
        SwiftSyntaxSourceReader().read([
            SwiftSourceFile(path: "Before.swift", text: #"let before = URL(string: "before://a")"#),
            SwiftSourceFile(path: "Hostile.swift", text: "let ok = 1\n" + text + "\n"),
            SwiftSourceFile(path: "After.swift", text: #"let after = URL(string: "after://a")"#),
        ])
    }

    /// At its limit a construct is read; one past it, the file is a note and the others are read.
    @Test(arguments: Construct.all)
    func aConstructPastItsLimitLeavesOnlyItsFileOut(construct: Construct) {
        let atLimit = Self.read(construct.build(construct.limit))
        #expect(atLimit.filesRead == 3)
        #expect(!atLimit.notes.contains { $0.message.en.contains("not read") }, "\(atLimit.notes.map(\.message.en))")

        let past = Self.read(construct.build(construct.limit + 1))
        #expect(past.filesRead == 2)
        #expect(past.urls.map(\.scheme) == ["before", "after"])
        #expect(past.notes.map(\.source) == ["Hostile.swift:\(construct.line)"])
        #expect(past.notes.first?.message.en
            == construct.says(construct.limit + 1) + ", and swift-syntax recurses that deep; not read (the limit is \(construct.limit))")
    }

    /// The notes in both languages, word for word.
    @Test func aRefusalSaysWhatWhereAndTheLimitInBothLanguages() {
        let facts = Self.read("let x = f" + String(repeating: "()", count: 1_001))
        #expect(facts.notes.map(\.message) == [LocalizedText(
            ja: "メンバー参照・呼び出し・添字・?/! が1001個連なっています。swift-syntax がその深さまで再帰するため読みませんでした（上限は1000）",
            en: "a chain of 1001 member accesses, calls, subscripts and ?/! on one expression, and swift-syntax recurses that deep; not read (the limit is 1000)")])
        let generics = Self.read("let x: " + String(repeating: "A<", count: 33) + "Int" + String(repeating: ">", count: 33))
        #expect(generics.notes.map(\.message.ja) == [
            "ジェネリック引数が33重に入れ子になっています。swift-syntax がその深さまで再帰するため読みませんでした（上限は32）",
        ])
    }

    /// Interpolations inside interpolations cost swift-syntax memory by their depth (96 KB of them: 6.8 GB);
    /// many nests each within the depth's limit are refused by their sum.
    @Test func manyNestedInterpolationsAreRefusedByTheirSum() {
        let nest = "let x = " + String(repeating: #""\("#, count: 16) + "1" + String(repeating: #")""#, count: 16) + "\n"
        // Each nest costs 1 + 2 + … + 16 = 136; 2^21 / 136 = 15,420 of them reach the limit.
        let facts = Self.read(String(repeating: nest, count: 15_421))
        #expect(facts.filesRead == 2)
        #expect(facts.notes.map(\.message) == [LocalizedText(
            ja: "文字列補間の中の文字列補間が延べ2097256段あり、swift-syntax のメモリが段の深さに応じて増えるため読みませんでした（上限は2097152段）",
            en: "string interpolations inside string interpolations add up to 2097256 levels, and swift-syntax's memory grows with each level's depth; not read (the limit is 2097152)")])
    }

    /// What is not code is not counted: brackets, `<` and chains in comments and string literals, and
    /// escaped quotes and raw delimiters that would end a literal early if read wrong.
    @Test(arguments: [
        "// " + String(repeating: "(", count: 300),
        "/* /* " + String(repeating: "{", count: 300) + " */ " + String(repeating: "[", count: 300) + " */",
        "let s = \"" + String(repeating: "(", count: 300) + "\"",
        "let s = \"\\\"" + String(repeating: "A<", count: 300) + "\"",
        "let s = #\"\\\"" + String(repeating: ".b", count: 1_200) + "\"#",
        "let s = \"\"\"\n" + String(repeating: "try ", count: 300) + "\n\"\"\"",
        "let s = #/" + String(repeating: "(", count: 300) + "/#",
    ])
    func whatIsNotCodeIsNotCounted(text: String) {
        let facts = Self.read(text)
        #expect(facts.filesRead == 3)
        #expect(!facts.notes.contains { $0.message.en.contains("not read") }, "\(facts.notes.map(\.message.en))")
    }

    /// Real code is far inside the limits: a SwiftUI view with 60 modifiers in a chain, nested 30 deep,
    /// with comparisons written without spaces (`i<n`, which look like generic arguments).
    @Test func aLongSwiftUIViewIsRead() {
        var body = "Text(\"hi\")"
        for level in 0..<30 { body = "VStack {\n\(body)\n.padding(\(level))\n}" }
        body += String(repeating: "\n.padding().font(.title).foregroundStyle(.red.opacity(0.5))", count: 20)
        let comparisons = (0..<200).map { "if i<\($0) { print(i) }" }.joined(separator: "\n")
        let text = "struct V: View {\nvar body: some View {\n\(body)\n}\nfunc f(i: Int) {\n\(comparisons)\n}\n}"
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "V.swift", text: text)])
        #expect(facts.filesRead == 1)
        #expect(facts.notes.isEmpty, "\(facts.notes.map(\.message.en))")
    }

    /// Legal files at the limits recurse deeper than a small stack holds (a debug build's frames are large):
    /// the reader parses and walks on a stack of its own, so a caller on a thread with 256 KB of stack (a
    /// macOS secondary thread has 512 KB) reads them.
    @Test func filesAtTheLimitsAreReadFromACallerWithASmallStack() {
        let files = Construct.all.map { SwiftSourceFile(path: "\($0.name).swift", text: $0.build($0.limit)) }
        final class Result: @unchecked Sendable { var filesRead = 0 }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.filesRead = SwiftSyntaxSourceReader().read(files).filesRead
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        #expect(result.filesRead == files.count)
    }

    /// Constants made of constants (`let a = b + b + …`) take time and memory that grow as a power of
    /// their number: here 64^5 copies of 100 bytes, 100 GB. Past the reader's bound of steps the value is
    /// not a literal, and a note says so.
    @Test func constantsBuiltFromConstantsAreBounded() {
        var lines = ["let c0 = \"" + String(repeating: "x", count: 100) + "\""]
        for level in 1...5 { lines.append("let c\(level) = " + Array(repeating: "c\(level - 1)", count: 64).joined(separator: " + ")) }
        lines.append("let activity = NSUserActivity(activityType: c5)")
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "C.swift", text: lines.joined(separator: "\n"))])
        #expect(facts.createdActivities.isEmpty)
        #expect(facts.notes.map(\.source) == ["C.swift:7"])
        #expect(facts.notes.first?.message.en == "not a literal: c5 (an activity type)")
    }

    /// `#if os(…)` is decided only in an `#if` of at most 64 clauses and a condition of at most 64 terms
    /// (Decision 498): past them the clause stays a condition, so that a thousand `#elseif`s, each holding a
    /// call site that asks about the clauses before it, are read without asking about all the others.
    @Test(arguments: [(3, true), (64, true), (65, false), (1_000, false)])
    func platformClausesAreDecidedUpToALimit(clauses: Int, decided: Bool) {
        var lines = ["#if os(watchOS)", #"let a = NSUserActivity(activityType: "com.ex.watch0")"#]
        for index in 1..<(clauses - 1) { lines += ["#elseif os(tvOS)", #"let a = NSUserActivity(activityType: "com.ex.tv\#(index)")"#] }
        lines += ["#else", #"let a = NSUserActivity(activityType: "com.ex.phone")"#, "#endif"]
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "P.swift", text: lines.joined(separator: "\n"))])
        if decided {
            #expect(facts.createdActivities.map(\.value) == ["com.ex.phone"])
            #expect(facts.createdActivities.first?.uncertainty == nil)
        } else {
            #expect(facts.createdActivities.count == clauses)
            #expect(facts.createdActivities.allSatisfy { $0.uncertainty?.kind == .condition })
        }
        let terms = Array(repeating: "os(tvOS)", count: decided ? 64 : 65).joined(separator: " || ")
        let long = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "Q.swift", text: "#if \(terms)\nlet a = NSUserActivity(activityType: \"com.ex.tv\")\n#endif")])
        #expect(long.createdActivities.count == (decided ? 0 : 1))
    }

    /// A thousand `Kind(rawValue: shortcutItem.type)` in one function (Decision 497): each asks whether the
    /// function switches over the name it is bound to, and the function's switches are found once.
    @Test func manyEnumReadsOfAShortcutItemsTypeInOneFunction() {
        let calls = (0..<1_000).map { "let k\($0) = Kind(rawValue: shortcutItem.type)" }.joined(separator: "\n")
        let text = """
            enum Kind: String { case a = "com.ex.a" }
            func receive(shortcutItem: UIApplicationShortcutItem) {
            \(calls)
            switch k0 { case .a?: break; default: break }
            }
            """
        let handled = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: "K.swift", text: text)]).quickActionUses.filter { $0.use == .handle }
        // `k0` is switched over: its case, certain; every other call gives the enum's one case, uncertain.
        #expect(handled.count == 1_000)
        #expect(handled.filter { $0.type.uncertainty == nil }.map(\.type.value) == ["com.ex.a"])
    }
    #endif
}
