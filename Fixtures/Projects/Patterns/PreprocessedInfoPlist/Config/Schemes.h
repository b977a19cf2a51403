#define APP_URL_SCHEME tally
#ifdef DEBUG
#define APP_DEBUG_SCHEME tally-debug
#endif
