/**
 * The registration form (SPEC §2): Email, Password and 'Create an account'; success signs the new
 * account in and goes to `/`.
 */
import { useForm } from 'react-hook-form'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { AUTH_API, accountRequest } from '#web/app/account-request.ts'
import { emailRules, passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { completeSignIn, type SignInTokens } from './sign-in-flow.ts'
import { useSiteNavigate } from './use-site-navigate.ts'

interface RegistrationValues {
  readonly login: string
  readonly password: string
}

/** Creates an account with an e-mail and a password. */
export function RegistrationForm() {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  const { register, handleSubmit, setError, formState } = useForm<RegistrationValues>({ defaultValues: { login: '', password: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      const tokens = await accountRequest<SignInTokens>('POST', `${AUTH_API}/email-and-password/registration`, { body: values, refreshOn401: false })
      await completeSignIn(tokens)
      await navigate('/')
    } catch (error) {
      reportFailure(error, setError, ['login', 'password'])
    }
  })

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t.email} type="email" autoComplete="email" error={errors.login?.message} {...register('login', emailRules(t))} />
      <FormField label={t.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password', passwordRules(t))} />
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t.loading : t.createAnAccount}
      </Button>
    </form>
  )
}
