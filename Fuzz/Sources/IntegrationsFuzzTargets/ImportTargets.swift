import Foundation
import IntegrationsCheck
import IntegrationsCore
import IntegrationsImport
import IntegrationsPointKit
import IntegrationsPoints
import IntegrationsSwiftSources

/// Where a source says a finding is: `path:line` naming one of the given files, with a line inside it.
func requirePlace(_ source: String, in files: [String: Data]) {
    guard source != "." else { return }
    guard let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) else {
        require(false, "a place without a line: \(source)")
        return
    }
    let path = String(source[..<colon])
    guard let data = files[path] else {
        require(false, "a place in a file that was not given: \(source)")
        return
    }
    // Lines as Swift counts them (and swift-syntax places nodes): `\n`, `\r\n` and a lone `\r` end one.
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.unicodeScalars.reduce(into: (count: 1, afterCR: false)) { state, scalar in
        if scalar == "\r" { state.count += 1; state.afterCR = true }
        else if scalar == "\n" { if !state.afterCR { state.count += 1 }; state.afterCR = false }
        else { state.afterCR = false }
    }.count
    require(line >= 1 && line <= max(lines, 1), "\(source) is outside the file's \(lines) lines")
}

/// The Swift-source reader (swift-syntax) on any text: it never crashes, and every finding and note is
/// placed inside the file.
enum SwiftSourceTarget: FuzzTarget {
    static let name = "swift-source"

    static func run(_ data: Data) {
        let path = "App/File.swift"
        let facts = SwiftSyntaxSourceReader().read([SwiftSourceFile(path: path, text: String(decoding: data, as: UTF8.self))])
        let files = [path: Data(String(decoding: data, as: UTF8.self).utf8)]
        // Read, or left out with a note saying so and naming the limit (nesting, chains, depth past the
        // reader's limits, estimated before parsing: Docs/Importing.md).
        require(facts.filesRead == 1 || facts.notes.contains { $0.message.en.contains("not read") && $0.message.en.contains("the limit is") },
                "read \(facts.filesRead) files of 1, silently")
        let places = facts.notes.map(\.source) + facts.intents.map(\.source) + facts.widgets.map(\.source)
            + facts.appShortcuts.flatMap { [$0.source] + $0.phraseSources } + facts.notificationCategories.map(\.source)
            + (facts.createdActivities + facts.handledActivities + facts.handledActions + facts.handledCategories).map(\.source)
            + facts.urls.map(\.source)
        for place in places { requirePlace(place, in: files) }
        for url in facts.urls {
            require(!url.scheme.isEmpty && url.scheme == url.scheme.lowercased(), "a URL scheme \(url.scheme) not lower-cased")
        }
    }
}

/// The Objective-C reader (Decision 490) on any text: an implementation file and a header (the input split at
/// its first NUL) in a folder without a project, imported and checked. It never crashes, answers in linear
/// time, and places every note, category, task and quick action inside a given file.
enum ObjectiveCSourceTarget: FuzzTarget {
    static let name = "objective-c-source"

    static func run(_ data: Data) {
        let (implementation, header) = split(data)
        let files = ["App/AppDelegate.m": implementation, "App/Constants.h": header]
        var importer = ProjectImporter()
        importer.factReaders = IntegrationPoints.all
        guard let report = try? importer.importProject(files: files) else { fatalError("refused a folder with no configuration named") }
        let places = report.notes.map(\.source) + report.notificationCategories.map(\.source)
            + (report.handledActions + report.handledCategories + report.createdActions).map(\.source)
            + (report.backgroundTasks ?? []).flatMap { $0.registeredAt + $0.scheduledAt }
            + (report.quickActions ?? []).flatMap { $0.createdAt + $0.handledAt }
        for place in places { requirePlace(place, in: files) }
        for diagnostic in IntegrationPoints.all.flatMap({ $0.checkProject(report) }) { requirePlace(diagnostic.source, in: files) }
        _ = ProjectChecks(report: report).run()
    }
}

/// The project files: an Info.plist, an `.xcconfig` and entitlements from the input (split at NULs), read
/// with a fixed project that links them, or with the input's fourth part as `project.pbxproj` when it has
/// one. The `.xcconfig` may `#include` itself or `Other.xcconfig` (the input's fifth part), so chains and
/// cycles are reached. The import never crashes, places every note in a given file, and an identifier it
/// resolved holds no variable it said it could not resolve.
enum ProjectFilesTarget: FuzzTarget {
    static let name = "project-files"
    static let pbxproj = Data("""
        // !$*UTF8*$!
        { objects = {
            F1 = { isa = PBXFileReference; path = Config/Base.xcconfig; };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
            C1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1;
                   buildSettings = { INFOPLIST_FILE = App/Info.plist; CODE_SIGN_ENTITLEMENTS = App/App.entitlements; }; };
            P1 = { isa = PBXProject; targets = (T1); };
        }; rootObject = P1; }
        """.utf8)

    static func run(_ data: Data) {
        let (info, rest) = split(data)
        let (xcconfig, more) = split(rest)
        let (entitlements, further) = split(more)
        let (project, other) = split(further)
        var files = [
            "App.xcodeproj/project.pbxproj": project.isEmpty ? pbxproj : project, "App/Info.plist": info, "Config/Base.xcconfig": xcconfig,
            "App/App.entitlements": entitlements,
        ]
        if !other.isEmpty { files["Config/Other.xcconfig"] = other }
        // Only a configuration the caller names can be refused, and none is named here. Every registered
        // point reads the Info.plist too, as the check has it do.
        var importer = ProjectImporter()
        importer.factReaders = IntegrationPoints.all
        guard let report = try? importer.importProject(files: files) else { fatalError("refused a project with no configuration named") }
        for note in report.notes { requirePlace(note.source, in: files) }
        for diagnostic in IntegrationPoints.all.flatMap({ $0.checkProject(report) }) { requirePlace(diagnostic.source, in: files) }
        for type in report.activityTypes { requirePlace(type.source, in: files) }
        _ = ProjectChecks(report: report).run()
        _ = ImportedAppFolder(report)
    }
}

/// XcodeGen's `project.yml` from the input, with an `.xcconfig` (the part after the first NUL) it may name
/// in `configFiles`, and an app Info.plist: the import never crashes, never grows past the YAML limit
/// (aliases expanding to millions of values are counted first and refused), and places every note in a
/// given file.
enum ProjectYAMLTarget: FuzzTarget {
    static let name = "project-yml"
    static let info = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict></plist>
        """.utf8)

    static func run(_ data: Data) {
        let (yaml, xcconfig) = split(data)
        let files = ["project.yml": yaml, "Config/Release.xcconfig": xcconfig, "App/Info.plist": info]
        guard let report = try? ProjectImporter().importProject(files: files) else { fatalError("refused a project with no configuration named") }
        for note in report.notes { requirePlace(note.source, in: files) }
        _ = ProjectChecks(report: report).run()
        _ = ImportedAppFolder(report)
    }
}
