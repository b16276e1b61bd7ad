/** rbac widget: the login method selection (/rbac/subject/authentication/select-method). */
import { AuthCard } from '#web/modules/rbac/auth-card.tsx'
import { SelectMethod } from '#web/modules/rbac/select-method.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAuthenticationSelectMethod({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.signIn}>
      <SelectMethod />
    </AuthCard>
  )
}
