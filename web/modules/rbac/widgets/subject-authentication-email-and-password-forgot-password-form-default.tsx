/** rbac widget: the forgot-password form. */
import { SELECT_METHOD_PATH } from '#web/modules/rbac/account-paths.ts'
import { AuthCard } from '#web/modules/rbac/auth-card.tsx'
import { ForgotPasswordForm } from '#web/modules/rbac/forgot-password-form.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAuthenticationEmailAndPasswordForgotPasswordForm({ node }: WidgetProps) {
  const t = useUiStrings()
  const back = (
    <LocalizedLink href={SELECT_METHOD_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
      {t.backToSignIn}
    </LocalizedLink>
  )
  return (
    <AuthCard record={node.record} fallbackTitle={t.forgotYourPassword} footer={back}>
      <ForgotPasswordForm />
    </AuthCard>
  )
}
