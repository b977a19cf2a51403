// Objective-C: read for its call sites (it has none).
#import <Foundation/Foundation.h>
