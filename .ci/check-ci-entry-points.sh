#!/usr/bin/env bash
# The ready-made CI entry points (Docs/CI.md, "Ready-made entry points"), run as far as a machine without
# GitHub, GitLab or a Docker daemon can:
#  1. action.yml and CI/gitlab/integrations.gitlab-ci.yml are valid against the schemas check-jsonschema
#     vendors (SchemaStore's for action metadata, GitLab's own for .gitlab-ci.yml), and so are Docs/CI.md's
#     examples of them; and they have the shape they promise (PyYAML): the inputs and outputs, the upload
#     step that runs also when the check failed, no `${{ … }}` inside any `run:` script (inputs reach the
#     shell through `env:` only), the GitLab job's reports and exit codes.
#  2. action.yml itself, its steps run as the runner runs them (.ci/run-composite-action.py: the run steps
#     for real, the uses steps recorded) on a copy of Fixtures/Projects/Larder (a project with findings),
#     with `swift` standing in for the build and the toolkit's debug build as its product: exit-code 2, a
#     SARIF log valid for code scanning (.ci/validate-sarif.py) handed to the upload step, the summary's
#     table, the annotations; with a missing baseline exit-code 1 and still a valid log uploaded; 64 for
#     `strict: yes`; no upload from a fork's pull request, one from the repository's own.
#  3. The GitLab job's script lines, read from the template and run by bash with GitLab's `set -eo pipefail`
#     and the template's variables, the binary given by INTEGRATIONS: findings fail the job (exit 1), pass
#     as an allowed failure with INTEGRATIONS_ALLOW_FINDINGS=true (exit 2, in allow_failure:exit_codes),
#     and a missing baseline fails it even then; the Code Quality JSON and the JUnit XML parse.
#  4. The Dockerfile, parsed by BuildKit's own parser (PyPI's `dockerfile`; no daemon here to build it): its
#     stages, the one product built, only the binary copied into the runtime stage, its entry point.
# Needs the toolkit's debug build (`swift build` or the tests step) and PyPI's check-jsonschema and
# dockerfile (installed when missing, as .ci/run installs jsonschema). Takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
binary=${INTEGRATIONS:-$root/.build/debug/integrations}
[ -x "$binary" ] || { echo "error: no $binary: build the toolkit first (swift build)." >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The app's repository as a CI job checks it out: Fixtures/Projects/Larder copied to a folder of its own
# with a .git, checked with the default --project . from its root, as the action and the job run.
new_checkout() {
    mkdir -p "$1/.git"
    cp -R "$root/Fixtures/Projects/Larder/." "$1/"
}

python3 -c "import check_jsonschema, dockerfile" 2> /dev/null || python3 -m pip install --quiet check-jsonschema dockerfile

echo "== 1. action.yml and the GitLab template: their schemas and structure"
# Docs/CI.md's examples: the workflow that uses the action (an `on:` added, as the page shows only its
# jobs) and the .gitlab-ci.yml that includes the template.
python3 - "$work" <<'PY'
import os, re, sys
page = open("Docs/CI.md", encoding="utf-8").read()
blocks = re.findall(r"```yaml\n(.*?)```", page, re.S)
workflow = [b for b in blocks if "uses: swift-platform-integrations/swift-platform-integrations@" in b]
include = [b for b in blocks if "CI/gitlab/integrations.gitlab-ci.yml" in b and b.startswith("include:")]
if len(workflow) != 1 or len(include) != 1:
    sys.exit("Docs/CI.md: expected one workflow using the action and one include: of the GitLab template")
open(os.path.join(sys.argv[1], "docs-workflow.yml"), "w", encoding="utf-8").write("on: push\n" + workflow[0])
open(os.path.join(sys.argv[1], "docs-gitlab-ci.yml"), "w", encoding="utf-8").write(include[0])
PY
python3 -m check_jsonschema --builtin-schema vendor.github-actions action.yml
python3 -m check_jsonschema --builtin-schema vendor.github-workflows "$work/docs-workflow.yml"
python3 -m check_jsonschema --builtin-schema vendor.gitlab-ci CI/gitlab/integrations.gitlab-ci.yml "$work/docs-gitlab-ci.yml"
python3 - <<'PY'
import re, sys, yaml
problems = []
def need(condition, message):
    if not condition:
        problems.append(message)

action = yaml.safe_load(open("action.yml", encoding="utf-8"))
need(action.get("runs", {}).get("using") == "composite", "action.yml: runs.using is not composite")
inputs = action.get("inputs", {})
for name, default in {"project": ".", "baseline": "", "strict": "false", "config": "", "upload-sarif": "true", "category": "integrations"}.items():
    need(name in inputs, f"action.yml: no input {name}")
    need(str(inputs.get(name, {}).get("default")) == default, f"action.yml: input {name}'s default is not {default!r}")
need(set(action.get("outputs", {})) == {"exit-code", "sarif-file"}, "action.yml: outputs are not exit-code and sarif-file")
steps = action["runs"]["steps"]
for step in steps:
    if "run" in step:
        need("${{" not in step["run"], f"action.yml: step {step.get('name')!r} has an expression inside its run: script")
        need(step.get("shell") == "bash", f"action.yml: step {step.get('name')!r} does not run in bash")
        need(re.fullmatch(r'bash "\$GITHUB_ACTION_PATH/CI/github/[a-z-]+\.sh"( [a-z]+)?', step["run"].strip()) is not None,
             f"action.yml: step {step.get('name')!r} runs more than one of CI/github's scripts")
uses = [step.get("uses", "") for step in steps]
need(any(u.startswith("actions/cache/restore@") for u in uses) and any(u.startswith("actions/cache/save@") for u in uses),
     "action.yml: the binary is not restored and saved with actions/cache")
check = next((s for s in steps if s.get("id") == "check"), {})
need(check.get("run", "").strip().endswith("run-check.sh\""), "action.yml: the check step does not run CI/github/run-check.sh")
for name in ("project", "baseline", "config", "strict"):
    need(any(f"inputs.{name}" in str(value) for value in check.get("env", {}).values()), f"action.yml: input {name} does not reach the check through env:")
upload = next((s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")), None)
need(upload is not None, "action.yml: no upload-sarif step")
if upload:
    condition = upload.get("if", "")
    need(condition.startswith("always()"), "action.yml: the upload step does not run when the check failed (if: always() …)")
    need("inputs.upload-sarif == 'true'" in condition, "action.yml: the upload step does not honour upload-sarif")
    need(upload.get("with", {}).get("category") == "${{ inputs.category }}", "action.yml: the upload has no category")
    need("steps.check.outputs.sarif-file" in upload.get("with", {}).get("sarif_file", ""), "action.yml: the upload is not the check's log")
    need(steps.index(upload) > steps.index(check), "action.yml: the upload comes before the check")

gitlab = yaml.safe_load(open("CI/gitlab/integrations.gitlab-ci.yml", encoding="utf-8"))
job = gitlab.get("integrations-check", {})
need(set(gitlab) == {"integrations-check"}, "GitLab template: defines more than the job (global keys would change the including pipeline)")
need(str(job.get("image", "")).startswith("swift:"), "GitLab template: the image is not a Swift image")
need(job.get("artifacts", {}).get("when") == "always", "GitLab template: the reports are not kept when the job fails")
reports = job.get("artifacts", {}).get("reports", {})
need(reports.get("codequality") == "gl-code-quality-report.json" and reports.get("junit") == "integrations-junit.xml", "GitLab template: the codequality and junit reports are not declared")
need(job.get("allow_failure") == {"exit_codes": [2, 5]}, "GitLab template: allow_failure is not exit_codes [2, 5]")
need("$INTEGRATIONS_TOOLKIT_REF" in str(job.get("cache", {}).get("key")), "GitLab template: the cache is not keyed on the toolkit's ref")
variables = job.get("variables", {})
for name in ("INTEGRATIONS", "INTEGRATIONS_PROJECT", "INTEGRATIONS_BASELINE", "INTEGRATIONS_CONFIG", "INTEGRATIONS_STRICT", "INTEGRATIONS_ALLOW_FINDINGS", "INTEGRATIONS_TOOLKIT_REF"):
    need(name in variables, f"GitLab template: no variable {name}")
script = "\n".join(job.get("script", []))
need("--reporter codeclimate > gl-code-quality-report.json" in script and "--reporter junit > integrations-junit.xml" in script, "GitLab template: the script does not write both reports")
need("--product integrations" in script, "GitLab template: the script does not build the integrations product")

if problems:
    sys.exit("\n".join(problems))
print(f"action.yml: {len(inputs)} inputs, {len(steps)} steps; GitLab template: job integrations-check, {len(job['script'])} script items")
PY

echo "== 2. The action, its steps run as the runner runs them (.ci/run-composite-action.py)"
# `swift` stands in for the toolchain, so the action's build step runs without building: it records the
# command and hands over the toolkit's debug build as the product.
mkdir -p "$work/bin"
cat > "$work/bin/swift" <<STUB
#!/usr/bin/env bash
case "\$*" in
    --version) echo "Swift version (stand-in)" ;;
    *--show-bin-path*) echo "$work/swift-bin" ;;
    build*) mkdir -p "$work/swift-bin" && ln -sf "$binary" "$work/swift-bin/integrations" && echo "swift \$*" >> "$work/swift.log" ;;
    *) echo "swift stand-in: \$*" >&2; exit 1 ;;
esac
STUB
chmod +x "$work/bin/swift"
expect() {  # expect WHAT ACTUAL EXPECTED
    [ "$2" = "$3" ] || { echo "error: $1 is \"$2\", not \"$3\"" >&2; exit 1; }
}
# run_action NAME EXIT UPLOADS [--input NAME=VALUE…] [--event E] [--fork]: action.yml on a fresh checkout;
# the action's exit-code must be EXIT, and the upload step run or not (UPLOADS yes|no) with the check's log.
run_action() {
    local name=$1 exit=$2 uploads=$3 folder=$work/$1
    shift 3
    new_checkout "$folder/checkout"
    PATH="$work/bin:$PATH" python3 .ci/run-composite-action.py . "$folder/checkout" "$folder/report.json" "$@"
    python3 - "$folder/report.json" "$exit" "$uploads" "$name" <<'PY'
import json, os, sys
report, exit, uploads, name = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3] == "yes", sys.argv[4]
steps = {step["name"]: step for step in report["steps"]}
problems = []
if report["outputs"]["exit-code"] != exit:
    problems.append(f"exit-code is {report['outputs']['exit-code']!r}, not {exit!r}")
if report["conclusion"] != ("success" if exit == "0" else "failure"):
    problems.append(f"the action's conclusion is {report['conclusion']}")
check = steps["integrations check"]
if check.get("status") != int(exit):
    problems.append(f"the check step exited {check.get('status')}, not {exit}")
upload = steps["Upload to code scanning"]
if upload["ran"] != uploads:
    problems.append("the upload step ran" if upload["ran"] else "the upload step did not run")
if upload["ran"]:
    sarif = upload["with"]["sarif_file"]
    if sarif != report["outputs"]["sarif-file"] or not os.path.getsize(sarif):
        problems.append(f"the upload is not the check's log: {sarif}")
    if upload["with"]["category"] != "integrations":
        problems.append(f"the upload's category is {upload['with']['category']!r}")
restore, save = steps["Restore the integrations binary"], steps["Cache the integrations binary"]
if restore["with"] != save["with"] or not restore["with"]["key"].startswith("integrations-Linux-X64-"):
    problems.append(f"the cache is not restored and saved under one key: {restore['with']} / {save['with']}")
if problems:
    tail = open(report["log"], encoding="utf-8", errors="replace").read().splitlines()[-12:]
    sys.exit("\n".join(f"error: the action ({name}): {problem}" for problem in problems) + "\nThe end of its log:\n" + "\n".join(tail))
PY
}

run_action findings 2 yes
report=$work/findings/report.json
sarif=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["outputs"]["sarif-file"])' "$report")
python3 .ci/validate-sarif.py "$sarif" > /dev/null
summary=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["summary"])' "$report")
grep -q '^| severity | code | file:line | message |$' "$summary" || { echo "error: the step summary has no Markdown table" >&2; exit 1; }
grep -q '^::error file=Larder/' "$work/findings/action.log" || { echo "error: no annotation in the action's log" >&2; exit 1; }
expect "the action's build" "$(sort -u "$work/swift.log")" "swift build -c release --product integrations --package-path $root -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --static-swift-stdlib -Xlinker --no-export-dynamic"

run_action no-baseline 1 yes --input baseline=no-such-baseline.json
sarif=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["outputs"]["sarif-file"])' "$work/no-baseline/report.json")
python3 .ci/validate-sarif.py "$sarif" \
    || { echo "error: the SARIF log of a check stopped by a missing baseline (exit 1) is not one code scanning reads as .ci/validate-sarif.py requires" >&2; exit 1; }
run_action bad-strict 64 no --input strict=yes
run_action fork 2 no --event pull_request --fork
run_action same-repository-pull-request 2 yes --event pull_request
echo "the action: exit 2 on Larder with SARIF uploaded, summary and annotations; 1 with a missing baseline, uploaded; 64 for strict: yes; no upload from a fork's pull request, one from the repository's own"

echo "== 3. The GitLab job's script"
python3 - "$work/gitlab" <<'PY'
import os, shlex, sys, yaml
job = yaml.safe_load(open("CI/gitlab/integrations.gitlab-ci.yml", encoding="utf-8"))["integrations-check"]
os.makedirs(sys.argv[1])
with open(os.path.join(sys.argv[1], "job.sh"), "w", encoding="utf-8") as script:
    script.write("\n".join(job["script"]) + "\n")
with open(os.path.join(sys.argv[1], "variables.sh"), "w", encoding="utf-8") as variables:
    for name, value in job["variables"].items():
        variables.write(f"export {name}={shlex.quote(str(value))}\n")
PY
# run_gitlab NAME [VAR=VALUE…]: the job's script as GitLab's shell runs it (bash, set -eo pipefail, from
# the checkout's root, the job's variables exported, then the caller's); prints the job's exit code.
run_gitlab() {
    local name=$1 folder=$work/gitlab/$1 status=0
    shift
    new_checkout "$folder"
    (cd "$folder" && source "$work/gitlab/variables.sh" \
        && env INTEGRATIONS="$binary" "$@" bash -eo pipefail "$work/gitlab/job.sh" > "$work/gitlab/$name.log" 2>&1) || status=$?
    echo "$status"
}
# The first run builds, as when the cache has no binary: the toolkit fetched at a commit (here from this
# repository, by path) into a temporary folder outside the project, built (`swift` and `apt-get` stand
# in), and the binary left where the cache keeps it. The others are given the binary.
cat > "$work/bin/apt-get" <<'STUB'
#!/usr/bin/env bash
exit 0
STUB
chmod +x "$work/bin/apt-get"
: > "$work/swift.log"
mkdir -p "$work/tmp"
expect "the GitLab job's exit with findings" "$(run_gitlab findings PATH="$work/bin:$PATH" TMPDIR="$work/tmp" INTEGRATIONS=.integrations-bin/integrations \
    INTEGRATIONS_TOOLKIT_URL="$root" INTEGRATIONS_TOOLKIT_REF="$(git rev-parse HEAD)")" 1
grep -q "INTEGRATIONS_ALLOW_FINDINGS=true lets them pass" "$work/gitlab/findings.log" || { echo "error: the job does not say how to let findings pass" >&2; exit 1; }
[ -x "$work/gitlab/findings/.integrations-bin/integrations" ] || { echo "error: the GitLab job left no binary in .integrations-bin/" >&2; exit 1; }
toolkit=$(sed -n 's/^swift build .* --package-path \(.*\)$/\1/p' "$work/swift.log" | sort -u)
expect "the GitLab job's build" "$(sort -u "$work/swift.log")" "swift build -c release --product integrations --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic --package-path $toolkit"
case "$toolkit" in "$work/tmp/"*) ;; *) echo "error: the GitLab job fetched the toolkit into $toolkit, not a temporary folder" >&2; exit 1 ;; esac
expect "the toolkit the GitLab job fetched" "$(git -C "$toolkit" rev-parse HEAD)" "$(git rev-parse HEAD)"
expect "the GitLab job's exit with findings allowed" "$(run_gitlab allowed INTEGRATIONS_ALLOW_FINDINGS=true)" 2
expect "the GitLab job's exit with a missing baseline, findings allowed" \
    "$(run_gitlab no-baseline INTEGRATIONS_ALLOW_FINDINGS=true INTEGRATIONS_BASELINE=no-such-baseline.json)" 1
python3 - "$work/gitlab" <<'PY'
import json, os, sys
import xml.etree.ElementTree as ElementTree
for case in ("findings", "allowed", "no-baseline"):
    folder = os.path.join(sys.argv[1], case)
    issues = json.load(open(os.path.join(folder, "gl-code-quality-report.json"), encoding="utf-8"))
    assert isinstance(issues, list) and issues, f"{case}: the Code Quality report is not a list of issues"
    for issue in issues:
        assert {"description", "check_name", "fingerprint", "severity", "location"} <= set(issue), f"{case}: an issue lacks a Code Quality key: {sorted(issue)}"
        assert not issue["location"]["path"].startswith("/"), f"{case}: {issue['location']['path']} is not from the repository's root"
    suites = ElementTree.parse(os.path.join(folder, "integrations-junit.xml")).getroot()
    assert suites.tag in ("testsuites", "testsuite"), f"{case}: the JUnit root is <{suites.tag}>"
    assert any(True for _ in suites.iter("testcase")), f"{case}: no test case in the JUnit report"
print("Code Quality JSON and JUnit XML parse in the three runs")
PY
echo "the GitLab job: exit 1 on findings, 2 when allowed, 1 on a missing baseline even then; the build fetches the ref outside the project"

echo "== 4. The Dockerfile (parsed: no Docker daemon on this machine to build it)"
python3 - <<'PY'
import re, sys
import dockerfile
commands = dockerfile.parse_file("Dockerfile")
problems = []
stages = [i for i, c in enumerate(commands) if c.cmd == "FROM"]
froms = [" ".join(commands[i].value) for i in stages]
if froms != ["swift:${SWIFT_VERSION}-jammy AS build", "ubuntu:${UBUNTU_VERSION} AS runtime"]:
    problems.append(f"expected a swift:…-jammy build stage and an ubuntu runtime stage: {froms}")
arguments = dict(c.value[0].split("=", 1) for c in commands if c.cmd == "ARG" and "=" in c.value[0])
docs = open("Docs/CI.md", encoding="utf-8").read()
if f"container: swift:{arguments.get('SWIFT_VERSION')}" not in docs:
    problems.append(f"the Dockerfile's Swift version {arguments.get('SWIFT_VERSION')} is not the one Docs/CI.md's workflows name")
build, runtime = (commands[stages[0]:stages[1]], commands[stages[1]:]) if len(stages) == 2 else ([], [])
builds = [c.value[0] for c in build if c.cmd == "RUN" and "swift build" in c.value[0]]
products = {p for line in builds for p in re.findall(r"--product (\S+)", line)}
flags = "--static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic"
if len(builds) != 1 or products != {"integrations"} or builds[0].count("swift build") != builds[0].count(flags):
    problems.append(f"the build stage does not build exactly --product integrations with {flags}: {builds}")
copies = [(c.flags, c.value) for c in runtime if c.cmd in ("COPY", "ADD")]
if copies != [(("--from=build",), ("/out/integrations", "/usr/local/bin/integrations"))]:
    problems.append(f"the runtime stage copies more than the binary: {copies}")
last = {c.cmd: c for c in runtime}
if "ENTRYPOINT" not in last or last["ENTRYPOINT"].value != ("integrations",) or not last["ENTRYPOINT"].json:
    problems.append('the runtime stage\'s entry point is not ["integrations"]')
if "WORKDIR" not in last or last["WORKDIR"].value != ("/work",):
    problems.append("the runtime stage's working directory is not /work")
ignored = open(".dockerignore", encoding="utf-8").read().split()
for path in (".git", ".build", "Docs"):
    if path not in ignored:
        problems.append(f".dockerignore does not keep {path} out of the context")
if problems:
    sys.exit("\n".join(problems))
print(f"Dockerfile: {froms[0]} / {froms[1]}; builds --product integrations; the runtime stage holds only the binary")
PY
echo "CI entry points: ok"
