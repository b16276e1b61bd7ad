/**
 * The one lookup of a login: the identity with a provider and account (the unique pair of
 * `rbac_identities`), its password hash and the subject it belongs to. Sign-in, password reset,
 * wallet sign-in, `npm run admin` and the demo admin all find identities through it.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/** A login method's provider, as stored. */
export type IdentityProvider = 'email_and_password' | 'ethereum_virtual_machine' | 'telegram'

/** What {@link identityByAccount} finds. */
export interface FoundIdentity {
  readonly identityId: string
  /** The argon2id hash; null for a wallet or an account created without a password. */
  readonly passwordHash: string | null
  /** Whether its owner proved the e-mail (always true for a wallet); an unverified e-mail does not sign in. */
  readonly verified: boolean
  /** The subject it signs in to; undefined for an identity linked to no subject. */
  readonly subjectId: string | undefined
}

/** The identity of `provider` and `account` (an e-mail, normalised, or a checksummed address). */
export async function identityByAccount(
  db: Kysely<Database> | Transaction<Database>,
  provider: IdentityProvider,
  account: string,
): Promise<FoundIdentity | undefined> {
  const row = await db
    .selectFrom('rbac_identities as identity')
    .leftJoin('rbac_subjects_to_identities as link', 'link.identity_id', 'identity.id')
    .select(['identity.id', 'identity.password', 'identity.verified_at', 'link.subject_id'])
    .where('identity.provider', '=', provider)
    .where('identity.account', '=', account)
    .orderBy('link.created_at')
    .executeTakeFirst()
  if (row === undefined) return undefined
  return {
    identityId: row.id,
    passwordHash: row.password ?? null,
    verified: row.verified_at !== null || provider !== 'email_and_password',
    subjectId: row.subject_id ?? undefined,
  }
}
