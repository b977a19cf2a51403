#!/usr/bin/env bash
# Opens every widget preview (the SVG golden files, or the SVGs given) in a real browser, headless
# Chromium, and writes one PNG per file plus a contact sheet of all of them.
#
#   bash Docs/preview-widgets.sh [OUT_DIR] [FILE.svg ...]     # default OUT_DIR: /tmp/widget-previews
#
# Needs chromium (Debian: apt-get install chromium fonts-noto-cjk). Docs/Widgets.md, "Previews".
set -euo pipefail
out=${1:-/tmp/widget-previews}
shift || true
here=$(cd "$(dirname "$0")/.." && pwd)
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=("$here"/Tests/IntegrationsWidgetsTests/Golden/*.svg); fi
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "preview-widgets: no chromium on PATH; install it (apt-get install chromium fonts-noto-cjk)" >&2
  exit 2
fi
mkdir -p "$out"
sheet="$out/index.html"
echo '<!doctype html><meta charset="utf-8"><body style="margin:8px;background:#f2f2f7;font:11px sans-serif">' > "$sheet"
for file in "${files[@]}"; do
  name=$(basename "$file" .svg)
  path=$(cd "$(dirname "$file")" && pwd)/$(basename "$file")
  size=$(sed -n 's/^<svg [^>]*width="\([0-9]*\)" height="\([0-9]*\)".*/\1,\2/p' "$file" | head -1)
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
    --screenshot="$out/$name.png" "file://$path" >/dev/null 2>&1
  echo "<div style='display:inline-block;margin:4px;vertical-align:top'><div>$name</div><img src='file://$path'></div>" >> "$sheet"
done
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,900 \
  --screenshot="$out/sheet.png" "file://$sheet" >/dev/null 2>&1
echo "$out/sheet.png and one PNG per widget in $out"
