#!/usr/bin/env python3
"""Whole-process wall time of the command's start-up rows — `--version`, `--help`, `route`, `search 目標`,
`intent run` — against two floors in the same run: a statically linked Swift program that imports Foundation
and prints a line (built here with `swiftc -O -static-stdlib`), and `sqlite3 :memory: 'select 1'`. Each round
runs every command once, in turn; medians and each row's ratio to the Swift floor are printed as a table
for Docs/Benchmarks.md (issue 48).

Usage: startup-floor.py [BINARY] [RUNS]   (default: .build-static/release/integrations, 20 runs)

Build the binary as it ships (Decisions 34, 516 and 526):
    swift build -c release --static-swift-stdlib --product integrations --scratch-path .build-static \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic"""
import os, shutil, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build-static/release/integrations")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
work = tempfile.mkdtemp(prefix="startup-floor-")
hello = os.path.join(work, "hello")
with open(hello + ".swift", "w") as source:
    source.write('import Foundation\nprint(ProcessInfo.processInfo.processIdentifier > 0 ? "hello" : "")\n')
subprocess.run(["swiftc", "-O", "-static-stdlib", hello + ".swift", "-o", hello], check=True, stderr=subprocess.DEVNULL)
env = dict(os.environ, HOME=work, INTEGRATIONS_STORE=os.path.join(work, "store.sqlite"))
env.pop("INTEGRATIONS_PHASES", None)
rows = {
    "Foundation hello-world, static (the floor)": [hello],
    "sqlite3 :memory: 'select 1'": ["sqlite3", ":memory:", "select 1"],
    "integrations --version": [binary, "--version"],
    "integrations --help": [binary, "--help"],
    "integrations route appcadia://goal/42": [binary, "route", "appcadia://goal/42"],
    "integrations search 目標": [binary, "search", "目標"],
    "integrations intent run CheckProgress": [binary, "intent", "run", "CheckProgress"],
}
# Warm up: the first search creates and indexes the store; the page cache holds every binary.
for command in rows.values():
    for _ in range(2):
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
times = {name: [] for name in rows}
for _ in range(runs):
    for name, command in rows.items():
        start = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[name].append((time.perf_counter() - start) * 1000)
floor = statistics.median(times["Foundation hello-world, static (the floor)"])
print(f"| command | p50 ms | min ms | / the floor |")
print(f"|---|---|---|---|")
for name in rows:
    print(f"| {name} | {statistics.median(times[name]):.2f} | {min(times[name]):.2f} | {statistics.median(times[name]) / floor:.2f}× |")
print(f"\n{runs} rounds; load average {os.getloadavg()}; {binary}")
shutil.rmtree(work, ignore_errors=True)
