/** rbac widget: the e-mail and password login form alone, with the way to the registration. */
import { REGISTRATION_PATH } from '#web/account/account-paths.ts'
import { AuthCard } from '#web/account/auth-card.tsx'
import { LoginForm } from '#web/account/login-form.tsx'
import { TextWithLink } from '#web/account/text-with-link.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../widget-registry.ts'

export default function SubjectAuthenticationEmailAndPasswordAuthenticationForm({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.login} footer={<TextWithLink text={t.dontHaveAnAccountSignUp} linkText={t.signUp} href={REGISTRATION_PATH} />}>
      <LoginForm />
    </AuthCard>
  )
}
