/** Where the local storage keeps files, and the URL prefix they are served under (DESIGN "Files"). */
import os from 'node:os'
import path from 'node:path'
import type { Config } from '#runtime/config/load-config.ts'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/in-memory-data-dir.ts'

/** The URL prefix under which stored files are served by this app. */
export const PUBLIC_FILES_PREFIX = '/public/'

/** `${DATA_DIR}/files`; with an in-memory data dir (tests), a folder under the OS temp dir. */
export function filesDirectory(config: Pick<Config, 'dataDir'>): string {
  if (config.dataDir === IN_MEMORY_DATA_DIR) return path.join(os.tmpdir(), 'tessera-files')
  return path.resolve(config.dataDir, 'files')
}
