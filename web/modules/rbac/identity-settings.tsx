/**
 * Identity settings (SPEC §2): each login method with its badge (Email or EVM), its e-mail or
 * address and Delete; an e-mail identity also has the Change email and Change Password dialogs.
 * A new e-mail login can be added. Adding or deleting one asks for the current password (or, for a
 * wallet-only account, a signature of its wallet). Deleting the last one is refused by the server
 * with a message that says why, shown in a toast.
 */
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import type { SessionSubject } from '#web/app/page-api.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Button, buttonVariants } from '#web/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#web/ui/dialog.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { toast } from '#web/ui/toast.tsx'
import { SELECT_METHOD_PATH } from './account-paths.ts'
import { AddIdentityForm, LinkWalletForm } from './add-identity-form.tsx'
import { ChangeEmailDialog } from './change-email-dialog.tsx'
import { ChangePasswordDialog } from './change-password-dialog.tsx'
import { passwordRules } from './field-rules.ts'
import { FormField } from './form-field.tsx'
import { hasPasswordLogin, ownerProof } from './owner-proof.ts'
import { reportFailure } from './report-failure.ts'
import { reloadSubject } from './session-control.ts'
import { shortenAddress } from './shorten-address.ts'
import { useSessionView } from './use-session-state.ts'
import { EVM_PROVIDER } from './wallet-login.tsx'

/** The settings of the signed-in subject; a Login button for visitors. */
export function IdentitySettings() {
  const t = useUiStrings()
  const view = useSessionView()
  if (view.kind === 'unknown') return <Skeleton className="h-40 w-full" />
  if (view.kind === 'signed-out') {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted-foreground">{t.signInToContinue}</p>
        <LocalizedLink href={SELECT_METHOD_PATH} className={buttonVariants({ variant: 'primary' })}>
          {t.login}
        </LocalizedLink>
      </div>
    )
  }
  return <SubjectIdentities subject={view.subject} />
}

function SubjectIdentities({ subject }: { readonly subject: SessionSubject }) {
  const t = useUiStrings()
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="login-methods" className="flex flex-col gap-3">
        <h2 id="login-methods" className="text-xl font-semibold">
          {t.loginMethods}
        </h2>
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {subject.identities.map((identity) => (
            <IdentityRow key={identity.id} subjectId={subject.id} identity={identity} usesPassword={hasPasswordLogin(subject)} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="add-login-method" className="flex flex-col gap-3">
        <h2 id="add-login-method" className="text-xl font-semibold">
          {t.addLoginMethod}
        </h2>
        <AddIdentityForm subject={subject} />
        <LinkWalletForm subject={subject} />
      </section>
    </div>
  )
}

interface IdentityRowProps {
  readonly subjectId: string
  readonly identity: PageRecord
  readonly usesPassword: boolean
}

function IdentityRow({ subjectId, identity, usesPassword }: IdentityRowProps) {
  const t = useUiStrings()
  const isWallet = identity.provider === EVM_PROVIDER
  const account = String(identity.account ?? '')
  const email = typeof identity.email === 'string' && identity.email !== '' ? identity.email : account

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="identity">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Badge variant={isWallet ? 'highlight' : 'secondary'}>{isWallet ? t.identityEvm : t.identityEmail}</Badge>
        <span className="truncate font-medium" title={isWallet ? account : email}>
          {isWallet ? shortenAddress(account) : email}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {!isWallet && <ChangeEmailDialog subjectId={subjectId} identityId={identity.id} email={email} />}
        {!isWallet && <ChangePasswordDialog subjectId={subjectId} identityId={identity.id} />}
        <DeleteIdentityDialog subjectId={subjectId} identityId={identity.id} usesPassword={usesPassword} />
      </div>
    </li>
  )
}

interface DeleteValues {
  readonly currentPassword: string
}

/** Delete, confirmed in a dialog with the current password (or the wallet's signature). */
function DeleteIdentityDialog({
  subjectId,
  identityId,
  usesPassword,
}: {
  readonly subjectId: string
  readonly identityId: string
  readonly usesPassword: boolean
}) {
  const t = useUiStrings()
  const [open, setOpen] = useState(false)
  const { register, handleSubmit, setError, formState, reset } = useForm<DeleteValues>({ defaultValues: { currentPassword: '' } })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async ({ currentPassword }) => {
    try {
      const proof = await ownerProof(t, usesPassword, currentPassword)
      await rbacApi.removeIdentity({ params: { id: subjectId, identityId }, body: proof })
      reset()
      setOpen(false)
      await reloadSubject()
      void toast.success(t.deletedSuccessfully)
    } catch (error) {
      reportFailure(error, setError, ['currentPassword'])
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" size="sm">
          {t.delete}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.deleteLoginMethod}</DialogTitle>
          <DialogDescription>{usesPassword ? t.deleteLoginMethodDescription : t.deleteLoginMethodWalletDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {usesPassword && (
            <FormField
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword', passwordRules(t))}
            />
          )}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? t.loading : t.delete}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
