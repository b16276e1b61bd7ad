/** Where uploaded files are stored until the storage issue brings S3 and sniffing. */
import os from 'node:os'
import path from 'node:path'
import type { Config } from '#runtime/config/load-config.ts'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'

/** The URL prefix under which `${DATA_DIR}/files` is served (DESIGN "Files"). */
export const PUBLIC_FILES_PREFIX = '/public/'

/** `${DATA_DIR}/files`; with an in-memory data dir (tests), a folder under the OS temp dir. */
export function uploadDirectory(config: Pick<Config, 'dataDir'>): string {
  if (config.dataDir === IN_MEMORY_DATA_DIR) return path.join(os.tmpdir(), 'tessera-files')
  return path.resolve(config.dataDir, 'files')
}
