#!/usr/bin/env python3
"""Runs a composite action's steps (action.yml) as the GitHub Actions runner would, as far as a machine
without GitHub can: its `run:` steps for real, in bash with the runner's `-e -o pipefail`, with the runner's
files (GITHUB_OUTPUT per step, GITHUB_STEP_SUMMARY, RUNNER_TEMP) and GITHUB_ACTION_PATH; its `uses:` steps
only recorded, with their `with:` values evaluated, since they are other actions (actions/cache finds no
entry, as on a first run). Expressions (`${{ … }}`, `if:`) are evaluated as the runner evaluates them, for
the subset an action uses: contexts (inputs, steps, runner, github), string, number and boolean literals,
`!`, `==`, `!=` (strings compared ignoring case), `&&`, `||`, parentheses, `always()`, `success()` and
`failure()`; anything else is an error, never a guess. A step without `always()` or `failure()` in its
`if:` runs only while every step before it succeeded, as the runner's implied `success() &&` says.

    python3 .ci/run-composite-action.py ACTION_FOLDER WORKSPACE REPORT.json [--input NAME=VALUE]…
        [--event NAME] [--fork]

Writes REPORT.json: each step (name, ran, exit status, `uses` with its evaluated `with`), the action's
outputs, its conclusion, and the summary and log files. The runner's files go to WORKSPACE/../runner and the
run steps' output to WORKSPACE/../action.log.
Used by .ci/check-ci-entry-points.sh on action.yml.
"""
import argparse, json, os, re, subprocess, sys
import yaml

parser = argparse.ArgumentParser()
parser.add_argument("action")
parser.add_argument("workspace")
parser.add_argument("report")
parser.add_argument("--input", action="append", default=[])
parser.add_argument("--event", default="push")
parser.add_argument("--fork", action="store_true")
arguments = parser.parse_args()

action_folder = os.path.abspath(arguments.action)
workspace = os.path.abspath(arguments.workspace)
action = yaml.safe_load(open(os.path.join(action_folder, "action.yml"), encoding="utf-8"))
if action.get("runs", {}).get("using") != "composite":
    sys.exit("action.yml: not a composite action")

inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
for assignment in arguments.input:
    name, _, value = assignment.partition("=")
    if name not in inputs:
        sys.exit(f"--input {name}: action.yml has no such input")
    inputs[name] = value
# The runner's own files (RUNNER_TEMP, GITHUB_OUTPUT, the step summary) beside the workspace, so that the
# caller's temporary folder holds everything a run leaves.
runner_folder = os.path.join(os.path.dirname(workspace), "runner")
os.makedirs(runner_folder)
runner = {"temp": os.path.join(runner_folder, "temp"), "os": "Linux", "arch": "X64"}
os.makedirs(runner["temp"])
repository = "owner/app"
github = {
    "event_name": arguments.event,
    "repository": repository,
    "event": {"pull_request": {"head": {"repo": {"full_name": "stranger/app" if arguments.fork else repository}}}},
    "action_path": action_folder,
    "workspace": workspace,
}
steps = {}
summary = os.path.join(runner_folder, "step-summary.md")
open(summary, "w").close()
log_path = os.path.join(os.path.dirname(workspace), "action.log")
log = open(log_path, "w", encoding="utf-8")

TOKEN = re.compile(r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<number>\d+(?:\.\d+)?)|(?P<op>==|!=|&&|\|\||!|\(|\))"
                   r"|(?P<call>[A-Za-z_][A-Za-z0-9_]*)\(\)|(?P<path>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*))")


def evaluate(expression, status):
    """The value of an expression, for the subset the module's docstring lists."""
    tokens, position = [], 0
    expression = expression.strip()
    while position < len(expression):
        match = TOKEN.match(expression, position)
        if not match or match.end() == position:
            raise ValueError(f"cannot read the expression at {expression[position:]!r}")
        tokens.append((match.lastgroup, match.group(match.lastgroup)))
        position = match.end()
        while position < len(expression) and expression[position].isspace():
            position += 1

    def lookup(path):
        if path in ("true", "false", "null"):
            return {"true": True, "false": False, "null": None}[path]
        value = {"inputs": inputs, "steps": steps, "runner": runner, "github": github}
        if path.split(".")[0] not in value:
            raise ValueError(f"the context {path.split('.')[0]} is not one this runner knows")
        for part in path.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return value

    def equal(left, right):
        left = "" if left is None else left
        right = "" if right is None else right
        if isinstance(left, str) and isinstance(right, str):
            return left.lower() == right.lower()
        return left == right

    def primary(index):
        kind, text = tokens[index]
        if kind == "op" and text == "!":
            value, index = primary(index + 1)
            return not value, index
        if kind == "op" and text == "(":
            value, index = disjunction(index + 1)
            if index >= len(tokens) or tokens[index] != ("op", ")"):
                raise ValueError(f"no ) in {expression!r}")
            return value, index + 1
        if kind == "string":
            return text[1:-1].replace("''", "'"), index + 1
        if kind == "number":
            return float(text), index + 1
        if kind == "call":
            functions = {"always": True, "success": status == "success", "failure": status == "failure"}
            if text not in functions:
                raise ValueError(f"the function {text}() is not one this runner knows")
            return functions[text], index + 1
        if kind == "path":
            return lookup(text), index + 1
        raise ValueError(f"unexpected {text!r} in {expression!r}")

    def comparison(index):
        left, index = primary(index)
        while index < len(tokens) and tokens[index] in (("op", "=="), ("op", "!=")):
            operator = tokens[index][1]
            right, index = primary(index + 1)
            left = equal(left, right) if operator == "==" else not equal(left, right)
        return left, index

    def conjunction(index):
        left, index = comparison(index)
        while index < len(tokens) and tokens[index] == ("op", "&&"):
            right, index = comparison(index + 1)
            left = left and right
        return left, index

    def disjunction(index):
        left, index = conjunction(index)
        while index < len(tokens) and tokens[index] == ("op", "||"):
            right, index = conjunction(index + 1)
            left = left or right
        return left, index

    value, index = disjunction(0)
    if index != len(tokens):
        raise ValueError(f"unexpected {tokens[index][1]!r} in {expression!r}")
    return value


def text(value):
    return "" if value is None else ("true" if value is True else "false" if value is False else str(value))


def interpolate(template, status):
    return re.sub(r"\$\{\{(.*?)\}\}", lambda match: text(evaluate(match.group(1), status)), str(template))


status = "success"
report_steps = []
for number, step in enumerate(action["runs"]["steps"]):
    name = step.get("name", f"step {number}")
    condition = str(step.get("if", "success()"))
    condition = re.sub(r"^\$\{\{(.*)\}\}$", r"\1", condition.strip(), flags=re.S)
    if not re.search(r"\b(always|failure)\(\)", condition):
        condition = f"success() && ({condition})"
    entry = {"name": name, "ran": bool(evaluate(condition, status))}
    report_steps.append(entry)
    if "uses" in step:
        entry["uses"] = step["uses"]
        entry["with"] = {key: interpolate(value, status) for key, value in step.get("with", {}).items()}
        if step.get("id"):
            steps[step["id"]] = {"outputs": {}, "conclusion": "success" if entry["ran"] else "skipped"}
        continue
    if not entry["ran"]:
        if step.get("id"):
            steps[step["id"]] = {"outputs": {}, "conclusion": "skipped"}
        continue
    if step.get("shell") != "bash":
        sys.exit(f"{name}: only `shell: bash` steps are run here")
    output = os.path.join(runner_folder, f"output-{number}")
    open(output, "w").close()
    environment = dict(os.environ)
    environment.update({key: interpolate(value, status) for key, value in step.get("env", {}).items()})
    environment.update({"GITHUB_ACTION_PATH": action_folder, "GITHUB_WORKSPACE": workspace, "GITHUB_OUTPUT": output,
                        "GITHUB_STEP_SUMMARY": summary, "RUNNER_TEMP": runner["temp"], "RUNNER_OS": runner["os"],
                        "RUNNER_ARCH": runner["arch"], "GITHUB_ACTIONS": "true"})
    script = os.path.join(runner_folder, f"step-{number}.sh")
    with open(script, "w", encoding="utf-8") as file:
        file.write(step["run"])
    log.write(f"== {name}\n")
    log.flush()
    completed = subprocess.run(["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", script], cwd=workspace,
                               env=environment, stdout=log, stderr=subprocess.STDOUT)
    entry["status"] = completed.returncode
    values = {}
    for line in open(output, encoding="utf-8"):
        key, separator, value = line.rstrip("\n").partition("=")
        if separator:
            values[key] = value
    if step.get("id"):
        steps[step["id"]] = {"outputs": values, "conclusion": "success" if completed.returncode == 0 else "failure"}
    if completed.returncode != 0:
        status = "failure"

outputs = {name: interpolate(spec.get("value", ""), status) for name, spec in action.get("outputs", {}).items()}
json.dump({"steps": report_steps, "outputs": outputs, "conclusion": status, "summary": summary, "log": log_path},
          open(arguments.report, "w", encoding="utf-8"), indent=1)
