/**
 * The language switcher of the navbar and the footer: one plain link per site language to the page
 * being shown in that language (`/x` ↔ `/en/x`, the same entity page, the same search string), the
 * current one marked with `aria-current`. Plain links: without JavaScript the browser follows them,
 * with it the site's navigator (site-navigator.ts) shows the page in place, head and all. Each
 * language is named in itself (`lang`), whatever the page's language.
 */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { cn } from '#web/ui/cn.ts'
import { canonicalPath, defaultLanguage, type Language, languages, splitLanguage } from './languages.ts'
import { useSiteNavigation } from './site-navigation.tsx'

/** Each language's name in itself. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { ru: 'Русский', en: 'English' }

// The default language first: it is the site's own.
const ORDERED: readonly Language[] = [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)]

/** The href of the page at `path` + `search` (with or without a prefix) in `language`. */
export function pathInLanguage(path: string, search: string, language: Language): string {
  return `${canonicalPath(splitLanguage(path).path, language)}${search}`
}

/** `<LanguageSwitcher />` in the navbar; `onDark` on the footer's ink tone. */
export function LanguageSwitcher({ className, onDark = false }: { readonly className?: string; readonly onDark?: boolean }) {
  const t = useUiStrings()
  const { path, search } = useSiteNavigation()
  const current = splitLanguage(path).language
  return (
    <nav aria-label={t.languageSwitcher} className={className}>
      <ul className="flex items-center gap-1">
        {ORDERED.map((language) => {
          const isCurrent = language === current
          return (
            <li key={language}>
              <a
                href={pathInLanguage(path, search, language)}
                hrefLang={language}
                lang={language}
                title={LANGUAGE_NAMES[language]}
                aria-current={isCurrent ? 'true' : undefined}
                data-testid={`language-${language}`}
                className={cn(
                  'flex h-9 min-w-8 items-center justify-center rounded-md px-1.5 text-sm sm:min-w-9 sm:px-2 font-semibold uppercase tracking-wide outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  onDark
                    ? isCurrent
                      ? 'bg-white/15 text-ink-foreground'
                      : 'text-ink-foreground/75 hover:bg-white/10 hover:text-ink-foreground'
                    : isCurrent
                      ? 'bg-accent text-foreground'
                      : 'text-muted-foreground hover:bg-accent hover:text-foreground',
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
