/**
 * The retry side of notifications: claims the messages that are due (see NotificationRetryPolicy)
 * and sends them. Claiming is one statement with `FOR UPDATE SKIP LOCKED` that also touches
 * `updated_at`, so several processes running this at once never take the same message, and no
 * transaction stays open while mail is sent (PGlite has one connection; a slow SMTP server must
 * not hold it).
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { NotificationMessagesRow } from '#generated/db/notification/messages.gen.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { NOTIFICATION_RETRY_POLICY, type NotificationRetryPolicy } from './notification-retry-policy.ts'
import { attemptDelivery, type NotificationOutcome } from './send-notification.ts'

/** Options for one pass over the queue. */
export interface ProcessNotificationQueueOptions {
  readonly policy?: NotificationRetryPolicy
  /** Messages claimed per pass (default 20). */
  readonly batchSize?: number
}

/** Claims due messages and sends each; returns every attempt's outcome. */
export async function processNotificationQueue(
  db: Kysely<Database>,
  mailer: Mailer,
  options: ProcessNotificationQueueOptions = {},
): Promise<NotificationOutcome[]> {
  const claimed = await claimDueNotifications(db, options.policy ?? NOTIFICATION_RETRY_POLICY, options.batchSize ?? 20)
  const outcomes: NotificationOutcome[] = []
  // One at a time: a pass is a background chore, and SMTP servers throttle bursts.
  for (const row of claimed) outcomes.push(await attemptDelivery(db, mailer, row))
  return outcomes
}

/** The due messages, claimed for one lease each (oldest first). */
export async function claimDueNotifications(
  db: Kysely<Database>,
  policy: NotificationRetryPolicy,
  batchSize: number,
): Promise<NotificationMessagesRow[]> {
  const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`
  const due = sql<boolean>`(
    (status = 'queued' and updated_at <= now() - ${ms(policy.leaseMs)})
    or (
      status = 'failed'
      and created_at > now() - ${ms(policy.giveUpAfterMs)}
      and updated_at <= now() - greatest(${ms(policy.baseDelayMs)}, least(${ms(policy.maxDelayMs)}, updated_at - created_at))
    )
  )`
  // Directly, one statement for the batch: a lease is the queue's bookkeeping, not a change of the
  // messages; what comes of each (sent, failed) is written through their write path (send-notification.ts).
  const result = await sql<NotificationMessagesRow>`
    update notification_messages set updated_at = now()
    where id in (
      select id from notification_messages
      where ${due}
      order by updated_at
      limit ${batchSize}
      for update skip locked
    )
    and ${due}
    returning *
  `.execute(db)
  return result.rows
}
