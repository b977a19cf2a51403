public import IntegrationsCore

/// Where in its line a fact of a project is: the columns of the literal, expression or property-list
/// element the fact was read from, so that a check's diagnostic can point at it and not only at its line.
///
/// Columns count Unicode scalars from 1, as ``IntegrationsCore/Diagnostic/column`` does; the end is the
/// column after the last character. A report keeps regions by place (`path:line`, a fact's `source`), one
/// per place: a line where several facts were read at different columns has none, so that no fact is
/// given another's column.
///
/// ```swift
/// report.regions["App/Info.plist:12"]   // SourceRegion(line: 12, column: 9, endLine: 12, endColumn: 32)
/// ```
public struct SourceRegion: Sendable, Hashable, Codable {
    /// The line, from 1.
    public var line: Int
    /// The column where the text starts, from 1, in Unicode scalars.
    public var column: Int
    /// The line where the text ends.
    public var endLine: Int
    /// The column after the text's last character, in Unicode scalars.
    public var endColumn: Int

    /// A region from `line`:`column` to `endLine`:`endColumn`.
    public init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// Regions by place, less the places given more than one: what ``ImportReport/regions`` holds.
    package struct Table: Sendable {
        /// The regions of the places with one.
        package private(set) var regions: [String: SourceRegion] = [:]
        private var several: Set<String> = []

        package init() {}

        /// Records `region` at `place`; a place given two different regions keeps none.
        package mutating func record(_ region: SourceRegion, at place: String) {
            guard !several.contains(place) else { return }
            if let known = regions[place], known != region {
                regions[place] = nil
                several.insert(place)
            } else {
                regions[place] = region
            }
        }
    }
}

extension Diagnostic {
    /// This diagnostic with the columns `regions` has for its place (`file:line`) and for each of its notes',
    /// where it has none of its own.
    package func placed(in regions: [String: SourceRegion]) -> Diagnostic {
        guard !regions.isEmpty else { return self }
        var placed = self
        if placed.column == nil, let file, let line, let region = regions["\(file):\(line)"] {
            placed.column = region.column
            placed.endLine = region.endLine
            placed.endColumn = region.endColumn
        }
        for index in placed.notes.indices where placed.notes[index].column == nil {
            let note = placed.notes[index]
            if let file = note.file, let line = note.line, let region = regions["\(file):\(line)"] {
                placed.notes[index].column = region.column
            }
        }
        return placed
    }
}
