#import <UIKit/UIKit.h>

static NSString *const QLDraftActivity = @"com.example.quill.draft";

@interface DraftViewController : UIViewController
@end

@implementation DraftViewController

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:QLDraftActivity];
    activity.title = @"Draft";
    self.userActivity = activity;
}

@end
