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
# Needs the toolkit's own debug build (`swift build`) for `integrations check`.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd .. && pwd)
# Each part's time goes to .ci/run's step table (a table of its own when run alone).
source "$root/.ci/steps.sh"

echo "== AppcadiaApp: build, tests, check plugin, route change"
(cd AppcadiaApp && swift build --build-tests && swift test --skip-build)
(cd AppcadiaApp && swift package integrations-check)
# Nothing accepted silently: a repeated option, or target options with --project, are refused.
if (cd AppcadiaApp && swift package integrations-check --info-plist a --info-plist b > /dev/null 2>&1); then
    echo "integrations-check took --info-plist twice." >&2
    exit 1
fi
if (cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --aasa x > /dev/null 2>&1); then
    echo "integrations-check took --aasa with --project." >&2
    exit 1
fi
# The CI formats through the plugin (Docs/CI.md): --help lists them, SARIF comes out alone on standard
# output and validates against the schema, and a baseline written through the plugin makes the next run clean.
# The plugin has no Swift reader, so Larder's six Swift sources are each a project.swiftSourceUnread warning,
# asked for with --allow-unread-sources (without it the check exits 1, issue 42), and baselined with the rest.
(cd AppcadiaApp && swift package integrations-check --help | grep -q -- "--reporter <format>")
if (cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder > "$root/.build/plugin-unread.out" 2>&1); then
    echo "integrations-check passed a project whose Swift sources it cannot read, without --allow-unread-sources." >&2
    exit 1
fi
grep -q "none of the 6 Swift sources could be read" "$root/.build/plugin-unread.out"
(cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --allow-unread-sources --reporter sarif > "$root/.build/plugin.sarif")
python3 "$root/.ci/validate-sarif.py" "$root/.build/plugin.sarif"
(cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --allow-unread-sources --write-baseline "$root/.build/plugin-baseline.json" > /dev/null 2>&1) || true
(cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --allow-unread-sources --baseline "$root/.build/plugin-baseline.json" --strict --reporter json > "$root/.build/plugin-baselined.json")
grep -qx '\[\]' "$root/.build/plugin-baselined.json"
bash AppcadiaApp/rebuild-after-route-change.sh
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
    rm -rf .build Package.resolved
    cold=$(seconds swift build)
    # SwiftPM has nothing to say about the folder init wrote (no unhandled file, nothing to exclude).
    if grep -n "unhandled" timing.out; then echo "SwiftPM warned about Pantry's files." >&2; exit 1; fi
    build_tests=$(seconds swift build --build-tests)
    swift test --skip-build
    noop=$(seconds swift build)
    check=$(seconds swift package integrations-check)
    check_again=$(seconds swift package integrations-check)
    rm -f timing.out
    echo "Pantry timings (s): cold build $cold, tests built $build_tests, no-op build $noop, integrations-check $check then $check_again"
    # A broken manifest fails the build at its line, with the check's code, and the build is green again
    # once it is fixed.
    manifest=Sources/PantryIntegrations/App/integrations.json
    good=$(mktemp)
    cp "$manifest" "$good"
    trap 'cp "$good" "$manifest"; rm -f "$good" build.out' EXIT
    broken() {
        python3 -c "import sys; p = sys.argv[1]; s = open(p).read(); assert sys.argv[2] in s; open(p, 'w').write(s.replace(sys.argv[2], sys.argv[3], 1))" "$manifest" "$1" "$2"
        if swift build > build.out 2>&1; then echo "Pantry built with a broken manifest ($3)." >&2; exit 1; fi
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
    swift build > /dev/null
)
lap "example: Pantry"

echo "== PluginsOnly: dependency hygiene against a GRDB 6 stand-in"
standin=$(mktemp -d)
cp -R PluginsOnly/StandIns/GRDB.swift "$standin/"
(cd "$standin/GRDB.swift" && git init -q && git add -A && git -c user.email=ci@example.com -c user.name=CI commit -qm "GRDB 6 stand-in" && git tag 6.29.3)
export PLUGINSONLY_GRDB_URL="file://$standin/GRDB.swift"
cd PluginsOnly
rm -rf .build Package.resolved
swift package resolve
dependencies=$(swift package show-dependencies)
echo "$dependencies"
if echo "$dependencies" | grep -Eiq 'github.com/groue/GRDB|swift-syntax|Yams|swift-log'; then
    echo "PluginsOnly resolved a dependency the toolkit's traits should keep out." >&2
    exit 1
fi
echo "$dependencies" | grep -q "grdb.swift<.*GRDB.swift@6.29.3>"
swift build

echo "== The generator plugin on a target with no manifest, and with two"
backup=$(mktemp -d)
cp Sources/PluginsOnly/*.json "$backup/"
trap 'rm -rf Sources/PluginsOnly/Second; rm -f Sources/PluginsOnly/*.json; cp "$backup"/*.json Sources/PluginsOnly/; rm -rf "$backup" "$standin"' EXIT
rm Sources/PluginsOnly/integrations.json
if swift build > build.out 2>&1; then echo "a target without integrations.json built" >&2; exit 1; fi
grep -q "Target 'PluginsOnly' uses the IntegrationsGenerator plugin but has no integrations.json among its source files" build.out
mkdir -p Sources/PluginsOnly/Second
cp "$backup/integrations.json" Sources/PluginsOnly/
cp "$backup/integrations.json" Sources/PluginsOnly/Second/
if swift build > build.out 2>&1; then echo "a target with two integrations.json built" >&2; exit 1; fi
grep -q "Target 'PluginsOnly' has 2 files named integrations.json" build.out
rm -rf Sources/PluginsOnly/Second build.out
swift build > /dev/null
echo "IntegrationsGenerator: a target with no manifest, or two, fails naming the target."

echo "== The check plugin on a broken fixture, against integrations check"
cp "$root"/Fixtures/Broken/Several/integrations.json "$root"/Fixtures/Broken/Several/goals.json Sources/PluginsOnly/
if swift package integrations-check > plugin.out 2> plugin.err; then
    echo "integrations-check passed a broken manifest." >&2
    exit 1
fi
"$root/.build/debug/integrations" check --app "$PWD/Sources/PluginsOnly" > command.out 2> /dev/null || true
grep -E '^/.*: (error|warning): ' plugin.out > plugin.lines
if ! diff command.out plugin.lines; then
    echo "integrations-check printed other diagnostics than integrations check." >&2
    exit 1
fi
echo "integrations-check: $(grep -c ': error: ' plugin.lines) errors at the same lines as integrations check, exit non-zero."
rm -f plugin.out plugin.err plugin.lines command.out
lap "example: PluginsOnly"
