/**
 * The Change email dialog (SPEC §2): the new address and the current password, which the server
 * requires (a borrowed session alone cannot move the login to another mailbox).
 */
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#web/ui/dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { emailRules, passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { reportFailure } from './report-failure.ts'
import { reloadSubject } from './session-control.ts'

interface ChangeEmailValues {
  readonly email: string
  readonly password: string
}

/** The dialog for one e-mail identity of `subjectId`, starting from its address. */
export function ChangeEmailDialog({
  subjectId,
  identityId,
  email,
}: {
  readonly subjectId: string
  readonly identityId: string
  readonly email: string
}) {
  const t = useUiStrings()
  const [open, setOpen] = useState(false)
  const { register, handleSubmit, setError, formState, reset } = useForm<ChangeEmailValues>({ defaultValues: { email, password: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await rbacApi.changeIdentity({ params: { id: subjectId, identityId }, body: values })
      await reloadSubject()
      void toast.success(t.updatedSuccessfully)
      reset({ email: values.email, password: '' })
      setOpen(false)
    } catch (error) {
      reportFailure(error, setError, ['email', 'password'])
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t.changeEmail}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.changeEmail}</DialogTitle>
          <DialogDescription>{t.changeEmailDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField
            label={t.newEmail}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', emailRules(t))}
          />
          <FormField
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', passwordRules(t))}
          />
          <DialogFooter>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? t.updating : t.changeEmail}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
