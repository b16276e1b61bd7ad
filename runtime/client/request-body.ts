/**
 * The body of a write: JSON `{ data }`, or — when files travel with it —
 * multipart with a `data` part holding the JSON and one part per file, named
 * after its field (DESIGN "The HTTP API").
 */

/** Files to upload with a create or update, by field name. */
export type UploadFiles = Readonly<Record<string, Blob | readonly Blob[]>>

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob
}

function isBlobList(value: unknown): value is readonly Blob[] {
  return Array.isArray(value) && value.length > 0 && value.every(isBlob)
}

/**
 * `{ data }` for JSON, or FormData when `files` is given or any top-level value of `data` is a
 * File/Blob (those move out of the JSON into parts of their own).
 */
export function encodeDataBody(data: unknown, files?: UploadFiles): { readonly data: unknown } | FormData {
  const parts: Array<[string, Blob]> = []
  let json = data
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const rest: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(data)) {
      if (isBlob(value)) parts.push([name, value])
      else if (isBlobList(value)) for (const blob of value) parts.push([name, blob])
      else rest[name] = value
    }
    json = rest
  }
  for (const [name, value] of Object.entries(files ?? {})) {
    for (const blob of isBlob(value) ? [value] : value) parts.push([name, blob])
  }
  if (parts.length === 0) return { data }

  const form = new FormData()
  // `data` goes first so a streaming server knows the record before the files arrive.
  form.append('data', JSON.stringify(json))
  for (const [name, blob] of parts) form.append(name, blob)
  return form
}
