// The Swift-source reader of `integrations import` and `integrations check --project`, in a process of
// its own so that swift-syntax stays out of the `integrations` binary (SwiftSourceReaderProcess,
// Docs/Importing.md).
//
//     integrations-swift-sources SOURCES.json
//
// SOURCES.json is `[{"path": "App/Intents.swift", "text": "…"}]`; the facts are written to standard output
// as JSON. Exit 0: read (a file that does not parse is a note in the facts); 1: the input cannot be read;
// 2: usage; 3: built without the SwiftSources trait.
import Foundation
import IntegrationsImport
#if SwiftSources
import IntegrationsSwiftSources
#endif

#if canImport(Glibc)
import Glibc
#endif

func fail(_ code: Int32, _ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let input = arguments.first else {
    fail(2, "usage: integrations-swift-sources SOURCES.json (a JSON array of {\"path\", \"text\"}; the facts are written to standard output)")
}
#if SwiftSources
let files: [SwiftSourceFile]
do {
    files = try JSONDecoder().decode([SwiftSourceFile].self, from: Data(contentsOf: URL(fileURLWithPath: input)))
} catch {
    fail(1, "cannot read the sources in \(input): \(error)")
}
let facts = SwiftSyntaxSourceReader().read(files)
do {
    FileHandle.standardOutput.write(try JSONEncoder().encode(facts))
} catch {
    fail(1, "cannot write the facts: \(error)")
}
#else
fail(3, "integrations-swift-sources was built without the SwiftSources trait: it cannot read Swift sources")
#endif
