#!/usr/bin/env bash
# The binary of action.yml (the composite GitHub Action at the repository's root): its cache key, and its
# build when the cache has none. The action runs it from its own checkout ($GITHUB_ACTION_PATH), so the
# binary is built from the sources of the ref a workflow names in `uses: …@REF`.
#
#   bash CI/github/integrations-binary.sh key     # writes key=… and dir=… to $GITHUB_OUTPUT
#   bash CI/github/integrations-binary.sh build   # builds into $INTEGRATIONS_DIR/integrations
#
# Needs Swift 6.1 or later on the runner: a `container: swift:6.1` job, a swift-actions/setup-swift step, or
# Xcode's on macos-15 and later (Docs/CI.md, "Ready-made entry points"). Bash 3.2 (macOS's) runs it.
#
# The key is a hash of the sources the product is built from and of `swift --version`, with the runner's OS
# and architecture: not `github.action_ref`, which is empty inside composite actions
# (actions/runner#2473), nor `hashFiles()`, which reads only the workspace, not the action's folder
# (actions/toolkit#1035). The same sources and toolchain always find the same binary; any change builds anew.
set -euo pipefail
package=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/../.." && pwd)}

# SHA-256 of standard input (sha256sum on Linux, shasum on macOS).
sha256() {
    if command -v sha256sum > /dev/null; then sha256sum; else shasum -a 256; fi
}

case "${1:-}" in
key)
    if ! command -v swift > /dev/null; then
        echo "error: no Swift toolchain on this runner: the action builds integrations from source. Add a step with swift-actions/setup-swift, or run the job in a Swift container (container: swift:6.1)." >&2
        exit 1
    fi
    # Package.resolved is not committed (dependencies resolve within Package.swift's ranges); hashed if present.
    inputs=()
    for path in Package.swift Package.resolved Sources Fixtures/Appcadia; do
        [ ! -e "$package/$path" ] || inputs+=("$path")
    done
    # Lines "HASH  FILE", in a fixed order.
    sources=$(cd "$package" && find "${inputs[@]}" -type f -print0 | LC_ALL=C sort -z \
        | xargs -0 -n 500 sh -c 'if command -v sha256sum > /dev/null; then sha256sum "$@"; else shasum -a 256 "$@"; fi' sh)
    hash=$( { swift --version 2>&1; printf '%s\n' "$sources"; } | sha256 | cut -c1-32)
    {
        echo "key=integrations-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-$hash"
        echo "dir=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/integrations-action"
    } >> "${GITHUB_OUTPUT:-/dev/stdout}"
    ;;
build)
    : "${INTEGRATIONS_DIR:?INTEGRATIONS_DIR names the folder the binary goes to}"
    # Generic types reached through metadata accessors rather than mangled names: the runtime then does not
    # look each conformance up by scanning every record at start-up (Decision 516, Docs/Benchmarks.md).
    flags=(-c release --product integrations --package-path "$package" -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    if [ "$(uname -s)" = Linux ]; then
        # The Swift runtime and Foundation linked in, as the command ships (Decisions 34); macOS has them.
        # Its own symbols not exported: nothing looks them up, and the loader and the runtime's start-up
        # would walk about 52,000 of them (Decision 526).
        flags+=(--static-swift-stdlib -Xlinker --no-export-dynamic)
        if [ ! -f /usr/include/sqlite3.h ]; then
            echo "Installing SQLite's headers (libsqlite3-dev)…"
            if [ "$(id -u)" = 0 ]; then
                apt-get update -q && apt-get install -y -q libsqlite3-dev
            else
                sudo apt-get update -q && sudo apt-get install -y -q libsqlite3-dev
            fi
        fi
    fi
    swift build "${flags[@]}"
    mkdir -p "$INTEGRATIONS_DIR"
    cp "$(swift build "${flags[@]}" --show-bin-path)/integrations" "$INTEGRATIONS_DIR/integrations"
    "$INTEGRATIONS_DIR/integrations" --version
    ;;
*)
    echo "usage: bash CI/github/integrations-binary.sh key|build" >&2
    exit 64
    ;;
esac
