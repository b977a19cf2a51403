#import <UIKit/UIKit.h>
#import <BackgroundTasks/BackgroundTasks.h>
#import "LanternConstants.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kSyncTask usingQueue:nil launchHandler:^(BGTask *task) {
        [self sync:(BGAppRefreshTask *)task];
    }];
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kCleanupTask usingQueue:nil launchHandler:^(BGTask *task) {
        [task setTaskCompletedWithSuccess:YES];
    }];
#if DEBUG
    // Only debug builds register the diagnostics task; Release does not list it.
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.lantern.diagnostics" usingQueue:nil launchHandler:^(BGTask *task) {
        [task setTaskCompletedWithSuccess:YES];
    }];
#endif
#if TARGET_OS_MACCATALYST
    // A condition no configuration decides (the SDK's): the value stays uncertain.
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.lantern.catalyst" usingQueue:nil launchHandler:^(BGTask *task) {
        [task setTaskCompletedWithSuccess:YES];
    }];
#endif
    return YES;
}

- (void)sync:(BGAppRefreshTask *)task {
    BGAppRefreshTaskRequest *next = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:kSyncTask];
    [[BGTaskScheduler sharedScheduler] submitTaskRequest:next error:nil];
    [task setTaskCompletedWithSuccess:YES];
}

@end
