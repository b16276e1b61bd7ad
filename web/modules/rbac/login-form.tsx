/**
 * The login form (SPEC §2): Email, Password, 'Forgot your password?', Login, and "Don't have an
 * account? Sign up". A wrong password shows the server's message in a toast; success goes to the
 * configured redirect.
 */
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { Button } from '#web/ui/button.tsx'
import { FORGOT_PASSWORD_PATH } from './account-paths.ts'
import { emailRules, passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { completeSignIn, loginRedirect } from './sign-in-flow.ts'
import { useSiteNavigate } from './use-site-navigate.ts'

interface LoginValues {
  readonly login: string
  readonly password: string
}

/** The e-mail and password sign-in. */
export function LoginForm() {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({ defaultValues: { login: '', password: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      const tokens = await rbacApi.signIn({ body: values }, { refreshOn401: false })
      await completeSignIn(tokens)
      await navigate(loginRedirect(window.location.search, window.location.origin))
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', passwordRules(t))}
      />
      <LocalizedLink href={FORGOT_PASSWORD_PATH} className="-mt-1 self-end text-sm text-primary underline-offset-4 hover:underline">
        {t.forgotYourPassword}
      </LocalizedLink>
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t.loading : t.login}
      </Button>
    </form>
  )
}
