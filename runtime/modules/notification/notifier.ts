/**
 * Notifications as request handlers use them: each message is stored first (so nothing is lost),
 * then sent in the background so a slow mail server never delays the answer; whatever fails stays
 * `failed` for the retry loop this notifier runs in the process.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { type NotificationInput, deliverNotification, enqueueNotification } from './send-notification.ts'
import { type RetryLoopLog, startNotificationRetryLoop } from './start-notification-retry-loop.ts'

/** Stores and sends notifications for the routes of one server process. */
export interface Notifier {
  /** Stores every message, then sends them without waiting; resolves with the stored ids. */
  notify(inputs: readonly NotificationInput[]): Promise<string[]>
  /** Resolves once the sends started so far have ended (tests, shutdown). */
  settled(): Promise<void>
  /** Stops the retry loop after the sends in progress. */
  stop(): Promise<void>
}

/** Options of {@link createNotifier}. */
export interface NotifierOptions {
  readonly db: Kysely<Database>
  readonly mailer: Mailer
  readonly log: RetryLoopLog
  /** Time between retry passes (default 15 s). */
  readonly retryIntervalMs?: number
}

/** A notifier over `db` and `mailer`, with its retry loop running. */
export function createNotifier(options: NotifierOptions): Notifier {
  const { db, mailer, log } = options
  const loop = startNotificationRetryLoop({ db, mailer, log, intervalMs: options.retryIntervalMs })
  const sending = new Set<Promise<unknown>>()
  const send = (id: string) => {
    const attempt = deliverNotification(db, mailer, id)
      .then((outcome) => {
        if (outcome?.status === 'failed')
          log.warn({ notificationId: id, err: { message: outcome.error?.message } }, 'Notification not sent; it will be retried')
      })
      .catch((error: unknown) => log.error({ notificationId: id, err: { message: (error as Error).message } }, 'Notification send failed'))
      .finally(() => sending.delete(attempt))
    sending.add(attempt)
  }
  return {
    async notify(inputs) {
      const ids: string[] = []
      for (const input of inputs) ids.push(await enqueueNotification(db, input))
      for (const id of ids) send(id)
      return ids
    },
    async settled() {
      while (sending.size > 0) await Promise.all([...sending])
    },
    async stop() {
      await loop.stop()
      await this.settled()
    },
  }
}
