/**
 * A templated message that is sent once and stored nowhere: for payloads that are secrets, such as
 * a password-reset code. The reset code is kept only as a hash (runtime/modules/rbac/single-use-codes.ts);
 * a `notification/messages` row would keep it readable for as long as the row lives. Nothing is
 * retried either: a failure reaches the caller, and the person asks for a new code.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { loadNotificationTemplate } from './load-notification-template.ts'
import { renderNotification } from './render-notification.ts'
import type { NotificationInput } from './send-notification.ts'

/** Renders the template (the administrators' copy, else the shipped one) and sends it now; throws on failure. */
export async function sendTransientNotification(
  db: Kysely<Database>,
  mailer: Mailer,
  input: Omit<NotificationInput, 'subjectId'>,
): Promise<void> {
  const template = await loadNotificationTemplate(db, input.templateSlug)
  const message = renderNotification(template, input.payload, input.language)
  await mailer.send({ to: input.recipient, subject: message.subject, text: message.text, html: message.html })
}
