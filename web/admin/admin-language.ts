/**
 * The admin's language is the editor's choice: `/admin` is in the site's default language, `/en/admin`
 * (any site language as a prefix) in that one, and the last language chosen is remembered in the
 * browser, so `/admin` opens in it again.
 */
import { defaultLanguage, isLanguage, type Language } from '#web/site/languages.ts'

const STORAGE_KEY = 'tessera.admin.language'

/** The language the editor last chose, if any. */
export function rememberedAdminLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return stored !== null && isLanguage(stored) ? stored : undefined
  } catch {
    // Storage may be switched off; the URL still says the language.
    return undefined
  }
}

/** Remembers `language` as the editor's choice. */
export function rememberAdminLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Not remembered: the URL still carries the choice.
  }
}

/** The `lang` param of the admin's routes for `language`: none for the default language (`/admin`). */
export function adminLanguageParam(language: Language): Language | undefined {
  return language === defaultLanguage ? undefined : language
}
