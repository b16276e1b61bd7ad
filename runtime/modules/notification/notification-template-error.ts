/** A notification that cannot be rendered: no such template, no text in any usable language, bad syntax. */

/** Thrown by rendering; sending records it on the message (status `failed`) rather than throwing. */
export class NotificationTemplateError extends Error {
  override readonly name = 'NotificationTemplateError'
}
