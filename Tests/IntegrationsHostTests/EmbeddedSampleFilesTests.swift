import EmbeddedSample
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The sample carried inside the binary (`Fixtures/Appcadia/EmbeddedSampleFiles.swift`) is the JSON files
/// beside it, byte for byte. After changing them, regenerate it with:
///
///     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter EmbeddedSampleFilesTests
@Suite struct EmbeddedSampleFilesTests {
    static let folder = FixtureManifest.fixtures.appendingPathComponent("Appcadia")
    static let names = ["goals.json", "integrations.json", "trainers.json"]

    /// The Swift source carrying `files`: each as a raw multi-line literal (its closing delimiter at the
    /// start of a line, so no indentation is stripped), and their FNV-1a fingerprint.
    static func render(_ files: [(name: String, data: Data)]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var lines = [
            "// Generated from the JSON files beside it; do not edit. Regenerate after changing them with:", "//",
            "//     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter EmbeddedSampleFilesTests", "",
            "extension EmbeddedSample {", "    /// The sample's files, by name, carried inside the binary.",
            "    package static let files: [(name: String, text: String)] = [",
        ]
        for file in files {
            for byte in file.data + [0] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let text = String(decoding: file.data, as: UTF8.self)
            lines.append("        (\"\(file.name)\", #\"\"\"")
            lines.append(text)  // the newline before the closing delimiter is not part of the literal
            lines.append("\"\"\"#),")
        }
        lines += [
            "    ]", "",
            "    /// A fingerprint of ``files`` (FNV-1a of each file's bytes and a NUL), naming the folder they are written to.",
            "    package static let fingerprint = \"\(String(hash, radix: 16))\"", "}", "",
        ]
        return lines.joined(separator: "\n")
    }

    @Test func theBinaryCarriesTheFilesBesideIt() throws {
        let files = try Self.names.map { (name: $0, data: try Data(contentsOf: Self.folder.appendingPathComponent($0))) }
        let source = Self.folder.appendingPathComponent("EmbeddedSampleFiles.swift")
        let rendered = Self.render(files)
        if ProcessInfo.processInfo.environment["INTEGRATIONS_UPDATE_GOLDEN"] == "1", (try? String(contentsOf: source, encoding: .utf8)) != rendered {
            try rendered.write(to: source, atomically: true, encoding: .utf8)
            Issue.record("rewrote EmbeddedSampleFiles.swift (INTEGRATIONS_UPDATE_GOLDEN=1); build and run the tests again without the variable")
            return
        }
        #expect(try String(contentsOf: source, encoding: .utf8) == rendered, "regenerate: INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter EmbeddedSampleFilesTests")
        // And what the compiled binary carries is those bytes.
        #expect(EmbeddedSample.files.map(\.name) == Self.names)
        for (file, expected) in zip(EmbeddedSample.files, files) { #expect(Data(file.text.utf8) == expected.data, "\(file.name)") }
    }

    /// The files are written once, to a folder named by their fingerprint, and read from there.
    @Test func theSampleIsWrittenWhereTheCacheIs() throws {
        let directory = try App.embeddedDirectory()
        #expect(directory.lastPathComponent == "embedded-sample-\(EmbeddedSample.fingerprint)")
        for name in Self.names {
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == (try Data(contentsOf: Self.folder.appendingPathComponent(name))))
        }
        #expect(try App.embedded().manifest.app.name == "Appcadia")
    }
}
