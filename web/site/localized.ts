/**
 * Multilingual content (SPEC §1: title, subtitle, description... are maps from language code to
 * text) read in the current language, then the default language, then `fallback`.
 */
import { defaultLanguage, type Language } from './languages.ts'
import { useLanguage } from './language-context.tsx'

/** A language map as records carry it; anything else (null, a string) reads as empty. */
export type LanguageMap = Readonly<Record<string, unknown>> | null | undefined

/** The text of `map` in `language`, else in the default language, else `fallback`. */
export function localized(map: unknown, language: Language, fallback = ''): string {
  if (typeof map !== 'object' || map === null) return fallback
  const values = map as Readonly<Record<string, unknown>>
  for (const key of [language, defaultLanguage]) {
    const text = values[key]
    if (typeof text === 'string' && text.trim() !== '') return text
  }
  return fallback
}

/** `localized` bound to the current language: `const text = useLocalized(); text(record.title)`. */
export function useLocalized(): (map: unknown, fallback?: string) => string {
  const language = useLanguage()
  return (map, fallback) => localized(map, language, fallback)
}
