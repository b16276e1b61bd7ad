/** Client navigation to a site path in the current language (`/` → `/en`), for redirects after a form. */
import { useCallback } from 'react'
import { useLanguage } from '#web/site/language-context.tsx'
import { localizePath } from '#web/site/localize-path.ts'
import { useSiteNavigation } from '#web/site/site-navigation.tsx'

/** Navigates to `href` (a site path) with the language prefix rule applied. */
export function useSiteNavigate(): (href: string) => Promise<void> {
  const { navigate } = useSiteNavigation()
  const language = useLanguage()
  return useCallback((href: string) => navigate(localizePath(href, language)), [navigate, language])
}
