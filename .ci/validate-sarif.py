#!/usr/bin/env python3
"""Validates SARIF logs against the OASIS SARIF 2.1.0 schema vendored in the repository
(Tests/IntegrationsReportingTests/Schemas/sarif-schema-2.1.0.json) with a real validator (jsonschema, from
PyPI), its `uri` and `uri-reference` formats checked as RFC 3986 says, and then against what GitHub code
scanning reads ("SARIF support for code scanning", docs.github.com): one run, a rule for every result's
ruleId at its ruleIndex, a message, partialFingerprints, and locations relative to %SRCROOT% that name no
folder of the machine the log was made on.

    python3 .ci/validate-sarif.py                  # the SARIF golden files (Tests/IntegrationsReportingTests/Golden/SARIF)
    python3 .ci/validate-sarif.py FILE.sarif …     # other logs, such as `integrations check --reporter sarif`'s
"""
import glob, json, os, re, sys
import jsonschema

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
schema = json.load(open(os.path.join(root, "Tests/IntegrationsReportingTests/Schemas/sarif-schema-2.1.0.json"), encoding="utf-8"))
files = sys.argv[1:] or sorted(glob.glob(os.path.join(root, "Tests/IntegrationsReportingTests/Golden/SARIF/*.sarif")))

# RFC 3986: a URI reference is made of unreserved and reserved characters and %XX escapes; a URI starts
# with a scheme; a relative reference's first segment has no colon.
URI_CHARACTERS = re.compile(r"^(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+\-.]*:")
checker = jsonschema.FormatChecker()

@checker.checks("uri-reference")
def uri_reference(value):
    if not isinstance(value, str):
        return True
    return bool(URI_CHARACTERS.match(value)) and (bool(SCHEME.match(value)) or ":" not in value.split("/")[0])

@checker.checks("uri")
def uri(value):
    return not isinstance(value, str) or (uri_reference(value) and bool(SCHEME.match(value)))

jsonschema.Draft4Validator.check_schema(schema)
validator = jsonschema.Draft4Validator(schema, format_checker=checker)
failures = []
if not files:
    failures.append("no SARIF file found")

def github(path, log):
    """What code scanning reads, beyond the schema."""
    problems = []
    if log.get("version") != "2.1.0" or len(log.get("runs", [])) != 1:
        return ["expected version 2.1.0 and one run"]
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    rules = driver.get("rules", [])
    for key in ("name", "version", "informationUri"):
        if not driver.get(key):
            problems.append(f"tool.driver has no {key}")
    for rule in rules:
        for key in ("shortDescription", "fullDescription", "help"):
            if not rule.get(key, {}).get("text"):
                problems.append(f"rule {rule.get('id')} has no {key}.text")
        if rule.get("defaultConfiguration", {}).get("level") not in ("error", "warning", "note"):
            problems.append(f"rule {rule.get('id')} has no defaultConfiguration.level")
    if "%SRCROOT%" not in run.get("originalUriBaseIds", {}):
        problems.append("no originalUriBaseIds[%SRCROOT%]")
    for number, result in enumerate(run.get("results", [])):
        where = f"results[{number}]"
        index = result.get("ruleIndex")
        if index is None or index >= len(rules) or rules[index]["id"] != result.get("ruleId"):
            problems.append(f"{where}: ruleIndex {index} is not the rule {result.get('ruleId')}")
        if result.get("level") not in ("error", "warning", "note") or not result.get("message", {}).get("text"):
            problems.append(f"{where}: no level or message.text")
        if not result.get("partialFingerprints"):
            problems.append(f"{where}: no partialFingerprints")
        for location in result.get("locations", []):
            artifact = location["physicalLocation"]["artifactLocation"]
            if artifact.get("uriBaseId") != "%SRCROOT%" or artifact["uri"].startswith(("/", "file:", "..")):
                problems.append(f"{where}: {artifact['uri']} is not relative to %SRCROOT%")
            region = location["physicalLocation"].get("region")
            if region is not None and region.get("startLine", 0) < 1:
                problems.append(f"{where}: a region without startLine")
    if root in json.dumps(log, ensure_ascii=False):
        problems.append(f"names the repository's folder on this machine ({root})")
    return problems

for path in files:
    try:
        log = json.load(open(path, encoding="utf-8"))
    except ValueError as error:
        failures.append(f"{path}: not JSON: {error}")
        continue
    for error in validator.iter_errors(log):
        failures.append(f"{path}: {'/'.join(str(p) for p in error.absolute_path)}: {error.message}")
    failures.extend(f"{path}: {problem}" for problem in github(path, log))

if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
print(f"{len(files)} SARIF logs valid against SARIF 2.1.0 and code scanning's requirements.")
