#!/usr/bin/env bash
# The build-tool plugin on a real change: a route renamed in the example's manifest (a copy of
# Fixtures/Appcadia's) shows up in the generated Swift on the next `swift build`, and an unchanged
# manifest rebuilds nothing. Prints the no-op and the manifest-change rebuild times (Docs/Benchmarks.md).
# The manifest is restored on exit, whatever happens. Run from anywhere; `.ci/run` runs it, with
# SCRATCH_PATH set to the build folder the example shares with the toolkit's own build (default: .build).
set -euo pipefail
cd "$(dirname "$0")"
scratch=${SCRATCH_PATH:-.build}
build() { swift build --scratch-path "$scratch" "$@"; }
manifest=Sources/AppcadiaApp/integrations.json
backup=$(mktemp)
cp "$manifest" "$backup"
trap 'cp "$backup" "$manifest"; rm -f "$backup"' EXIT

seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null || return 1; end=$(date +%s.%N); echo "$end - $start" | bc; }
generated() { find "$scratch/" -path '*/appcadiaapp/AppcadiaApp/*IntegrationsGenerator/IntegrationsGenerated.swift' | head -1; }
compiled() { strings "$(find "$scratch/" -path '*/AppcadiaApp.build/IntegrationsGenerated.swift.o' | head -1)"; }

build --product AppcadiaApp > /dev/null 2>&1 || build > /dev/null
file=$(generated)
grep -q '    case trainer(id: Int)$' "$file"
before=$(stat -c %Y.%N "$file")
noop=$(seconds build)
[ "$(stat -c %Y.%N "$file")" = "$before" ] || { echo "an unchanged manifest rewrote $file" >&2; exit 1; }

# The route and the URLs that name it (its scheme form and the records' contentURL): the build checks the
# manifest, and a route renamed alone leaves records.urlMatchesNoRoute, an error that fails the build.
sed -i -e 's|"name": "trainer",|"name": "coach",|' -e 's|appcadia://trainer/|appcadia://coach/|g' "$manifest"
changed=$(seconds build)
grep -q '    case coach(id: Int)$' "$file" || { echo "the renamed route is not in $file" >&2; exit 1; }
if grep -q '    case trainer(id: Int)$' "$file"; then echo "the old route is still in $file" >&2; exit 1; fi
[ "$(compiled | grep -c coach)" -gt 0 ] || { echo "the module was not compiled again from the new $file" >&2; exit 1; }

cp "$backup" "$manifest"
build > /dev/null
grep -q '    case trainer(id: Int)$' "$file"
if [ "$(compiled | grep -c coach)" -gt 0 ]; then echo "the module was not compiled again after the manifest was restored" >&2; exit 1; fi
echo "AppcadiaApp: no-op rebuild ${noop} s; rebuild after a route change ${changed} s; the generated AppRoute followed the manifest both ways."
