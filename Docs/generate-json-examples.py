import subprocess, os, tempfile, shlex
import pathlib
ROOT = pathlib.Path(__file__).resolve().parent.parent
B = str(ROOT / ".build/debug/integrations")
d = tempfile.mkdtemp()
env = dict(os.environ, INTEGRATIONS_STORE=d + "/s.sqlite", INTEGRATIONS_NOW="2026-11-21T10:00:00+09:00", TZ="Asia/Tokyo", LANG="en_US.UTF-8")
env.pop("INTEGRATIONS_LOCALE", None); env.pop("LC_ALL", None)
sections = [
 ("Every command: a failure", "Under `--json`, a failure prints its message on standard error as always, and on standard output a document of one shape for every command: `kind` (the error's kind, or `usage` for a usage error), `message` (the chosen language), `exitCode`.", ["route", "not a url", "--json"]),
 ("`search`", "`total` counts every item that matches, not only the page of `hits`. A hit's `identifier` is the item's unique identifier, `domain` its domain, `url` its content URL; `snippet.highlights` are UTF-16 offsets (Decisions 10). Exit 3 with `hits: []` when nothing matches.", ["search", "ランニング", "--json", "--limit", "1"]),
 ("`route` (a match)", "Typed parameters come out typed: an `int` parameter is a JSON number.", ["route", "https://appcadia.com/goals/42", "--json"]),
 ("`route` (a miss, exit 3)", "", ["route", "https://appcadia.com/goals/42/edti", "--json"]),
 ("`routes`", "`problems` lists the table's problems in the chosen language; the command exits 1 when there are any.", ["routes", "--json"]),
 ("`url`", "", ["url", "goalEdit", "--param", "id=7", "--form", "web", "--json"]),
 ("`clip` (a match)", "", ["clip", "https://appcadia.com/clip/start", "--json"]),
 ("`clip` (no experience, exit 3)", "", ["clip", "https://appcadia.com/nothing", "--json"]),
 ("`aasa check`", "`trace` is in the chosen language. (`aasa generate` prints the apple-app-site-association document itself, in Apple's format.)", ["aasa", "check", "https://appcadia.com/goals/1", "--json"]),
 ("`intent run` (recorded now)", "Keys appear by outcome: `success` has `dialog`, and `value`, `url` and `completion` when there are any — `completion` is `recorded` when this run recorded the completion and `alreadyDone` when it had been recorded earlier that day; `needsValue` and `disambiguation` have `parameter`, `prompt` and `options`; `confirmationRequired` has `prompt`; `unsupported` and `failure` have `reason`. A success also has `activity`, the user activity the intent donated, when the manifest declares one (`donatedBy`; Docs/Handoff.md).", ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--json"]),
 ("`intent run` (already done earlier)", "", ["intent", "run", "CompleteGoal", "--param", "goal=goal-1", "--json"]),
 ("`intent run` (a choice, exit 4)", "", ["intent", "run", "CompleteGoal", "--param", "goal=ストレッチ10分", "--json"]),
 ("`intent say` (no phrase, exit 3)", "`intent say` prints what `intent run` prints, with `phrase` added.", ["intent", "say", "天気", "--json"]),
 ("`progress`", "", ["progress", "--json"]),
 ("`index`", "What was stored, and why the rest was not: identifiers given twice (the last kept), items already expired; `deleted` counts what the deletions removed. A rebuild of the app (`integrations index --json`) gives the same document.", ["index", "--delete-domain", "trainers", "--json"]),
 ("`notification next-dates`", "Instants in ISO 8601, UTC (Docs/Notifications.md).", ["notification", "next-dates", "--trigger", '{"calendar": {"hour": 2, "minute": 30}, "repeats": true}', "--after", "2027-03-13T12:00:00Z", "--time-zone", "America/New_York", "--count", "3", "--json"]),
 ("`notification schedule`", "`dropped` names requests the 64-request limit removed (the latest to fire).", ["notification", "schedule", "goalReminder", "--entity", "goal-2", "--at", "11:00", "--json"]),
 ("`notification pending`", "Soonest first; `nextFire` is `null` for a push trigger.", ["notification", "pending", "--json"]),
 ("`notification deliver`", "What was delivered up to `--until`, in fire order, with the numbers responses take, and the badge. `notification delivered --json` has the same shape.", ["notification", "deliver", "--until", "2026-11-21T11:00:00+09:00", "--json"]),
 ("`notification respond`", "`outcome`, `dialog` and `completion` when the action runs an intent; `url`, `route` and `parameters` when it opens one; `queued` lists what the response scheduled (the ✅ confirmation, a celebration, a postponed reminder); `text` the text typed into a text-input action.", ["notification", "respond", "1", "COMPLETE_ACTION", "--json"]),
 ("`notification respond` (opening a route)", "`parameters` are the route's, as the router reads them back from the URL.", ["notification", "respond", "1", "OPEN_APP_ACTION", "--json"]),
 ("`activity build`", "The activity as handed over (always JSON): `NSUserActivity`'s properties, user info as typed JSON values (Docs/Handoff.md). `activity continue --json` prints `{continuation: route|webpage|cannotContinue, route, parameters, url, reason}`, keys without a value left out.", ["activity", "build", "com.appcadia.goal.editing", "--entity", "goal-12", "--json"]),
 ("`widget timeline`", "Entries in date order, each with `reason` (`now`, `refresh`, `midnight`) and what it shows; `policy` is `atEnd`, `never` or `after` with `reloadAfter` (Docs/Widgets.md).", ["widget", "timeline", "ProgressSummaryWidget", "--family", "systemMedium", "--json"]),
 ("`widget reloads`", "The day's reload requests (`counted: false` past the budget) and what is left of each widget's budget.", ["widget", "reloads", "--json"]),
 ("`check` (no problems)", "An array of diagnostics, `[]` when there is none; each is `{code, severity, file, path, line, column, message, suggestion}` (Docs/Check.md lists the codes).", ["check", "--json"]),
 ("`import`", "The import report of an app's repository or project folder (Docs/Importing.md), here the fixture `Fixtures/Projects/Larder`. Every `source` is `relative/path:line` in the imported folder. `target` is the target read as the app (`name`, `project`, `configuration`, `reason`: `named`, `onlyIOSApplication`, `onlyApplicationWithoutPlatform` or `mostExtensions`, and `others`, the other iOS application targets; absent when no project has an application target); `extensions` the app's extensions (`name`, `productType`, `bundleIdentifier`, `point`, `infoPlist`, `entitlements`, `swiftSources`, each absent when unknown); `app` is the identity with build settings resolved; `intents` the App Intents and SiriKit intents with their `parameters` (`name`, `type`, `optional`, `title`); `appShortcuts` each `AppShortcut` with its `phrases` (`${applicationName}`, `${parameter}`) and `phraseSources`; `widgets` with `kind`, `families`, `configuration`; `notificationCategories` with their `actions` (`identifier`, `title`, `options`, `textInput`) and whether `registered`; `activityTypes` with `declared`, `created`, `handled` and their places; `urls` the URLs the code builds (`isComplete` false when a value that is not a constant follows the known part; `use` what the code does with it: `canOpenURL`, `open`, `widgetURL`, `Link`, `identifier` for a URL only compared or used as a key, else `URL`; `uncertainty` `{\"kind\", \"detail\"}` when it is built under a condition); `urlHandlers`, when the code has any, the `onOpenURL`, `application(_:open:options:)` and `scene(_:openURLContexts:)` handlers with the `schemes` each lets through (absent: every scheme); `intentClasses` the intent classes property lists name; `handledCategories`, `handledActions`, `entityTypes`, `enumCases`, `declaredTypes` what the checks read; `files` the counts; `notes` what could not be read as a literal or resolved (a Swift-source reader that is missing or fails is one note, and the import goes on). `check --project PATH --json` prints the array `check` prints. The Swift sources are read by `integrations-swift-sources`, which takes `[{\"path\", \"text\"}]` and prints the facts it found as JSON (Docs/Importing.md).", ["import", "Fixtures/Projects/Larder", "--json"]),
]
out = ["# JSON documents", "",
 "Every command that prints results has `--json`: one document on standard output, exact (the JSON encoder escapes control characters), keys sorted. One naming scheme runs across them: `identifier` and `url` for what a thing is and where it leads; typed values as JSON numbers and booleans. A failure has one shape for every command.",
 "",
 "The documents are public types of `IntegrationsReporting` (`Sources/IntegrationsReporting/Documents/JSONDocuments.swift`:",
 "`SearchDocument`, `RouteDocument`, `IntentDocument`, `WidgetTimelineDocument`, …; `check`'s",
 "`DiagnosticDocument` is in the core; `import`'s `ImportReport` is in `IntegrationsImport`), so a Swift caller encodes the same JSON as the command.",
 "",
 "Each example below is the real output of the command above it, on the embedded Appcadia with the clock stopped at `2026-11-21T10:00:00+09:00` (`INTEGRATIONS_NOW`, `TZ=Asia/Tokyo`), run in this order on one new store. `JSONDocumentTests` runs the same commands and checks that every output has the shape of its example: the same keys, the same kinds of values (regenerate this file with `python3 Docs/generate-json-examples.py` after building).",
 "", "`intent list --json`, `activity list --json` and `widget list --json` print `{\"intents\": [...]}`, `{\"activities\": [...]}` and `{\"widgets\": [...]}`, the manifest's declarations as in `integrations.json`. `clip-transfer import --json` prints `{\"added\", \"skipped\", \"selected\"}` (Docs/AppClips.md).", ""]
for title, text, args in sections:
    r = subprocess.run([B] + args, env=env, capture_output=True, text=True, cwd=str(ROOT))
    out += [f"## {title}", ""]
    if text: out += [text, ""]
    out += ["```sh", "integrations " + " ".join(shlex.quote(a) for a in args), "```", "", f"<!-- json: {' '.join(shlex.quote(a) for a in args)} -->", "```json", r.stdout.rstrip(), "```", ""]
open(ROOT / "Docs/JSON.md", "w").write("\n".join(out))
