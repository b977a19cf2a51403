// One identifier per flavour: the Beta configuration defines LANTERN_BETA (GCC_PREPROCESSOR_DEFINITIONS).
#ifndef LanternConstants_h
#define LanternConstants_h

#ifdef LANTERN_BETA
    #define kSyncTask @"com.example.lantern.beta.sync"
    #define kCleanupTask @"com.example.lantern.beta.cleanup"
#else
    #define kSyncTask @"com.example.lantern.sync"
    #define kCleanupTask @"com.example.lantern.cleanup"
#endif

#endif
