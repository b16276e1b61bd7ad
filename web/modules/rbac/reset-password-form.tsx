/**
 * The reset-password form (SPEC §2): password, passwordConfirmation and code, the code pre-filled
 * from the e-mailed link's `?code=`, and whether to keep the account's other login methods (issue
 * #30: a wallet or e-mail someone else added goes with a reset that does not keep them). Success
 * says 'Password reset successfully' and goes to the sign-in screen (a reset ends every session).
 */
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useSiteNavigation } from '#web/site/site-navigation.tsx'
import { Button } from '#web/ui/button.tsx'
import { Checkbox } from '#web/ui/checkbox.tsx'
import { Label } from '#web/ui/label.tsx'
import { toast } from '#web/ui/toast.tsx'
import { SELECT_METHOD_PATH } from './account-paths.ts'
import { passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { useSiteNavigate } from './use-site-navigate.ts'

interface ResetPasswordValues {
  readonly password: string
  readonly passwordConfirmation: string
  readonly code: string
  readonly keepOtherLogins: boolean
}

/** Sets a new password with the mailed code. */
export function ResetPasswordForm() {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  const code = new URLSearchParams(useSiteNavigation().search).get('code')
  const keepId = useId()
  const { register, handleSubmit, setError, formState, control } = useForm<ResetPasswordValues>({
    defaultValues: { password: '', passwordConfirmation: '', code: code ?? '', keepOtherLogins: true },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await rbacApi.resetPassword({ body: values }, { refreshOn401: false })
      void toast.success(t.passwordResetSuccessfully)
      await navigate(SELECT_METHOD_PATH)
    } catch (error) {
      reportFailure(error, setError, ['password', 'passwordConfirmation', 'code'])
    }
  })

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        label={t.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', passwordRules(t))}
      />
      <FormField
        label={t.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation', passwordRules(t))}
      />
      <FormField
        label={t.code}
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code', { required: t.fieldRequired })}
      />
      <Controller
        control={control}
        name="keepOtherLogins"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox id={keepId} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
            <Label htmlFor={keepId} className="leading-snug">
              {t.keepOtherLoginMethods}
            </Label>
          </div>
        )}
      />
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t.loading : t.resetPassword}
      </Button>
    </form>
  )
}
