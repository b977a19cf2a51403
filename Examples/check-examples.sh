#!/usr/bin/env bash
# The example packages, as `.ci/run` runs them (Plugins/README.md, Docs/Testing.md):
#  - AppcadiaApp: builds with the generator plugin and passes its tests; `swift package integrations-check`
#    exits 0; a renamed route shows in the generated Swift on the next build (rebuild-after-route-change.sh).
#  - PluginsOnly: pins another GRDB major version and resolves neither the toolkit's GRDB nor swift-syntax
#    nor Yams; builds with the generator plugin; and `swift package integrations-check` on a broken
#    fixture prints the lines `integrations check` prints and exits non-zero.
# Needs the toolkit's own debug build (`swift build`) for `integrations check`.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd .. && pwd)

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
(cd AppcadiaApp && swift package integrations-check --help | grep -q -- "--reporter <format>")
(cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --reporter sarif > "$root/.build/plugin.sarif")
python3 "$root/.ci/validate-sarif.py" "$root/.build/plugin.sarif"
(cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --write-baseline "$root/.build/plugin-baseline.json" > /dev/null 2>&1) || true
(cd AppcadiaApp && swift package integrations-check --project ../../Fixtures/Projects/Larder --baseline "$root/.build/plugin-baseline.json" --strict --reporter json > "$root/.build/plugin-baselined.json")
grep -qx '\[\]' "$root/.build/plugin-baselined.json"
bash AppcadiaApp/rebuild-after-route-change.sh

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
if echo "$dependencies" | grep -Eiq 'github.com/groue/GRDB|swift-syntax|Yams'; then
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
