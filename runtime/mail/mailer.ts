/** Outgoing mail as the rest of the runtime sees it: one message at a time, transport unknown. */

/** A message: plain text, with an optional HTML alternative of the same content. */
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html?: string
}

/** Sends mail; `close` releases pooled connections. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}
