/**
 * The admin's language switcher: one link per site language to the same admin screen in it
 * (`/admin/x` ↔ `/en/admin/x`, the same search string); choosing one remembers it (admin-language.ts).
 * Each language is named in itself.
 */
import { useRouter, useRouterState } from '@tanstack/react-router'
import { loadUiStrings, useUiStrings } from '#web/i18n/ui-strings.ts'
import { pathInLanguage } from '#web/site/language-switcher.tsx'
import { useLanguage } from '#web/site/language-context.tsx'
import { defaultLanguage, type Language, languages } from '#web/site/languages.ts'
import { cn } from '#web/ui/cn.ts'
import { rememberAdminLanguage } from './admin-language.ts'

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { ru: 'Русский', en: 'English' }
const ORDERED: readonly Language[] = [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)]

/** The switcher of the admin's header. */
export function AdminLanguageSwitcher() {
  const t = useUiStrings()
  const router = useRouter()
  const current = useLanguage()
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location })
  return (
    <nav aria-label={t.languageSwitcher}>
      <ul className="flex items-center gap-1">
        {ORDERED.map((language) => {
          const href = pathInLanguage(pathname, searchStr, language)
          return (
            <li key={language}>
              <a
                href={href}
                hrefLang={language}
                lang={language}
                title={LANGUAGE_NAMES[language]}
                aria-current={language === current ? 'true' : undefined}
                data-testid={`admin-language-${language}`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                  event.preventDefault()
                  rememberAdminLanguage(language)
                  // The next language's strings first: every screen, the header included, renders in it at once.
                  void loadUiStrings(language).then(() => router.navigate({ href }))
                }}
                className={cn(
                  'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold tracking-wide uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  language === current ? 'bg-accent text-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                )}
              >
                <span aria-hidden="true">{language}</span>
                <span className="sr-only">{LANGUAGE_NAMES[language]}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
