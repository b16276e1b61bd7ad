/**
 * The sign-in screen of the admin for visitors without a session: an e-mail and a password. The
 * answer sets the session cookies; the subject is then read again and the admin shows.
 */
import { useState } from 'react'
import { reloadSubject } from '#web/modules/rbac/session-control.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { toast } from '#web/ui/toast.tsx'
import { signInWithPassword } from './admin-http.ts'

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
          await signInWithPassword(String(data.get('login') ?? ''), String(data.get('password') ?? ''))
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
