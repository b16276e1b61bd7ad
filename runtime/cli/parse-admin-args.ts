/** Arguments of `npm run admin -- --email … [--password …]`. */
import { parseArgs } from 'node:util'
import { emailSchema } from '#contract/routes/rbac/auth-schemas.ts'

/** What `npm run admin` was asked to do. */
export interface AdminCommand {
  readonly email: string
  readonly password: string | undefined
}

/** Usage text shown after a bad invocation. */
export const ADMIN_USAGE = 'Usage: npm run admin -- --email person@example.com [--password "at least 8 characters"]'

/**
 * Parses argv (without node and script). The password may also come from TESSERA_ADMIN_PASSWORD,
 * which keeps it out of the shell history and the process list.
 */
export function parseAdminArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): AdminCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  })
  if (positionals.length > 0) throw new Error(`Unexpected argument ${positionals[0]}`)
  if (values.email === undefined) throw new Error('Missing --email')
  const email = emailSchema.safeParse(values.email)
  if (!email.success) throw new Error(`--email must be an e-mail address, got ${values.email}`)
  return { email: email.data, password: values.password ?? (env.TESSERA_ADMIN_PASSWORD || undefined) }
}
