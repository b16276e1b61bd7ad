/** rbac widget: the reset-password form (the code comes from the e-mailed link). */
import { AuthCard } from '#web/modules/rbac/auth-card.tsx'
import { ResetPasswordForm } from '#web/modules/rbac/reset-password-form.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAuthenticationEmailAndPasswordResetPasswordForm({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.resetPassword}>
      <ResetPasswordForm />
    </AuthCard>
  )
}
