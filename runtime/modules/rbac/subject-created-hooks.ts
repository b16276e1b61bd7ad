/**
 * Runs every listed module's `onSubjectCreated` (runtime/server/server-module.ts) for a new
 * subject, in the transaction that creates it, so a module's part of an account (social's
 * profile) exists from the start on every path that creates subjects, in any process (server,
 * CLI, seeds). The module list is imported when first needed: it imports every module, rbac's
 * routes among them.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/** Runs the hooks for `subjectId` in `trx`. */
export async function runSubjectCreatedHooks(trx: Kysely<Database>, subjectId: string): Promise<void> {
  const { serverModules } = await import('#generated/modules/server-modules.gen.ts')
  for (const module of serverModules) await module.onSubjectCreated?.(trx, subjectId)
}
