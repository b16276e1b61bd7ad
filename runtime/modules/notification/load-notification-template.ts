/** Finds a template by slug: the administrators' copy in the database, else the shipped default. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { DEFAULT_NOTIFICATION_TEMPLATES } from './default-templates.ts'
import { NotificationTemplateError } from './notification-template-error.ts'
import type { NotificationTemplateText } from './render-notification.ts'

/** The template `slug`; throws NotificationTemplateError when neither the database nor the defaults have it. */
export async function loadNotificationTemplate(db: Kysely<Database>, slug: string): Promise<NotificationTemplateText> {
  const row = await db.selectFrom('notification_templates').select(['slug', 'subject', 'body']).where('slug', '=', slug).executeTakeFirst()
  if (row !== undefined) return row
  const shipped = DEFAULT_NOTIFICATION_TEMPLATES.find((template) => template.slug === slug)
  if (shipped !== undefined) return shipped
  throw new NotificationTemplateError(`No notification template ${slug}`)
}
