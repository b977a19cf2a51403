#!/usr/bin/env python3
"""The paths whose change calls for the fuzz smoke run: Fuzz/, the package manifests, and the source folder of
every target IntegrationsFuzzTargets depends on, directly or not (read from `swift package describe`, so a
new dependency of the targets is covered without editing a list). One path per line, relative to the root."""
import json
import subprocess
import sys

described = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], check=True,
                                      capture_output=True, text=True).stdout)
targets = {target["name"]: target for target in described["targets"]}
seen, todo = set(), ["IntegrationsFuzzTargets"]
while todo:
    name = todo.pop()
    if name in seen or name not in targets:
        continue
    seen.add(name)
    todo.extend(targets[name].get("target_dependencies", []))
if "IntegrationsFuzzTargets" not in seen:
    sys.exit("IntegrationsFuzzTargets is not a target of the package: the covered paths cannot be read.")
paths = {"Fuzz/", "Package.swift", ".ci/fuzz-covered-paths.py"} | {targets[name]["path"].rstrip("/") + "/" for name in seen}
print("\n".join(sorted(paths)))
