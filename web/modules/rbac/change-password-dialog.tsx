/**
 * The Change Password dialog (SPEC §2, exact texts): 'Change Password', 'Update your account
 * password', the current password, 'New password' with the placeholder 'Enter new password', and
 * 'Change password' ('Updating...' while pending). The server ends the account's other sessions.
 */
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#web/ui/dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { reloadSubject } from './session-control.ts'

interface ChangePasswordValues {
  readonly password: string
  readonly newPassword: string
}

/** The dialog for one e-mail identity of `subjectId`. */
export function ChangePasswordDialog({ subjectId, identityId }: { readonly subjectId: string; readonly identityId: string }) {
  const t = useUiStrings()
  const [open, setOpen] = useState(false)
  const { register, handleSubmit, setError, formState, reset } = useForm<ChangePasswordValues>({
    defaultValues: { password: '', newPassword: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await rbacApi.changeIdentity({ params: { id: subjectId, identityId }, body: values })
      await reloadSubject()
      void toast.success(t.updatedSuccessfully)
      reset()
      setOpen(false)
    } catch (error) {
      reportFailure(error, setError, ['password', 'newPassword'])
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t.changePassword}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.changePasswordTitle}</DialogTitle>
          <DialogDescription>{t.changePasswordDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', passwordRules(t))}
          />
          <FormField
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            placeholder={t.enterNewPassword}
            error={errors.newPassword?.message}
            {...register('newPassword', passwordRules(t))}
          />
          <DialogFooter>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? t.updating : t.changePassword}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
