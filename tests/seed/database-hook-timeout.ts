/**
 * Time for a hook that creates and migrates a database and loads the demo site: migrating all the
 * schema's tables on PGlite takes several seconds alone and far more on a busy 2-core machine.
 */
export const DATABASE_HOOK_TIMEOUT = 120_000
