#!/usr/bin/env python3
"""Writes the seed corpora (Fuzz/Corpus/<target>/) from the repository's fixtures and Apple's documented
examples. Run once when a fixture changes; the fuzzer's finds are merged in with `fuzz.sh --merge`.

    python3 Fuzz/make-seeds.py
"""
import hashlib, json, os, struct, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
corpus = os.path.join(here, "Corpus")
sample = os.path.join(root, "Fixtures", "Appcadia")

def seed(target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = os.path.join(corpus, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
        f.write(data)

def integrations(*args):
    binary = os.path.join(root, ".build", "debug", "integrations")
    return subprocess.run([binary, *args], capture_output=True, check=True).stdout

manifest = json.load(open(os.path.join(sample, "integrations.json"), encoding="utf-8"))
goals = json.load(open(os.path.join(sample, "goals.json"), encoding="utf-8"))
titles = [g.get("title", "") for g in (goals if isinstance(goals, list) else goals.get("records", []))][:12]

# router: URLs of every route, as the sample's items and documents give them, and hostile shapes.
urls = ["appcadia://goal/1", "appcadia://goal/12/edit", "appcadia://progress", "appcadia://trainer/trainer-1",
        "https://appcadia.com/goals/1", "https://appcadia.com/goals/1/edit?tab=notes", "https://appcadia.com/progress",
        "https://AppCadia.com/Goals/1/../2", "https://appcadia.com/goals/%2E%2E/1", "https://appcadia.com/clip/goals/1",
        "appcadia://goal/1?x=%E7%9B%AE%E6%A8%99#frag", "https://appcadia.com//goals///1", "https://appcadia.com/goals/-0"]
for url in urls:
    seed("router", url)

# url-roundtrip: route index, form index, then NUL-separated values.
for index in range(len(manifest.get("routes", []))):
    seed("url-roundtrip", bytes([index, 0]) + b"12\x00abc")
    seed("url-roundtrip", bytes([index, 1]) + "目標 /?#%\x00.".encode())

# aasa: the generated file and Apple's documented example ("Supporting associated domains"), each with a URL.
generated = integrations("aasa", "generate")
for url in ["https://appcadia.com/goals/1", "https://appcadia.com/goals/1/edit", "https://appcadia.com/a/b/c/d/e"]:
    seed("aasa", generated + b"\x00" + url.encode())
apple = {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
          "components": [{"#": "no_universal_links", "exclude": True, "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link."},
                         {"/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/."},
                         {"/": "/help/website/*", "exclude": True, "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link."},
                         {"/": "/help/*", "?": {"articleNumber": "????"}, "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters."}]}]},
         "webcredentials": {"apps": ["ABCDE12345.com.example.app"]},
         "appclips": {"apps": ["ABCED12345.com.example.MyApp.Clip"]}}
for url in ["https://example.com/buy/1", "https://example.com/help/1?articleNumber=1234", "https://example.com/help/website/x#no_universal_links"]:
    seed("aasa", json.dumps(apple).encode() + b"\x00" + url.encode())
subs = {"applinks": {"substitutionVariables": {"food": ["burrito", "pizza"]}, "defaults": {"caseSensitive": False, "percentEncoded": True},
         "details": [{"appIDs": ["A.b"], "components": [{"/": "/$(lang)_$(region)/$(food)/*"}]}]}}
seed("aasa", json.dumps(subs).encode() + b"\x00https://example.com/en_US/pizza/1")

# query: free text and predicates from the docs and tests, each with a syntax byte.
queries = ["目標", "ランニング", "ｶﾞﾑ", "\"朝の ランニング\"", "目*", "読書 OR 水", 'title == "*ランニング*"cd && rankingHint > 0.5',
           'title == "目標*"cd && contentModificationDate > $time.today(-3)', 'InRange(rankingHint, 0.5, 1) || keywords == "健康"',
           '(title == "a" || title != "b*"w) && contentCreationDate < $time.iso(2026-01-01T00:00:00Z)', "*", "\\", "((((", "title =="]
for index, query in enumerate(queries):
    seed("query", bytes([index % 3]) + query.encode())

# analyzer and phrase: the sample's titles and phrases, and mixed scripts.
for text in titles + ["ｱｲｳｴｵ ガ が カ\u3099", "Ｆｕｌｌ　ｗｉｄｔｈ １２３", "🎉emoji👍🏽 and é", "漢字かなカナmixed123"]:
    seed("analyzer", text)
for intent in manifest.get("intents", []):
    for language, phrases in intent.get("phrases", {}).items():
        for phrase in phrases:
            seed("phrase", phrase.replace("${goal}", titles[0] if titles else "読書30分"))
seed("phrase", "アプカディアで読書30分を完了")
seed("phrase", "Complete 読書30分 in Appcadia")

# manifest: the sample and every broken fixture.
seed("manifest", open(os.path.join(sample, "integrations.json"), "rb").read())
broken = os.path.join(root, "Fixtures", "Broken")
for name in sorted(os.listdir(broken)):
    path = os.path.join(broken, name, "integrations.json")
    if os.path.exists(path):
        seed("manifest", open(path, "rb").read())

# items: JSON Lines as the docs and tests write them.
seed("items", '{"uniqueIdentifier": "n1", "domainIdentifier": "notes", "attributeSet": {"title": "メモ", "contentDescription": "朝の記録", "keywords": ["健康"], "rankingHint": 0.5}}\n\n{"uniqueIdentifier": "n2", "attributeSet": {"title": "x", "contentCreationDate": "2026-01-01T09:00:00Z"}, "expirationDate": "2027-01-01T00:00:00Z"}\n')
seed("items", '{"uniqueIdentifier": "", "attributeSet": {}}\n')

# trigger: 8 bytes of instant, a time-zone byte, then the trigger's JSON.
instant = struct.pack(">q", 816_000_000)  # 2026-11-10, seconds since 2001
for zone, trigger in [(0, {"calendar": {"hour": 8, "minute": 0}, "repeats": True}),
                      (40, {"calendar": {"weekday": 2, "hour": 2, "minute": 30}, "repeats": True}),
                      (90, {"timeInterval": 3600, "repeats": True}),
                      (200, {"calendar": {"month": 3, "day": 31, "hour": 2, "minute": 30}, "repeats": False}),
                      (7, {"calendar": {"year": 2027, "month": 2, "day": 29}, "repeats": False})]:
    seed("trigger", instant + bytes([zone]) + json.dumps(trigger).encode())

# apns: Apple's documented payload examples ("Generating a remote notification").
for payload in [{"aps": {"alert": {"title": "Game Request", "subtitle": "Five Card Draw", "body": "Bob wants to play poker"}, "category": "GAME_INVITATION"}, "gameID": "12345678"},
                {"aps": {"badge": 9, "sound": {"critical": 1, "name": "gameover.aiff", "volume": 1.0}}},
                {"aps": {"content-available": 1}, "acme1": "bar", "acme2": 42},
                {"aps": {"alert": {"loc-key": "GAME_PLAY_REQUEST_FORMAT", "loc-args": ["Shelly", "Rick"]}, "interruption-level": "time-sensitive", "relevance-score": 0.75, "thread-id": "t"}}]:
    seed("apns", json.dumps(payload, ensure_ascii=False, indent=2))

# activity: activities the app builds, and a Spotlight selection.
for arguments in [["activity", "build", "com.appcadia.goal.viewing", "--param", "goalId=goal-1"],
                  ["activity", "build", "com.appcadia.progress.viewing"]]:
    try:
        seed("activity", integrations(*arguments))
    except subprocess.CalledProcessError:
        pass
seed("activity", json.dumps({"activityType": "com.apple.corespotlightitem", "userInfo": {"kCSSearchableItemActivityIdentifier": "goal-1"}}))
seed("activity", json.dumps({"activityType": "com.appcadia.goal.viewing", "userInfo": {"goalId": 12}, "webpageURL": "https://appcadia.com/goals/12"}))

# widget-timeline: instant, zone, widget, family, then completion bits.
for zone, widget, family in [(0, 0, 0), (50, 1, 2), (120, 2, 1), (250, 3, 0)]:
    seed("widget-timeline", instant + bytes([zone, widget, family, 1, 0, 1, 1]))

# clip-transfer: documents the command exports, the design's shape without trainerIds, and refusals.
for arguments in [["clip-transfer", "export", "--goal", "goal-12", "--goal", "goal-1", "--trainer", "trainer-1"],
                  ["clip-transfer", "export", "--goal", "goal-1", "--trainer", "trainer-1", "--trainer", "trainer-3", "--selected-trainer", "trainer-3"]]:
    seed("clip-transfer", integrations(*arguments))
seed("clip-transfer", json.dumps({"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "selectedTrainerId": "trainer-1",
                                   "goals": [{"title": "読書30分", "category": "学習", "targetDescription": "毎日30分", "difficulty": "easy", "motivation": "知識"}]}, ensure_ascii=False))
seed("clip-transfer", json.dumps({"version": "2.0.0", "createdAt": "yesterday", "trainerIds": ["a", "b", "c"], "goals": []}))
seed("clip-transfer", '{"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "goals": [{"title": " "},], }')

print("seeds written to", corpus)

# swift-source: the project fixture's Swift files. project-files: its Info.plist, xcconfig and entitlements,
# joined by NULs as the target splits them, and the binary widget Info.plist.
larder = os.path.join(root, "Fixtures", "Projects", "Larder")
for folder in ["Larder", "LarderWidgets"]:
    for name in sorted(os.listdir(os.path.join(larder, folder))):
        if name.endswith(".swift"):
            seed("swift-source", open(os.path.join(larder, folder, name), "rb").read())
def read(path):
    return open(os.path.join(larder, path), "rb").read()
seed("project-files", read("Larder/Info.plist") + b"\0" + read("Config/Base.xcconfig") + b"\0" + read("Larder/Larder.entitlements"))
seed("project-files", read("LarderWidgets/Info.plist") + b"\0ID = x\n#include \"Base.xcconfig\"\0")

# Issue 30's hostile projects, in small. project-files: an include cycle through Other.xcconfig, a chain
# that includes itself, the project's own pbxproj as the fourth part; project-yml: Sprout's project.yml
# with its xcconfig, nested aliases (a "billion laughs"), an alias in a key, nesting past libyaml's limit.
seed("project-files", read("Larder/Info.plist") + b"\0#include \"Other.xcconfig\"\nID = a\0\0\0#include \"Base.xcconfig\"\nID = b\n")
seed("project-files", b"\0#include \"Base.xcconfig\"\n#include \"../Config/./Base.xcconfig\"\0\0" + read("Larder.xcodeproj/project.pbxproj"))
seed("project-files", b"\0#include \"/etc/passwd\"\n#include? \".r/secret.xcconfig\"\nID = $(ID)$(ID)\0")
sprout = os.path.join(root, "Fixtures", "Projects", "Sprout")
seed("project-yml", open(os.path.join(sprout, "project.yml"), "rb").read() + b"\0" + b"PRODUCT_BUNDLE_IDENTIFIER = com.example.sprout\n")
laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 10) + "]\n" for n in range(1, 10)) + "name: App\ntargets: {}\n"
seed("project-yml", laughs)
seed("project-yml", "base: &a [x]\n? *a\n: x\nname: App\n")
seed("project-yml", "name: App\nconfigFiles:\n  Release: Config/Release.xcconfig\noptions: {bundleIdPrefix: com.example}\n"
     "targets:\n  App:\n    type: application\n    info:\n      path: App/Info.plist\n    settings:\n      base: &s {A: $(B)}\n      configs: {release: *s}\n\0B = c\n")
seed("project-yml", "x: " + "[" * 1200 + "]" * 1200 + "\n")

# Issue 42: what a stranger's pull request may write. configuration: the documented example, thousands of
# unknown codes (trimmed to the target's 65,536 bytes), nested aliases, a long value repeated by aliases,
# wrong values; baseline: the golden file, counts at and past Int.max, 1.5, 1e300, below 1, as text;
# suppressions: every comment form, thousands of comments on one property-list line, a regex literal that
# looks like a comment.
limit = 65536
seed("configuration", "disabled_rules: [records.urlMatchesNoRoute]\nrules:\n  manifest.unknownKey: error\n  route.hostNotAssociated: warning\n"
     "excluded:\n  - Pods\n  - \"**/Generated\"\n  - \"Sources/*/Preview Content\"\nbaseline: integrations-baseline.json\nreporter: sarif\nstrict: true\n")
codes = "disabled_rules:\n"
i = 0
while len(codes) + 40 < limit:
    codes += f"  - route.invalidForm{i}\n"
    i += 1
seed("configuration", codes)
rules = "rules:\n"
i = 0
while len(rules) + 40 < limit:
    rules += f"  manifest.unknownKey{i}: error\n"
    i += 1
seed("configuration", rules)
seed("configuration", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 10) + "]\n" for n in range(1, 10)) + "disabled_rules: *a9\n")
long_value = "x" * 10000
seed("configuration", f"a: &long {long_value}\ndisabled_rules: [" + ", ".join(["*long"] * 3000) + "]\nexcluded: [" + ", ".join(["*long"] * 3000) + "]\n")
seed("configuration", "".join(f"colour{i}: red\n" for i in range(2000)))
seed("configuration", "base: &a [x]\n? *a\n: x\n")
seed("configuration", "strict: maybe\nbaseline: {}\nreporter: sarf\nexcluded: ['/', '" + "a/" * 3000 + "']\ndisabled_rules: [route.invalidForm]\nrules: {route.invalidForm: error}\n")
seed("configuration", "baseline: /etc/passwd\n")
seed("configuration", "baseline: ../../outside/token.json\nreporter: '::error file=a::forged'\n")
seed("baseline", open(os.path.join(root, "Fixtures", "Baseline", "Several.baseline.json"), "rb").read())
def baseline_doc(*counts):
    entries = ",\n".join(f'    {{"code": "x.y{n}", "file": null, "lineText": null, "message": "m", "count": {c}}}' for n, c in enumerate(counts))
    return "{\n  \"version\": 1,\n  \"problems\": [\n" + entries + "\n  ]\n}\n"
for counts in [("9223372036854775807",), ("9223372036854775807", "1"), ("4611686018427387904", "4611686018427387904"),
               ("9223372036854775808",), ("1.5",), ("1e300",), ("0",), ("-9223372036854775808",), ('"1"',), ("1", "1", "1")]:
    seed("baseline", baseline_doc(*counts))
seed("baseline", '{"version": 2, "problems": {}}')
seed("baseline", '{"version": 1, "problems": [{"code": "x.y", "cuont": 1, "message": "m"}],}')
seed("suppressions", "// integrations:disable:next project.urlSchemeNotQueried - queried on the server\nlet url = URL(string: \"transit://\")!\n"
     "open(url)  // integrations:disable:this project.urlSchemeUnregistered\n// integrations:disable:previous activity.typeNotReverseDNS\n"
     "// integrations:disable project.activityTypeUndeclared, project.urlSchemeUnregistered\nlet a = 1\n// integrations:enable all\n"
     "let s = \"// integrations:disable all\"\n/// integrations:disable all\n/* integrations:disable all */\n"
     "let r = #/ab// integrations:disable:this all - /#\n\0"
     "<plist><dict><!-- integrations:disable:next project.activityTypeUnused --><key>NSUserActivityTypes</key></dict></plist>\n")
one_line = "<!-- integrations:disable:this all -->"
seed("suppressions", "\0<plist>" + one_line * ((8192 - 20) // len(one_line)) + "</plist>\n")
seed("suppressions", "// integrations:disable:this all\n" * (8000 // 33) + "\0")
seed("suppressions", "// integrations:disable:next project.nope, all, , - \n// integrations:enable\n// integrations:disable:next\0<!-- integrations:disable")
