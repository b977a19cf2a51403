import Foundation

/// What an App Clip may hold in its limited mode (the app's design): at most 3 goals, 2 trainers and 5 MB
/// of storage.
public struct AppClipLimits: Sendable, Hashable {
    public var goals: Int
    public var trainers: Int
    /// Bytes.
    public var storage: Int

    /// Appcadia's limits.
    public static let appcadia = AppClipLimits(goals: 3, trainers: 2, storage: 5 * 1024 * 1024)

    /// Creates limits.
    public init(goals: Int, trainers: Int, storage: Int) {
        self.goals = goals
        self.trainers = trainers
        self.storage = storage
    }
}

/// The document an App Clip writes for the full app to import (the design's `AppClipTransferData`).
///
/// ```json
/// {"version": "1.0.0", "createdAt": "2026-11-22T12:00:00Z", "selectedTrainerId": "trainer-1",
///  "trainerIds": ["trainer-1", "trainer-3"],
///  "goals": [{"title": "読書30分", "category": "学習", "targetDescription": "…", "difficulty": "easy", "motivation": "…"}]}
/// ```
///
/// `trainerIds` (the trainers the clip held, at most 2) is this toolkit's addition to the design's shape;
/// it is optional, so a document without it, as the design writes it, is read the same.
public struct AppClipTransfer: Sendable, Hashable, Codable {
    /// One goal the person created in the clip.
    public struct Goal: Sendable, Hashable, Codable {
        public var title: String
        public var category: String
        public var targetDescription: String
        public var difficulty: String
        public var motivation: String

        /// Creates a goal.
        public init(title: String, category: String, targetDescription: String, difficulty: String, motivation: String) {
            self.title = title
            self.category = category
            self.targetDescription = targetDescription
            self.difficulty = difficulty
            self.motivation = motivation
        }
    }

    /// The document versions the full app reads.
    public static let knownVersions: Set<String> = ["1.0.0"]

    public var version: String
    public var createdAt: String
    public var selectedTrainerId: String?
    /// The trainers the clip held (at most ``AppClipLimits/trainers``); the selected one is among them.
    public var trainerIds: [String]?
    public var goals: [Goal]

    /// Creates a document.
    public init(version: String = "1.0.0", createdAt: String, selectedTrainerId: String?, trainerIds: [String]? = nil, goals: [Goal]) {
        self.version = version
        self.createdAt = createdAt
        self.selectedTrainerId = selectedTrainerId
        self.trainerIds = trainerIds
        self.goals = goals
    }

    /// Why the full app refuses the document, or `nil`: an unknown version, a creation date that is not
    /// ISO 8601, more goals or trainers than a clip may hold, a selected trainer the clip did not hold, a
    /// goal without a title, or a document over the clip's storage.
    public func problem(limits: AppClipLimits = .appcadia, size: Int) -> LocalizedText? {
        if !Self.knownVersions.contains(version) {
            return LocalizedText(
                ja: "バージョン「\(version)」の引き継ぎ文書は読めません（読めるのは \(Self.knownVersions.sorted().joined(separator: ", "))）",
                en: "a transfer document of version \"\(version)\" cannot be read (known: \(Self.knownVersions.sorted().joined(separator: ", ")))")
        }
        if ISODate.parse(createdAt) == nil {
            return LocalizedText(ja: "createdAt「\(createdAt)」は ISO 8601 の日時ではありません", en: "createdAt \"\(createdAt)\" is not an ISO 8601 date and time")
        }
        if goals.count > limits.goals {
            return LocalizedText(
                ja: "目標が\(goals.count)個あります。App Clip が持てる目標は\(limits.goals)個までです",
                en: "it holds \(goals.count) goals; an App Clip holds at most \(limits.goals)")
        }
        if let trainerIds {
            if trainerIds.count > limits.trainers {
                return LocalizedText(
                    ja: "トレーナーが\(trainerIds.count)人います。App Clip が持てるトレーナーは\(limits.trainers)人までです",
                    en: "it holds \(trainerIds.count) trainers; an App Clip holds at most \(limits.trainers)")
            }
            if let selectedTrainerId, !trainerIds.contains(selectedTrainerId) {
                return LocalizedText(
                    ja: "選んだトレーナー「\(selectedTrainerId)」が trainerIds にありません",
                    en: "the selected trainer \"\(selectedTrainerId)\" is not in trainerIds")
            }
        }
        if let index = goals.firstIndex(where: { $0.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            return LocalizedText(ja: "goals[\(index)] のタイトルが空です", en: "goals[\(index)] has an empty title")
        }
        if size > limits.storage {
            return LocalizedText(
                ja: "\(size)バイトあり、App Clip の保存容量\(limits.storage)バイトを超えています",
                en: "it is \(size) bytes, over the App Clip's storage of \(limits.storage)")
        }
        return nil
    }
}
