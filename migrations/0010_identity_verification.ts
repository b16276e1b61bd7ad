// Migration identity_verification, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "rbac_codes" drop constraint "rbac_codes_purpose_check"`,
  `alter table "rbac_identities" add column "verified_at" timestamptz`,
  // Added by hand: identities made before verification existed keep signing in (issue #30 finding 4).
  `update "rbac_identities" set "verified_at" = now()`,
  `alter table "rbac_codes" add constraint "rbac_codes_purpose_check" check ("purpose" in ('reset-password', 'ethereum-nonce', 'verify-email'))`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `alter table "rbac_codes" drop constraint "rbac_codes_purpose_check"`,
  `alter table "rbac_identities" drop column "verified_at"`,
  `alter table "rbac_codes" add constraint "rbac_codes_purpose_check" check ("purpose" in ('reset-password', 'ethereum-nonce'))`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
