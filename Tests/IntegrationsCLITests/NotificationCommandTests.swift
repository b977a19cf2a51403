import Foundation
import Testing

@Suite struct NotificationCommandTests {
    @Test func nextDatesAcrossNewYorksSpringForward() throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let trigger = #"{"calendar": {"hour": 2, "minute": 30}, "repeats": true}"#
        let json = try runner.run(["notification", "next-dates", "--trigger", trigger, "--after", "2027-03-13T12:00:00Z", "--time-zone", "America/New_York", "--count", "3", "--json"])
        #expect(json.status == 0)
        #expect(json.output == "{\n  \"dates\" : [\n    \"2027-03-14T07:30:00Z\",\n    \"2027-03-15T06:30:00Z\",\n    \"2027-03-16T06:30:00Z\"\n  ]\n}\n")
        let human = try runner.run(["notification", "next-dates", "--trigger", trigger, "--after", "2027-03-13T12:00:00Z", "--time-zone", "America/New_York", "--count", "1"])
        #expect(human.output == "2027-03-14T07:30:00Z  (2027-03-14 03:30:00 -04:00)\n")
    }

    @Test func theUsersTimeZoneComesFromTZ() throws {
        var runner = try CommandRunner()
        defer { runner.remove() }
        runner.overrides["TZ"] = "Asia/Tokyo"
        let result = try runner.run(["notification", "next-dates", "--trigger", #"{"calendar": {"hour": 8}}"#, "--after", "2027-01-01T00:00:00Z", "--json"])
        #expect(result.output.contains("\"2027-01-01T23:00:00Z\""))
    }

    @Test(arguments: [
        (#"{"calendar": {"month": 2, "day": 30}, "repeats": true}"#, "en",
         "--trigger is invalid at calendar.day: month 2 never has a day 30, so this never fires. Fix it and run the command again.\n"),
        (#"{"calendar": {"month": 2, "day": 30}, "repeats": true}"#, "ja",
         "--trigger の calendar.day が正しくありません: 2月30日は存在しないため、決して通知されません。直してからもう一度実行してください。\n"),
        (#"{"timeInterval": 30, "repeats": true}"#, "en",
         "--trigger is invalid at timeInterval: a repeating time interval must be at least 60 seconds (it is 30). Fix it and run the command again.\n"),
        (#"{"calendar": {"hour": "8"}}"#, "en",
         "--trigger is not a trigger: expected a number at $.calendar.hour. Write it like {\"calendar\": {\"hour\": 8}, \"repeats\": true}.\n"),
        (#"{"calendar": {"hour": 8}, "timeZone": "Mars/Olympus"}"#, "en",
         "--trigger is invalid at timeZone: there is no time zone \"Mars/Olympus\" (such as Asia/Tokyo). Fix it and run the command again.\n"),
    ])
    func anInvalidTriggerExitsOneNamingTheField(trigger: String, locale: String, message: String) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", trigger, "--locale", locale])
        #expect(result.status == 1)
        #expect(result.error == message)
    }

    @Test(arguments: [["--count", "0"], ["--count", "1001"], ["--time-zone", "Nowhere/City"], ["--after", "yesterday"]])
    func badOptionsAreUsageErrors(options: [String]) throws {
        let runner = try CommandRunner()
        defer { runner.remove() }
        let result = try runner.run(["notification", "next-dates", "--trigger", #"{"calendar": {"hour": 8}}"#] + options)
        #expect(result.status == 64)
    }
}
