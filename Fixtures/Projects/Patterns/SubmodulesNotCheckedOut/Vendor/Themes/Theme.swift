/// A theme the app ships: colours by name (the submodule is checked out in this snapshot).
struct Theme {
    let name: String
    let accent: String
}
