/** rbac widget: the registration form, with 'Already have an account? Sign in' to the method selection. */
import { SELECT_METHOD_PATH } from '#web/account/account-paths.ts'
import { AuthCard } from '#web/account/auth-card.tsx'
import { RegistrationForm } from '#web/account/registration-form.tsx'
import { TextWithLink } from '#web/account/text-with-link.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { WidgetProps } from '../widget-registry.ts'

export default function SubjectAuthenticationEmailAndPasswordRegistrationForm({ node }: WidgetProps) {
  const t = useUiStrings()
  return (
    <AuthCard record={node.record} fallbackTitle={t.createAnAccount} footer={<TextWithLink text={t.alreadyHaveAnAccountSignIn} linkText={t.signIn} href={SELECT_METHOD_PATH} />}>
      <RegistrationForm />
    </AuthCard>
  )
}
