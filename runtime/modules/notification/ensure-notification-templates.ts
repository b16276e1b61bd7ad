/** Copies the shipped templates into `notification/templates`, leaving administrators' edits alone. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { DEFAULT_NOTIFICATION_TEMPLATES } from './default-templates.ts'

/** Inserts each shipped template whose slug is not in the table yet; returns the slugs inserted. */
export async function ensureNotificationTemplates(db: Kysely<Database>): Promise<string[]> {
  // Directly, in one statement at start-up: a slug already there is the answer (on conflict do nothing), which writeEntity would refuse with a 409.
  const inserted = await db
    .insertInto('notification_templates')
    .values(
      DEFAULT_NOTIFICATION_TEMPLATES.map((template) => ({
        slug: template.slug,
        admin_title: template.adminTitle,
        subject: JSON.stringify(template.subject),
        body: JSON.stringify(template.body),
      })),
    )
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returning('slug')
    .execute()
  return inserted.map((row) => row.slug)
}
