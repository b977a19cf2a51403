#if SwiftSources
/// Which names of the reader's tables (``Constants``, ``LinkMembers``) each file's facts asked for, and
/// which file wrote each name last: what lets the reader parse a file once.
///
/// Each file is parsed once and walked for the names it declares and then, with the same tree, for its
/// facts. A name the facts ask for that a later file declares was not in the tables yet, so a file whose
/// facts read such a name is parsed and walked again once every file's names are in
/// (``SwiftSyntaxSourceReader/Step/reread``). Every read of a table goes through ``read(_:)``: a file whose
/// reads no later file wrote gets the facts it would get with every table complete.
final class TableReads {
    /// A name of one table.
    struct Name: Hashable {
        var table: Table
        var key: String
    }

    /// The tables.
    enum Table: UInt8 {
        case constants, cases, casesByName, conformances, protocols, declaredTypes, protocolMembers, activityInitializers
        case linkURLs, linkNames, linkCases
    }

    /// The file whose names are being written: its index among the files read.
    var file = 0
    /// The last file that wrote each name.
    private var written: [Name: Int] = [:]
    /// The names read since ``startRecording()``; `nil` while nothing is recorded.
    private var recorded: Set<Name>?

    func wrote(_ name: Name) { written[name] = file }

    func read(_ name: Name) {
        if recorded != nil { recorded!.insert(name) }
    }

    /// Starts recording the names read (a file's facts walk).
    func startRecording() { recorded = [] }

    /// The names read since ``startRecording()``, and stops recording.
    func stopRecording() -> Set<Name> {
        defer { recorded = nil }
        return recorded ?? []
    }

    /// Whether a file after `file` wrote one of `names`: what `file`'s facts read then may have changed.
    func changed(_ names: Set<Name>, after file: Int) -> Bool {
        names.contains { (written[$0] ?? -1) > file }
    }
}

/// A table of the reader's whose reads and writes go through ``TableReads``.
struct RecordedTable<Value> {
    private var values: [String: Value] = [:]
    let table: TableReads.Table
    let reads: TableReads

    init(_ table: TableReads.Table, _ reads: TableReads) {
        self.table = table
        self.reads = reads
    }

    subscript(key: String) -> Value? {
        reads.read(TableReads.Name(table: table, key: key))
        return values[key]
    }

    func contains(_ key: String) -> Bool { self[key] != nil }

    /// The value of `key`, not recorded as read: for the pass that writes the tables.
    func unrecorded(_ key: String) -> Value? { values[key] }

    /// Changes the value of `key` (`initial` when it has none).
    mutating func change(_ key: String, initial: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        reads.wrote(TableReads.Name(table: table, key: key))
        body(&values[key, default: initial()])
    }

    mutating func set(_ key: String, _ value: Value) {
        reads.wrote(TableReads.Name(table: table, key: key))
        values[key] = value
    }
}

extension RecordedTable where Value == Bool {
    /// Adds `key` to a table that is a set; adding one it holds is no change.
    mutating func insert(_ key: String) {
        if values[key] == nil { set(key, true) }
    }
}
#endif
