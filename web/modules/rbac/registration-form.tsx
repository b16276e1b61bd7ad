/**
 * The registration form (SPEC §2): Email, Password and 'Create an account'. The server answers
 * "check your mail" whether or not the address has an account (issue #30 finding 10), so the form
 * then shows that message, a field for the mailed code and a button to send it again. The mailed
 * link opens this page with `?code=`, which confirms the address at once. A confirmed address is
 * signed in and goes to `/`.
 */
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useSiteNavigation } from '#web/site/site-navigation.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { emailRules, passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { completeSignIn } from './sign-in-flow.ts'
import { useSiteNavigate } from './use-site-navigate.ts'

interface RegistrationValues {
  readonly login: string
  readonly password: string
}

interface CodeValues {
  readonly code: string
}

/** Creates an account with an e-mail and a password, then confirms the address with the mailed code. */
export function RegistrationForm() {
  const code = new URLSearchParams(useSiteNavigation().search).get('code')
  const [sent, setSent] = useState<{ readonly email: string; readonly message: string } | undefined>(undefined)
  if (code !== null || sent !== undefined) return <ConfirmEmail linkCode={code ?? undefined} sent={sent} />
  return <CreateAccount onSent={setSent} />
}

function CreateAccount({ onSent }: { readonly onSent: (sent: { readonly email: string; readonly message: string }) => void }) {
  const t = useUiStrings()
  const { register, handleSubmit, setError, formState } = useForm<RegistrationValues>({ defaultValues: { login: '', password: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      const accepted = await rbacApi.register({ body: values }, { refreshOn401: false })
      onSent({ email: values.login.trim().toLowerCase(), message: accepted.message })
    } catch (error) {
      reportFailure(error, setError, ['login', 'password'])
    }
  })

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t.email} type="email" autoComplete="email" error={errors.login?.message} {...register('login', emailRules(t))} />
      <FormField
        label={t.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', passwordRules(t))}
      />
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t.loading : t.createAnAccount}
      </Button>
    </form>
  )
}

function ConfirmEmail({
  linkCode,
  sent,
}: {
  readonly linkCode: string | undefined
  readonly sent: { readonly email: string; readonly message: string } | undefined
}) {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  const { register, handleSubmit, setError, formState } = useForm<CodeValues>({ defaultValues: { code: linkCode ?? '' } })
  const { errors, isSubmitting } = formState
  const [resending, setResending] = useState(false)
  // A link's code that no longer works: the address to send a new one to is asked for.
  const [resendEmail, setResendEmail] = useState('')
  const [confirmingLink, setConfirmingLink] = useState(linkCode !== undefined)

  const confirm = async (values: CodeValues) => {
    try {
      const tokens = await rbacApi.verifyEmail({ body: values }, { refreshOn401: false })
      await completeSignIn(tokens)
      void toast.success(t.emailConfirmed)
      await navigate('/')
    } catch (error) {
      reportFailure(error, setError, ['code'])
    }
  }
  const submit = handleSubmit(confirm)

  // The mailed link confirms at once, once (React may run effects twice in development).
  const linkTried = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's code is the trigger; confirm is made anew each render and runs once (linkTried)
  useEffect(() => {
    if (linkCode === undefined || linkTried.current) return
    linkTried.current = true
    void confirm({ code: linkCode }).finally(() => setConfirmingLink(false))
  }, [linkCode])

  const resend = async () => {
    const email = sent?.email ?? resendEmail.trim()
    if (email === '') return
    setResending(true)
    try {
      await rbacApi.resendVerification({ body: { email } }, { refreshOn401: false })
      void toast.success(t.codeSentAgain)
    } catch (error) {
      reportFailure(error, setError, [])
    } finally {
      setResending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-state="check-your-mail">
      {sent !== undefined && (
        <div role="status" className="flex flex-col gap-1">
          <p className="font-medium">{sent.message}</p>
          <p className="text-sm break-all text-muted-foreground">{sent.email}</p>
        </div>
      )}
      {confirmingLink && (
        <p role="status" className="text-sm text-muted-foreground">
          {t.confirmingEmail}
        </p>
      )}
      <FormField
        label={t.code}
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code', { required: t.fieldRequired })}
      />
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting || confirmingLink}>
        {isSubmitting || confirmingLink ? t.loading : t.confirmEmail}
      </Button>
      {sent === undefined && !confirmingLink && (
        <FormField
          label={t.email}
          type="email"
          autoComplete="email"
          value={resendEmail}
          onChange={(event) => setResendEmail(event.target.value)}
        />
      )}
      {(sent !== undefined || !confirmingLink) && (
        <Button
          type="button"
          variant="outline"
          disabled={resending || (sent === undefined && resendEmail.trim() === '')}
          onClick={() => void resend()}
        >
          {resending ? t.loading : t.sendCodeAgain}
        </Button>
      )}
    </form>
  )
}
