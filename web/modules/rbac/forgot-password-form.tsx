/** The forgot-password form (SPEC §2): an e-mail; the answer is 'Reset link sent' whether or not it has an account. */
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { emailRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'

interface ForgotPasswordValues {
  readonly email: string
}

/** Asks for a reset link. */
export function ForgotPasswordForm() {
  const t = useUiStrings()
  const { register, handleSubmit, setError, formState, reset } = useForm<ForgotPasswordValues>({ defaultValues: { email: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await rbacApi.forgotPassword({ body: values }, { refreshOn401: false })
      reset()
      void toast.success(t.resetLinkSent)
    } catch (error) {
      reportFailure(error, setError, ['email'])
    }
  })

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField label={t.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email', emailRules(t))} />
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t.loading : t.sendResetLink}
      </Button>
    </form>
  )
}
