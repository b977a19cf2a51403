import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsFileInput

/// Reads the configuration file or the baseline a check uses: from anywhere when a person named it, else
/// as the importer reads a project's files (``ConfinedFile``): a regular file inside the folder it is
/// confined to once every link is resolved.
enum ConfinedRead {
    /// Why a file was not read.
    enum Refusal: Error {
        /// It leads outside the folder it is confined to (whether or not the place exists).
        case outside
        /// It is not a regular file (a FIFO, a folder, a device), and it is confined.
        case notRegular
        /// It could not be read, or is over the limit.
        case read(BoundedInput.Failure)
    }

    /// The bytes of `path` (relative paths from the working directory), at most `limit`: from anywhere when
    /// `root` is `nil`, else only a regular file inside `root`.
    static func bytes(_ path: String, confinedTo root: URL?, limit: Int) -> Result<Data, Refusal> {
        guard let root else {
            do {
                return .success(try BoundedInput.read(path, limit: limit))
            } catch {
                return .failure(.read(error))
            }
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let folder = root.standardizedFileURL.path
        return switch ConfinedFile.read(absolute, root: ConfinedFile.resolved(folder) ?? folder, limit: limit) {
        case .success(let data): .success(data)
        case .failure(.outside): .failure(.outside)
        case .failure(.notRegular): .failure(.notRegular)
        case .failure(.unreadable(let reason)): .failure(.read(.unreadable(reason)))
        case .failure(.tooLarge(let size)): .failure(.read(.tooLarge(size: size)))
        }
    }
}
