#!/usr/bin/env bash
# The ready-made CI entry points (Docs/CI.md, "Ready-made entry points"), run as far as a machine without
# GitHub, GitLab or a Docker daemon can:
#  1. action.yml and CI/gitlab/integrations.gitlab-ci.yml are valid against the schemas check-jsonschema
#     vendors (SchemaStore's for action metadata, GitLab's own for .gitlab-ci.yml), and so are Docs/CI.md's
#     examples of them; and they have the shape they promise (PyYAML): the inputs and outputs, the upload
#     step that runs also when the check failed, no `${{ … }}` inside any `run:` script (inputs reach the
#     shell through `env:` only), the GitLab job's reports and exit codes.
#  2. The action's own scripts: the cache key, and CI/github/run-check.sh on Fixtures/Projects/Larder (a
#     project with findings) with the toolkit's debug build, as the runner would run it (GITHUB_OUTPUT and
#     GITHUB_STEP_SUMMARY in a temporary folder): exit-code 2, a SARIF log valid for code scanning
#     (.ci/validate-sarif.py), the summary's table; with a missing baseline, exit-code 1 and still a valid log.
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

echo "== 2. The action's scripts"
GITHUB_OUTPUT=$work/key.txt RUNNER_OS=Linux RUNNER_ARCH=X64 RUNNER_TEMP=$work bash CI/github/integrations-binary.sh key
grep -Eq '^key=integrations-Linux-X64-[0-9a-f]{32}$' "$work/key.txt" || { cat "$work/key.txt"; echo "error: the cache key is not integrations-OS-ARCH-HASH" >&2; exit 1; }

# run_action NAME [VAR=VALUE…]: CI/github/run-check.sh as the action's check step runs it (from the
# checkout's root, the inputs' defaults, the runner's files in a folder of their own); prints exit-code.
run_action() {
    local name=$1 folder=$work/$1
    shift
    mkdir -p "$folder"
    new_checkout "$folder/checkout"
    : > "$folder/output.txt"
    : > "$folder/summary.md"
    (cd "$folder/checkout" && env INTEGRATIONS="$binary" INTEGRATIONS_PROJECT=. INTEGRATIONS_BASELINE= INTEGRATIONS_CONFIG= \
        INTEGRATIONS_STRICT=false RUNNER_TEMP="$folder" GITHUB_OUTPUT="$folder/output.txt" GITHUB_STEP_SUMMARY="$folder/summary.md" "$@" \
        bash "$root/CI/github/run-check.sh" > "$folder/log.txt" 2>&1) || true
    sed -n 's/^exit-code=//p' "$folder/output.txt"
}
expect() {  # expect WHAT ACTUAL EXPECTED
    [ "$2" = "$3" ] || { echo "error: $1 is \"$2\", not \"$3\"" >&2; exit 1; }
}

code=$(run_action findings)
expect "the action's exit-code on Larder" "$code" 2
grep -q "^sarif-file=$work/findings/integrations.sarif\$" "$work/findings/output.txt" || { echo "error: no sarif-file output" >&2; exit 1; }
grep -q '^| severity | code | file:line | message |$' "$work/findings/summary.md" || { echo "error: the step summary has no Markdown table" >&2; exit 1; }
grep -q '^::error file=Larder/' "$work/findings/log.txt" || { echo "error: no annotation in the step's log" >&2; exit 1; }
python3 .ci/validate-sarif.py "$work/findings/integrations.sarif" > /dev/null

code=$(run_action no-baseline INTEGRATIONS_BASELINE=no-such-baseline.json)
expect "the action's exit-code with a missing baseline" "$code" 1
[ -s "$work/no-baseline/integrations.sarif" ] || { echo "error: no SARIF log with a missing baseline" >&2; exit 1; }
python3 .ci/validate-sarif.py "$work/no-baseline/integrations.sarif" \
    || { echo "error: the SARIF log of a check stopped by a missing baseline (exit 1) is not one code scanning reads as .ci/validate-sarif.py requires" >&2; exit 1; }

code=$(run_action bad-strict INTEGRATIONS_STRICT=yes)
expect "the action's exit-code with strict: yes" "$code" 64

echo "== 3. The GitLab job's script"
python3 - "$work/gitlab" <<'PY'
import os, sys, yaml
job = yaml.safe_load(open("CI/gitlab/integrations.gitlab-ci.yml", encoding="utf-8"))["integrations-check"]
os.makedirs(sys.argv[1])
with open(os.path.join(sys.argv[1], "job.sh"), "w", encoding="utf-8") as script:
    script.write("\n".join(job["script"]) + "\n")
with open(os.path.join(sys.argv[1], "variables.sh"), "w", encoding="utf-8") as variables:
    for name, value in job["variables"].items():
        variables.write(f"export {name}={str(value)!r}\n")
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
expect "the GitLab job's exit with findings" "$(run_gitlab findings)" 1
grep -q "INTEGRATIONS_ALLOW_FINDINGS=true lets them pass" "$work/gitlab/findings.log" || { echo "error: the job does not say how to let findings pass" >&2; exit 1; }
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
    assert suites.iter("testcase"), f"{case}: no test case in the JUnit report"
print("Code Quality JSON and JUnit XML parse in the three runs")
PY

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
if len(builds) != 1 or products != {"integrations"} or builds[0].count("swift build") != builds[0].count("--static-swift-stdlib"):
    problems.append(f"the build stage does not build exactly --product integrations with --static-swift-stdlib: {builds}")
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
