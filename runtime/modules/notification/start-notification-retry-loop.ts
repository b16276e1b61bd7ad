/** Runs the notification queue on an interval in this process (every server process may run one). */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { type ProcessNotificationQueueOptions, processNotificationQueue } from './process-notification-queue.ts'

/** Where the loop reports; a Fastify/pino logger fits. */
export interface RetryLoopLog {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/** Options for {@link startNotificationRetryLoop}. */
export interface NotificationRetryLoopOptions extends ProcessNotificationQueueOptions {
  readonly db: Kysely<Database>
  readonly mailer: Mailer
  readonly log: RetryLoopLog
  /** Time between passes (default 15 s). */
  readonly intervalMs?: number
}

/** A running loop; `stop` waits for the pass in progress, so the database can close after it. */
export interface NotificationRetryLoop {
  stop(): Promise<void>
}

/**
 * Starts passes every `intervalMs`, never two at once in this process. Failures are logged, never
 * thrown: a mail server that is down is what the loop exists for.
 */
export function startNotificationRetryLoop(options: NotificationRetryLoopOptions): NotificationRetryLoop {
  let running: Promise<void> | undefined
  let stopped = false
  const pass = async () => {
    try {
      const outcomes = await processNotificationQueue(options.db, options.mailer, options)
      for (const outcome of outcomes) {
        if (outcome.status === 'failed')
          options.log.warn(
            { notificationId: outcome.id, err: { message: outcome.error?.message } },
            'Notification not sent; it will be retried',
          )
      }
    } catch (error) {
      // A database outage is logged once by the app (database-outage-log.ts); the next pass retries.
      if (!isConnectionFault(error)) options.log.error({ err: { message: (error as Error).message } }, 'Notification queue pass failed')
    }
  }
  const timer = setInterval(() => {
    if (stopped || running !== undefined) return
    running = pass().finally(() => {
      running = undefined
    })
  }, options.intervalMs ?? 15_000)
  // The loop alone must not keep a process alive (tests, CLI commands).
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
