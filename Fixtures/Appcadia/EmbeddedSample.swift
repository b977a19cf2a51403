public import Foundation
public import IntegrationsApp
public import IntegrationsCore

/// The embedded default app, Appcadia: its manifest and entity records, carried inside the binary as
/// source (``files``), so that the `integrations` executable works wherever it is copied.
public enum EmbeddedSample {
    /// Where the sample's files are in the toolkit's repository, byte for byte the files the binary carries:
    /// the name messages give them, since the cache folder is not a place a person looks.
    public static let repositoryFolder = "Fixtures/Appcadia"

    /// The folder holding `integrations.json`, `goals.json` and `trainers.json`, written there from the
    /// binary the first time (under `$XDG_CACHE_HOME`, `~/.cache`, or the temporary folder when neither can
    /// be written), or `nil` when no folder can be written.
    ///
    /// The folder is named by the files' fingerprint, so a binary with other files uses another folder, and
    /// a folder is complete before it gets its name: it is written under a name of its own, then renamed.
    public static var directory: URL? {
        let environment = ProcessInfo.processInfo.environment
        var bases: [URL] = []
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { bases.append(URL(fileURLWithPath: cache)) }
        if let home = environment["HOME"], home.hasPrefix("/") { bases.append(URL(fileURLWithPath: home).appendingPathComponent(".cache")) }
        bases.append(FileManager.default.temporaryDirectory)
        for base in bases {
            let folder = base.appendingPathComponent("integrations/embedded-sample-\(fingerprint)")
            if isComplete(folder) { return folder }
            // A folder left incomplete (a full disk, another version's bug) is replaced.
            if FileManager.default.fileExists(atPath: folder.path) { try? FileManager.default.removeItem(at: folder) }
            if write(to: folder) { return folder }
        }
        return nil
    }

    /// Whether every file is there, a readable regular file of its size (a file cut short by a full disk is
    /// not). Asked on every start of the command: `stat` and `access` answer without the dictionary of every
    /// attribute `FileManager` builds.
    private static func isComplete(_ folder: URL) -> Bool {
        files.allSatisfy { file in
            let path = folder.path + "/" + file.name
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) == file.text.utf8.count
                && access(path, R_OK) == 0
        }
    }

    /// Writes the files to a folder of this process's own, then renames it to `folder`; another process
    /// that got there first wins, and its folder is as good.
    private static func write(to folder: URL) -> Bool {
        let manager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent)-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files { try Data(file.text.utf8).write(to: staging.appendingPathComponent(file.name)) }
            try manager.moveItem(at: staging, to: folder)
            return true
        } catch {
            try? manager.removeItem(at: staging)
            return isComplete(folder)
        }
    }
}

extension App {
    /// The folder of the embedded default app, Appcadia.
    public static func embeddedDirectory() throws(IntegrationsError) -> URL {
        guard let directory = EmbeddedSample.directory else {
            // The library names the input; how a front end names an app folder is its remedy's wording
            // (the command: `--app`; a test: `IntentDefinitions(appFolder:)`).
            throw IntegrationsError(.invalidManifest, LocalizedText(
                ja: "組み込みのサンプルアプリ Appcadia のファイルを書けるフォルダがありません（XDG_CACHE_HOME、~/.cache、一時フォルダ）。書けるフォルダを XDG_CACHE_HOME に指定してください。",
                en: "No folder can take the embedded sample app Appcadia's files (XDG_CACHE_HOME, ~/.cache, the temporary folder). Point XDG_CACHE_HOME at a folder you can write to."),
                remedy: .appFolder)
        }
        return directory
    }

    /// The embedded default app.
    public static func embedded() throws(IntegrationsError) -> App {
        try load(from: try embeddedDirectory())
    }
}
