/**
 * The login method selection (SPEC §2, §4): the e-mail-and-password login form or the Ethereum
 * wallet, one at a time, with the other offered under 'Or continue with'; under the form, the
 * way to the registration.
 */
import { useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { REGISTRATION_PATH } from './account-paths.ts'
import { LoginForm } from './login-form.tsx'
import { TextWithLink } from './text-with-link.tsx'
import { WalletLogin } from './wallet-login.tsx'

/** Which method is shown. */
export type LoginMethod = 'email-and-password' | 'ethereum-virtual-machine'

/** The method toggle with the chosen method's form. */
export function SelectMethod({ initial = 'email-and-password' }: { readonly initial?: LoginMethod }) {
  const t = useUiStrings()
  const [method, setMethod] = useState<LoginMethod>(initial)
  const other: LoginMethod = method === 'email-and-password' ? 'ethereum-virtual-machine' : 'email-and-password'
  return (
    <div className="flex flex-col gap-6">
      {method === 'email-and-password' ? <LoginForm /> : <WalletLogin />}
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t.orContinueWith}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" size="lg" onClick={() => setMethod(other)}>
        {other === 'email-and-password' ? t.loginAndPassword : t.ethereumVirtualMachine}
      </Button>
      {method === 'email-and-password' && (
        <div className="text-center text-sm text-muted-foreground">
          <TextWithLink text={t.dontHaveAnAccountSignUp} linkText={t.signUp} href={REGISTRATION_PATH} />
        </div>
      )}
    </div>
  )
}
