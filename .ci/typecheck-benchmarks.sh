#!/usr/bin/env bash
# Type-checks every executable of the Benchmarks/ package against the modules `swift test` already built in
# .build/debug, so a change that breaks a benchmark fails CI without building the package a second time
# (its own build compiles the toolkit, GRDB and swift-syntax again: minutes). RoutingKit, the routing
# benchmark's peer and no dependency of the toolkit, is resolved by SwiftPM and its module emitted here.
# Needs the toolkit's debug build (`swift build` or `swift test`). Issue 43; Docs/Benchmarks.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/.build/debug"
checkouts="$root/.build/checkouts"
[ -d "$build/Modules" ] || { echo "typecheck-benchmarks: no debug build at $build (run swift build first)." >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The benchmarks' own dependency that the toolkit does not have: resolved as SwiftPM resolves it.
swift package resolve --package-path "$root/Benchmarks" > "$work/resolve.log" 2>&1 || { cat "$work/resolve.log" >&2; exit 1; }
routing_kit="$root/Benchmarks/.build/checkouts/routing-kit/Sources/RoutingKit"
[ -d "$routing_kit" ] || { echo "typecheck-benchmarks: RoutingKit's sources are not at $routing_kit." >&2; exit 1; }

# The C modules the Swift modules were built against, as SwiftPM passes them.
clang=(-Xcc "-fmodule-map-file=$checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap"
       -Xcc "-fmodule-map-file=$checkouts/Yams/Sources/CYaml/include/module.modulemap" -Xcc -I -Xcc "$checkouts/Yams/Sources/CYaml/include"
       -Xcc "-fmodule-map-file=$checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include/module.modulemap"
       -Xcc -I -Xcc "$checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include")
common=(-swift-version 6 -DSWIFT_PACKAGE -I "$build/Modules" -I "$work" -module-cache-path "$work/cache" "${clang[@]}")

swiftc -emit-module -parse-as-library -module-name RoutingKit -emit-module-path "$work/RoutingKit.swiftmodule" \
    "${common[@]}" "$routing_kit"/*.swift

count=0
for target in "$root"/Benchmarks/Sources/*/; do
    name=$(basename "$target")
    swiftc -typecheck -module-name "${name//-/_}" "${common[@]}" "$target"*.swift
    count=$((count + 1))
done
echo "Benchmarks: $count executables type-check against the debug build."
