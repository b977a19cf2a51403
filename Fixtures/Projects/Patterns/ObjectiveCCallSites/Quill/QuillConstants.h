// Identifiers shared by the app delegate and the notification handling.
#import <Foundation/Foundation.h>

#define QLRefreshTaskIdentifier @"com.example.quill.refresh"
#define QLComposeShortcut @"com.example.quill." \
    "compose"

static NSString *const QLReplyCategory = @"REPLY";
