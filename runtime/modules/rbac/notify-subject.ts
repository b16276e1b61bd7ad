/**
 * `POST /api/rbac/subjects/{id}/notify`: mails a message to every e-mail address among the
 * subject's identities, as notifications (the `subject-message` template): each is stored before
 * it is sent, so one the mail server refuses is retried rather than lost. Server-side callers
 * (order status changes, an administrator) use it; the route is admin-only, so nobody can make the
 * site mail a third party.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { NOTIFICATION_TEMPLATE } from '#runtime/modules/notification/default-templates.ts'
import { sendNotification } from '#runtime/modules/notification/send-notification.ts'

/** A validated notification (see auth-schemas.ts). */
export interface Notification {
  readonly subject: string
  readonly text: string
}

/** Sends `notification` to each distinct e-mail of the subject; returns how many were stored and attempted. */
export async function notifySubject(db: Kysely<Database>, mailer: Mailer, subjectId: string, notification: Notification): Promise<number> {
  const subject = await db.selectFrom('rbac_subjects').select('id').where('id', '=', subjectId).executeTakeFirst()
  if (subject === undefined) throw notFound('No such subject')
  const rows = await db
    .selectFrom('rbac_identities as identity')
    .innerJoin('rbac_subjects_to_identities as link', 'link.identity_id', 'identity.id')
    .select('identity.email')
    .distinct()
    .where('link.subject_id', '=', subjectId)
    .where('identity.email', 'is not', null)
    .execute()
  for (const row of rows) {
    await sendNotification(db, mailer, {
      templateSlug: NOTIFICATION_TEMPLATE.subjectMessage,
      recipient: row.email!,
      subjectId,
      language: defaultLanguage,
      payload: { subject: notification.subject, text: notification.text },
    })
  }
  return rows.length
}
