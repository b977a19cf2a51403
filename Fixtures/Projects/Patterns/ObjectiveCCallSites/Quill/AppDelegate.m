#import "AppDelegate.h"
#import "QuillConstants.h"
#import <BackgroundTasks/BackgroundTasks.h>

static NSString *const QLDraftActivity = @"com.example.quill.draft";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    /* Tasks are registered before launch ends, as BGTaskScheduler requires. */
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:QLRefreshTaskIdentifier
                                                          usingQueue:nil
                                                       launchHandler:^(BGTask *task) { [self refresh:task]; }];
#if DEBUG
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.quill.debug-refresh"
                                                          usingQueue:nil
                                                       launchHandler:^(BGTask *task) { [task setTaskCompletedWithSuccess:YES]; }];
#endif
    UNTextInputNotificationAction *reply = [UNTextInputNotificationAction actionWithIdentifier:@"REPLY_TEXT"
                                                                                         title:@"Reply"
                                                                                       options:UNNotificationActionOptionNone
                                                                          textInputButtonTitle:@"Send"
                                                                          textInputPlaceholder:@"Message"];
    UNNotificationAction *markRead = [UNNotificationAction actionWithIdentifier:@"MARK_READ"
                                                                          title:@"Mark as read"
                                                                        options:UNNotificationActionOptionNone];
    UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:QLReplyCategory
                                                                              actions:@[reply, markRead]
                                                                    intentIdentifiers:@[]
                                                                              options:UNNotificationCategoryOptionNone];
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    [center setNotificationCategories:[NSSet setWithObject:category]];

    UIApplicationShortcutItem *compose = [[UIApplicationShortcutItem alloc] initWithType:QLComposeShortcut
                                                                          localizedTitle:@"New note"];
    application.shortcutItems = @[compose];
    return YES;
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    BGAppRefreshTaskRequest *refresh = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:QLRefreshTaskIdentifier];
    [[BGTaskScheduler sharedScheduler] submitTaskRequest:refresh error:nil];
    // The clean-up task is requested but never declared in BGTaskSchedulerPermittedIdentifiers.
    BGProcessingTaskRequest *cleanup = [[BGProcessingTaskRequest alloc] initWithIdentifier:@"com.example.quill.cleanup"];
    [[BGTaskScheduler sharedScheduler] submitTaskRequest:cleanup error:nil];
}

- (void)refresh:(BGTask *)task {
    [task setTaskCompletedWithSuccess:YES];
}

- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    completionHandler([shortcutItem.type isEqualToString:QLComposeShortcut]);
}

- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray *))restorationHandler {
    return [userActivity.activityType isEqualToString:QLDraftActivity];
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
    if ([response.actionIdentifier isEqualToString:@"REPLY_TEXT"]) {
        NSLog(@"reply: %@", ((UNTextInputNotificationResponse *)response).userText);
    }
    completionHandler();
}

@end
