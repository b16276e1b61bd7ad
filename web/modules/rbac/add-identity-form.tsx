/** Adds an e-mail-and-password login method to the signed-in subject. */
import { useForm } from 'react-hook-form'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { accountRequest } from '#web/app/account-request.ts'
import { emailRules, passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { reloadSubject } from './session-control.ts'

interface NewIdentityValues {
  readonly email: string
  readonly password: string
}

/** The add form of the identity settings. */
export function AddIdentityForm({ subjectId }: { readonly subjectId: string }) {
  const t = useUiStrings()
  const { register, handleSubmit, setError, formState, reset } = useForm<NewIdentityValues>({ defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await accountRequest('POST', `/api/rbac/subjects/${subjectId}/identities`, { body: { data: { provider: 'email_and_password', ...values } } })
      await reloadSubject()
      void toast.success(t.updatedSuccessfully)
      reset()
    } catch (error) {
      reportFailure(error, setError, ['email', 'password'])
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label={t.addLoginMethod} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <FormField label={t.email} type="email" autoComplete="off" error={errors.email?.message} {...register('email', emailRules(t))} />
      <FormField label={t.password} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password', passwordRules(t))} />
      <Button type="submit" variant="primary" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? t.loading : t.add}
      </Button>
    </form>
  )
}
