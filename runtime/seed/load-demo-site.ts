/**
 * Everything the demo site needs in one call: its records, its image files and the demo admin.
 * Both `npm start` (embedded database) and `npm run seed` use it. A production server gets no
 * demo admin (a known login whose password is printed to a log): its first administrator is made
 * with `npm run admin`, which the printed lines say.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { FileStorage } from '#runtime/modules/file-storage/file-storage.ts'
import { copyDemoFiles } from './copy-demo-files.ts'
import { type DemoAdmin, ensureDemoAdmin } from './demo-admin.ts'
import { type LoadSeedResult, loadSeed } from './load-seed.ts'
import type { AnySeedRecord } from './seed-record.ts'

/** What {@link loadDemoSite} needs beyond the database. */
export interface DemoSiteSource {
  readonly records: readonly AnySeedRecord[]
  /** The folder of the demo's files. */
  readonly filesDirectory: URL
  /** DATA_DIR, whose files/ folder is the local file storage. */
  readonly dataDir: string
  /** The S3 file storage, when one is configured: the files go there instead. */
  readonly bucket?: FileStorage
  /** Whether to ensure the demo admin (`admin@tessera.local`); false in production. Default true. */
  readonly withDemoAdmin?: boolean
}

/** Whether a server started with `nodeEnv` gets the demo admin: everywhere but production. */
export function demoAdminAllowed(nodeEnv: string): boolean {
  return nodeEnv !== 'production'
}

/** What is printed instead of the demo admin when there is none. */
export const ADMIN_SETUP_HINT =
  'No administrator yet: create one with `npm run admin -- --email you@example.com --password "…"` (or the password in TESSERA_ADMIN_PASSWORD)'

/** What a demo site load did. */
export interface DemoSiteResult {
  readonly seed: LoadSeedResult
  readonly filesCopied: number
  /** Undefined when the demo admin was not wanted (production). */
  readonly admin: DemoAdmin | undefined
}

/** Loads the records (idempotently), copies missing files and ensures the demo admin. */
export async function loadDemoSite(db: Kysely<Database>, source: DemoSiteSource): Promise<DemoSiteResult> {
  const seed = await loadSeed(db, source.records)
  const filesCopied = await copyDemoFiles(source.filesDirectory, source.dataDir, source.bucket)
  const admin = (source.withDemoAdmin ?? true) ? await ensureDemoAdmin(db) : undefined
  return { seed, filesCopied, admin }
}

/**
 * The lines to print after a load. The password appears only on the run that created the admin;
 * it is stored nowhere but as its argon2id hash.
 */
export function describeDemoSite(result: DemoSiteResult): string[] {
  const { seed, admin } = result
  const lines = [
    seed.inserted === 0
      ? `Demo site: already loaded (${seed.skipped} records present)`
      : `Demo site: inserted ${seed.inserted} records, ${seed.skipped} already present`,
  ]
  if (seed.blocked.length > 0) {
    const shown = seed.blocked.slice(0, 10).join(', ')
    const more = seed.blocked.length > 10 ? ` and ${seed.blocked.length - 10} more` : ''
    lines.push(`Demo site: ${seed.blocked.length} records skipped because other rows hold their unique values: ${shown}${more}`)
  }
  if (result.filesCopied > 0) lines.push(`Demo site: copied ${result.filesCopied} image files`)
  if (admin === undefined) {
    lines.push(ADMIN_SETUP_HINT)
    return lines
  }
  lines.push(
    admin.created
      ? `Demo admin: ${admin.email} / ${admin.password}`
      : `Demo admin: ${admin.email} exists (its password was printed when it was created)`,
  )
  return lines
}
