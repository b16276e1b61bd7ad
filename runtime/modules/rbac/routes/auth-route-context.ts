/** What the subject routes share: database, configuration, mailer and how cookies are set. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { Config } from '#runtime/config/load-config.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'

/** Built once by the subject routes plugin and handed to each route group. */
export interface AuthRouteContext {
  readonly db: Kysely<Database>
  readonly config: Config
  readonly mailer: Mailer
  readonly signingKey: Uint8Array
  /** Cookies get `Secure` in production. */
  readonly secureCookies: boolean
  /** Requests per minute per client address on credential-checking endpoints. */
  readonly strictLimit: number
  /** The same for cheap endpoints a page calls often (me, is-authorized, logout). */
  readonly relaxedLimit: number
}
