/**
 * The DATA_DIR value that keeps PGlite entirely in memory (tests, throwaway runs). Its own module, so
 * code that only compares a data directory with it does not load PGlite.
 */
export const IN_MEMORY_DATA_DIR = 'memory://'
