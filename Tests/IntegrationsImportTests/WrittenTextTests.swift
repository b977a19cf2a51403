#if SwiftSources
import Foundation
@testable import IntegrationsSwiftSources
import SwiftParser
import SwiftSyntax
import Testing

/// The reader's `writtenText` (WrittenText.swift) is swift-syntax's `trimmedDescription` without the two
/// copies of the tree: the same text for every node of real sources, broken ones and trivia-laden ones.
@Suite struct WrittenTextTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects/Patterns")

    static let sources: [String] = {
        var found: [String] = [
            "let a = /* inner */ b // after\n",
            "  \n/// doc\n@available(iOS 17, *) struct 目標 { var x: Int? = nil }  // trailing\n",
            "func f( { let x = [1, 2,, ] ; if #available(iOS 99 {",
            "#if DEBUG\nlet s = \"\\(a ?? \"é\")\"\n#else\n#endif\n",
        ]
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) { found.append(text) }
        }
        return found
    }()

    @Test func everyNodesTextIsTheTrimmedDescription() {
        #expect(Self.sources.count > 20)
        var compared = 0
        for source in Self.sources {
            let tree = Parser.parse(source: source)
            var pending: [Syntax] = [Syntax(tree)]
            while let node = pending.popLast() {
                #expect(node.writtenText == node.trimmedDescription, "\(node.kind) in \(source.prefix(40))")
                compared += 1
                pending += node.children(viewMode: .all)
            }
        }
        #expect(compared > 10_000)
    }
}
#endif
