/** rbac widget: the login method selection (/rbac/subject/authentication/select-method). */
import { AuthCard } from '#web/account/auth-card.tsx'
import { SelectMethod } from '#web/account/select-method.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../widget-registry.ts'

export default function SubjectAuthenticationSelectMethod({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.signIn}>
      <SelectMethod />
    </AuthCard>
  )
}
