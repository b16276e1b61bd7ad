// Migration add_widget_accent_color, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "website_builder_widgets" add column "accent_color" text`,
  `alter table "website_builder_widgets" add constraint "website_builder_widgets_accent_color_check" check ("accent_color" ~* '^#[0-9a-f]{6}$')`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `alter table "website_builder_widgets" drop constraint "website_builder_widgets_accent_color_check"`,
  `alter table "website_builder_widgets" drop column "accent_color"`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
