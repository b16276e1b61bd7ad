/** The logout screen (SPEC §2): signs out at once and goes to `/`. */
import { useEffect } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { toastFailure } from '#web/api/call-failure.ts'
import { signOut } from './sign-in-flow.ts'
import { useSiteNavigate } from './use-site-navigate.ts'

/** Says 'Signing out...' while it signs out. */
export function LogoutAction() {
  const t = useUiStrings()
  const navigate = useSiteNavigate()
  useEffect(() => {
    void signOut()
      .catch(toastFailure)
      .finally(() => void navigate('/'))
  }, [navigate])
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {t.signingOut}
    </p>
  )
}
