#!/usr/bin/env python3
"""Median whole-process wall time of `integrations --version` and `integrations search 目標`, before and
after, interleaved in one loop (the machine is shared: each round runs every binary and command once,
alternating which binary goes first). Usage: startup-wall.py BEFORE AFTER [RUNS] (Docs/Benchmarks.md, issue 44)"""
import os, shutil, statistics, subprocess, sys, time, tempfile
before, after = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 20
commands = {"--version": ["--version"], "search 目標": ["search", "目標"]}
home = tempfile.mkdtemp(prefix="startup-")
def env(tag):
    e = dict(os.environ)
    e["HOME"] = os.path.join(home, tag)
    e["INTEGRATIONS_STORE"] = os.path.join(home, tag + "-store.sqlite")
    e.pop("INTEGRATIONS_PHASES", None)
    return e
binaries = {"before": before, "after": after}
envs = {tag: env(tag) for tag in binaries}
# Warm up: the first search creates and indexes the store; the page cache holds both binaries.
for tag, path in binaries.items():
    for args in commands.values():
        for _ in range(2):
            subprocess.run([path] + args, env=envs[tag], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
times = {(tag, name): [] for tag in binaries for name in commands}
for round in range(runs):
    order = list(binaries.items()) if round % 2 == 0 else list(reversed(binaries.items()))
    for name, args in commands.items():
        for tag, path in order:
            start = time.perf_counter()
            subprocess.run([path] + args, env=envs[tag], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times[(tag, name)].append((time.perf_counter() - start) * 1000)
for name in commands:
    b = statistics.median(times[("before", name)]); a = statistics.median(times[("after", name)])
    print(f"{name}: before {b:.2f} ms, after {a:.2f} ms, difference {a - b:+.2f} ms (median of {runs}; "
          f"min {min(times[('before', name)]):.2f} / {min(times[('after', name)]):.2f})")
for tag, path in binaries.items():
    print(f"{tag}: {os.path.getsize(path):,} bytes ({os.path.getsize(path) / 1e6:.1f} MB) {path}")
print(f"load average: {os.getloadavg()}")
shutil.rmtree(home, ignore_errors=True)
