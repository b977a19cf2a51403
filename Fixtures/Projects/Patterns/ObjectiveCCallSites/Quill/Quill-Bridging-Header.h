#import "QuillConstants.h"
