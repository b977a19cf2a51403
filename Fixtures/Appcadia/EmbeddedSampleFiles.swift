// Generated from the JSON files beside it; do not edit. Regenerate after changing them with:
//
//     INTEGRATIONS_UPDATE_GOLDEN=1 swift test --filter EmbeddedSampleFilesTests

extension EmbeddedSample {
    /// The sample's files, by name, carried inside the binary.
    package static let files: [(name: String, text: String)] = [
        ("goals.json", #"""
[
  {
    "id": 1,
    "title": "毎朝ランニング",
    "category": "健康",
    "targetDescription": "毎朝30分、近所の川沿いを走る",
    "motivation": "体力をつけて一日を元気に始めたい",
    "difficulty": "medium",
    "createdAt": "2026-09-02T10:00:00Z",
    "updatedAt": "2026-09-19T10:03:00Z"
  },
  {
    "id": 2,
    "title": "一日8000歩あるく",
    "category": "健康",
    "targetDescription": "通勤と昼休みで合計8000歩を目指す",
    "motivation": "座りっぱなしの生活を変えたい",
    "difficulty": "easy",
    "createdAt": "2026-09-03T11:00:00Z",
    "updatedAt": "2026-09-27T11:06:00Z"
  },
  {
    "id": 3,
    "title": "水を2リットル飲む",
    "category": "健康",
    "targetDescription": "コップ8杯分の水をこまめに飲む",
    "motivation": "肌の調子と集中力を保ちたい",
    "difficulty": "easy",
    "createdAt": "2026-09-04T12:00:00Z",
    "updatedAt": "2026-10-05T12:09:00Z"
  },
  {
    "id": 4,
    "title": "夜11時までに寝る",
    "category": "健康",
    "targetDescription": "23時には布団に入り、スマホを置く",
    "motivation": "睡眠不足で朝がつらいので",
    "difficulty": "medium",
    "createdAt": "2026-09-05T13:00:00Z",
    "updatedAt": "2026-10-13T13:12:00Z"
  },
  {
    "id": 5,
    "title": "ストレッチ10分",
    "category": "健康",
    "targetDescription": "寝る前に肩と腰を中心に10分ほぐす",
    "motivation": "肩こりと腰痛を和らげたい",
    "difficulty": "easy",
    "createdAt": "2026-09-06T09:00:00Z",
    "updatedAt": "2026-10-21T09:15:00Z"
  },
  {
    "id": 6,
    "title": "筋トレ（腕立て・スクワット）",
    "category": "健康",
    "targetDescription": "腕立て伏せ20回とスクワット30回を3セット",
    "motivation": "夏までに引き締まった体になりたい",
    "difficulty": "hard",
    "createdAt": "2026-09-07T10:00:00Z",
    "updatedAt": "2026-09-19T10:18:00Z"
  },
  {
    "id": 7,
    "title": "野菜を毎食とる",
    "category": "健康",
    "targetDescription": "朝昼晩それぞれに野菜のおかずを一品",
    "motivation": "健康診断の結果を良くしたい",
    "difficulty": "medium",
    "createdAt": "2026-09-08T11:00:00Z",
    "updatedAt": "2026-09-27T11:21:00Z"
  },
  {
    "id": 8,
    "title": "瞑想5分",
    "category": "健康",
    "targetDescription": "朝起きたら呼吸に集中して5分間座る",
    "motivation": "気持ちを落ち着けて仕事に向かいたい",
    "difficulty": "easy",
    "createdAt": "2026-09-09T12:00:00Z",
    "updatedAt": "2026-10-05T12:24:00Z"
  },
  {
    "id": 9,
    "title": "間食をやめる",
    "category": "健康",
    "targetDescription": "午後のお菓子をナッツかフルーツに置き換える",
    "motivation": "体重を3キロ減らしたい",
    "difficulty": "hard",
    "createdAt": "2026-09-10T13:00:00Z",
    "updatedAt": "2026-10-13T13:27:00Z"
  },
  {
    "id": 10,
    "title": "階段を使う",
    "category": "健康",
    "targetDescription": "駅と会社ではエレベーターではなく階段を使う",
    "motivation": "無理なく運動量を増やしたい",
    "difficulty": "easy",
    "createdAt": "2026-09-11T09:00:00Z",
    "updatedAt": "2026-10-21T09:30:00Z"
  },
  {
    "id": 11,
    "title": "英単語を20個覚える",
    "category": "学習",
    "targetDescription": "単語帳アプリで新しい英単語を20個復習する",
    "motivation": "TOEICで800点を取りたい",
    "difficulty": "medium",
    "createdAt": "2026-09-12T10:00:00Z",
    "updatedAt": "2026-10-29T10:33:00Z"
  },
  {
    "id": 12,
    "title": "読書30分",
    "category": "学習",
    "targetDescription": "小説かビジネス書を毎日30分読む",
    "motivation": "月に4冊は読めるようになりたい",
    "difficulty": "easy",
    "createdAt": "2026-09-13T11:00:00Z",
    "updatedAt": "2026-09-27T11:36:00Z"
  },
  {
    "id": 13,
    "title": "プログラミング学習",
    "category": "学習",
    "targetDescription": "Swiftの教材を1レッスン進めて手を動かす",
    "motivation": "自分のアプリを作って公開したい",
    "difficulty": "hard",
    "createdAt": "2026-09-14T12:00:00Z",
    "updatedAt": "2026-10-05T12:39:00Z"
  },
  {
    "id": 14,
    "title": "日記を書く",
    "category": "学習",
    "targetDescription": "その日の出来事と気づきを3行で書く",
    "motivation": "考えを言葉にする力をつけたい",
    "difficulty": "easy",
    "createdAt": "2026-09-15T13:00:00Z",
    "updatedAt": "2026-10-13T13:42:00Z"
  },
  {
    "id": 15,
    "title": "英語のポッドキャストを聴く",
    "category": "学習",
    "targetDescription": "通勤中に英語のポッドキャストを1話聴く",
    "motivation": "リスニングに慣れたい",
    "difficulty": "easy",
    "createdAt": "2026-09-16T09:00:00Z",
    "updatedAt": "2026-10-21T09:45:00Z"
  },
  {
    "id": 16,
    "title": "資格の勉強",
    "category": "学習",
    "targetDescription": "簿記2級の問題集を1日10問解く",
    "motivation": "経理の仕事に役立てたい",
    "difficulty": "hard",
    "createdAt": "2026-09-17T10:00:00Z",
    "updatedAt": "2026-10-29T10:48:00Z"
  },
  {
    "id": 17,
    "title": "ニュースを要約する",
    "category": "学習",
    "targetDescription": "気になったニュースを1本選び、100字で要約する",
    "motivation": "社会の動きを自分の言葉で説明したい",
    "difficulty": "medium",
    "createdAt": "2026-09-18T11:00:00Z",
    "updatedAt": "2026-11-06T11:51:00Z"
  },
  {
    "id": 18,
    "title": "漢字の書き取り",
    "category": "学習",
    "targetDescription": "漢検準1級の漢字を10個書いて覚える",
    "motivation": "子どもに聞かれても答えられるように",
    "difficulty": "medium",
    "createdAt": "2026-09-19T12:00:00Z",
    "updatedAt": "2026-10-05T12:54:00Z"
  },
  {
    "id": 19,
    "title": "数学の問題を解く",
    "category": "学習",
    "targetDescription": "大学数学の演習書から1問じっくり解く",
    "motivation": "データ分析の基礎を固めたい",
    "difficulty": "hard",
    "createdAt": "2026-09-20T13:00:00Z",
    "updatedAt": "2026-10-13T13:57:00Z"
  },
  {
    "id": 20,
    "title": "オンライン講座を受ける",
    "category": "学習",
    "targetDescription": "デザインのオンライン講座を1本視聴する",
    "motivation": "資料作りをもっと上手くなりたい",
    "difficulty": "medium",
    "createdAt": "2026-09-21T09:00:00Z",
    "updatedAt": "2026-10-21T10:00:00Z"
  },
  {
    "id": 21,
    "title": "メールを朝一で片付ける",
    "category": "仕事",
    "targetDescription": "始業後30分で受信箱をゼロにする",
    "motivation": "午前中を集中できる時間にしたい",
    "difficulty": "medium",
    "createdAt": "2026-09-22T10:00:00Z",
    "updatedAt": "2026-10-29T11:03:00Z"
  },
  {
    "id": 22,
    "title": "今日のタスクを3つ決める",
    "category": "仕事",
    "targetDescription": "朝のうちに最重要タスクを3つ書き出す",
    "motivation": "忙しさに流されず成果を出したい",
    "difficulty": "easy",
    "createdAt": "2026-09-23T11:00:00Z",
    "updatedAt": "2026-11-06T12:06:00Z"
  },
  {
    "id": 23,
    "title": "会議の議事録を当日中に送る",
    "category": "仕事",
    "targetDescription": "会議が終わったらその日のうちに要点をまとめて共有する",
    "motivation": "チームの認識ずれを防ぎたい",
    "difficulty": "medium",
    "createdAt": "2026-09-24T12:00:00Z",
    "updatedAt": "2026-10-05T13:09:00Z"
  },
  {
    "id": 24,
    "title": "ポモドーロで集中",
    "category": "仕事",
    "targetDescription": "25分集中と5分休憩を4回くり返す",
    "motivation": "先延ばし癖を直したい",
    "difficulty": "medium",
    "createdAt": "2026-09-25T13:00:00Z",
    "updatedAt": "2026-10-13T14:12:00Z"
  },
  {
    "id": 25,
    "title": "デスクを片付ける",
    "category": "仕事",
    "targetDescription": "退勤前に机の上を何もない状態にする",
    "motivation": "翌朝すっきり仕事を始めたい",
    "difficulty": "easy",
    "createdAt": "2026-09-26T09:00:00Z",
    "updatedAt": "2026-10-21T10:15:00Z"
  },
  {
    "id": 26,
    "title": "週次のふりかえり",
    "category": "仕事",
    "targetDescription": "金曜の夕方に今週の良かった点と改善点を書く",
    "motivation": "同じ失敗をくり返さないために",
    "difficulty": "medium",
    "createdAt": "2026-09-27T10:00:00Z",
    "updatedAt": "2026-10-29T11:18:00Z"
  },
  {
    "id": 27,
    "title": "企画書を1ページ書く",
    "category": "仕事",
    "targetDescription": "新サービスの企画書を毎日1ページずつ進める",
    "motivation": "来月の企画会議で提案したい",
    "difficulty": "hard",
    "createdAt": "2026-09-28T11:00:00Z",
    "updatedAt": "2026-11-06T12:21:00Z"
  },
  {
    "id": 28,
    "title": "後輩と1on1",
    "category": "仕事",
    "targetDescription": "週に一度、後輩と15分話す時間をとる",
    "motivation": "チームの成長を支えたい",
    "difficulty": "medium",
    "createdAt": "2026-09-29T12:00:00Z",
    "updatedAt": "2026-11-14T13:24:00Z"
  },
  {
    "id": 29,
    "title": "定時で帰る",
    "category": "仕事",
    "targetDescription": "18時には仕事を切り上げて退勤する",
    "motivation": "家族との時間を大切にしたい",
    "difficulty": "hard",
    "createdAt": "2026-09-30T13:00:00Z",
    "updatedAt": "2026-10-13T14:27:00Z"
  },
  {
    "id": 30,
    "title": "業界ニュースをチェック",
    "category": "仕事",
    "targetDescription": "朝に業界ニュースサイトを10分読む",
    "motivation": "提案の質を上げたい",
    "difficulty": "easy",
    "createdAt": "2026-10-01T09:00:00Z",
    "updatedAt": "2026-10-21T10:30:00Z"
  },
  {
    "id": 31,
    "title": "ギターを練習する",
    "category": "趣味",
    "targetDescription": "毎晩15分、コード練習と1曲通しで弾く",
    "motivation": "文化祭で弾いたあの曲をもう一度",
    "difficulty": "medium",
    "createdAt": "2026-10-02T10:00:00Z",
    "updatedAt": "2026-10-29T11:33:00Z"
  },
  {
    "id": 32,
    "title": "写真を1枚撮る",
    "category": "趣味",
    "targetDescription": "散歩の途中で気に入った風景を1枚撮る",
    "motivation": "日常の小さな発見を残したい",
    "difficulty": "easy",
    "createdAt": "2026-10-03T11:00:00Z",
    "updatedAt": "2026-11-06T12:36:00Z"
  },
  {
    "id": 33,
    "title": "料理の新レシピに挑戦",
    "category": "趣味",
    "targetDescription": "週に2回、作ったことのない料理を作る",
    "motivation": "レパートリーを増やしたい",
    "difficulty": "medium",
    "createdAt": "2026-10-04T12:00:00Z",
    "updatedAt": "2026-11-14T13:39:00Z"
  },
  {
    "id": 34,
    "title": "イラストを描く",
    "category": "趣味",
    "targetDescription": "スケッチブックに15分だけ絵を描く",
    "motivation": "SNSに作品を投稿したい",
    "difficulty": "medium",
    "createdAt": "2026-10-05T13:00:00Z",
    "updatedAt": "2026-11-22T14:42:00Z"
  },
  {
    "id": 35,
    "title": "植物に水をやる",
    "category": "趣味",
    "targetDescription": "ベランダの鉢植えの様子を見て水をやる",
    "motivation": "花を咲かせたい",
    "difficulty": "easy",
    "createdAt": "2026-10-06T09:00:00Z",
    "updatedAt": "2026-10-21T10:45:00Z"
  },
  {
    "id": 36,
    "title": "ピアノの基礎練習",
    "category": "趣味",
    "targetDescription": "ハノンを1番から3番まで弾く",
    "motivation": "ショパンのノクターンを弾けるようになりたい",
    "difficulty": "hard",
    "createdAt": "2026-10-07T10:00:00Z",
    "updatedAt": "2026-10-29T11:48:00Z"
  },
  {
    "id": 37,
    "title": "俳句をひとつ詠む",
    "category": "趣味",
    "targetDescription": "季語を入れて五・七・五で一句つくる",
    "motivation": "季節の移ろいに敏感になりたい",
    "difficulty": "medium",
    "createdAt": "2026-10-08T11:00:00Z",
    "updatedAt": "2026-11-06T12:51:00Z"
  },
  {
    "id": 38,
    "title": "将棋の詰将棋",
    "category": "趣味",
    "targetDescription": "詰将棋を3問解く",
    "motivation": "初段を目指したい",
    "difficulty": "hard",
    "createdAt": "2026-10-09T12:00:00Z",
    "updatedAt": "2026-11-14T13:54:00Z"
  },
  {
    "id": 39,
    "title": "ランニングウェアを整える",
    "category": "趣味",
    "targetDescription": "週末に翌週のウェアとシューズを準備する",
    "motivation": "走る習慣を途切れさせないために",
    "difficulty": "easy",
    "createdAt": "2026-10-10T13:00:00Z",
    "updatedAt": "2026-11-22T14:57:00Z"
  },
  {
    "id": 40,
    "title": "東京の街歩き",
    "category": "趣味",
    "targetDescription": "週末に東京の知らない街を1つ歩く",
    "motivation": "近所の魅力を再発見したい",
    "difficulty": "easy",
    "createdAt": "2026-10-11T09:00:00Z",
    "updatedAt": "2026-10-21T11:00:00Z"
  },
  {
    "id": 41,
    "title": "ｶﾞﾑを噛まない日",
    "category": "健康",
    "targetDescription": "食後のガムをやめて歯みがきに切り替える",
    "motivation": "あごの疲れを減らしたい",
    "difficulty": "easy",
    "createdAt": "2026-10-12T10:00:00Z",
    "updatedAt": "2026-10-29T12:03:00Z"
  },
  {
    "id": 42,
    "title": "ＡＢＣ英会話レッスン",
    "category": "学習",
    "targetDescription": "ABC英会話のオンラインレッスンを25分受ける",
    "motivation": "海外旅行で困らないように",
    "difficulty": "medium",
    "createdAt": "2026-10-13T11:00:00Z",
    "updatedAt": "2026-11-06T13:06:00Z"
  },
  {
    "id": 43,
    "title": "ストレッチ10分",
    "category": "仕事",
    "targetDescription": "昼休みにデスクで肩と首をほぐす",
    "motivation": "午後の肩こりと眠気を防ぎたい",
    "difficulty": "easy",
    "createdAt": "2026-10-20T12:30:00Z",
    "updatedAt": "2026-11-10T12:30:00Z"
  }
]

"""#),
        ("integrations.json", #"""
{
  "app": {
    "name": "Appcadia",
    "localizedName": {
      "ja": "アプカディア",
      "en": "Appcadia"
    },
    "bundleIdentifier": "com.appcadia.app",
    "urlSchemes": [
      "appcadia"
    ],
    "teamIdentifier": "A1B2C3D4E5",
    "associatedDomains": [
      "applinks:appcadia.com",
      "appclips:appcadia.com"
    ],
    "appClipBundleIdentifier": "com.appcadia.app.Clip",
    "appGroup": "group.com.appcadia.shared"
  },
  "search": {
    "foldsKana": true
  },
  "searchDomains": [
    {
      "identifier": "goals",
      "entity": "goal",
      "records": "goals.json",
      "uniqueIdentifier": "goal-${id}",
      "title": "${title}",
      "contentDescription": "${category}の目標: ${targetDescription}",
      "keywords": [
        "${category}",
        "目標",
        "${title}"
      ],
      "contentURL": "appcadia://goal/${id}",
      "contentCreationDate": "createdAt",
      "contentModificationDate": "updatedAt",
      "rankingHint": 0.6
    },
    {
      "identifier": "trainers",
      "entity": "trainer",
      "records": "trainers.json",
      "uniqueIdentifier": "trainer-${id}",
      "title": "${name}トレーナー",
      "contentDescription": "${type}: ${personality}",
      "keywords": [
        "トレーナー",
        "${name}",
        "${type}"
      ],
      "contentURL": "appcadia://trainer/${id}",
      "rankingHint": 0.4
    }
  ],
  "routes": [
    {
      "name": "home",
      "forms": [
        {
          "kind": "web",
          "template": "https://appcadia.com/"
        }
      ],
      "isUniversalLink": true
    },
    {
      "name": "goal",
      "forms": [
        {
          "kind": "scheme",
          "template": "appcadia://goal/{id}"
        },
        {
          "kind": "web",
          "template": "https://appcadia.com/goals/{id}"
        }
      ],
      "parameters": {
        "id": "int"
      },
      "isUniversalLink": true
    },
    {
      "name": "goalEdit",
      "forms": [
        {
          "kind": "web",
          "template": "https://appcadia.com/goals/{id}/edit"
        }
      ],
      "parameters": {
        "id": "int"
      },
      "isUniversalLink": true
    },
    {
      "name": "progress",
      "forms": [
        {
          "kind": "scheme",
          "template": "appcadia://progress"
        },
        {
          "kind": "web",
          "template": "https://appcadia.com/progress"
        }
      ],
      "isUniversalLink": true
    },
    {
      "name": "trainer",
      "forms": [
        {
          "kind": "scheme",
          "template": "appcadia://trainer/{id}"
        }
      ],
      "parameters": {
        "id": "int"
      }
    },
    {
      "name": "createFirstGoal",
      "forms": [
        {
          "kind": "clip",
          "template": "https://appcadia.com/clip/start"
        }
      ],
      "isUniversalLink": true,
      "handlesAppClip": true
    },
    {
      "name": "chooseTrainer",
      "forms": [
        {
          "kind": "clip",
          "template": "https://appcadia.com/clip/trainers"
        }
      ],
      "isUniversalLink": true,
      "handlesAppClip": true
    },
    {
      "name": "newGoal",
      "forms": [
        {
          "kind": "scheme",
          "template": "appcadia://goals/new"
        },
        {
          "kind": "web",
          "template": "https://appcadia.com/goals/new"
        }
      ],
      "isUniversalLink": true
    }
  ],
  "appClipTransfer": {
    "storage": 5242880,
    "records": [
      {
        "entity": "goal",
        "key": "goals",
        "maximum": 3,
        "fields": ["title", "category", "targetDescription", "difficulty", "motivation"],
        "required": ["title"],
        "sameWhen": ["title", "category"]
      }
    ],
    "references": [
      { "entity": "trainer", "key": "trainerIds", "maximum": 2, "selectedKey": "selectedTrainerId" }
    ]
  },
  "appClipExperiences": [
    {
      "name": "createFirstGoal",
      "url": "https://appcadia.com/clip/start"
    },
    {
      "name": "chooseTrainer",
      "url": "https://appcadia.com/clip/trainers"
    }
  ],
  "intents": [
    {
      "identifier": "CompleteGoal",
      "title": {
        "ja": "目標を完了する",
        "en": "Complete a Goal"
      },
      "description": {
        "ja": "今日の目標を完了として記録します。",
        "en": "Records one of today's goals as done."
      },
      "parameters": [
        {
          "name": "goal",
          "title": {
            "ja": "目標",
            "en": "Goal"
          },
          "type": {
            "entity": "goal"
          },
          "prompt": {
            "ja": "完了する目標を選択してください",
            "en": "Which goal did you complete?"
          }
        }
      ],
      "phrases": {
        "ja": [
          "${applicationName}で目標完了",
          "${applicationName}で${goal}を完了"
        ],
        "en": [
          "Complete a goal in ${applicationName}",
          "Complete ${goal} in ${applicationName}"
        ]
      },
      "effect": {
        "recordCompletion": "goal"
      },
      "dialogs": {
        "success": {
          "ja": "${title}を完了しました！",
          "en": "Completed ${title}!"
        },
        "alreadyDone": {
          "ja": "${title}は今日すでに完了しています。",
          "en": "${title} is already done for today."
        }
      }
    },
    {
      "identifier": "CheckProgress",
      "title": {
        "ja": "今日の進捗を確認",
        "en": "Check Today's Progress"
      },
      "description": {
        "ja": "今日の目標の達成状況を答えます。",
        "en": "Tells you how today's goals are going."
      },
      "phrases": {
        "ja": [
          "${applicationName}で進捗確認"
        ],
        "en": [
          "Check my progress in ${applicationName}"
        ]
      },
      "effect": {
        "reportProgress": {}
      }
    }
  ],
  "notifications": {
    "categories": [
      {
        "identifier": "GOAL_REMINDER",
        "actions": [
          {
            "identifier": "COMPLETE_ACTION",
            "title": {
              "ja": "完了",
              "en": "Done"
            },
            "does": {
              "runIntent": "CompleteGoal"
            },
            "confirmation": "quickCompletion"
          },
          {
            "identifier": "POSTPONE_ACTION",
            "title": {
              "ja": "後で",
              "en": "Later"
            },
            "does": {
              "postpone": 1800
            }
          },
          {
            "identifier": "OPEN_APP_ACTION",
            "title": {
              "ja": "アプリを開く",
              "en": "Open the App"
            },
            "options": [
              "foreground"
            ],
            "does": {
              "openRoute": "goal"
            }
          }
        ],
        "hiddenPreviewsBodyPlaceholder": {
          "ja": "目標のリマインダー",
          "en": "Goal reminder"
        }
      },
      {
        "identifier": "CELEBRATION",
        "actions": []
      }
    ],
    "streakNotification": {"template": "celebration", "minimumStreak": 2},
    "templates": [
      {
        "identifier": "goalReminder",
        "category": "GOAL_REMINDER",
        "entity": "goal",
        "title": {
          "ja": "目標達成の時間です！",
          "en": "Time for your goal!"
        },
        "body": {
          "ja": "「${title}」を実行しましょう",
          "en": "Time to do “${title}”"
        },
        "badge": 1,
        "sound": "default",
        "threadIdentifier": "goals",
        "trigger": {
          "calendar": {
            "hour": 8,
            "minute": 0
          },
          "repeats": true
        }
      },
      {
        "identifier": "celebration",
        "category": "CELEBRATION",
        "entity": "goal",
        "title": {
          "ja": "🎉 目標達成おめでとう！",
          "en": "🎉 Goal achieved!"
        },
        "body": {
          "ja": "「${title}」${streak}日連続達成！",
          "en": "“${title}” done ${streak} days in a row!"
        },
        "badge": 0,
        "sound": "default",
        "threadIdentifier": "goals"
      },
      {
        "identifier": "quickCompletion",
        "title": {
          "ja": "✅ 目標完了",
          "en": "✅ Goal done"
        },
        "body": {
          "ja": "スタンプを追加しました！",
          "en": "Stamp added!"
        },
        "badge": 0,
        "sound": "default"
      }
    ]
  },
  "activities": [
    {
      "type": "com.appcadia.goal.editing",
      "entity": "goal",
      "title": { "ja": "「${title}」を編集中", "en": "Editing “${title}”" },
      "userInfo": [
        { "key": "goalId", "type": "integer", "value": "${id}" },
        { "key": "goalTitle", "type": "string", "value": "${title}" },
        { "key": "category", "type": "string", "value": "${category}" }
      ],
      "requiredUserInfoKeys": ["goalId"],
      "continuesTo": { "route": "goalEdit", "parameters": { "id": "goalId" } },
      "webpageURL": "https://appcadia.com/goals/{goalId}/edit",
      "eligibility": ["handoff", "search"],
      "keywords": ["目標", "習慣", "アプカディア"]
    },
    {
      "type": "com.appcadia.progress.viewing",
      "title": { "ja": "進捗を確認中", "en": "Checking progress" },
      "userInfo": [
        { "key": "date", "type": "date", "value": "${now}" },
        { "key": "screen", "type": "string", "value": "progress" }
      ],
      "continuesTo": { "route": "progress" },
      "webpageURL": "https://appcadia.com/progress",
      "eligibility": ["handoff", "search"],
      "keywords": ["目標", "習慣", "アプカディア"]
    },
    {
      "type": "com.appcadia.goal.completed",
      "entity": "goal",
      "donatedBy": "CompleteGoal",
      "title": { "ja": "${title}を完了", "en": "Completed ${title}" },
      "userInfo": [
        { "key": "goalId", "type": "integer", "value": "${id}" }
      ],
      "requiredUserInfoKeys": ["goalId"],
      "continuesTo": { "route": "goal", "parameters": { "id": "goalId" } },
      "eligibility": ["search", "prediction"],
      "keywords": ["目標", "習慣", "アプカディア"]
    },
    {
      "type": "com.appcadia.progress.checked",
      "donatedBy": "CheckProgress",
      "title": { "ja": "進捗確認", "en": "Progress check" },
      "continuesTo": { "route": "progress" },
      "eligibility": ["prediction"],
      "keywords": ["目標", "習慣", "アプカディア"]
    }
  ],
  "widgets": [
    {
      "kind": "TodayGoalsWidget",
      "displayName": { "ja": "今日の目標", "en": "Today's Goals" },
      "description": { "ja": "今日の目標達成状況を表示します", "en": "Shows how today's goals are going" },
      "families": ["systemSmall", "systemMedium"],
      "content": { "show": "records", "limit": 3, "limitParameter": "maxGoalsCount", "includeCompletedParameter": "showCompletedGoals" },
      "entity": "goal",
      "url": "appcadia://progress",
      "refreshInterval": 3600,
      "configuration": [
        { "name": "showCompletedGoals", "title": { "ja": "完了済み目標も表示", "en": "Show completed goals" }, "type": "boolean", "default": false },
        { "name": "maxGoalsCount", "title": { "ja": "最大表示数", "en": "Goals shown" }, "type": "integer", "default": 3, "min": 1, "max": 5 }
      ]
    },
    {
      "kind": "ProgressSummaryWidget",
      "displayName": { "ja": "進捗サマリー", "en": "Progress Summary" },
      "description": { "ja": "今日の達成数と全体の進捗を表示します", "en": "Shows today's count and the overall progress" },
      "families": ["systemSmall", "systemMedium", "accessoryInline"],
      "content": "progress",
      "entity": "goal",
      "url": "appcadia://progress"
    },
    {
      "kind": "ActivityMiniWidget",
      "displayName": { "ja": "アクティビティミニ", "en": "Activity Mini" },
      "description": { "ja": "最近の達成を日ごとに表示します", "en": "Shows recent days of completions" },
      "families": ["systemMedium", "systemLarge"],
      "content": { "show": "dayGrid", "days": { "systemMedium": 7, "systemLarge": 14 } },
      "entity": "goal",
      "url": "appcadia://progress"
    },
    {
      "kind": "NextStepWidget",
      "displayName": { "ja": "次のステップ", "en": "Next Step" },
      "description": { "ja": "まだ終わっていない最初の目標を表示します", "en": "Shows the first goal not yet done today" },
      "families": ["systemSmall"],
      "content": { "show": "nextRecord", "whenAllDone": { "ja": "今日の目標はすべて完了！", "en": "All of today's goals are done!" } },
      "entity": "goal",
      "url": "appcadia://progress"
    }
  ],
  "progress": {
    "ja": {
      "allDone": "素晴らしい！今日の目標を全て達成しました。${total}個すべて完了です。",
      "onTrack": "順調です！${total}個中${done}個完了。達成率${percent}%です。",
      "keepGoing": "まだ頑張りましょう！残り${remaining}個の目標があります。",
      "keepGoingOne": "まだ頑張りましょう！残り${remaining}個の目標があります。",
      "nothingToday": "今日の目標はまだありません。",
      "unitsOfTotal": "${total}個中${done}個"
    },
    "en": {
      "allDone": "Wonderful! You've achieved all of today's goals: all ${total} done.",
      "keepGoing": "Keep going! ${remaining} goals left.",
      "keepGoingOne": "Keep going! 1 goal left.",
      "nothingToday": "There are no goals for today yet.",
      "unitsOfTotal": "${done} of ${total}"
    }
  },
  "quickActions": [
    {
      "type": "com.appcadia.today",
      "title": { "ja": "今日", "en": "Today" },
      "icon": "calendar",
      "does": { "openRoute": "progress" }
    },
    {
      "type": "com.appcadia.addGoal",
      "title": { "ja": "目標を追加", "en": "Add goal" },
      "icon": "plus",
      "does": { "openRoute": "newGoal" }
    }
  ],
  "backgroundTasks": [
    {
      "identifier": "com.appcadia.refresh.daily",
      "kind": "refresh",
      "earliestBeginAfter": 86400,
      "does": [
        { "reloadWidgets": {} },
        { "reindex": {} }
      ],
      "resubmits": true
    }
  ],
  "liveActivities": [
    {
      "attributesType": "GoalTimerAttributes",
      "entity": "goal",
      "url": "goal",
      "attributes": [
        { "name": "goalId", "type": "integer", "value": "${id}" },
        { "name": "title", "type": "string", "value": "${title}" }
      ],
      "contentState": [
        { "name": "startedAt", "type": "date" },
        { "name": "elapsedSeconds", "type": "integer" },
        { "name": "isPaused", "type": "boolean", "optional": true }
      ]
    }
  ]
}

"""#),
        ("trainers.json", #"""
[
  {
    "id": 1,
    "name": "さくら",
    "type": "応援型",
    "personality": "いつも笑顔で小さな達成もいっしょに喜んでくれる、明るく元気なトレーナー"
  },
  {
    "id": 2,
    "name": "ケンジ",
    "type": "熱血型",
    "personality": "目標を決めたら最後までやり抜く。時には厳しく背中を押してくれる体育会系"
  },
  {
    "id": 3,
    "name": "ユイ",
    "type": "論理型",
    "personality": "データと記録から改善点を冷静に分析し、無理のない計画を提案してくれる"
  },
  {
    "id": 4,
    "name": "ハルト",
    "type": "癒し型",
    "personality": "がんばりすぎた日は休むことも大切だと、穏やかに寄り添ってくれる"
  },
  {
    "id": 5,
    "name": "ミナミ",
    "type": "コーチ型",
    "personality": "一流アスリートを指導してきた経験から、具体的な練習メニューを組んでくれる"
  },
  {
    "id": 6,
    "name": "ソウタ",
    "type": "友達型",
    "personality": "同じ目標を持つ仲間のように、気軽に声をかけてくれる聞き上手"
  },
  {
    "id": 7,
    "name": "アヤメ",
    "type": "先生型",
    "personality": "学び方そのものを丁寧に教えてくれる、読書と勉強の頼れる先生"
  },
  {
    "id": 8,
    "name": "ロボ助",
    "type": "ユーモア型",
    "personality": "ちょっと不思議なロボット。ダジャレで場を和ませつつ継続を見守る"
  }
]
"""#),
    ]

    /// A fingerprint of ``files`` (FNV-1a of each file's bytes and a NUL), naming the folder they are written to.
    package static let fingerprint = "a66947cbb29f38b"
}
