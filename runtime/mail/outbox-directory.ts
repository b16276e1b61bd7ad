/** Where development mail is written (DESIGN "Files, mail"): `${DATA_DIR}/outbox`. */
import os from 'node:os'
import path from 'node:path'
import type { Config } from '#runtime/config/load-config.ts'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'

/** `${DATA_DIR}/outbox`; with an in-memory data dir (tests), a folder under the OS temp dir. */
export function outboxDirectory(config: Pick<Config, 'dataDir'>): string {
  if (config.dataDir === IN_MEMORY_DATA_DIR) return path.join(os.tmpdir(), 'tessera-outbox')
  return path.resolve(config.dataDir, 'outbox')
}
