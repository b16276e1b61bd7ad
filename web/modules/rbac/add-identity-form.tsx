/**
 * Adds an e-mail-and-password login method to the signed-in subject. The server asks for proof
 * that the owner is making the change: the current password, or for a wallet-only account a
 * signature of its wallet, which the wallet asks for when the form is sent.
 */
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import type { SessionSubject } from '#web/app/page-api.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { emailRules, passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { hasPasswordLogin, ownerProof } from './owner-proof.ts'
import { reportFailure } from './report-failure.ts'
import { reloadSubject } from './session-control.ts'
import { EVM_PROVIDER } from './wallet-login.tsx'

interface NewIdentityValues {
  readonly email: string
  readonly password: string
  readonly currentPassword: string
}

/** The add form of the identity settings. */
export function AddIdentityForm({ subject }: { readonly subject: SessionSubject }) {
  const t = useUiStrings()
  const usesPassword = hasPasswordLogin(subject)
  const { register, handleSubmit, setError, formState, reset } = useForm<NewIdentityValues>({
    defaultValues: { email: '', password: '', currentPassword: '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async ({ email, password, currentPassword }) => {
    try {
      const proof = await ownerProof(t, usesPassword, currentPassword)
      await rbacApi.addIdentity({ params: { id: subject.id }, body: { provider: 'email_and_password', email, password, ...proof } })
      await reloadSubject()
      void toast.success(t.updatedSuccessfully)
      reset()
    } catch (error) {
      reportFailure(error, setError, ['email', 'password', 'currentPassword'])
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label={t.addLoginMethod} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{usesPassword ? t.addLoginMethodDescription : t.addLoginMethodWalletDescription}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start">
        <FormField label={t.email} type="email" autoComplete="off" error={errors.email?.message} {...register('email', emailRules(t))} />
        <FormField
          label={t.password}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', passwordRules(t))}
        />
        {usesPassword && (
          <FormField
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword', passwordRules(t))}
          />
        )}
        <Button type="submit" variant="primary" disabled={isSubmitting} className="lg:mt-7">
          {isSubmitting ? t.loading : t.add}
        </Button>
      </div>
    </form>
  )
}

interface LinkWalletValues {
  readonly currentPassword: string
}

/**
 * Links the browser's wallet to an account that has a password: the current password first (issue
 * #30 finding 5: a borrowed session alone adds no login), then the wallet signs the server's message.
 */
export function LinkWalletForm({ subject }: { readonly subject: SessionSubject }) {
  const t = useUiStrings()
  const { register, handleSubmit, setError, formState, reset } = useForm<LinkWalletValues>({ defaultValues: { currentPassword: '' } })
  const { errors, isSubmitting } = formState
  if (!hasPasswordLogin(subject)) return null

  const submit = handleSubmit(async ({ currentPassword }) => {
    try {
      const wallet = await import('./wallet/wallet-sign-in.ts')
      const signed = await wallet.signWithWallet(t)
      await rbacApi.addIdentity({ params: { id: subject.id }, body: { provider: EVM_PROVIDER, ...signed, currentPassword } })
      await reloadSubject()
      void toast.success(t.updatedSuccessfully)
      reset()
    } catch (error) {
      reportFailure(error, setError, ['currentPassword'])
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label={t.linkWallet} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t.linkWalletDescription}</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <FormField
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword', passwordRules(t))}
        />
        <Button type="submit" variant="outline" disabled={isSubmitting} className="sm:mt-7">
          {isSubmitting ? t.loading : t.linkWallet}
        </Button>
      </div>
    </form>
  )
}
