/** What a visitor sees where the cart would be: a link to sign in (SPEC §2 select-method). */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { buttonVariants } from '#web/ui/button.tsx'

/** The select-method path of SPEC §2. */
export const SIGN_IN_PATH = '/rbac/subject/authentication/select-method'

export function SignInToShop() {
  const t = useUiStrings()
  return (
    <LocalizedLink href={SIGN_IN_PATH} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
      {t.signInToUseCart}
    </LocalizedLink>
  )
}
