/// The quick actions the app declares, by their shortcut item type.
public enum DispatchShortcut: String {
    case newRun = "com.example.dispatch.newRun"
}

/// The background tasks the app registers, by their identifier.
public enum DispatchTask: String, CaseIterable {
    case sync = "com.example.dispatch.sync"
}
