/**
 * 'Create a user' on the subjects' admin page: an e-mail and a password, or an invitation mail with
 * a set-password link (`POST /api/rbac/subjects/authentication/email-and-password/create-by-email`,
 * administrators only). A refused address or password is shown at its field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { ApiError } from '#runtime/client/api-error.ts'
import { toastFailure } from '#web/api/call-failure.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Checkbox } from '#web/ui/checkbox.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { toast } from '#web/ui/toast.tsx'

/** What the route takes: an e-mail, and a password or an invitation. */
type NewUser = Parameters<typeof rbacApi.createByEmail>[0]['body']

/** The field a problem belongs to, or undefined for the form as a whole. */
function fieldOf(path: string): 'email' | 'password' | undefined {
  if (path.endsWith('email')) return 'email'
  if (path.endsWith('password')) return 'password'
  return undefined
}

/** The tool: the form, and what the server said. */
export default function CreateUserTool() {
  const t = useUiStrings()
  const id = useId()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [invite, setInvite] = useState(false)
  const [problems, setProblems] = useState<Partial<Record<'email' | 'password', string>>>({})
  const create = useMutation({
    mutationFn: (user: NewUser) => rbacApi.createByEmail({ body: user }),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblems({})
    const user: NewUser = invite ? { email, invite: true } : { email, password }
    try {
      await create.mutateAsync(user)
      void toast.success(formatUiString(invite ? t.invitedUser : t.createdUser, { email: email.trim().toLowerCase() }))
      setEmail('')
      setPassword('')
      await queryClient.invalidateQueries()
    } catch (error) {
      const found: Partial<Record<'email' | 'password', string>> = {}
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = fieldOf(issue.path)
          if (field !== undefined) found[field] ??= issue.message
        }
      }
      setProblems(found)
      toastFailure(error)
    }
  }

  const field = (name: 'email' | 'password') => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] === undefined ? undefined : true,
    'aria-describedby': problems[name] === undefined ? undefined : `${id}-${name}-problem`,
  })
  const problem = (name: 'email' | 'password') =>
    problems[name] === undefined ? null : (
      <p id={`${id}-${name}-problem`} className="text-sm text-destructive">
        {problems[name]}
      </p>
    )

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-base font-medium">
          {t.createUser}
        </h2>
        <p className="text-sm text-muted-foreground">{t.createUserHint}</p>
      </div>
      <form className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-start" onSubmit={(event) => void submit(event)} noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>{t.email}</Label>
          <Input
            {...field('email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problem('email')}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-password`}>{t.password}</Label>
          <Input
            {...field('password')}
            type="password"
            autoComplete="new-password"
            required={!invite}
            disabled={invite}
            value={invite ? '' : password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {problem('password')}
        </div>
        <div className="flex items-center gap-2 md:order-last md:col-span-3">
          <Checkbox id={`${id}-invite`} checked={invite} onCheckedChange={(checked) => setInvite(checked === true)} />
          <Label htmlFor={`${id}-invite`} className="font-normal">
            {t.createUserInvite}
          </Label>
        </div>
        <Button type="submit" className="md:mt-6" disabled={create.isPending}>
          {t.createUser}
        </Button>
      </form>
    </section>
  )
}
