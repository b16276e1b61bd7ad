/**
 * The wallet's session rules (SPEC §4 "Wallet login"), kept while a wallet is connected to the
 * site: connected with no session, the wallet is disconnected and the page logged out; signed in
 * as a subject with no identity for the connected address, a message is signed with the wallet and
 * the session becomes the wallet's; an authentication error disconnects (wallet-sign-in.ts). They
 * are applied when the page's session changes and when the wallet says its accounts changed, one
 * run after another; a run finds a sign-in already waiting for its signature and leaves it be.
 */
import { toast } from '#web/ui/toast.tsx'
import { signOut } from '../sign-in-flow.ts'
import type { SessionView } from '../use-session-state.ts'
import { forgetWalletConnection } from '../wallet-connection.ts'
import { findWallet } from './eip1193-provider.ts'
import { connectedAddress, disconnectWallet, isSigning, signInWithWallet, WalletBusyError, type WalletTexts } from './wallet-sign-in.ts'

/** The texts a run may show. */
export interface WalletRuleTexts extends WalletTexts {
  readonly anErrorOccurred: string
}

let queue: Promise<void> = Promise.resolve()

/** Applies the rules to the session as `currentView` tells it when the run starts. */
export function applyWalletSessionRules(currentView: () => SessionView, texts: WalletRuleTexts): Promise<void> {
  queue = queue.then(() => applyOnce(currentView(), texts))
  return queue
}

async function applyOnce(view: SessionView, texts: WalletRuleTexts): Promise<void> {
  if (view.kind === 'unknown' || isSigning()) return
  const wallet = await findWallet()
  const address = wallet === undefined ? undefined : await connectedAddress(wallet).catch(() => undefined)
  // The wallet is gone or no longer connected to the site: nothing to keep in step.
  if (wallet === undefined || address === undefined) return forgetWalletConnection()
  try {
    if (view.kind === 'signed-out') {
      await disconnectWallet(wallet)
      await signOut()
      return
    }
    const linked = view.subject.identities.some((identity) => String(identity.account).toLowerCase() === address.toLowerCase())
    if (!linked) await signInWithWallet(texts)
  } catch (error) {
    if (error instanceof WalletBusyError) return
    // Refused or failed: disconnected, so the wallet is not asked again on every page.
    await disconnectWallet(wallet)
    void toast.error(`${texts.anErrorOccurred} ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Calls `onChange` whenever the wallet's accounts change; answers how to stop. */
export async function watchWalletAccounts(onChange: () => void): Promise<() => void> {
  const wallet = await findWallet()
  if (wallet?.on === undefined) return () => undefined
  const listener = () => onChange()
  wallet.on('accountsChanged', listener)
  return () => wallet.removeListener?.('accountsChanged', listener)
}
