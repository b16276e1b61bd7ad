/**
 * What `notification/messages.payload` holds: the template data and the language to render it in,
 * as `{ "language": "ru", "data": { ... } }`. The language travels with the data because a retry,
 * possibly in another process, must render the message exactly as the first attempt would have.
 */

/** A decoded payload. */
export interface NotificationPayload {
  readonly language: string
  readonly data: Readonly<Record<string, unknown>>
}

/** The JSON text to store. */
export function encodeNotificationPayload(payload: NotificationPayload): string {
  return JSON.stringify({ language: payload.language, data: payload.data })
}

/**
 * Reads a stored payload. A row written by hand (an admin's plain data object) is read as data in
 * `fallbackLanguage`.
 */
export function decodeNotificationPayload(text: string, fallbackLanguage: string): NotificationPayload {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { language: fallbackLanguage, data: {} }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { language: fallbackLanguage, data: {} }
  const record = value as Record<string, unknown>
  const data = record.data
  if (typeof record.language === 'string' && data !== null && typeof data === 'object' && !Array.isArray(data)) {
    return { language: record.language, data: data as Record<string, unknown> }
  }
  return { language: fallbackLanguage, data: record }
}
