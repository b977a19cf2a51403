// The header declares libFuzzer's driver; the definition comes from -sanitize=fuzzer at link time.
#include "CFuzzDriver.h"
