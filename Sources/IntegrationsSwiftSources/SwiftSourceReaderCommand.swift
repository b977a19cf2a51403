#if SwiftSources
import Foundation
import IntegrationsCore
import IntegrationsImport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift-source reader as a process: what `integrations __read-swift-sources` runs, in a process of
/// its own that `SwiftSourceReaderProcess` starts (Docs/Importing.md).
///
///     integrations __read-swift-sources [--progress] [--exit-when-input-ends] [--time-budget SECONDS] [--memory-budget MIB] < SOURCES.json
///
/// The sources come on standard input as one line of JSON (`[{"path", "text"}]`), the facts go to standard
/// output as JSON (``SwiftSourceFacts``). A hostile file must cost one file, never the reader's caller: each
/// file's parse and walks run under a processor-time budget (ITIMER_PROF: SIGPROF ends the process) and an
/// address-space budget (RLIMIT_AS), reset before each; `--progress` writes `progress INDEX STEP SECONDS MIB`
/// to standard error before each, so that the caller knows which file the reader died on and can run it
/// again without that file. With `--exit-when-input-ends` the reader dies with its caller: when its standard
/// input (a pipe or a socket the caller holds open) reaches its end before the facts are written, it exits at
/// once (4). For tests, `--fault crash|spin|allocate|hold=PATH` (`*` for every file) makes the reader die on a
/// file as a hostile one would (SIGSEGV; processor time until SIGPROF; memory until an allocation fails), or
/// wait there until its input ends.
///
/// A command that carries the reader hands it its arguments first thing in `main`, before it parses or
/// builds anything else:
///
/// ```swift
/// let arguments = CommandLine.arguments
/// if arguments.count > 1, arguments[1] == SwiftSourceReaderProcess.subcommand {
///     SwiftSourceReaderCommand.run(Array(arguments.dropFirst(2)))
/// }
/// ```
public enum SwiftSourceReaderCommand {
    /// How the reader is named in what it prints: the command and its hidden subcommand.
    public static let name = "\(SwiftSourceReaderProcess.executableName) \(SwiftSourceReaderProcess.subcommand)"

    /// The exit code of a command that carries no reader (built without the package trait `SwiftSources`),
    /// given the reader's subcommand: `SwiftSourceReaderProcess` reports it as the reader failing.
    public static let notBuiltExitCode: Int32 = 3

    /// The usage, as `--help` prints it.
    public static let usage = """
        usage: \(name) [--progress] [--exit-when-input-ends] [--time-budget SECONDS] [--memory-budget MIB] < SOURCES.json

        Reads an app's Swift sources with swift-syntax and writes what they declare and use (intents, App
        Shortcuts, widgets, notification categories, activity types, URLs) as JSON on standard output. A hidden
        subcommand: `integrations import` and `integrations check --project` run it in a process of their own.

        Standard input: one line of JSON, [{"path": "App/Intents.swift", "text": "…"}], at most \(Input.limit) bytes
        (the input ends at its first line break, or at its end).

          --progress              write `progress INDEX STEP SECONDS MIB` to standard error before each step on each
                                  file (INDEX in the input, STEP parse|constants|facts|reread, the step's budgets), then
                                  `progress done`
          --exit-when-input-ends  exit at once (4) when standard input (a pipe or a socket) ends before the facts are
                                  written: a caller holds it open while it waits, so the reader ends with the caller
          --time-budget SECONDS   processor time for each step on each file (default: 10 s + 40 s a MiB of the file);
                                  past it the process ends by SIGPROF
          --memory-budget MIB     address space each step on each file may add (default: 1 GiB + 768 bytes a byte of
                                  the file); past it an allocation fails and the process ends
          -h, --help              this text

        A file past the reader's limits (nesting, chains; Docs/Importing.md) is a note in the facts, not read.
        Exit codes: 0 read; 1 the input cannot be read; 2 usage; 3 built without the SwiftSources trait; 4
        standard input ended before the facts were written (--exit-when-input-ends).
        """

    /// Reads the sources on standard input as `arguments` (the reader's options, without the command and its
    /// subcommand) say, writes the facts on standard output and exits: 0 when read, else the code ``usage``
    /// documents.
    public static func run(_ arguments: [String]) -> Never {
        let options = Options(arguments)
        let input: Data
        switch Input.read() {
        case .success(let data): input = data
        case .failure(let failure): fail(1, "\(name): \(failure.message)")
        }
        if options.exitWhenInputEnds { Input.exitWhenClosed() }
        let files: [SwiftSourceFile]
        do {
            files = try JSONDecoder().decode([SwiftSourceFile].self, from: input)
        } catch {
            fail(1, "\(name): cannot read the sources on standard input: \(error)")
        }
        Budget.saveLimit()
        let progress = options.progress
        let timeBudget = options.timeBudget
        let memoryBudget = options.memoryBudget
        let fault = options.fault
        let sizes = files.map(\.text.utf8.count)
        let paths = files.map(\.path)
        let reader = SwiftSyntaxSourceReader { index, step in
            let seconds = Budget.seconds(sizes[index], option: timeBudget)
            let mebibytes = Budget.mebibytes(sizes[index], option: memoryBudget)
            if progress {
                FileHandle.standardError.write(Data("progress \(index) \(step.rawValue) \(seconds) \(mebibytes)\n".utf8))
            }
            Budget.limitGrowth(mebibytes)
            Budget.startTimer(seconds)
            if let fault, step == .parse, fault.path == "*" || fault.path == paths[index] { Fault.run(fault.kind) }
        }
        let facts = reader.read(files)
        Budget.stopTimer()
        Budget.restoreLimit()
        if progress { FileHandle.standardError.write(Data("progress done\n".utf8)) }
        do {
            FileHandle.standardOutput.write(try JSONEncoder().encode(facts))
        } catch {
            fail(1, "\(name): cannot write the facts: \(error)")
        }
        exit(0)
    }

    /// Writes `message` on standard error and exits with `code`.
    static func fail(_ code: Int32, _ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(code)
    }

    /// `read(2)`, named apart from ``Input/read()``.
    static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }

    /// The options, as given.
    struct Options {
        var progress = false
        var exitWhenInputEnds = false
        var timeBudget: Int?
        var memoryBudget: Int?
        /// For tests: what to do when the reader reaches a file (`crash`, `spin`, `allocate`, `hold`) and which
        /// (a path, or `*` for every file): end as a hostile file would, or wait for the input to end.
        var fault: (kind: String, path: String)?

        init(_ arguments: [String]) {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "-h", "--help":
                    print(usage)
                    exit(0)
                case "--progress":
                    progress = true
                case "--exit-when-input-ends":
                    exitWhenInputEnds = true
                case "--time-budget", "--memory-budget":
                    guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
                        fail(2, "\(name): \(argument) takes a whole number above 0\n\n\(usage)")
                    }
                    if argument == "--time-budget" { timeBudget = value } else { memoryBudget = value }
                case "--fault":
                    let value = rest.popFirst() ?? ""
                    guard let equals = value.firstIndex(of: "="),
                        ["crash", "spin", "allocate", "hold"].contains(String(value[..<equals]))
                    else {
                        fail(2, "\(name): --fault takes crash|spin|allocate|hold=PATH\n\n\(usage)")
                    }
                    fault = (String(value[..<equals]), String(value[value.index(after: equals)...]))
                default:
                    fail(2, "\(name): unexpected argument \(TerminalText.shortLine(argument)); the sources come on standard input\n\n\(usage)")
                }
            }
        }
    }

    /// Standard input, read to its first line break: the caller keeps it open after that.
    enum Input {
        /// 512 MiB: a project's Swift sources as JSON (the importer reads files up to 4 MiB).
        static let limit = 512 << 20

        /// The input's first line, or a sentence saying why it cannot be read.
        static func read() -> Result<Data, Failure> {
            var status = stat()
            guard fstat(STDIN_FILENO, &status) == 0 else { return .failure(Failure("cannot read standard input: \(String(cString: strerror(errno)))")) }
            if status.st_mode & S_IFMT == S_IFREG, status.st_size > limit {
                return .failure(Failure("standard input is \(status.st_size) bytes, over the limit of \(limit)"))
            }
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(Failure("cannot read standard input: \(String(cString: strerror(errno)))"))
                }
                if count == 0 { return .success(data) }
                if let end = buffer[0..<count].firstIndex(of: UInt8(ascii: "\n")) {
                    data.append(contentsOf: buffer[0..<end])
                    return data.count > limit ? .failure(Failure("standard input is over the limit of \(limit) bytes")) : .success(data)
                }
                data.append(contentsOf: buffer[0..<count])
                if data.count > limit { return .failure(Failure("standard input is over the limit of \(limit) bytes")) }
            }
        }

        /// Ends the process when standard input ends: the caller has closed it, or is gone (killed). Only for a
        /// pipe or a socket: a file or a terminal ends, or not, for other reasons.
        static func exitWhenClosed() {
            var status = stat()
            guard fstat(STDIN_FILENO, &status) == 0 else { return }
            let type = status.st_mode & S_IFMT
            guard type == S_IFIFO || type == S_IFSOCK else { return }
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0) }
                    if count == 0 || (count < 0 && errno != EINTR) { _exit(4) }
                }
            }
        }
    }

    /// Why the input cannot be read.
    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The time and memory budgets of each step, and what is said about them.
    enum Budget {
        /// Processor seconds for a file of `bytes`: the debug build reads up to 34 s a MiB (generic
        /// arguments 32 deep throughout), the release build several times faster.
        static func seconds(_ bytes: Int, option: Int?) -> Int {
            option ?? 10 + (40 * bytes + (1 << 20) - 1) >> 20
        }

        /// Address space in MiB a step on a file of `bytes` may add: the debug build holds up to 430 bytes
        /// a byte of source at its limits.
        static func mebibytes(_ bytes: Int, option: Int?) -> Int {
            option ?? 1024 + (768 * bytes) >> 20
        }

        /// Ends the process by SIGPROF after `seconds` of processor time from now.
        static func startTimer(_ seconds: Int) {
            var value = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: seconds, tv_usec: 0))
            #if canImport(Glibc)
            setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &value, nil)
            #else
            setitimer(ITIMER_PROF, &value, nil)
            #endif
        }

        static func stopTimer() { startTimer(0) }

        /// The address space the process holds now, in bytes (Linux's /proc/self/statm), or `nil`.
        static func addressSpace() -> Int? {
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = text.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
            return pages * sysconf(Int32(_SC_PAGESIZE))
        }

        /// The soft address-space limit when the reader started, restored for writing the facts.
        nonisolated(unsafe) static var initialLimit = rlimit()

        static func saveLimit() {
            getrlimit(resource, &initialLimit)
        }

        /// Lets the process grow by `mebibytes` from what it holds now, never past the limit it started with.
        static func limitGrowth(_ mebibytes: Int) {
            guard let now = addressSpace() else { return }
            var limit = initialLimit
            let wanted = rlim_t(now) + rlim_t(mebibytes) << 20
            limit.rlim_cur = min(wanted, initialLimit.rlim_cur)
            setrlimit(resource, &limit)
        }

        static func restoreLimit() {
            var limit = initialLimit
            setrlimit(resource, &limit)
        }

        #if canImport(Glibc)
        static let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
        #else
        static let resource = RLIMIT_AS
        #endif
    }

    /// What `--fault` does when the reader reaches its file: end the process as a hostile file would.
    enum Fault {
        nonisolated(unsafe) static var hoard: [[UInt8]] = []

        static func run(_ kind: String) {
            switch kind {
            case "crash":
                raise(SIGSEGV)
            case "spin":
                var value = 1
                while value != 0 { value = value &* 31 &+ 7 | 1 }
            case "allocate":
                while true { hoard.append([UInt8](repeating: 1, count: 16 << 20)) }
            case "hold":
                while true { pause() }
            default:
                break
            }
        }
    }
}
#endif
