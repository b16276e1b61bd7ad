/**
 * Keeps the session in step with a connected wallet (SPEC §4 "Wallet login"; the rules are in
 * wallet/wallet-session-rules.ts). Renders nothing; the wallet code loads only when this browser
 * connected a wallet to the site before (wallet-connection.ts), so a visitor's page never loads it.
 */
import { useEffect, useRef } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useHydrated } from './use-hydrated.ts'
import { type SessionView, useSessionView } from './use-session-state.ts'
import { walletWasConnected } from './wallet-connection.ts'

const loadRules = () => import('./wallet/wallet-session-rules.ts')

/** Applies the wallet's session rules when the session changes and when the wallet's accounts do. */
export function WalletSessionWatch() {
  const view = useSessionView()
  const texts = useUiStrings()
  const hydrated = useHydrated()
  const latest = useRef({ view, texts })
  latest.current = { view, texts }
  // What the rules look at: who is signed in and which accounts the subject has.
  const sessionKey = view.kind === 'signed-in' ? `${view.subject.id} ${view.subject.identities.map((identity) => String(identity.account)).join(' ')}` : view.kind

  useEffect(() => {
    if (!hydrated || sessionKey === 'unknown' || !walletWasConnected()) return
    let stopWatching: (() => void) | undefined
    let stopped = false
    const currentView = (): SessionView => latest.current.view
    void loadRules().then(async (rules) => {
      if (stopped) return
      const apply = () => void rules.applyWalletSessionRules(currentView, latest.current.texts)
      const stop = await rules.watchWalletAccounts(apply)
      if (stopped) return stop()
      stopWatching = stop
      apply()
    })
    return () => {
      stopped = true
      stopWatching?.()
    }
  }, [hydrated, sessionKey])

  return null
}
