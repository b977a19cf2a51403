public import IntegrationsCore

/// The codes of the import's notes (``ImportReport/notes``): one per kind of thing the importer could not
/// read as Xcode would, stable across releases and languages, so that a tool branches on the code and never
/// on the message. Docs/Importing.md lists them in a table.
///
/// Every note is a ``Diagnostic`` of severity ``Diagnostic/Severity/note`` at the place it names
/// (``Diagnostic/source``, `relative/path:line`, or `.` for the imported folder as a whole).
extension Diagnostic.Code {
    /// A file that was not read: not a regular file (a FIFO, a device), refused by the system, or of a kind
    /// this build of the toolkit does not read (a `project.yml` with the `XcodeGen` trait off).
    public static let importFileSkipped: Diagnostic.Code = "import.fileSkipped"
    /// A path that leads outside the imported folder (a link, an absolute or climbing include): nothing
    /// outside it is read.
    public static let importOutsideProject: Diagnostic.Code = "import.outsideProject"
    /// One of the importer's limits was reached (a file's size, an expansion, a chain of includes or
    /// templates, a nesting depth, the Swift reader's time or memory): what is past it was not read or used.
    public static let importOverLimit: Diagnostic.Code = "import.overLimit"
    /// A file that is not of its format (not a property list, not YAML, not an XcodeGen project, Swift that
    /// does not parse throughout, bytes that are not UTF-8, a string catalog that cannot be read): skipped,
    /// or read as far as it goes.
    public static let importInvalidFile: Diagnostic.Code = "import.invalidFile"
    /// The same file reached through a second path (a link): read once.
    public static let importDuplicateFile: Diagnostic.Code = "import.duplicateFile"
    /// A file the project names is not in the folder (an `.xcconfig`, an include, an Info.plist, a prefix
    /// header, an Info.plist XcodeGen writes): read without it, or from what would write it. Also a git
    /// submodule the repository's `.gitmodules` declares whose folder is empty: nothing in it was read.
    public static let importFileMissing: Diagnostic.Code = "import.fileMissing"
    /// A file was not where the project says, and was read where Xcode finds it (a name that differs only
    /// in case, a path from the project's folder).
    public static let importFoundElsewhere: Diagnostic.Code = "import.foundElsewhere"
    /// A build setting or preprocessor macro a value uses is not defined for the configuration read: read
    /// as empty (as Xcode does) or kept as written.
    public static let importSettingUndefined: Diagnostic.Code = "import.settingUndefined"
    /// A part of an Info.plist's preprocessing that is not applied as Xcode's C preprocessor would (a
    /// directive not applied, an `#if` that cannot be evaluated or is not closed, `#error`, a `//` that
    /// starts a comment, a macro with arguments).
    public static let importPreprocessor: Diagnostic.Code = "import.preprocessor"
    /// A value in Swift that is not a literal or a constant the reader can follow (built at run time,
    /// supplied by a protocol extension, missing): the fact that needs it is not in the report.
    public static let importNotLiteral: Diagnostic.Code = "import.notLiteral"
    /// Sources left out on purpose: test sources, sources only other targets compile, sources no target
    /// compiles, Tuist manifests, Objective-C.
    public static let importSourcesNotRead: Diagnostic.Code = "import.sourcesNotRead"
    /// The Swift-source reader is missing, failed, or stopped on a file (a crash): those sources were not
    /// read, and the import went on.
    public static let importReaderFailed: Diagnostic.Code = "import.readerFailed"
    /// No application target was chosen: the projects have none that builds for iOS.
    public static let importNoAppTarget: Diagnostic.Code = "import.noAppTarget"
    /// No app Info.plist (one with `CFBundleIdentifier` and no `NSExtension`) was found.
    public static let importNoAppInfoPlist: Diagnostic.Code = "import.noAppInfoPlist"
    /// A key of `AppShortcuts.xcstrings` that is no App Shortcut's phrase.
    public static let importUnmatchedCatalogKey: Diagnostic.Code = "import.unmatchedCatalogKey"
    /// Writing the app folder: what the manifest cannot say exactly was approximated or left out (a
    /// parameter's type read as a string, a widget family with no manifest counterpart).
    public static let importApproximated: Diagnostic.Code = "import.approximated"

    /// Every `import.*` code, in the order Docs/Importing.md lists them.
    public static let importCodes: [Diagnostic.Code] = [
        .importFileSkipped, .importOutsideProject, .importOverLimit, .importInvalidFile, .importDuplicateFile,
        .importFileMissing, .importFoundElsewhere, .importSettingUndefined, .importPreprocessor, .importNotLiteral,
        .importSourcesNotRead, .importReaderFailed, .importNoAppTarget, .importNoAppInfoPlist,
        .importUnmatchedCatalogKey, .importApproximated,
    ]
}

extension Diagnostic {
    /// An import note: a ``Diagnostic`` of severity ``Diagnostic/Severity/note`` at `source`
    /// (`relative/path:line`, or `.` for the imported folder).
    public static func importNote(_ code: Code, _ source: String, _ message: LocalizedText) -> Diagnostic {
        Diagnostic(code, .note, message, source: source)
    }
}
