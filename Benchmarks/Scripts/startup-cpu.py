#!/usr/bin/env python3
"""Median processor time (user + system, wait4's rusage) of each run, before and after, interleaved: less
sensitive to a busy machine than wall time. Usage: startup-cpu.py BEFORE AFTER [RUNS] (Docs/Benchmarks.md, issue 44)"""
import os, shutil, statistics, sys, tempfile
before, after = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 20
home = tempfile.mkdtemp(prefix="startup-cpu-")
commands = {"--version": ["--version"], "search 目標": ["search", "目標"]}
def run(path, args, tag):
    env = dict(os.environ, HOME=os.path.join(home, tag), INTEGRATIONS_STORE=os.path.join(home, tag + ".sqlite"))
    env.pop("INTEGRATIONS_PHASES", None)
    pid = os.fork()
    if pid == 0:
        fd = os.open("/dev/null", os.O_WRONLY); os.dup2(fd, 1); os.dup2(fd, 2)
        os.execve(path, [path] + args, env)
    _, status, usage = os.wait4(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    return (usage.ru_utime + usage.ru_stime) * 1000
binaries = {"before": before, "after": after}
for tag, path in binaries.items():
    for args in commands.values(): run(path, args, tag); run(path, args, tag)
times = {}
for round in range(runs):
    order = list(binaries.items()) if round % 2 == 0 else list(reversed(binaries.items()))
    for name, args in commands.items():
        for tag, path in order:
            times.setdefault((tag, name), []).append(run(path, args, tag))
for name in commands:
    b = statistics.median(times[("before", name)]); a = statistics.median(times[("after", name)])
    print(f"{name}: processor time before {b:.1f} ms, after {a:.1f} ms, difference {a - b:+.1f} ms (median of {runs})")
shutil.rmtree(home, ignore_errors=True)
