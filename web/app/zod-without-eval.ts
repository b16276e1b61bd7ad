/**
 * Zod compiles fast object parsers with `new Function` when it may, and probes whether it may by
 * trying: under the pages' Content-Security-Policy (no 'unsafe-eval', runtime/http/security-headers.ts)
 * the probe is refused and reported as a violation, though Zod then parses without it. Zod reads
 * its settings from this global before any schema is made, so the admin's generated validators are
 * built jitless from the start. Imported first by the app's entry.
 */
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true }

export {}
