/**
 * Single-use codes (password-reset and e-mail verification codes, Ethereum sign-in nonces), stored as SHA-256 hashes
 * with an expiry. Consuming one is a single conditional UPDATE, so a code works once even when two
 * requests race with it.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token.ts'

/** What a code is for; a code of one purpose never passes for the other. */
export type CodePurpose = 'reset-password' | 'ethereum-nonce' | 'verify-email'

/** What to issue. */
export interface CodeRequest {
  readonly purpose: CodePurpose
  readonly ttlSeconds: number
  readonly identityId?: string
  /** The code itself; a fresh 32-byte token when omitted. */
  readonly code?: string
}

/** Stores a new code and returns it in clear, to be handed out exactly once. */
export async function issueCode(db: Kysely<Database>, request: CodeRequest): Promise<string> {
  const code = request.code ?? generateOpaqueToken()
  // Spent and expired codes are of no use to anyone; dropping them here keeps the table small.
  await db.deleteFrom('rbac_codes').where('expires_at', '<', sql<string>`now() - interval '1 day'`).execute()
  await db
    .insertInto('rbac_codes')
    .values({
      purpose: request.purpose,
      identity_id: request.identityId ?? null,
      code_hash: hashOpaqueToken(code),
      expires_at: sql<string>`now() + make_interval(secs => ${request.ttlSeconds})`,
    })
    .execute()
  return code
}

/** Marks a live code used; returns its identity (null for a nonce), or undefined if it was not live. */
export async function consumeCode(
  db: Kysely<Database>,
  purpose: CodePurpose,
  code: string,
): Promise<{ readonly identityId: string | null } | undefined> {
  const row = await db
    .updateTable('rbac_codes')
    .set({ used_at: sql<string>`now()`, updated_at: sql<string>`now()` })
    .where('code_hash', '=', hashOpaqueToken(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<string>`now()`)
    .returning('identity_id')
    .executeTakeFirst()
  return row === undefined ? undefined : { identityId: row.identity_id }
}
