#!/usr/bin/env bash
# The example packages, as `.ci/run` runs them (Plugins/README.md, Docs/Testing.md):
#  - AppcadiaApp: builds with the generator plugin and passes its tests; `swift package integrations-check`
#    exits 0; a renamed route shows in the generated Swift on the next build (rebuild-after-route-change.sh).
#  - Pantry: a new team's package made exactly as Docs/Testing.md ("A new package") and Plugins/README.md
#    tell one (a path dependency with the traits off, `integrations init`, the build-tool plugin, the check
#    as a test; matches-docs.py holds it to the docs' text): it builds and tests green, and its build fails
#    at the manifest's line when a broken manifest is copied in (an undeclared scheme; a trailing comma).
#    Its timings are printed for Docs/Benchmarks.md.
#  - PluginsOnly: pins another GRDB major version and resolves neither the toolkit's GRDB nor swift-syntax
#    nor Yams nor swift-log; builds with the generator plugin; and `swift package integrations-check` on a broken
#    fixture prints the lines `integrations check` prints and exits non-zero.
#  - LibrariesOnly: pins its own swift-syntax (600) with the toolkit's SwiftSources trait off: it resolves, and
#    the importer compiles without swift-syntax; with the default traits the same package cannot resolve.
# Needs the toolkit's own debug build (`swift build`) for `integrations check`.
#
# The packages share builds (issue 43): AppcadiaApp, which takes the toolkit with its default traits, builds
# in the toolkit's own .build, where `swift test` compiled the same modules with the same flags; the three
# with the traits off share .build-examples, so the toolkit's modules and plugin tool are compiled once for
# them (the first, Pantry, is timed cold).
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd .. && pwd)
# Each part's time goes to .ci/run's step table (a table of its own when run alone).
source "$root/.ci/steps.sh"
shared="$root/.build"
plain="$root/.build-examples"

echo "== AppcadiaApp: build, tests, check plugin, route change"
(cd AppcadiaApp && swift build --scratch-path "$shared" --build-tests && swift test --scratch-path "$shared" --skip-build)
(cd AppcadiaApp && swift package --scratch-path "$shared" integrations-check)
SCRATCH_PATH="$shared" bash AppcadiaApp/rebuild-after-route-change.sh
lap "example: AppcadiaApp"

echo "== Pantry: a new team's package, as the README tells one"
# The seconds a command takes; its output is shown only when it fails.
seconds() {
    local start=$(date +%s.%N)
    if ! "$@" > timing.out 2>&1; then cat timing.out >&2; return 1; fi
    python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$start" "$(date +%s.%N)"
}
# The example is the docs' text, and what `integrations init` writes, file for file.
python3 Pantry/matches-docs.py
fresh=$(mktemp -d)
"$root/.build/debug/integrations" init "$fresh/App" --name Pantry --bundle-id com.example.pantry --scheme pantry --domain pantry.example.com > /dev/null
for file in "$fresh"/App/*; do
    diff -q "$file" "Pantry/Sources/PantryIntegrations/App/$(basename "$file")"
done
[ "$(ls "$fresh/App" | wc -l)" = "$(ls Pantry/Sources/PantryIntegrations/App | wc -l)" ]
rm -rf "$fresh"
(
    cd Pantry
    rm -rf "$plain" Package.resolved
    cold=$(seconds swift build --scratch-path "$plain")
    # SwiftPM has nothing to say about the folder init wrote (no unhandled file, nothing to exclude).
    if grep -n "unhandled" timing.out; then echo "SwiftPM warned about Pantry's files." >&2; exit 1; fi
    build_tests=$(seconds swift build --scratch-path "$plain" --build-tests)
    swift test --scratch-path "$plain" --skip-build
    noop=$(seconds swift build --scratch-path "$plain")
    check=$(seconds swift package --scratch-path "$plain" integrations-check)
    rm -f timing.out
    echo "Pantry timings (s): cold build $cold, tests built $build_tests, no-op build $noop, integrations-check $check"
    # A broken manifest fails the build at its line, with the check's code, and the build is green again
    # once it is fixed.
    manifest=Sources/PantryIntegrations/App/integrations.json
    good=$(mktemp)
    cp "$manifest" "$good"
    trap 'cp "$good" "$manifest"; rm -f "$good" build.out' EXIT
    broken() {
        python3 -c "import sys; p = sys.argv[1]; s = open(p).read(); assert sys.argv[2] in s; open(p, 'w').write(s.replace(sys.argv[2], sys.argv[3], 1))" "$manifest" "$1" "$2"
        if swift build --scratch-path "$plain" > build.out 2>&1; then echo "Pantry built with a broken manifest ($3)." >&2; exit 1; fi
        if ! grep -qxF "$PWD/$manifest:$3" build.out; then
            echo "Pantry's failed build did not name the manifest's line '$3':" >&2
            cat build.out >&2
            exit 1
        fi
        echo "broken manifest: $3"
        cp "$good" "$manifest"
    }
    broken '"pantry://today" }' '"pantri://today" }' \
        '26:66: error: the scheme "pantri" of route "today" is not in app.urlSchemes (add "pantri" to app.urlSchemes) [route.schemeNotDeclared]'
    broken '"handlesAppClip": true }
  ],' '"handlesAppClip": true },
  ],' "34:3: error: not valid JSON: unexpected ']'; expected a value [json.syntax]"
    swift build --scratch-path "$plain" > /dev/null
)
# The command plugin's options, on Pantry: the plugin handles them the same whatever the toolkit's traits.
# Nothing accepted silently: a repeated option, or target options with --project, are refused.
if (cd Pantry && swift package --scratch-path "$plain" integrations-check --info-plist a --info-plist b > /dev/null 2>&1); then
    echo "integrations-check took --info-plist twice." >&2
    exit 1
fi
if (cd Pantry && swift package --scratch-path "$plain" integrations-check --project ../../Fixtures/Projects/Larder --aasa x > /dev/null 2>&1); then
    echo "integrations-check took --aasa with --project." >&2
    exit 1
fi
# The CI formats through the plugin (Docs/CI.md): --help lists them, SARIF comes out alone on standard
# output and validates against the schema, and a baseline written through the plugin makes the next run clean.
# The plugin has no Swift reader, so Larder's six Swift sources are each a project.swiftSourceUnread warning,
# asked for with --allow-unread-sources (without it the check exits 1, issue 42), and baselined with the rest.
(cd Pantry && swift package --scratch-path "$plain" integrations-check --help | grep -q -- "--reporter <format>")
if (cd Pantry && swift package --scratch-path "$plain" integrations-check --project ../../Fixtures/Projects/Larder > "$root/.build/plugin-unread.out" 2>&1); then
    echo "integrations-check passed a project whose Swift sources it cannot read, without --allow-unread-sources." >&2
    exit 1
fi
grep -q "none of the 6 Swift sources could be read" "$root/.build/plugin-unread.out"
(cd Pantry && swift package --scratch-path "$plain" integrations-check --project ../../Fixtures/Projects/Larder --allow-unread-sources --reporter sarif > "$root/.build/plugin.sarif")
python3 "$root/.ci/validate-sarif.py" "$root/.build/plugin.sarif"
(cd Pantry && swift package --scratch-path "$plain" integrations-check --project ../../Fixtures/Projects/Larder --allow-unread-sources --write-baseline "$root/.build/plugin-baseline.json" > /dev/null 2>&1) || true
(cd Pantry && swift package --scratch-path "$plain" integrations-check --project ../../Fixtures/Projects/Larder --allow-unread-sources --baseline "$root/.build/plugin-baseline.json" --strict --reporter json > "$root/.build/plugin-baselined.json")
grep -qx '\[\]' "$root/.build/plugin-baselined.json"
lap "example: Pantry"

echo "== PluginsOnly: dependency hygiene against a GRDB 6 stand-in"
standin=$(mktemp -d)
cp -R PluginsOnly/StandIns/GRDB.swift "$standin/"
(cd "$standin/GRDB.swift" && git init -q && git add -A && git -c user.email=ci@example.com -c user.name=CI commit -qm "GRDB 6 stand-in" && git tag 6.29.3)
export PLUGINSONLY_GRDB_URL="file://$standin/GRDB.swift"
cd PluginsOnly
rm -f Package.resolved
swift package --scratch-path "$plain" resolve
dependencies=$(swift package --scratch-path "$plain" show-dependencies)
echo "$dependencies"
if echo "$dependencies" | grep -Eiq 'github.com/groue/GRDB|swift-syntax|Yams|swift-log'; then
    echo "PluginsOnly resolved a dependency the toolkit's traits should keep out." >&2
    exit 1
fi
echo "$dependencies" | grep -q "grdb.swift<.*GRDB.swift@6.29.3>"
swift build --scratch-path "$plain"

echo "== The generator plugin on a target with no manifest, and with two"
backup=$(mktemp -d)
cp Sources/PluginsOnly/*.json "$backup/"
# Absolute paths: the trap runs at the script's end, after later parts changed folder.
sources="$root/Examples/PluginsOnly/Sources/PluginsOnly"
trap 'rm -rf "$sources/Second"; rm -f "$sources"/*.json; cp "$backup"/*.json "$sources/"; rm -rf "$backup" "$standin"' EXIT
rm Sources/PluginsOnly/integrations.json
if swift build --scratch-path "$plain" > build.out 2>&1; then echo "a target without integrations.json built" >&2; exit 1; fi
grep -q "Target 'PluginsOnly' uses the IntegrationsGenerator plugin but has no integrations.json among its source files" build.out
mkdir -p Sources/PluginsOnly/Second
cp "$backup/integrations.json" Sources/PluginsOnly/
cp "$backup/integrations.json" Sources/PluginsOnly/Second/
if swift build --scratch-path "$plain" > build.out 2>&1; then echo "a target with two integrations.json built" >&2; exit 1; fi
grep -q "Target 'PluginsOnly' has 2 files named integrations.json" build.out
rm -rf Sources/PluginsOnly/Second build.out
swift build --scratch-path "$plain" > /dev/null
echo "IntegrationsGenerator: a target with no manifest, or two, fails naming the target."

echo "== The check plugin on a broken fixture, against integrations check"
cp "$root"/Fixtures/Broken/Several/integrations.json "$root"/Fixtures/Broken/Several/goals.json Sources/PluginsOnly/
if swift package --scratch-path "$plain" integrations-check > plugin.out 2> plugin.err; then
    echo "integrations-check passed a broken manifest." >&2
    exit 1
fi
# The command names files from the repository's root; its xcode format at their absolute paths, as the
# plugin hands them to SwiftPM (issue 44). Its note: lines are the command's own.
"$root/.build/debug/integrations" check --app "$PWD/Sources/PluginsOnly" --reporter xcode 2> /dev/null | grep -E ': (error|warning): ' > command.out || true
grep -E '^/.*: (error|warning): ' plugin.out > plugin.lines
if ! diff command.out plugin.lines; then
    echo "integrations-check printed other diagnostics than integrations check." >&2
    exit 1
fi
echo "integrations-check: $(grep -c ': error: ' plugin.lines) errors at the same lines as integrations check, exit non-zero."
rm -f plugin.out plugin.err plugin.lines command.out
lap "example: PluginsOnly"

echo "== LibrariesOnly: the libraries without the SwiftSources trait, beside the app's own swift-syntax 600"
# What a full build and run proved before issue 43, proven by resolution and the importer's compile: the
# package resolves with its swift-syntax 600 and the toolkit's traits off (swift-syntax 603 never resolved),
# and IntegrationsImport compiles with the trait off, so it does not import swift-syntax; the two then link in
# one binary as any two modules without a shared dependency do. What an import reads without the reader is
# the tests' (ImporterTests with no reader, UnreadSourcesCommandTests for `check --project` without one).
cd "$root/Examples/LibrariesOnly"
rm -f Package.resolved
swift package --scratch-path "$plain" resolve > /dev/null
dependencies=$(swift package --scratch-path "$plain" show-dependencies)
echo "$dependencies" | grep -q "swift-syntax<https://github.com/swiftlang/swift-syntax@600\." \
    || { echo "LibrariesOnly did not resolve its own swift-syntax 600:" >&2; echo "$dependencies" >&2; exit 1; }
if [ "$(echo "$dependencies" | grep -c "swift-syntax<")" != 1 ]; then
    echo "LibrariesOnly resolved the toolkit's swift-syntax as well as its own:" >&2; echo "$dependencies" >&2; exit 1
fi
swift build --scratch-path "$plain" --target IntegrationsImport > /dev/null
defaults=$(mktemp -d)
mkdir -p "$defaults/Sources/LibrariesOnly"
cp Sources/LibrariesOnly/main.swift "$defaults/Sources/LibrariesOnly/"
sed -e "s|path: \"../..\", traits: \[\]|path: \"$root\", traits: [.defaults]|" \
    -e "s|let toolkit = .*|let toolkit = \"$(basename "$root")\"|" Package.swift > "$defaults/Package.swift"
if (cd "$defaults" && swift package resolve > resolve.log 2>&1); then
    echo "The example resolved with the toolkit's default traits: swift-syntax is no longer kept out by the trait." >&2
    exit 1
fi
grep -q "swift-syntax" "$defaults/resolve.log"
rm -rf "$defaults"
echo "LibrariesOnly: resolves with its own swift-syntax 600 and the importer compiles without the SwiftSources trait; with it, swift-syntax conflicts as expected."
lap "example: LibrariesOnly"
