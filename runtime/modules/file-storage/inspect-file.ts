/**
 * What a file is, from its bytes (DESIGN "Files": content sniffing): the type is never taken from
 * the client, whose claim is only compared against the bytes. Returns what `file-storage/files`
 * records about it; refuses with {@link FileRejectedError}.
 */
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { imageSize } from 'image-size'
import { ACCEPTED_FILE_TYPES, IMAGE_TYPES } from './accepted-file-types.ts'
import { FileRejectedError } from './file-rejected-error.ts'
import { formatBytes } from './format-bytes.ts'

/** The facts about a file's bytes. */
export interface FileFacts {
  /** The sniffed type (`image/png`), one of the accepted types. */
  readonly mimeType: string
  /** The extension of the sniffed type, without the dot (`png`). */
  readonly extension: string
  readonly size: number
  /** Pixels for images (an SVG's from its width/height or viewBox); null otherwise. */
  readonly width: number | null
  readonly height: number | null
}

/** Limits and the client's claims, which are checked, never believed. */
export interface InspectFileOptions {
  readonly maxBytes: number
  /** The type the client or remote server stated (`Content-Type`), compared with the bytes. */
  readonly declaredType?: string | undefined
  /** The client's file name; only its extension is looked at. */
  readonly declaredName?: string | undefined
  /** Refuse anything that is not an image (a logo, an avatar). */
  readonly requireImage?: boolean
  /** Types to accept instead of ACCEPTED_FILE_TYPES. */
  readonly acceptedTypes?: ReadonlySet<string>
  /** The form field the file came in, named in the error's issue. */
  readonly field?: string
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp'])

// An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> root.
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i

/** Sniffs `bytes` and measures images; throws {@link FileRejectedError} for what may not be stored. */
export async function inspectFile(bytes: Uint8Array, options: InspectFileOptions): Promise<FileFacts> {
  const { field } = options
  if (bytes.length === 0) throw new FileRejectedError('empty', 'The file is empty', field)
  if (bytes.length > options.maxBytes) {
    throw new FileRejectedError('too-large', `The file is larger than the limit of ${formatBytes(options.maxBytes)}`, field)
  }
  const sniffed = (await sniffBinary(bytes)) ?? sniffText(bytes, options.declaredName)
  const isImage = sniffed !== undefined && IMAGE_TYPES.has(sniffed.mimeType)
  if ((options.requireImage || claimsImage(options)) && !isImage) {
    const what = sniffed === undefined ? 'an unrecognised format' : sniffed.mimeType
    throw new FileRejectedError('not-an-image', `The file is not an image: its content is ${what}`, field)
  }
  if (sniffed === undefined) throw new FileRejectedError('unsupported-type', 'The file type is not recognised or not accepted', field)
  if (!(options.acceptedTypes ?? ACCEPTED_FILE_TYPES).has(sniffed.mimeType)) {
    throw new FileRejectedError('unsupported-type', `Files of type ${sniffed.mimeType} are not accepted`, field)
  }
  const dimensions = isImage ? measureImage(bytes, sniffed.mimeType, field) : undefined
  return { ...sniffed, size: bytes.length, width: dimensions?.width ?? null, height: dimensions?.height ?? null }
}

async function sniffBinary(bytes: Uint8Array): Promise<{ mimeType: string; extension: string } | undefined> {
  const type = await fileTypeFromBuffer(bytes)
  // XML is sniffed as such; an SVG is XML too and is recognised by its root below.
  if (type === undefined || type.mime === 'application/xml') return undefined
  return { mimeType: type.mime, extension: type.ext }
}

function sniffText(bytes: Uint8Array, declaredName: string | undefined): { mimeType: string; extension: string } | undefined {
  const text = decodeText(bytes)
  if (text === undefined) return undefined
  if (SVG_START.test(text.slice(0, 4096))) return { mimeType: 'image/svg+xml', extension: 'svg' }
  const declared = extensionOf(declaredName)
  if (declared === 'csv') return { mimeType: 'text/csv', extension: 'csv' }
  return { mimeType: 'text/plain', extension: 'txt' }
}

// Text is valid UTF-8 without control characters other than tab, newlines and form feed.
function decodeText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point; they mark binary content that claims to be text
    return /[\x00-\x08\x0B\x0E-\x1F\x7F]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

function claimsImage(options: InspectFileOptions): boolean {
  const declaredType = options.declaredType?.split(';')[0]?.trim().toLowerCase()
  return declaredType?.startsWith('image/') === true || IMAGE_EXTENSIONS.has(extensionOf(options.declaredName) ?? '')
}

function extensionOf(name: string | undefined): string | undefined {
  const extension = path
    .extname(name ?? '')
    .slice(1)
    .toLowerCase()
  return extension === '' ? undefined : extension
}

/**
 * `bytes` on an ArrayBuffer of its own. A small Buffer is a view into Node's shared pool (even one
 * at the pool's start, whose ArrayBuffer is the whole pool), and
 * image-size may read past the view's end into whatever the pool holds next: a truncated header
 * was then read as a whole one, depending on what else the process had allocated.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  // `new Uint8Array(view)` copies: a Buffer's own `slice` is a view of the same memory, not a copy.
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes)
}

// No format the site renders goes past 65535 pixels a side; a header that says so is corrupt.
const MAX_IMAGE_SIDE = 65_535

function measureImage(bytes: Uint8Array, mimeType: string, field: string | undefined): { width: number; height: number } | undefined {
  let size: { width: number; height: number }
  try {
    size = imageSize(ownBuffer(bytes))
  } catch (error) {
    // An SVG may leave its size to the page (no width, height or viewBox): nothing to record.
    if (mimeType === 'image/svg+xml') return undefined
    throw new FileRejectedError('unreadable-image', `The image could not be read: ${(error as Error).message}`, field)
  }
  // image-size reads headers leniently: a truncated one comes back as zero or absurd sides.
  const plausible = (side: number) => Number.isInteger(side) && side > 0 && side <= MAX_IMAGE_SIDE
  if (!plausible(size.width) || !plausible(size.height)) {
    if (mimeType === 'image/svg+xml') return undefined
    throw new FileRejectedError(
      'unreadable-image',
      `The image could not be read: its header gives ${size.width}×${size.height} pixels`,
      field,
    )
  }
  return { width: size.width, height: size.height }
}
