public import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsRouting
import Synchronization

/// One parser a user's input reaches, fuzzed: it must not crash, must answer in time, and must keep the
/// properties ``run(_:)`` checks.
///
/// The same targets run in two places: under libFuzzer and AddressSanitizer in the fuzzing package
/// (`bash Fuzz/fuzz.sh`, Docs/Fuzzing.md), where a broken property ends the process so that libFuzzer keeps
/// the input, and in `swift test`, where every input of `Fuzz/Regressions` is replayed with
/// ``BrokenProperties/current`` set, so that a broken property is a test failure naming it.
public protocol FuzzTarget {
    /// The name `FUZZ_TARGET` selects it by, and its corpus folder's name.
    static var name: String { get }
    /// Loads what every run shares, so that the first input is not timed with it.
    static func prepare()
    /// Runs one input, checking its properties through `require(_:_:)`.
    static func run(_ data: Data)
}

extension FuzzTarget {
    /// Nothing to load.
    public static func prepare() {}
}

/// Every target, in the order of Docs/Fuzzing.md.
nonisolated(unsafe) public let allFuzzTargets: [any FuzzTarget.Type] = [
    RouterTarget.self, URLRoundTripTarget.self, AASATarget.self, QueryTarget.self, AnalyzerTarget.self,
    PhraseTarget.self, ManifestTarget.self, ItemsTarget.self, TriggerTarget.self, APNsTarget.self,
    ActivityTarget.self, WidgetTimelineTarget.self, ClipTransferTarget.self, SwiftSourceTarget.self, ProjectFilesTarget.self,
    ProjectYAMLTarget.self, CodeGenTarget.self, ConfigurationTarget.self, BaselineTarget.self, SuppressionsTarget.self,
    ObjectiveCSourceTarget.self,
]

/// The target an input kept in `Fuzz/Regressions` belongs to: its file is named `<target>-<what it broke>`
/// (the longest target name that fits, since names hold dashes).
public func fuzzTarget(forRegression fileName: String) -> (any FuzzTarget.Type)? {
    allFuzzTargets
        .filter { fileName.hasPrefix($0.name + "-") }
        .max { $0.name.count < $1.name.count }
}

/// The properties an input broke, collected instead of ending the process: set ``current`` around a run
/// (`BrokenProperties.$current.withValue(…)`) to replay an input in a test.
public final class BrokenProperties: Sendable {
    /// Where the running task's broken properties go; `nil` (under libFuzzer) ends the process at the first.
    @TaskLocal public static var current: BrokenProperties?

    private let messages = Mutex<[String]>([])

    /// No property broken yet.
    public init() {}

    /// Each broken property's message, in the order they broke.
    public var recorded: [String] { messages.withLock { $0 } }

    func record(_ message: String) {
        messages.withLock { $0.append(message) }
    }
}

/// Checks one property of a run. Under libFuzzer a broken property ends the run as a crash, so libFuzzer
/// keeps the input; in a test it is recorded in ``BrokenProperties/current`` and the run goes on.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    if let broken = BrokenProperties.current {
        broken.record(message())
    } else {
        fatalError("property broken: \(message())")
    }
}

/// How many lines `bytes` holds, a line ending at LF, CRLF or a lone CR, as every reader of the toolkit counts
/// them (Decision 360). Written here apart from `TextLines`, as the oracle placed lines are checked against.
func lineCount<Bytes: Collection>(_ bytes: Bytes) -> Int where Bytes.Element == UInt8 {
    var count = 1
    var afterCarriageReturn = false
    for byte in bytes {
        switch byte {
        case 0x0A:
            if !afterCarriageReturn { count += 1 }
            afterCarriageReturn = false
        case 0x0D:
            count += 1
            afterCarriageReturn = true
        default:
            afterCarriageReturn = false
        }
    }
    return count
}

/// How many lines libyaml (Yams) can count in `bytes`: ``lineCount(_:)``'s, and NEL, U+2028 and U+2029, which
/// YAML 1.1 also takes as line breaks.
func yamlLineCount(_ bytes: [UInt8]) -> Int {
    var extra = 0
    for index in bytes.indices {
        if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { extra += 1 }
        if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { extra += 1 }
    }
    return lineCount(bytes) + extra
}

/// The embedded sample app, Appcadia, from the repository's fixtures.
enum Sample {
    static let app: App = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Appcadia")
        do {
            return try App.load(from: folder)
        } catch {
            fatalError("cannot load the sample app at \(folder.path): \(error)")
        }
    }()

    /// The sample's router, built once.
    static let router = Router(app.manifest.routes)
}

/// Splits an input at its first NUL byte: two fuzzed texts from one input.
func split(_ data: Data) -> (Data, Data) {
    guard let index = data.firstIndex(of: 0) else { return (data, Data()) }
    return (Data(data[data.startIndex..<index]), Data(data[data.index(after: index)...]))
}
