/**
 * The content types a stored file may have, as sniffed from its bytes. Everything here is either
 * rendered by the site (images, video, audio) or downloaded (documents); anything else, HTML
 * included, is refused, so no stored file can become a page of this origin.
 */

/** Images the site renders with `<img>`; width and height are recorded for them. */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/x-icon',
  'image/bmp',
])

/** Every accepted type (sniffed), images first. */
export const ACCEPTED_FILE_TYPES: ReadonlySet<string> = new Set([
  ...IMAGE_TYPES,
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-m4a',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
  'font/woff2',
  'font/woff',
])
