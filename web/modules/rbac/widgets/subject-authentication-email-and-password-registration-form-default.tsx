/** rbac widget: the registration form, with 'Already have an account? Sign in' to the method selection. */
import { SELECT_METHOD_PATH } from '#web/modules/rbac/account-paths.ts'
import { AuthCard } from '#web/modules/rbac/auth-card.tsx'
import { RegistrationForm } from '#web/modules/rbac/registration-form.tsx'
import { TextWithLink } from '#web/modules/rbac/text-with-link.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAuthenticationEmailAndPasswordRegistrationForm({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard
      record={node.record}
      fallbackTitle={t.createAnAccount}
      footer={<TextWithLink text={t.alreadyHaveAnAccountSignIn} linkText={t.signIn} href={SELECT_METHOD_PATH} />}
    >
      <RegistrationForm />
    </AuthCard>
  )
}
