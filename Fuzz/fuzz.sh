#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer, release) and runs them. Docs/Fuzzing.md.
#
#   bash Fuzz/fuzz.sh TARGET SECONDS [libFuzzer flags…]   fuzz one target for that long
#   bash Fuzz/fuzz.sh --smoke [SECONDS]                   every target briefly (CI; default 5 s each)
#   bash Fuzz/fuzz.sh --regressions                       replay every input in Fuzz/Regressions once
#   bash Fuzz/fuzz.sh --merge TARGET                      minimise the work corpus into Fuzz/Corpus/TARGET
#   bash Fuzz/fuzz.sh --list                              the targets
#
# Exit 0 when nothing was found; libFuzzer's exit code (crash, sanitizer report, slow input) otherwise,
# with the input in .build-fuzz/artifacts/TARGET/.
set -euo pipefail
# Swift's own crash reporter and libFuzzer's would both handle a crash; libFuzzer's keeps the input.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer reports the Swift runtime's lazily built caches (metadata, a static Regex's program) as
# leaks at exit; memory that grows with inputs is caught by -rss_limit_mb instead.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
scratch="$root/.build-fuzz"
# FUZZ_BINARY runs an already built binary (a copy, so that a rebuild does not replace it under a long run).
binary=${FUZZ_BINARY:-"$scratch/release/integrations-fuzz"}

targets=(router url-roundtrip aasa query analyzer phrase manifest items trigger apns activity widget-timeline clip-transfer swift-source project-files project-yml codegen configuration baseline suppressions objective-c-source)

# The dictionary and the largest input of each target (its documented limit, and a little over it).
dictionary() {
  case "$1" in
    router|url-roundtrip) echo url ;;
    aasa) echo aasa ;;
    query) echo query ;;
    manifest|items|trigger|apns|activity|clip-transfer|codegen|baseline) echo json ;;
    configuration) echo configuration ;;
    *) echo "" ;;
  esac
}
max_len() {
  case "$1" in
    manifest|configuration|baseline) echo 65536 ;;
    aasa|items|clip-transfer|codegen) echo 16384 ;;
    activity|swift-source|project-files|project-yml|suppressions|objective-c-source) echo 8192 ;;
    query|router|url-roundtrip|analyzer|apns) echo 5000 ;;
    phrase|trigger) echo 1024 ;;
    widget-timeline) echo 64 ;;
  esac
}

build() {
  [ -z "${FUZZ_BINARY:-}" ] || return 0
  swift build --package-path "$here" -c release --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address >&2
}

# Runs one target: the kept corpus and the work corpus, slow inputs (over FUZZ_SLOW_MS, 100 ms) as bugs.
run() {
  local target=$1 seconds=$2
  shift 2
  local work="$scratch/corpus/$target" artifacts="$scratch/artifacts/$target"
  mkdir -p "$work" "$artifacts" "$scratch/logs"
  local flags=(-max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-1}" -rss_limit_mb=4096 -max_len="$(max_len "$target")"
               -print_final_stats=1 -artifact_prefix="$artifacts/")
  local dict
  dict=$(dictionary "$target")
  if [ -n "$dict" ]; then flags+=(-dict="$here/Dictionaries/$dict.dict"); fi
  echo "fuzzing $target for ${seconds}s" >&2
  FUZZ_TARGET=$target FUZZ_SLOW_MS=${FUZZ_SLOW_MS:-100} "$binary" "${flags[@]}" "$@" "$work" "$here/Corpus/$target" \
    2> >(tee "$scratch/logs/$target.log" | grep -E "^(#[0-9]+ +(INITED|DONE)|stat::number_of_executed_units|stat::peak_rss_mb|==|SUMMARY|Fatal|.*property broken|.*slow input)" >&2)
}

# Replays the inputs fuzzing found (Fuzz/Regressions/<target>-<what it broke>), each once.
regressions() {
  for target in "${targets[@]}"; do
    local found=("$here"/Regressions/"$target"-*)
    [ -e "${found[0]}" ] || continue
    echo "replaying ${#found[@]} regression input(s) of $target" >&2
    FUZZ_TARGET=$target "$binary" -timeout="${FUZZ_TIMEOUT:-1}" "${found[@]}" 2> "$scratch/logs/$target-regressions.log" \
      || { cat "$scratch/logs/$target-regressions.log" >&2; return 1; }
  done
}

# The whole command is read before it runs (one function, called and followed by exit on one line), so
# that editing this file during a long run does not make bash read the changed file mid-run.
main() {
  case "${1:-}" in
    --list)
      printf '%s\n' "${targets[@]}" ;;
    --regressions)
      build
      regressions ;;
    --smoke)
      build
      mkdir -p "$scratch/logs"
      regressions
      # A loaded CI machine is no place to time 100 ms: the smoke run looks for crashes and hangs. An input
      # slower than 500 ms twice is still a bug (FUZZ_SLOW_MS measures each slow input again); libFuzzer's own
      # timeout, one wall-clock measurement, stopped a CI run once on an input no local run found slow, so
      # here it only catches hangs (10 s).
      export FUZZ_SLOW_MS=${FUZZ_SLOW_MS:-500} FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}
      for target in "${targets[@]}"; do run "$target" "${2:-5}"; done ;;
    --merge)
      build
      target=$2
      fresh=$(mktemp -d)
      FUZZ_TARGET=$target "$binary" -merge=1 -max_len="$(max_len "$target")" "$fresh" "$here/Corpus/$target" "$scratch/corpus/$target" >&2
      rm -rf "$here/Corpus/$target" && mv "$fresh" "$here/Corpus/$target"
      echo "Fuzz/Corpus/$target: $(ls "$here/Corpus/$target" | wc -l) inputs" >&2 ;;
    ""|-h|--help)
      sed -n '2,12p' "$0" ;;
    *)
      build
      run "$@" ;;
  esac
}
main "$@"; exit
