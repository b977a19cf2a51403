#!/usr/bin/env bash
# The check step of action.yml (the composite GitHub Action at the repository's root); .ci/run runs the same
# script on a fixture (.ci/check-ci-entry-points.sh). It runs `integrations check --project` three times,
# with the same options each time:
#   - `--reporter sarif` into $INTEGRATIONS_SARIF, for code scanning (the action's next step uploads it);
#   - `--reporter github-actions`: the annotations, on the pull request's diff;
#   - `--reporter markdown` appended to $GITHUB_STEP_SUMMARY, when set: the job's summary page.
# It exits with the check's code (the SARIF run's): 0 nothing fails, 2 errors found, 5 only warnings that
# fail a strict check, 1 the check itself failed (its SARIF log still holds the reason), 64 a usage error.
# Outputs (to $GITHUB_OUTPUT, when set): exit-code, and sarif-file when the log is not empty.
#
# Everything comes from the environment, never from the script's text, so an input's value is never read
# as shell (GitHub's security hardening guide, "Understanding the risk of script injections"):
#   INTEGRATIONS           the binary (required)
#   INTEGRATIONS_PROJECT   the project folder (default .)
#   INTEGRATIONS_BASELINE  --baseline FILE, when not empty
#   INTEGRATIONS_CONFIG    --config FILE, when not empty
#   INTEGRATIONS_STRICT    true or false (default false): --strict
#   INTEGRATIONS_SARIF     where the SARIF log goes (default $RUNNER_TEMP/integrations.sarif, else ./integrations.sarif)
set -uo pipefail

output() {
    [ -z "${GITHUB_OUTPUT:-}" ] || printf '%s=%s\n' "$1" "$2" >> "$GITHUB_OUTPUT"
}
# fail CODE MESSAGE: the step's end before any check ran (1 the action itself is broken, 64 an input).
fail() {
    printf 'error: %s\n' "$2" >&2
    output exit-code "$1"
    exit "$1"
}

binary=${INTEGRATIONS:-}
if [ -z "$binary" ] || [ ! -x "$binary" ]; then
    fail 1 "INTEGRATIONS names no executable file (\"$binary\"): set it to the integrations binary."
fi
project=${INTEGRATIONS_PROJECT:-.}
[ -n "$project" ] || project=.
sarif=${INTEGRATIONS_SARIF:-${RUNNER_TEMP:-.}/integrations.sarif}

args=(check --project "$project")
[ -z "${INTEGRATIONS_BASELINE:-}" ] || args+=(--baseline "$INTEGRATIONS_BASELINE")
[ -z "${INTEGRATIONS_CONFIG:-}" ] || args+=(--config "$INTEGRATIONS_CONFIG")
case "${INTEGRATIONS_STRICT:-false}" in
    true) args+=(--strict) ;;
    false | "") ;;
    *) fail 64 "the input strict is \"$INTEGRATIONS_STRICT\"; it must be true or false." ;;
esac

mkdir -p "$(dirname "$sarif")"
"$binary" "${args[@]}" --reporter sarif > "$sarif"
code=$?
output exit-code "$code"
[ ! -s "$sarif" ] || output sarif-file "$sarif"

# The same check again for the annotations and the summary; its summary line on standard error was printed
# by the run above.
"$binary" "${args[@]}" --reporter github-actions 2> /dev/null
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    "$binary" "${args[@]}" --reporter markdown >> "$GITHUB_STEP_SUMMARY" 2> /dev/null
fi

case "$code" in
    0) echo "integrations check: nothing fails the check." ;;
    2) echo "integrations check: errors found (exit 2)." ;;
    5) echo "integrations check: warnings fail this strict check (exit 5)." ;;
    1) echo "integrations check: the check itself failed (exit 1); the reason is above and in the SARIF log." ;;
    *) echo "integrations check: exit $code." ;;
esac
exit "$code"
