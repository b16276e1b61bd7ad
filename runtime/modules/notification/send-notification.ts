/**
 * Sending a notification (DESIGN "Files, mail"): the `notification/messages` row is written first
 * (`queued`), then the message is rendered and mailed, then the row says `sent` (with `sentAt`) or
 * `failed`. Nothing is lost: a failed or interrupted message stays in the table, and the queue
 * (`processNotificationQueue`) tries it again later, from any process.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { NotificationMessagesRow } from '#generated/db/notification/messages.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import { loadNotificationTemplate } from './load-notification-template.ts'
import { decodeNotificationPayload, encodeNotificationPayload } from './notification-payload.ts'
import { renderNotification } from './render-notification.ts'

/** A notification to send. */
export interface NotificationInput {
  /** A template slug (`NOTIFICATION_TEMPLATE.orderStatusChanged`...). */
  readonly templateSlug: string
  /** The e-mail address. */
  readonly recipient: string
  /** The subject the message is about or addressed to, kept on the row. */
  readonly subjectId?: string | null
  /** The template data. */
  readonly payload: Readonly<Record<string, unknown>>
  /** The language to write in; the template's default-language text is used where it has none. */
  readonly language: string
}

/** How one attempt ended; `error` says why a message failed (it is also logged by the queue). */
export interface NotificationOutcome {
  readonly id: string
  readonly status: 'sent' | 'failed'
  readonly error?: Error
}

/**
 * Stores the message as `queued` and returns its id, without sending. Inside a transaction this
 * is the outbox pattern: after commit, call {@link deliverNotification} (or leave it to the queue,
 * which picks it up once the lease has passed).
 */
export async function enqueueNotification(db: Kysely<Database>, input: NotificationInput): Promise<string> {
  const row = await writeEntity(asDynamicDb(db), 'notification/messages', {
    operation: 'create',
    data: {
      recipient: input.recipient,
      templateSlug: input.templateSlug,
      subjectId: input.subjectId ?? null,
      payload: encodeNotificationPayload({ language: input.language, data: input.payload }),
      status: 'queued',
    },
  })
  return row.id
}

/** Stores, then sends (see the module comment). Resolves with the outcome; throws only if the database does. */
export async function sendNotification(db: Kysely<Database>, mailer: Mailer, input: NotificationInput): Promise<NotificationOutcome> {
  const id = await enqueueNotification(db, input)
  return (await deliverNotification(db, mailer, id)) ?? { id, status: 'sent' }
}

/**
 * Sends the stored message `id` now, unless it was sent already (then undefined). Meant for a
 * message this caller has just enqueued: it does not wait for another sender's lease.
 */
export async function deliverNotification(db: Kysely<Database>, mailer: Mailer, id: string): Promise<NotificationOutcome | undefined> {
  // Touching updated_at claims the row for one lease, so the queue leaves it alone meanwhile. Directly:
  // a lease is the queue's bookkeeping, not a change of the message (its status is written below).
  const row = await db
    .updateTable('notification_messages')
    .set({ updated_at: sql<string>`now()` })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .returningAll()
    .executeTakeFirst()
  return row === undefined ? undefined : attemptDelivery(db, mailer, row)
}

/** Renders and mails one claimed row, then records the result on it. */
export async function attemptDelivery(db: Kysely<Database>, mailer: Mailer, row: NotificationMessagesRow): Promise<NotificationOutcome> {
  try {
    const payload = decodeNotificationPayload(row.payload, defaultLanguage)
    const template = await loadNotificationTemplate(db, row.template_slug)
    const message = renderNotification(template, payload.data, payload.language)
    await mailer.send({ to: row.recipient, subject: message.subject, text: message.text, html: message.html })
  } catch (error) {
    await recordOutcome(db, row.id, { status: 'failed' })
    return { id: row.id, status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }
  }
  await recordOutcome(db, row.id, { status: 'sent', sentAt: new Date().toISOString() })
  return { id: row.id, status: 'sent' }
}

// Through the messages' write path (their hooks see a message sent or failing), unless another
// sender recorded it sent meanwhile: a sent message stays sent.
async function recordOutcome(
  db: Kysely<Database>,
  id: string,
  data: { readonly status: 'sent' | 'failed'; readonly sentAt?: string },
): Promise<void> {
  const record = async (trx: Kysely<Database>) => {
    const current = await trx.selectFrom('notification_messages').select('status').where('id', '=', id).forUpdate().executeTakeFirst()
    if (current === undefined || current.status === 'sent') return
    await writeEntity(asDynamicDb(trx), 'notification/messages', { operation: 'update', id, data })
  }
  await (db.isTransaction ? record(db) : db.transaction().execute(record))
}
