/* Values the Info.plist takes from the C preprocessor (INFOPLIST_PREPROCESS = YES). */
#include "Schemes.h"
#define APP_BUNDLE_ID com.example.tally
