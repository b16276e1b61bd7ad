/**
 * The UI dictionary of the current language. Each language is its own chunk, so a page carries
 * only the strings it shows: the server loads every language once, the browser loads the page's
 * language before hydrating and a new one before navigating into it (root route `beforeLoad`).
 */
import type { Language } from '#web/site/languages.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import type { UiStrings } from './en.ts'

/** Every language of the schema must have a dictionary: adding one to the schema fails here first. */
const dictionaryLoaders: Readonly<Record<Language, () => Promise<UiStrings>>> = {
  en: () => import('./en.ts').then((module) => module.en),
  ru: () => import('./ru.ts').then((module) => module.ru),
}

const loaded = new Map<Language, UiStrings>()

/** Loads the dictionary of `language` (once). */
export async function loadUiStrings(language: Language): Promise<UiStrings> {
  const known = loaded.get(language)
  if (known !== undefined) return known
  const strings = await dictionaryLoaders[language]()
  loaded.set(language, strings)
  return strings
}

// Rendering before the language was loaded is a bug in the loading order; showing the keys makes
// it visible without breaking the page.
const MISSING: UiStrings = new Proxy({} as UiStrings, { get: (_target, key) => String(key) })

/** The UI strings of `language`, which must have been loaded. */
export function uiStrings(language: Language): UiStrings {
  return loaded.get(language) ?? MISSING
}

/** The UI strings of the current language: `const t = useUiStrings(); t.reload`. */
export function useUiStrings(): UiStrings {
  return uiStrings(useLanguage())
}
