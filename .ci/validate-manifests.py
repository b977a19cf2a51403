#!/usr/bin/env python3
"""Validates the fixtures' manifests against `integrations schema` with a real validator (jsonschema, from
PyPI). Every good app (every manifest under Fixtures/ but Fixtures/Broken, which `check` must accept, and
a fresh scaffold) validates. Every broken app whose `check` golden reports a structural problem
(`manifest.unknownKey`, `manifest.invalidValue`, `json.syntax` in the manifest) fails validation at the
same place; the other broken apps break rules that span values (routes, records, App Shortcuts), which a
JSON Schema cannot say, and validate (Docs/Manifest.md).

    python3 .ci/validate-manifests.py .build/debug/integrations
"""
import glob, json, os, re, subprocess, sys, tempfile
import jsonschema

binary = sys.argv[1]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
schema = json.loads(subprocess.run([binary, "schema"], capture_output=True, check=True).stdout)
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
failures = []

def errors(path):
    try:
        document = json.load(open(path, encoding="utf-8"))
    except ValueError:
        return None  # not JSON: no schema passes it
    return ["$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in e.path) for e in validator.iter_errors(document)]

# Good apps: every manifest under Fixtures/ but the broken ones (the two fixture apps, every app of
# Fixtures/CodeGen: route parameters of every type, enum lists included, and names Swift reserves), each of
# which `check` must accept too, and a scaffold made now.
scaffold = tempfile.mkdtemp()
subprocess.run([binary, "init", scaffold + "/app", "--name", "Pantry", "--bundle-id", "com.example.pantry", "--scheme", "pantry",
                "--domain", "pantry.example.com"], capture_output=True, check=True)
good = sorted(p for p in glob.glob(os.path.join(root, "Fixtures/**/integrations.json"), recursive=True)
              if not os.path.relpath(p, root).startswith(os.path.join("Fixtures", "Broken") + os.sep))
for required in ["Fixtures/Appcadia/integrations.json", "Fixtures/Simmer/integrations.json", "Fixtures/CodeGen/Everything/integrations.json"]:
    if os.path.join(root, required) not in good:
        failures.append(f"{required}: missing; the good manifests are not where this script looks")
for path in good:
    checked = subprocess.run([binary, "check", "--app", os.path.dirname(path)], capture_output=True)
    if checked.returncode != 0:
        failures.append(f"{path}: a good manifest that check does not accept:\n{checked.stdout.decode()}")
for path in good + [scaffold + "/app/integrations.json"]:
    found = errors(path)
    if found != []:
        failures.append(f"{path}: a good manifest fails the schema at {found}")

# Broken apps: structural problems fail at their place.
for path in sorted(glob.glob(os.path.join(root, "Fixtures/Broken/*/integrations.json"))):
    golden = open(os.path.join(os.path.dirname(path), "expected.json"), encoding="utf-8").read()
    golden = json.loads(golden[:golden.rindex("exit")])
    structural = [d for d in golden if d["code"] in ("manifest.unknownKey", "manifest.invalidValue", "json.syntax")
                  and (d["file"] or "").endswith("integrations.json")]
    found = errors(path)
    if not structural:
        if found:
            failures.append(f"{path}: check finds no structural problem, the schema does: {found}")
        continue
    if found is None:
        continue  # not JSON, as check says (json.syntax)
    for diagnostic in structural:
        # An unknown key is the schema's "additional property" of the object that holds it.
        place = re.sub(r"\.[^.\[]+$", "", diagnostic["path"]) if diagnostic["code"] == "manifest.unknownKey" else diagnostic["path"]
        if place not in found:
            failures.append(f"{path}: check reports {diagnostic['code']} at {diagnostic['path']}; the schema at {found}")

for failure in failures:
    print(failure, file=sys.stderr)
print(f"manifests against the schema: {'ok' if not failures else str(len(failures)) + ' failures'}")
sys.exit(1 if failures else 0)
