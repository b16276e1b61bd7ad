/** Signature helpers the providers share: HMACs and digests compared in constant time. */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `data` with `key`, in `encoding`. */
export function hmacSha256(key: string | Uint8Array, data: string | Uint8Array, encoding: 'hex' | 'base64'): string {
  return createHmac('sha256', key).update(data).digest(encoding)
}

/** MD5 of `text` as lowercase hex (0xProcessing signs with it). */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex')
}

/** Whether `presented` equals `expected`, without leaking where they differ. */
export function signaturesMatch(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false
  const a = Buffer.from(presented.trim())
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** One header's value (the first, when repeated). */
export function headerOf(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}
