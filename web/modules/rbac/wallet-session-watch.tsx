/**
 * Keeps the session in step with a connected wallet (SPEC §4 "Wallet login"; the rules are in
 * wallet/wallet-session-rules.ts). Renders nothing; the wallet code loads only when this browser
 * connected a wallet to the site before (wallet-connection.ts), so a visitor's page never loads it.
 */
import { useEffect, useRef } from 'react'
import { useSessionStore } from '#web/app/session-store.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useHydrated } from './use-hydrated.ts'
import { type SessionView, sessionViewOf, useSessionView } from './use-session-state.ts'
import { walletWasConnected } from './wallet-connection.ts'

const loadRules = () => import('./wallet/wallet-session-rules.ts')

/** Applies the wallet's session rules when the session changes and when the wallet's accounts do. */
export function WalletSessionWatch() {
  const store = useSessionStore()
  const view = useSessionView()
  const texts = useUiStrings()
  const hydrated = useHydrated()
  const latestTexts = useRef(texts)
  latestTexts.current = texts
  // What the rules look at: who is signed in and which accounts the subject has.
  const sessionKey =
    view.kind === 'signed-in'
      ? `${view.subject.id} ${view.subject.identities.map((identity) => String(identity.account)).join(' ')}`
      : view.kind

  useEffect(() => {
    if (!hydrated || sessionKey === 'unknown' || !walletWasConnected()) return
    let stopWatching: (() => void) | undefined
    let stopped = false
    // Read from the store when a run starts, not from the last render: a run queued behind a
    // sign-in must see the subject that sign-in brought, before React has drawn it.
    const currentView = (): SessionView => sessionViewOf(store.get().subject, store.get().session.resumable)
    void loadRules().then(async (rules) => {
      if (stopped) return
      const apply = () => void rules.applyWalletSessionRules(currentView, latestTexts.current)
      const stop = await rules.watchWalletAccounts(apply)
      if (stopped) return stop()
      stopWatching = stop
      apply()
    })
    return () => {
      stopped = true
      stopWatching?.()
    }
  }, [hydrated, sessionKey, store])

  return null
}
