/** What checkout and settlement need: the database, the offered providers, the mailer and the site's origin. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import type { PaymentProviders } from './payment-providers.ts'

/** Built once per server by the shop plugin. */
export interface BillingContext {
  readonly db: Kysely<Database>
  readonly providers: PaymentProviders
  readonly mailer: Mailer
  /** PUBLIC_URL: return and webhook URLs, links in mail. */
  readonly publicUrl: string
  /** Runs the due jobs soon (a receipt settlement queued); without it the job runner's poll finds them. */
  readonly wakeJobs?: () => void
}
