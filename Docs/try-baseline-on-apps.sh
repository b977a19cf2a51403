#!/bin/bash
# Docs/CI.md, "On real apps": each app folder (a fetched repository named owner+name under $APPS) is copied
# to $WORK and changed there, never in place. INJECT names the folder of the app target's sources.
# Baseline tryout on real apps: write, re-run clean, shift lines, inject one new problem.
B=${INTEGRATIONS:-$(cd "$(dirname "$0")/.." && pwd)/.build/debug/integrations}
declare -A INJECT=([awaseem+foqos]=Foqos [threema-ch+threema-ios]=Threema/Utilities [instructure+canvas-ios]=Student/Student [ProtonVPN+ios-mac-app]=apps/ios/iOS)
APPS=${APPS:-/tmp/ra-apps}; mkdir -p "${WORK:-/tmp/ci-apps}" && cd "${WORK:-/tmp/ci-apps}"
for app in "$@"; do
  rm -rf "$app"; cp -r "$APPS/$app" "$app"
  s=$(date +%s.%N); $B check --project "$app" --write-baseline "$app.baseline.json" > "$app.first.txt" 2>&1; rc1=$?; t1=$(echo "$(date +%s.%N) - $s" | bc)
  n=$(python3 -c "import json;print(sum(p['count'] for p in json.load(open('$app.baseline.json'))['problems']))")
  s=$(date +%s.%N); $B check --project "$app" --baseline "$app.baseline.json" --strict --json > "$app.second.json" 2>/dev/null; rc2=$?; t2=$(echo "$(date +%s.%N) - $s" | bc)
  # Shift: three lines at the top of every file a baselined problem is in.
  for f in $(python3 -c "import json;print(' '.join(sorted({p['file'] for p in json.load(open('$app.baseline.json'))['problems'] if p['file']})))"); do
    case "$f" in *.swift) printf '// one\n// two\n// three\n' | cat - "$f" > "$f.tmp" && mv "$f.tmp" "$f";; *.plist) python3 - "$f" <<'PY'
import sys; p=sys.argv[1]; s=open(p,encoding='utf-8').read(); i=s.index('<dict>'); open(p,'w',encoding='utf-8').write(s[:i]+'\n\n\n'+s[i:])
PY
    ;; esac
  done
  $B check --project "$app" --baseline "$app.baseline.json" --strict --json > "$app.shifted.json" 2>/dev/null; rc3=$?
  # Inject: a URL the app opens with a scheme it neither registers nor queries.
  dir="$app/${INJECT[$app]}"
  printf 'import UIKit\nfunc injectedCheck() { _ = UIApplication.shared.canOpenURL(URL(string: "injectedscheme://x")!) }\n' > "$dir/InjectedCheck.swift"
  $B check --project "$app" --baseline "$app.baseline.json" --json > "$app.injected.json" 2>/dev/null; rc4=$?
  echo "$app first_rc=$rc1 baselined=$n t_first=${t1}s second_rc=$rc2 second=$(cat $app.second.json | tr -d '\n ' | head -c 60) t_second=${t2}s shifted_rc=$rc3 shifted=$(cat $app.shifted.json | tr -d '\n ' | head -c 40) injected_rc=$rc4 injected=$(python3 -c "import json;print([(d['code'],d['file'].split('/')[-1],d['line']) for d in json.load(open('$app.injected.json'))])") in=$dir"
done
