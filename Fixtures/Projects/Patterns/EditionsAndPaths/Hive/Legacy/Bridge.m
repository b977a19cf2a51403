// Objective-C: counted, not read.
#import <Foundation/Foundation.h>
