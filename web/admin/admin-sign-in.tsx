/**
 * The sign-in screen of the admin for visitors without a session: an e-mail and a password, sent
 * through the generated rbac client. The answer sets the session cookies; the subject is then read
 * again and the admin shows. The admin's calls refresh the session on a 401 (web/api), so it keeps
 * no token times of its own here.
 */
import { useState } from 'react'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { reloadSubject } from '#web/modules/rbac/session-control.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { toast } from '#web/ui/toast.tsx'

/** The form. */
export function AdminSignIn() {
  const t = useUiStrings()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  return (
    <form
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-lg border p-6"
      onSubmit={async (event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        setPending(true)
        setError(undefined)
        try {
          const credentials = { login: String(data.get('login') ?? ''), password: String(data.get('password') ?? '') }
          // Wrong credentials answer 401, which no refresh can fix.
          await rbacApi.signIn({ body: credentials }, { refreshOn401: false })
          await reloadSubject()
        } catch (failure) {
          const message = failure instanceof Error ? failure.message : String(failure)
          setError(message)
          void toast.error(message)
        } finally {
          setPending(false)
        }
      }}
    >
      <h1 className="text-xl font-semibold">{t.signInToAdmin}</h1>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="admin-login">{t.email}</Label>
        <Input id="admin-login" name="login" type="email" autoComplete="username" required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="admin-password">{t.password}</Label>
        <Input id="admin-password" name="password" type="password" autoComplete="current-password" required minLength={8} />
      </div>
      {error !== undefined && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? t.loading : t.login}
      </Button>
    </form>
  )
}
