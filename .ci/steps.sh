# Timing of CI steps, sourced by .ci/run and Examples/check-examples.sh: `step NAME COMMAND…` runs the
# command and appends "NAME<TAB>SECONDS<TAB>STATUS" to $CI_STEPS; `print_steps` prints the table.
CI_STEPS=${CI_STEPS:-"${TMPDIR:-/tmp}/ci-steps.$$.tsv"}
export CI_STEPS

# Whole seconds from START (`date +%s.%N`) to END (default: now).
elapsed() {
    python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.0f}")' "$1" "${2:-$(date +%s.%N)}"
}

step() {
    local name=$1
    shift
    local start status=0
    start=$(date +%s.%N)
    # In a subshell with errexit on: a function run as `f || …` would run with errexit off, its failures unseen.
    set +e
    (set -e; "$@")
    status=$?
    set -e
    printf '%s\t%s\t%s\n' "$name" "$(elapsed "$start")" \
        "$([ "$status" = 0 ] && echo ok || echo "failed ($status)")" >> "$CI_STEPS"
    return "$status"
}

# The step table, and the ten slowest tests of a `swift test` log (Swift Testing's "passed after" lines: the
# wall time from a test's start to its end, while other tests run beside it). Never fails: it runs from an
# EXIT trap, where a failure would replace the run's own exit status.
print_steps() {
    [ -s "$CI_STEPS" ] || return 0
    python3 - "$CI_STEPS" "${1:-}" <<'PY' || true
import re, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
width = max(len(r[0]) for r in rows)
print("\n== CI steps (seconds)")
for name, seconds, status in rows:
    print(f"{name:<{width}}  {int(seconds):>5}  {status}")
print(f"{'total':<{width}}  {sum(int(r[1]) for r in rows):>5}")
if len(sys.argv) > 2 and sys.argv[2]:
    try:
        log = open(sys.argv[2], errors="replace").read()
    except OSError:
        sys.exit(0)
    # A run that was stopped (the step's time limit) names the tests that started and never ended: where it hung.
    if not re.search(r"Test run with [0-9]+ tests? .*(passed|failed) after", log):
        started = re.findall(r"◇ Test (?!case |run )(.+?) started\.", log)
        ended = {re.sub(r" with [0-9]+ test cases?$", "", name)
                 for name in re.findall(r"Test (?!case |run )(.+?) (?:passed|failed) after", log)}
        unfinished = [name for name in dict.fromkeys(started) if name not in ended]
        if unfinished:
            print("\n== Tests that started and did not end (the run was stopped)")
            for name in unfinished[:20]:
                print(f"  {name}")
    tests = [(float(m.group(2)), m.group(1)) for m in re.finditer(r"Test (?!run with )(.+?) passed after ([0-9.]+) seconds", log)]
    if tests:
        print("\n== The ten slowest tests (seconds, start to end while others run beside them)")
        for seconds, name in sorted(tests, reverse=True)[:10]:
            print(f"{seconds:8.1f}  {name}")
PY
}

# `lap NAME` records the time since the script's previous lap (or since this file was sourced) as a step:
# for a script that runs its parts in sequence, like Examples/check-examples.sh.
CI_LAP=$(date +%s.%N)
lap() {
    local now
    now=$(date +%s.%N)
    printf '%s\t%s\tok\n' "$1" "$(elapsed "$CI_LAP" "$now")" >> "$CI_STEPS"
    CI_LAP=$now
}
