/** The content type a key's extension stands for, where a backend keeps no type of its own. */
import mime from 'mime-types'

/** `image/png` for `a.png`; `application/octet-stream` when the extension is missing or unknown. */
export function contentTypeForKey(key: string): string {
  return mime.lookup(key) || 'application/octet-stream'
}
