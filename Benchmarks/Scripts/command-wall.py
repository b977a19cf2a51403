#!/usr/bin/env python3
"""Median whole-process wall time of six commands on the embedded sample (`--version`, `search 目標`, `route`,
`routes`, `clip`, `intent list`), before and after, interleaved in one loop as startup-wall.py does: each
round runs every command with both binaries; `check` too, alternating which goes first. For a change that moves what a
command reads at start (issue 45: the points' sections read where they are used).
Usage: command-wall.py BEFORE AFTER RUNS (Docs/Benchmarks.md)"""
import os, statistics, subprocess, sys, time, tempfile
before, after = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3])
commands = {"--version": ["--version"], "search 目標": ["search", "目標"], "route": ["route", "appcadia://goal/42"], "routes": ["routes"], "clip": ["clip", "https://appcadia.com/clip/start"], "intent list": ["intent", "list"], "check": ["check"]}
home = tempfile.mkdtemp(prefix="cmp-")
def env(tag):
    e = dict(os.environ); e["HOME"] = os.path.join(home, tag); e["INTEGRATIONS_STORE"] = os.path.join(home, tag + "-store.sqlite"); return e
bins = {"before": before, "after": after}; envs = {t: env(t) for t in bins}
for t, p in bins.items():
    for a in commands.values():
        for _ in range(2): subprocess.run([p] + a, env=envs[t], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
times = {(t, n): [] for t in bins for n in commands}
for r in range(runs):
    order = list(bins.items()) if r % 2 == 0 else list(reversed(bins.items()))
    for n, a in commands.items():
        for t, p in order:
            s = time.perf_counter(); subprocess.run([p] + a, env=envs[t], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); times[(t, n)].append((time.perf_counter() - s) * 1000)
for n in commands:
    b = statistics.median(times[("before", n)]); a = statistics.median(times[("after", n)])
    print(f"{n:14s} before {b:6.2f} ms  after {a:6.2f} ms  after/before {a/b:.3f}")
