# Timing of CI steps, sourced by .ci/run and Examples/check-examples.sh: `step NAME COMMAND…` runs the
# command and appends "NAME<TAB>SECONDS<TAB>STATUS" to $CI_STEPS; `print_steps` prints the table.
CI_STEPS=${CI_STEPS:-"${TMPDIR:-/tmp}/ci-steps.$$.tsv"}
export CI_STEPS

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
    printf '%s\t%s\t%s\n' "$name" "$(python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.0f}")' "$start" "$(date +%s.%N)")" \
        "$([ "$status" = 0 ] && echo ok || echo "failed ($status)")" >> "$CI_STEPS"
    return "$status"
}

# The step table, and the ten slowest tests of a `swift test` log (Swift Testing's "passed after" lines).
print_steps() {
    local test_log=${1:-}
    [ -s "$CI_STEPS" ] || return 0
    echo
    echo "== CI steps (seconds)"
    python3 - "$CI_STEPS" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
width = max(len(r[0]) for r in rows)
for name, seconds, status in rows:
    print(f"{name:<{width}}  {int(seconds):>5}  {status}")
print(f"{'total':<{width}}  {sum(int(r[1]) for r in rows):>5}")
PY
    if [ -n "$test_log" ] && [ -s "$test_log" ]; then
        echo
        echo "== The ten slowest tests (seconds)"
        sed -nE 's/^.*Test (.*) passed after ([0-9.]+) seconds.*$/\2\t\1/p' "$test_log" | sort -rn | head -10
    fi
}

# `lap NAME` records the time since the script's previous lap (or since this file was sourced) as a step:
# for a script that runs its parts in sequence, like Examples/check-examples.sh.
CI_LAP=$(date +%s.%N)
lap() {
    local now
    now=$(date +%s.%N)
    printf '%s\t%s\tok\n' "$1" "$(python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.0f}")' "$CI_LAP" "$now")" >> "$CI_STEPS"
    CI_LAP=$now
}
