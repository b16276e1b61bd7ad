/**
 * Sign-In with Ethereum (EIP-4361; DESIGN "Authentication"). The server issues the whole message,
 * with a single-use nonce valid 5 minutes, this site's domain and the configured chain id; the
 * wallet signs it; the server verifies offline with `viem/siwe` and `viem` (no RPC), then spends
 * the nonce. A message replayed, expired, for another domain or chain, or signed by another key is
 * refused with 401.
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type Address, getAddress, isAddressEqual, recoverMessageAddress } from 'viem'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { Database } from '#generated/db/database.gen.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { unauthorized } from '#runtime/errors/http-error.ts'
import { createSubject } from './create-subject.ts'
import { identityByAccount } from './identity-by-account.ts'
import { consumeCode, issueCode } from './single-use-codes.ts'

/** How long a nonce (and the message carrying it) is valid. */
export const ETHEREUM_NONCE_TTL_SECONDS = 5 * 60

/** The statement wallets show above the message's fields. */
export const SIGN_IN_STATEMENT = 'Sign in to Tessera.'

/** The site a message must name: the host of PUBLIC_URL and the chain of SIWE_CHAIN_ID. */
export type SiweSite = Pick<Config, 'publicUrl' | 'siweChainId'>

/** A message to sign. */
export interface SignedMessage {
  readonly message: string
  readonly signature: string
  readonly address: string
}

/** Issues a nonce and returns the complete EIP-4361 message for `address` to sign. */
export async function createSignInMessage(db: Kysely<Database>, site: SiweSite, address: string, now = new Date()): Promise<string> {
  // 48 hex characters: EIP-4361 wants at least 8 alphanumerics; this is 192 bits of randomness.
  const nonce = randomBytes(24).toString('hex')
  await issueCode(db, { purpose: 'ethereum-nonce', code: nonce, ttlSeconds: ETHEREUM_NONCE_TTL_SECONDS })
  return createSiweMessage({
    domain: new URL(site.publicUrl).host,
    address: getAddress(address),
    statement: SIGN_IN_STATEMENT,
    uri: site.publicUrl,
    version: '1',
    chainId: site.siweChainId,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + ETHEREUM_NONCE_TTL_SECONDS * 1000),
  })
}

/**
 * Verifies a signed message and spends its nonce; returns the checksummed signer. Every check runs
 * before the nonce is spent, so a malformed attempt cannot burn a genuine user's nonce, and the
 * spend is one conditional UPDATE, so a replay racing the original still fails.
 */
export async function verifySignInMessage(db: Kysely<Database>, site: SiweSite, signed: SignedMessage, now = new Date()): Promise<Address> {
  const fields = parseSiweMessage(signed.message)
  const siteUrl = new URL(site.publicUrl)
  if (fields.domain !== siteUrl.host) throw unauthorized('This sign-in message is for another site')
  if (fields.chainId !== site.siweChainId)
    throw unauthorized(`This sign-in message is for another chain; sign one for chain ${site.siweChainId}`)
  if (fields.uri === undefined || !sameOrigin(fields.uri, siteUrl)) throw unauthorized('This sign-in message is for another site')
  if (fields.expirationTime === undefined || fields.nonce === undefined || fields.address === undefined) {
    throw unauthorized('This is not a sign-in message issued by this site')
  }
  if (!validateSiweMessage({ message: fields, domain: siteUrl.host, address: signed.address as Address, time: now })) {
    throw unauthorized('This sign-in message has expired or does not match the address; ask for a new one')
  }
  const signer = await recoverMessageAddress({ message: signed.message, signature: signed.signature as `0x${string}` }).catch(
    () => undefined,
  )
  if (signer === undefined || !isAddressEqual(signer, fields.address)) throw unauthorized('The signature does not match the address')
  if ((await consumeCode(db, 'ethereum-nonce', fields.nonce)) === undefined) {
    throw unauthorized('This sign-in message was already used or has expired; ask for a new one')
  }
  return getAddress(signer)
}

/** The subject of a verified wallet, created with its identity (and registration roles) on first sign-in. */
export async function subjectOfWallet(db: Kysely<Database>, address: Address): Promise<string> {
  const existing = await walletSubject(db, address)
  if (existing !== undefined) return existing
  const created = await createSubject(db, { provider: 'ethereum_virtual_machine', account: address })
  // Undefined when a concurrent first sign-in created it a moment ago, or the identity has no subject.
  const subjectId = created?.subjectId ?? (await walletSubject(db, address))
  if (subjectId === undefined) throw unauthorized('This wallet is registered but belongs to no account; ask an administrator')
  return subjectId
}

/** The subject an Ethereum identity belongs to, if the wallet is known. */
export async function walletSubject(db: Kysely<Database>, address: Address): Promise<string | undefined> {
  return (await identityByAccount(db, 'ethereum_virtual_machine', address))?.subjectId
}

function sameOrigin(uri: string, site: URL): boolean {
  try {
    return new URL(uri).origin === site.origin
  } catch {
    return false
  }
}
