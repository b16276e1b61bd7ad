/**
 * The wallet login (SPEC §2): a Connect Wallet button, and once signed in with a wallet its
 * shortened address and Logout. The wallet code loads only when the button is used. Failures
 * show 'An error occurred:' with the message; a second click while the wallet asks for a
 * signature is refused with a message.
 */
import { useState } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { toastFailure } from '#web/api/call-failure.ts'
import { shortenAddress } from './shorten-address.ts'
import { loginRedirect, signOut } from './sign-in-flow.ts'
import { useSiteNavigate } from './use-site-navigate.ts'

/** The provider value of wallet identities. */
export const EVM_PROVIDER = 'ethereum_virtual_machine'

/** Connect Wallet, or the connected address with Logout. */
export function WalletLogin() {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  const subject = useCurrentSubject()
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string>()
  const wallet = subject?.identities.find((identity) => identity.provider === EVM_PROVIDER)

  if (wallet !== undefined) {
    const address = String(wallet.account)
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted-foreground">{t.walletConnected}</p>
        <p className="font-mono text-base font-medium" title={address} data-testid="wallet-address">
          {shortenAddress(address)}
        </p>
        <Button variant="outline" onClick={() => void signOut().then(() => navigate('/'), toastFailure)}>
          {t.logout}
        </Button>
      </div>
    )
  }

  const connect = async () => {
    const wallet = await import('./wallet/wallet-sign-in.ts')
    setPending(true)
    setProblem(undefined)
    try {
      await wallet.signInWithWallet(t)
      await navigate(loginRedirect(window.location.search, window.location.origin))
    } catch (error) {
      if (error instanceof wallet.WalletBusyError) {
        void toast.info(error.message)
        return
      }
      const message = `${t.anErrorOccurred} ${error instanceof Error ? error.message : String(error)}`
      setProblem(message)
      void toast.error(message)
    } finally {
      // The refused second click must not end the first attempt's pending state.
      if (!wallet.isSigning()) setPending(false)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" size="lg" onClick={() => void connect()} aria-busy={pending}>
        {pending ? t.connecting : t.connectWallet}
      </Button>
      {problem !== undefined && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  )
}
