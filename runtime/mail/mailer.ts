/** Outgoing mail as the rest of the runtime sees it: one message at a time, transport unknown. */

/** A plain-text message. */
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** Sends mail; `close` releases pooled connections. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}
