/** rbac widget: the e-mail and password login form alone, with the way to the registration. */
import { REGISTRATION_PATH } from '#web/modules/rbac/account-paths.ts'
import { AuthCard } from '#web/modules/rbac/auth-card.tsx'
import { LoginForm } from '#web/modules/rbac/login-form.tsx'
import { TextWithLink } from '#web/modules/rbac/text-with-link.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAuthenticationEmailAndPasswordAuthenticationForm({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard
      record={node.record}
      fallbackTitle={t.login}
      footer={<TextWithLink text={t.dontHaveAnAccountSignUp} linkText={t.signUp} href={REGISTRATION_PATH} />}
    >
      <LoginForm />
    </AuthCard>
  )
}
