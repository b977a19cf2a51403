#!/usr/bin/env python3
"""Fails unless Examples/Pantry is Docs/Testing.md's "A new package" as written: its Package.swift (but for
the toolkit's name and path, which a clone decides), its Pantry.swift and its CheckTests.swift."""
import pathlib, re, sys

here = pathlib.Path(__file__).resolve().parent
docs = (here.parent.parent / "Docs" / "Testing.md").read_text()
section = docs.split("## A new package", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)

def block(marker):
    found = [b for b in blocks if marker in b]
    if len(found) != 1:
        sys.exit(f"Docs/Testing.md's 'A new package' has {len(found)} Swift blocks with {marker!r}; expected one.")
    return found[0]

def package_body(text):
    return text[text.index("let package = Package("):]

example = (here / "Package.swift").read_text()
example = example.replace("package: toolkit", 'package: "toolkit"').replace('.package(path: "../..",', '.package(path: "../toolkit",')
pairs = [
    ("Package.swift", package_body(block("let package = Package(")), package_body(example)),
    ("Sources/PantryIntegrations/Pantry.swift", block("public enum Pantry"), (here / "Sources/PantryIntegrations/Pantry.swift").read_text()),
    ("Tests/PantryIntegrationsTests/CheckTests.swift", block("theAppPassesTheCheck"), (here / "Tests/PantryIntegrationsTests/CheckTests.swift").read_text()),
]
failed = False
for name, documented, actual in pairs:
    if documented != actual:
        print(f"Examples/Pantry/{name} is not what Docs/Testing.md shows; make them the same.", file=sys.stderr)
        failed = True
sys.exit(1 if failed else 0)
