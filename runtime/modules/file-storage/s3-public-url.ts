/** Where a file of the S3 storage is served: S3_PUBLIC_URL's prefix, or this app's `/public/`. */
import type { S3Config } from '#runtime/config/load-config.ts'
import { assertFileKey } from './file-key.ts'
import { PUBLIC_FILES_PREFIX } from './files-directory.ts'

/** The URL of `key` in the bucket of `config`. */
export function s3PublicUrl(config: Pick<S3Config, 'publicUrl'>, key: string): string {
  assertFileKey(key)
  return config.publicUrl === undefined ? `${PUBLIC_FILES_PREFIX}${key}` : `${config.publicUrl}/${key}`
}
