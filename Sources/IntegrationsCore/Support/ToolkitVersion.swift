/// The toolkit's version, as `integrations --version` prints it and the stores it writes could name it.
///
/// Raised with each release; between releases it carries the issue the work is on (`-dev`).
package enum ToolkitVersion {
    /// `0.23.0-dev`: after the plugins (issue 22), during hardening round 2 (issue 23).
    package static let current = "0.23.0-dev"
}
