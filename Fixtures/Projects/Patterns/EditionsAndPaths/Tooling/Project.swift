import ProjectDescription

// A Tuist manifest beside the Xcode project (a team moving to Tuist): Swift that Tuist runs, not the app's code.
let project = Project(name: "Hive", targets: [])
