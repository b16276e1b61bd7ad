/**
 * `npm run admin -- --email … --password …`: creates an administrator, or promotes the account
 * that uses that e-mail, in the configured database (DATABASE_URL, or PGlite in DATA_DIR, which
 * `npm start` must not hold open at the same time). The schema must be up to date.
 */
import { ensureAdmin } from '#runtime/auth/ensure-admin.ts'
import { ADMIN_USAGE, type AdminCommand, parseAdminArgs } from '#runtime/cli/parse-admin-args.ts'
import { loadConfig } from '#runtime/config/load-config.ts'
import { createDatabase } from '#runtime/db/create-database.ts'
import { migrationStatus } from '#runtime/db/migrations.ts'

const MESSAGES = {
  created: (email: string) => `Created administrator ${email}`,
  promoted: (email: string) => `Promoted ${email} to administrator (password unchanged)`,
  'already-admin': (email: string) => `${email} is already an administrator (password unchanged)`,
} as const

async function admin(command: AdminCommand): Promise<void> {
  const database = await createDatabase(loadConfig())
  try {
    const pending = (await migrationStatus(database.db)).filter((state) => state.executedAt === null)
    if (pending.length > 0) throw new Error(`${pending.length} migration(s) pending: run \`npm run migrate -- up\` (or \`npm start\` once) first`)
    const outcome = await ensureAdmin(database.db, command.email, command.password)
    console.log(MESSAGES[outcome](command.email))
  } finally {
    await database.close()
  }
}

// Failures set process.exitCode rather than calling process.exit, which would cut output still
// on its way through a pipe.
let command: AdminCommand | undefined
try {
  command = parseAdminArgs(process.argv.slice(2), process.env)
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${ADMIN_USAGE}`)
  process.exitCode = 2
}
if (command !== undefined) {
  admin(command).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
