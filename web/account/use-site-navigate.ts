/** Client navigation to a site path in the current language (`/` → `/en`), for redirects after a form. */
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLanguage } from '#web/site/language-context.tsx'
import { localizePath } from '#web/site/localize-path.ts'

/** Navigates to `href` (a site path) with the language prefix rule applied. */
export function useSiteNavigate(): (href: string) => Promise<void> {
  const router = useRouter()
  const language = useLanguage()
  return useCallback(
    (href: string) => {
      const url = new URL(localizePath(href, language), 'http://site.invalid')
      return router.navigate({ to: '/$', params: { _splat: url.pathname.slice(1) }, search: Object.fromEntries(url.searchParams) })
    },
    [router, language],
  )
}
