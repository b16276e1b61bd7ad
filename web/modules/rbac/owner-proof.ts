/**
 * What the identity settings send to show the account's owner is making a change to its login
 * methods (runtime/modules/rbac/identity-changes.ts `confirmOwner`): the current password, or for
 * a wallet-only account a fresh signature of its wallet. The wallet code loads only when needed.
 */
import type { SessionSubject } from '#web/app/page-api.ts'
import type { UiStrings } from '#web/i18n/en.ts'
import { EVM_PROVIDER } from './wallet-login.tsx'

/** Whether the account signs in with a password (so the password is its proof), or only with wallets. */
export function hasPasswordLogin(subject: SessionSubject): boolean {
  return subject.identities.some((identity) => identity.provider !== EVM_PROVIDER)
}

/** The proof fields of a request body. */
export async function ownerProof(t: UiStrings, usesPassword: boolean, currentPassword: string): Promise<Record<string, unknown>> {
  if (usesPassword) return { currentPassword }
  const wallet = await import('./wallet/wallet-sign-in.ts')
  return { currentSignature: await wallet.signWithWallet(t) }
}
