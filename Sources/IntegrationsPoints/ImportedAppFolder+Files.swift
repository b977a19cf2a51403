public import Foundation
public import IntegrationsCore

/// The files an imported app folder is written as.
extension ImportedAppFolder {
    /// The manifest's file name in the folder.
    public static let manifestFileName = "integrations.json"

    /// The folder's files, by name, in the order they are written: an empty record file (`[]`) for each
    /// of ``recordFiles``, then the manifest (``manifestFileName``), so that the manifest never names a
    /// record file that is not there.
    ///
    /// Write them with `AppFolderWriter.write(_:to:keeping:remedies:)`, keeping ``keptFiles``.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when the manifest
    ///   cannot be encoded.
    public func files() throws(IntegrationsError) -> [(name: String, data: Data)] {
        let manifest: Data
        do {
            manifest = try manifestJSON()
        } catch {
            throw IntegrationsError(.invalidAppData, LocalizedText(ja: "マニフェストを書けません: \(error)", en: "Cannot write the manifest: \(error)"))
        }
        return recordFiles.map { (name: $0, data: Data("[]\n".utf8)) } + [(name: Self.manifestFileName, data: manifest)]
    }

    /// The files kept as they are when the destination already has them: the record files, which may hold
    /// a team's own records.
    public var keptFiles: Set<String> { Set(recordFiles) }
}
